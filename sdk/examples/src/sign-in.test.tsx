import { getSdk } from '@music/sdk'
import { DEMO_USERS, installSandbox, type Sandbox } from '@music/sdk/mocks'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import './sdk'
import { finishSignIn, signIn } from './sign-in'

const server = setupServer()
let sandbox: Sandbox
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sandbox = installSandbox(server)
})
afterAll(() => server.close())

it('signs in through the identity service and comes back signed in', async () => {
  let authorizeUrl = ''
  await signIn((url) => {
    authorizeUrl = url
  })
  expect(new URL(authorizeUrl).pathname).toBe('/identity/en/authorize')
  // What the sign-in page does when Alex enters the password: back to /signed-in with a code.
  history.replaceState(null, '', sandbox.authorize(authorizeUrl, DEMO_USERS[0].email_address))
  expect(await finishSignIn()).toBe('Alex')
  expect(location.pathname).toBe('/')
  expect(getSdk().isSignedIn()).toBe(true)
})
