import './sdk'
import { getSdk } from '@music/sdk'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { finishSignIn, signIn } from './sign-in'

if (location.pathname === '/signed-in') await finishSignIn()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
if (getSdk().isSignedIn()) {
  createRoot(root).render(<App />)
} else {
  createRoot(root).render(
    <button type="button" onClick={() => void signIn()}>
      Sign in
    </button>,
  )
}
