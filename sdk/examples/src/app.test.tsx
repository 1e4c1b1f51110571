import { configureSdk, createMemoryTokenStore } from '@music/sdk'
import { DEMO_USERS, installSandbox } from '@music/sdk/mocks'
import { render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { App } from './app'
import './sdk' // the app's configuration: these tests change only the token store

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

it('renders the greeting of the signed-in user', async () => {
  const sandbox = installSandbox(server)
  configureSdk({ tokenStore: createMemoryTokenStore(sandbox.signIn(DEMO_USERS[0].email_address)) })
  render(<App />)
  expect(await screen.findByText('Hello DJ Riv', {}, { timeout: 5000 })).toBeTruthy()
})
