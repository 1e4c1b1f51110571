/**
 * Test helpers of the sign-in tests: fake web services under {@link TEST_SERVICES} (with the CORS a
 * browser checks), an sdk over them, and the identity service's token exchange.
 */
import { createMemoryTokenStore, createSdk, type Sdk, sandboxServiceBaseUrls, type Tokens } from '@music/sdk'
import { HttpResponse, http, type JsonBodyType } from 'msw'

/**
 * CORS for msw handlers of cross-origin services. happy-dom's `fetch`, like a browser,
 * sends a preflight for JSON and `Authorization` requests and checks the reply's CORS headers.
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': 'http://localhost:3000',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
  'Access-Control-Allow-Credentials': 'true',
}

/** Answers every preflight under `origin` (e.g. `http://services.test`). */
export function corsPreflight(origin: string) {
  return http.options(`${origin}/*`, () => new HttpResponse(null, { status: 204, headers: CORS_HEADERS }))
}

/** A JSON reply with the CORS headers. */
export function corsJson(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status, headers: CORS_HEADERS })
}

/** Origin of the fake web services, laid out as the sandbox serves them (`<origin>/<service>`). */
export const TEST_SERVICES = 'http://services.test'

/** A fresh sdk for tests: sandbox base URLs under {@link TEST_SERVICES}, the site's app id, memory tokens. */
export function createTestSdk(tokens: Tokens = {}): Sdk {
  return createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(TEST_SERVICES),
    appId: 'music-website',
    tokenStore: createMemoryTokenStore(tokens),
    locks: null,
  })
}

/**
 * msw handler of the identity service's `POST /api/v1/tokens/exchange` (docs/requirements.md §7) under
 * {@link TEST_SERVICES}: pushes each request body onto `exchanges`; while `refuse()` is true it answers
 * 400 (code 1000), otherwise a user and the tokens `access-1` (10 minutes) and `refresh-1` (a day longer).
 */
export function tokenExchangeHandler(exchanges: unknown[], refuse: () => boolean = () => false) {
  return http.post(`${TEST_SERVICES}/identity/api/v1/tokens/exchange`, async ({ request }) => {
    exchanges.push(await request.json())
    if (refuse()) return corsJson({ code: 1000, error: 'Invalid code' }, 400)
    const expires = Math.floor(Date.now() / 1000) + 600
    return corsJson({
      user: {
        id: 1,
        email_address: 'alex.rivera@example.com',
        date_created: '2021-06-12T18:20:31Z',
        locale: 'en_GB',
      },
      tokens: {
        access: { token: 'access-1', expires_at: expires, type: 'Bearer' },
        refresh: { token: 'refresh-1', expires_at: expires + 86_400 },
      },
    })
  })
}

/** The public configuration of the sign-in tests: services under {@link TEST_SERVICES}, the site's app id. */
export const TEST_SDK_CONFIG = { servicesBaseUrl: TEST_SERVICES, appId: 'music-website' } as const
