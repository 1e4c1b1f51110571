import { configureSdk, createMemoryTokenStore, queryClientDefaults } from '@music/sdk'
import { DEMO_USERS, installSandbox, type Sandbox } from '@music/sdk/mocks'
import { profileErrorMockHandler } from '@music/sdk/mocks/profile'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { Greeting } from './greeting'
import './sdk' // the app's configuration: these tests change only the token store

const server = setupServer()
let sandbox: Sandbox
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  // A fresh sandbox per test: what one test changes, the next never sees.
  sandbox = installSandbox(server)
  // Signed in as Alex, tokens in memory (not in the page's cookies, which outlive a test).
  configureSdk({ tokenStore: createMemoryTokenStore(sandbox.signIn(DEMO_USERS[0].email_address)) })
})
afterEach(cleanup)
afterAll(() => server.close())

function renderGreeting() {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() })
  return render(
    <QueryClientProvider client={queryClient}>
      <Greeting />
    </QueryClientProvider>,
  )
}

it('greets the signed-in user', async () => {
  renderGreeting()
  expect(await screen.findByText('Hello DJ Riv', {}, { timeout: 5000 })).toBeTruthy()
})

it('says so when the service fails (500)', async () => {
  server.use(profileErrorMockHandler('GET', '/api/v1/me', 500))
  renderGreeting()
  expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
    'Could not load your profile (500).',
  )
})

it('refreshes an expired access token once, then shows the profile', async () => {
  const tokens = sandbox.signIn(DEMO_USERS[0].email_address)
  sandbox.stores.identity.expireAccessToken(tokens.access.token) // the service now answers 401 2002
  configureSdk({ tokenStore: createMemoryTokenStore(tokens) })
  renderGreeting()
  expect(await screen.findByText('Hello DJ Riv', {}, { timeout: 5000 })).toBeTruthy()
  expect(sandbox.stats().refreshCalls).toBe(1)
})
