/**
 * Test helpers of the sign-in tests: fake web services under {@link TEST_SERVICES} (with the CORS a
 * browser checks), an sdk over them, and the identity service's token exchange.
 */

import {
  createMemoryTokenStore,
  createSdk,
  hasSessionHint,
  type Sdk,
  sandboxServiceBaseUrls,
  type Tokens,
} from '@music/sdk'
import { parseSetCookie } from 'cookie'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import {
  exchangeCodeOnServer,
  refreshOnServer,
  type SessionConfig,
  sessionStore,
  signOutOnServer,
} from './server-session.server.ts'
import type { SessionServer } from './session.ts'

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

/** The site's server configuration of the sign-in tests (site on localhost:3000, services under {@link TEST_SERVICES}). */
export const TEST_SESSION_CONFIG: SessionConfig = {
  siteOrigin: 'http://localhost:3000',
  servicesBaseUrl: TEST_SERVICES,
  appId: 'music-website',
  appSecret: undefined,
}

/**
 * The site's session server functions over a browser's cookie jar (name → raw value), as the site's
 * server runs them (server-session.server.ts): each call reads the jar's `Cookie` header and applies
 * the `Set-Cookie` lines of its reply. `signedIn` reads the hint as `document.cookie` would show it.
 */
export function createTestSessionServer(config: SessionConfig = TEST_SESSION_CONFIG): {
  server: SessionServer
  jar: Map<string, string>
  signedIn: () => boolean
  /**
   * Stores `tokens` as a sign-in on the server would (the refresh token's cookie and the hint); an
   * access token among them is what the server handed the tab ({@link testSessionModule} gives it).
   */
  signIn: (tokens: Tokens) => void
  /** The access token of the last {@link signIn}, if it had one. */
  access: () => Tokens['access']
  /** Runs `work` as a server function would: on the jar's cookies, applying the ones it sets. */
  run: <T>(work: (store: ReturnType<typeof sessionStore>) => Promise<T>) => Promise<T>
} {
  const jar = new Map<string, string>()
  let access: Tokens['access']
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const apply = (lines: string[]) => {
    for (const line of lines) {
      const cookie = parseSetCookie(line)
      if (cookie.maxAge === 0) jar.delete(cookie.name)
      else jar.set(cookie.name, encodeURIComponent(cookie.value ?? ''))
    }
  }
  const run = async <T>(work: (store: ReturnType<typeof sessionStore>) => Promise<T>): Promise<T> => {
    const store = sessionStore(config, header())
    const result = await work(store)
    apply(store.setCookieHeaders())
    return result
  }
  return {
    jar,
    run,
    signedIn: () => hasSessionHint(header()),
    signIn: (tokens) => {
      const store = sessionStore(config, header())
      store.set(tokens)
      apply(store.setCookieHeaders())
      access = tokens.access
    },
    access: () => access,
    server: {
      exchange: (input) => run((store) => exchangeCodeOnServer(config, store, input)),
      refresh: (screenUser) => run((store) => refreshOnServer(config, store, screenUser)),
      end: (revoke) => run((store) => signOutOnServer(config, store, revoke)),
    },
  }
}

/**
 * `Auth`'s `loadSession` for tests: session.ts whose `createSiteSession` uses `site`'s server
 * functions and session hint instead of the site's (which a test has no server for), and starts with
 * the access token of `site`'s last sign-in, as a tab does right after its sign-in return.
 */
export function testSessionModule(
  site: Pick<ReturnType<typeof createTestSessionServer>, 'server' | 'signedIn' | 'access'>,
): () => Promise<typeof import('./session.ts')> {
  return async () => {
    const module = await import('./session.ts')
    return {
      ...module,
      createSiteSession: (config, handlers) => {
        const session = module.createSiteSession(config, handlers, {
          server: site.server,
          signedIn: site.signedIn,
        })
        const access = site.access()
        if (access) session.sdk.setTokens({ access })
        return session
      },
    }
  }
}
