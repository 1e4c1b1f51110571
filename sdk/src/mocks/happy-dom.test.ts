// @vitest-environment happy-dom
/**
 * The mocks in a page-like environment: happy-dom's `fetch` applies the same-origin policy, so a call
 * with a bearer token first sends a CORS preflight, and a reply without `Access-Control-Allow-Origin`
 * is unreadable. The sandbox and the generated handlers answer both (consumers.test.ts covers node;
 * the consumer project of scripts/consumer runs the README's tests in node, jsdom and happy-dom).
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAuthorizeUrl } from '../auth/pkce.ts'
import { getGetMyProfileMockHandler } from '../generated/profile/mocks.ts'
import { createProfileClient } from '../profile/index.ts'
import { createSdk } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import { DEMO_USERS, installSandbox, SANDBOX_DEV_APP_ID } from './index.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('in happy-dom', () => {
  it('runs in a page whose origin is not the services’', () => {
    expect(location.origin).toBe('http://localhost:3000')
  })

  it('a generated handler answers the preflight and the call', async () => {
    server.resetHandlers(
      getGetMyProfileMockHandler({
        user_id: 1,
        email_address: 'a@example.com',
        global_contact_status: 1,
      }),
    )
    const sdk = createSdk({
      tokenStore: createMemoryTokenStore({ access: { token: 'a', expires_at: 4_102_444_800 } }),
      locks: null,
    })
    const { data } = await createProfileClient(sdk).GET('/api/v1/me')
    expect(data.email_address).toBe('a@example.com')
  })

  it('a sign-in of the dev app id returns to the page’s own origin; another port stays refused', () => {
    const sandbox = installSandbox(server)
    const authorize = (redirectUri: string) =>
      buildAuthorizeUrl({
        identityBaseUrl: sandbox.baseUrl('identity'),
        appId: SANDBOX_DEV_APP_ID,
        state: 'state-1',
        redirectUri,
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      })
    const back = new URL(
      sandbox.authorize(authorize(`${location.origin}/signed-in`), DEMO_USERS[0].email_address),
    )
    expect(back.origin).toBe(location.origin)
    expect(back.searchParams.get('code')).toBeTruthy()
    expect(() =>
      sandbox.authorize(authorize('http://localhost:3001/signed-in'), DEMO_USERS[0].email_address),
    ).toThrow(/redirect_uri/)
  })

  it('the sandbox answers, and refreshes an access token the service expired, once', async () => {
    const sandbox = installSandbox(server)
    const tokens = sandbox.signIn(DEMO_USERS[0].email_address)
    sandbox.stores.identity.expireAccessToken(tokens.access.token)
    const sdk = createSdk({ tokenStore: createMemoryTokenStore(tokens), locks: null })
    const { data } = await createProfileClient(sdk).GET('/api/v1/me')
    expect(data.dj_name).toBe('DJ Riv')
    expect(sandbox.stats().refreshCalls).toBe(1)
  })
})
