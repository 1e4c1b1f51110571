import { queryClientDefaults } from '@music/sdk'
import { DEMO_USERS, installSandbox, type Sandbox } from '@music/sdk/mocks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { HydratedGreeting, renderGreetingPage } from './server-render'

const server = setupServer()
let sandbox: Sandbox
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sandbox = installSandbox(server)
})
afterEach(cleanup)
afterAll(() => server.close())

it('renders the profile on the server, and the browser shows it without fetching it again', async () => {
  const { html, state } = await renderGreetingPage(sandbox.signIn(DEMO_USERS[0].email_address))

  // The browser: the server's HTML, then the app hydrates it with the state sent along as JSON.
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  expect(container.textContent).toBe('Hello DJ Riv')
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() })
  render(
    <QueryClientProvider client={queryClient}>
      <HydratedGreeting state={JSON.parse(JSON.stringify(state))} />
    </QueryClientProvider>,
    { container, hydrate: true },
  )
  expect(screen.getByText('Hello DJ Riv')).toBeTruthy()
  // A query refetched on mount would be fetching now (its effect ran inside render).
  expect(queryClient.isFetching()).toBe(0)
})
