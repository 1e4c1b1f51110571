// @vitest-environment happy-dom
/**
 * A React app's sign-in return page, as another team writes it (issue 26): a hook mounted there before
 * the tokens arrive refetches once the sign-in completes instead of staying on its 401, and the README's
 * `completeSignIn(location.href)` in an effect survives React StrictMode's second run.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { type ReactNode, StrictMode, useEffect, useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEMO_USERS, installSandbox, type Sandbox } from '../mocks/index.ts'
import { SANDBOX_APP_ID } from '../mocks/seed.ts'
import { useGetMyProfile } from '../profile/index.ts'
import { configureSdk, queryClientDefaults, sandboxServiceBaseUrls } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import { completeSignIn, startSignIn } from './sign-in.ts'

const [ALEX] = DEMO_USERS
const server = setupServer()
let sandbox: Sandbox
let exchanges = 0
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/v1/tokens/exchange')) exchanges++
  })
})
beforeEach(() => {
  sandbox = installSandbox(server)
  exchanges = 0
  localStorage.clear()
  configureSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(),
    appId: SANDBOX_APP_ID,
    tokenStore: createMemoryTokenStore(),
    locks: null,
  })
})
afterEach(cleanup)
afterAll(() => server.close())

/** Starts a sign-in and does what the sign-in page does for Alex: the URL the browser comes back to. */
async function signedInReturnUrl(): Promise<string> {
  const authorizeUrl = await startSignIn({ redirectUri: `${location.origin}/signed-in` })
  return sandbox.authorize(authorizeUrl, ALEX.email_address)
}

function Greeting() {
  const { data, error } = useGetMyProfile()
  if (error) return <p>Profile failed ({error.status})</p>
  return <p>{data ? `Hello ${data.dj_name}` : 'Loading…'}</p>
}

function withQueryClient(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults() })}>
      {children}
    </QueryClientProvider>
  )
}

it('refetches a query that failed with 401 when the sign-in completes', async () => {
  const back = await signedInReturnUrl()
  render(withQueryClient(<Greeting />))
  expect(await screen.findByText('Profile failed (401)')).toBeTruthy()
  await completeSignIn(back)
  expect(await screen.findByText('Hello DJ Riv')).toBeTruthy()
})

/** The README's pattern, in an effect of the return page. */
function ReturnPage() {
  const [outcome, setOutcome] = useState('Signing in…')
  useEffect(() => {
    completeSignIn(location.href).then(
      (user) => setOutcome(`Signed in as ${user.first_name}`),
      (error: unknown) => setOutcome(`Failed: ${String(error)}`),
    )
  }, [])
  return (
    <>
      <p>{outcome}</p>
      <Greeting />
    </>
  )
}

it('signs in once under React StrictMode, and the hook on the return page shows the profile', async () => {
  history.replaceState(null, '', await signedInReturnUrl())
  render(<StrictMode>{withQueryClient(<ReturnPage />)}</StrictMode>)
  expect(await screen.findByText('Signed in as Alex')).toBeTruthy()
  await waitFor(() => expect(screen.getByText('Hello DJ Riv')).toBeTruthy())
  expect(exchanges).toBe(1)
})
