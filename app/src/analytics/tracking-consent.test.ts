/**
 * Tracking consent (docs/decisions/022): the server's question to the profile service for a visitor
 * (against the stateful sandbox under msw), and the browser's once-per-visit answer.
 */
import { sandboxServiceBaseUrls } from '@music/sdk'
import { createSandbox, DEMO_USERS, SANDBOX_APP_ID } from '@music/sdk/mocks'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../config/server-config.ts'
import { trackingAllowedOnServer } from './tracking-consent.server.ts'

const SERVICES = 'http://services.test'
const config = loadServerConfig({ SERVICES_BASE_URL: SERVICES })
const server = setupServer()
let sandbox = createSandbox(undefined, { baseUrls: sandboxServiceBaseUrls(SERVICES) })
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  sandbox = createSandbox(undefined, { baseUrls: sandboxServiceBaseUrls(SERVICES) })
  server.resetHandlers(...sandbox.handlers)
})

const tokenOf = (email: string) => {
  const user = sandbox.stores.identity.findByEmail(email)
  return user ? sandbox.stores.identity.signIn(user.id, SANDBOX_APP_ID).access?.token : undefined
}

describe('trackingAllowedOnServer', () => {
  it('follows the visitor’s country from the CDN: not in the EEA, the UK or Switzerland only', async () => {
    expect(await trackingAllowedOnServer(config, 'US', undefined)).toBe(true)
    expect(await trackingAllowedOnServer(config, 'de', undefined)).toBe(false)
    expect(await trackingAllowedOnServer(config, 'CH', undefined)).toBe(false)
  })

  it('asks with the signed-in visitor’s token when the country is unknown: the profile’s country decides', async () => {
    expect(await trackingAllowedOnServer(config, undefined, tokenOf(DEMO_USERS[0].email_address))).toBe(false) // GB
    expect(await trackingAllowedOnServer(config, 'XX', tokenOf(DEMO_USERS[1].email_address))).toBe(true) // NG
    expect(await trackingAllowedOnServer(config, undefined, undefined)).toBe(false)
  })

  it('asks again without a token the service refuses', async () => {
    expect(await trackingAllowedOnServer(config, 'US', 'expired-token')).toBe(true)
  })

  it('says no when the service cannot answer', async () => {
    server.use(
      http.get(`${SERVICES}/profile/api/v1/allowtracking`, () => HttpResponse.json({}, { status: 503 })),
    )
    expect(await trackingAllowedOnServer(config, 'US', undefined)).toBe(false)
  })
})
