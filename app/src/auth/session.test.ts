// @vitest-environment happy-dom
import { defaultServiceBaseUrls, getSdk, InvalidRefreshTokenError, ServiceError } from '@music/sdk'
import { createCodeChallenge } from '@music/sdk/auth'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serviceBaseUrlsFor } from '../config/service-base-urls.ts'
import type { RefreshResult } from './server-session.server.ts'
import {
  createSession,
  createSiteSession,
  OTHER_USER_MESSAGE,
  PENDING_ACTION_TTL_MS,
  readPendingAction,
  readSignIn,
  redirectUriFor,
  refreshThroughServer,
  SERVICE_TIMEOUT_MS,
  saveSignIn,
} from './session.ts'
import {
  CORS_HEADERS,
  corsJson,
  corsPreflight,
  createTestSdk,
  createTestSessionServer,
  TEST_SDK_CONFIG,
  TEST_SERVICES,
  tokenExchangeHandler,
} from './test-identity.ts'

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const ORIGIN = 'http://localhost:3000'
const logouts: unknown[] = []
let logoutStatus = 204
const exchanges: unknown[] = []
let exchangeStatus = 200

const server = setupServer(
  corsPreflight(TEST_SERVICES),
  http.post(`${TEST_SERVICES}/identity/api/v1/me/logout`, async ({ request }) => {
    logouts.push({ auth: request.headers.get('authorization'), body: await request.json() })
    return logoutStatus === 204
      ? new HttpResponse(null, { status: 204, headers: CORS_HEADERS })
      : corsJson({ code: 9999, error: 'down' }, logoutStatus)
  }),
  tokenExchangeHandler(exchanges, () => exchangeStatus !== 200),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  localStorage.clear()
  logouts.length = 0
  logoutStatus = 204
  exchanges.length = 0
  exchangeStatus = 200
})
afterEach(() => server.resetHandlers())

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A session over a test sdk and the site's session server functions with a cookie jar of their own. */
function testSession(tokens = {}) {
  const sdk = createTestSdk(tokens)
  const site = createTestSessionServer()
  const session = createSession({ sdk, origin: ORIGIN, server: site.server, signedIn: site.signedIn })
  return { sdk, session, site }
}

describe('signInUrl', () => {
  it('saves state, a 43-character verifier and the page, and builds the S256 authorization URL', async () => {
    const session = testSession().session
    const url = new URL(await session.signInUrl('/dj/pro?a=1#b'))
    const saved = readSignIn()
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SERVICES}/identity/en/authorize`)
    expect(url.searchParams.get('app_id')).toBe('music-website')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/dj/pro')
    expect(url.searchParams.get('state')).toBe(saved.state)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(saved.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('code_challenge')).toBe(await createCodeChallenge(saved.codeVerifier ?? ''))
    expect(saved.redirectUrl).toBe('/dj/pro?a=1#b')
  })

  it('uses a new state and verifier for every sign-in', async () => {
    const session = testSession().session
    await session.signInUrl('/')
    const first = readSignIn()
    await session.signInUrl('/')
    expect(readSignIn().state).not.toBe(first.state)
    expect(readSignIn().codeVerifier).not.toBe(first.codeVerifier)
  })

  it('replaces an off-site return target by the homepage', async () => {
    await testSession().session.signInUrl('//evil.example/x')
    expect(readSignIn().redirectUrl).toBe('/')
  })
})

describe('redirectUriFor', () => {
  it('is the origin and the path of the page, without search and hash', () => {
    expect(redirectUriFor('https://www.example.com', '/account?x=1#y')).toBe(
      'https://www.example.com/account',
    )
  })
})

describe('signOut', () => {
  const tokens = () => ({
    access: { token: 'a-1', expires_at: inAnHour() },
    refresh: { token: 'r-1', expires_at: inAnHour() },
  })

  it('revokes the refresh token on the server, deletes its cookies, forgets the tab’s tokens and saved values, and returns the logout URL', async () => {
    const { sdk, session, site } = testSession({ access: tokens().access })
    site.signIn({ refresh: tokens().refresh })
    expect(session.isSignedIn()).toBe(true)
    saveSignIn({ state: 's', codeVerifier: 'v', redirectUrl: '/' })
    const url = await session.signOut()
    // Authenticated by the refresh token in the body, as the identity service accepts it: no bearer.
    expect(logouts).toEqual([{ auth: null, body: { refresh_token: 'r-1' } }])
    expect(sdk.tokens()).toEqual({})
    expect(site.jar.size).toBe(0)
    expect(session.isSignedIn()).toBe(false)
    expect(readSignIn().state).toBeNull()
    expect(url).toBe(
      `${TEST_SERVICES}/identity/en/logout?continue=${encodeURIComponent('http://localhost:3000/')}`,
    )
  })

  it('signs out even when the logout call fails', async () => {
    logoutStatus = 500
    const { session, site } = testSession()
    site.signIn({ refresh: tokens().refresh })
    await session.signOut()
    expect(logouts).toHaveLength(1)
    expect(session.isSignedIn()).toBe(false)
  })
})

let codes = 0
/** A fresh session with memory tokens, and a return address with a code never used before. */
function setup(savedState: string, returnedState: string, redirectUrl = '/dj/pro?tab=2#top') {
  const { sdk, session, site } = testSession()
  saveSignIn({ state: savedState, codeVerifier: VERIFIER, redirectUrl })
  codes += 1
  const url = new URL(`http://localhost:3000/dj/pro?state=${returnedState}&code=code-${codes}&x=1#frag`)
  return { sdk, session, site, url, code: `code-${codes}` }
}
/** The address of {@link setup} without state and code. */
const HERE = '/dj/pro?x=1#frag'

describe('completeReturn', () => {
  it('exchanges the code on the server when the state matches: the access token in the tab, the refresh token in the HttpOnly cookie', async () => {
    const { sdk, session, site, url, code } = setup('state-ok', 'state-ok')
    const result = await session.completeReturn(url, HERE)
    expect(exchanges).toEqual([
      {
        grant_type: 'authorization_code',
        app_id: 'music-website',
        code,
        redirect_uri: 'http://localhost:3000/dj/pro',
        code_verifier: VERIFIER,
      },
    ])
    expect(sdk.tokens()).toEqual({ access: { token: 'access-1', expires_at: expect.any(Number) } })
    expect(decodeURIComponent(site.jar.get('__Host-Http-sso_production-1_r') ?? '')).toContain('refresh-1')
    expect(session.isSignedIn()).toBe(true)
    expect(readSignIn()).toEqual({ state: null, codeVerifier: null, redirectUrl: null })
    expect(result).toEqual({ outcome: 'signed-in', returnPath: '/dj/pro?tab=2#top' })
  })

  it('exchanges nothing when the state does not match and clears the saved values', async () => {
    const { session, url } = setup('state-saved', 'state-tampered')
    const result = await session.completeReturn(url, HERE)
    expect(exchanges).toEqual([])
    expect(session.isSignedIn()).toBe(false)
    expect(readSignIn()).toEqual({ state: null, codeVerifier: null, redirectUrl: null })
    // The address loses state and code but keeps everything else.
    expect(result).toEqual({ outcome: 'failed', reason: 'state-mismatch', returnPath: HERE })
  })

  it('exchanges nothing when no sign-in was started in this browser', async () => {
    const { session, url } = setup('unused', 'from-elsewhere')
    localStorage.clear()
    expect(await session.completeReturn(url, HERE)).toMatchObject({ outcome: 'failed' })
    expect(exchanges).toEqual([])
  })

  it('reports a refused exchange as a failed sign-in without tokens', async () => {
    exchangeStatus = 400
    const { sdk, session, url } = setup('state-400', 'state-400')
    expect(await session.completeReturn(url, HERE)).toMatchObject({
      outcome: 'failed',
      reason: 'exchange-failed',
    })
    expect(exchanges).toHaveLength(1)
    expect(sdk.tokens()).toEqual({})
  })

  it('reports an exchange reply with an empty token as a failed sign-in without tokens', async () => {
    server.use(
      http.post(`${TEST_SERVICES}/identity/api/v1/tokens/exchange`, () =>
        corsJson({ tokens: { access: { token: '', expires_at: 1 }, refresh: { token: '', expires_at: 1 } } }),
      ),
    )
    const { sdk, session, url } = setup('state-empty', 'state-empty')
    expect(await session.completeReturn(url, HERE)).toMatchObject({
      outcome: 'failed',
      reason: 'exchange-failed',
    })
    expect(sdk.tokens()).toEqual({})
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'https://evil.example/dj/pro',
  ])('refuses the unsafe return target %s and stays on the current page', async (target) => {
    const { session, url } = setup(`state-${target}`, encodeURIComponent(`state-${target}`), target)
    const result = await session.completeReturn(url, HERE)
    expect(result).toEqual({ outcome: 'signed-in', returnPath: HERE })
  })
})

describe('password re-entry: prompt=login and the pending action (docs/decisions/022)', () => {
  const action = { type: 'change-email', userId: 42, data: { email_address: 'new@example.com' } }

  it('asks for the password again with the address filled in, and keeps the action beside the state', async () => {
    const session = testSession().session
    const url = new URL(
      await session.signInUrl('/account/settings', {
        prompt: 'login',
        loginHint: 'pat@example.com',
        pendingAction: action,
      }),
    )
    expect(url.searchParams.get('prompt')).toBe('login')
    expect(url.searchParams.get('login_hint')).toBe('pat@example.com')
    const saved = JSON.parse(localStorage.getItem('sso_pending_action') ?? 'null')
    expect(saved).toMatchObject({ state: readSignIn().state, action })
  })

  it('hands the action back with the return of that sign-in only, once', async () => {
    const { session, url } = setup('state-pa', 'state-pa')
    localStorage.setItem(
      'sso_pending_action',
      JSON.stringify({ state: 'state-pa', expires_at: Date.now() + 60_000, action }),
    )
    expect(await session.completeReturn(url, HERE)).toEqual({
      outcome: 'signed-in',
      returnPath: '/dj/pro?tab=2#top',
      pendingAction: action,
    })
    expect(localStorage.getItem('sso_pending_action')).toBeNull()
  })

  it('forgets an older action when a sign-in starts without one', async () => {
    localStorage.setItem(
      'sso_pending_action',
      JSON.stringify({ state: 'old', expires_at: Date.now() + 1, action }),
    )
    await testSession().session.signInUrl('/')
    expect(localStorage.getItem('sso_pending_action')).toBeNull()
  })

  it('drops an action saved for another sign-in, expired, or changed in storage', () => {
    const record = (overrides: Record<string, unknown>) =>
      JSON.stringify({ state: 's', expires_at: 2_000, action, ...overrides })
    expect(readPendingAction(record({}), 's', 1_000)).toEqual(action)
    expect(readPendingAction(record({}), 'other', 1_000)).toBeUndefined()
    expect(readPendingAction(record({}), 's', 2_000)).toBeUndefined()
    expect(readPendingAction(record({ action: { ...action, type: 'Drop Tables' } }), 's', 1)).toBeUndefined()
    expect(readPendingAction(record({ action: { ...action, userId: '42' } }), 's', 1)).toBeUndefined()
    expect(readPendingAction('{not json', 's', 1)).toBeUndefined()
    expect(readPendingAction(null, 's', 1)).toBeUndefined()
    expect(PENDING_ACTION_TTL_MS).toBe(600_000)
  })

  it('does not hand the action back when the exchange fails', async () => {
    exchangeStatus = 400
    const { session, url } = setup('state-pa-fail', 'state-pa-fail')
    localStorage.setItem(
      'sso_pending_action',
      JSON.stringify({ state: 'state-pa-fail', expires_at: Date.now() + 60_000, action }),
    )
    expect(await session.completeReturn(url, HERE)).not.toHaveProperty('pendingAction')
    expect(localStorage.getItem('sso_pending_action')).toBeNull()
  })
})

describe('adoptTokens and forget', () => {
  const reply = {
    access: { token: 'a-9', expires_at: inAnHour() },
    refresh: { token: 'r-9', expires_at: inAnHour() },
  }

  it('keeps the access token the server obtained, and refuses a reply without one', () => {
    const { sdk, session } = testSession()
    expect(session.adoptTokens({ refresh: reply.refresh })).toBe(false)
    expect(sdk.tokens()).toEqual({})
    expect(session.adoptTokens({ access: reply.access })).toBe(true)
    expect(sdk.tokens()).toEqual({ access: reply.access })
  })

  it('forgets the session (cookies and tab) without calling the identity service', async () => {
    const { sdk, session, site } = testSession({ access: reply.access })
    site.signIn({ refresh: reply.refresh })
    await session.forget()
    expect(sdk.tokens()).toEqual({})
    expect(site.jar.size).toBe(0)
    expect(logouts).toEqual([])
  })
})

describe('refreshThroughServer: the sdk’s tokenRefresh (docs/decisions/031)', () => {
  const refreshed = {
    outcome: 'refreshed' as const,
    access: { token: 'a-2', expires_at: inAnHour() },
    user: 7,
  }

  it('asks nothing without a session hint, and returns the new access token with one', async () => {
    let asked = 0
    const server = {
      refresh: async () => {
        asked++
        return refreshed
      },
    }
    expect(await refreshThroughServer(server, () => false)).toBeNull()
    expect(asked).toBe(0)
    expect(await refreshThroughServer(server, () => true)).toEqual({ access: refreshed.access })
  })

  it('says whose screens the tab shows, learns the token’s user, and takes no token of another user (decision 034)', async () => {
    const asked: (number | undefined)[] = []
    const learnt: number[] = []
    let refused = 0
    const hooks = {
      screenUser: () => 7,
      onUser: (user: number) => learnt.push(user),
      onOtherUser: () => refused++,
    }
    const server = (result: RefreshResult) => ({
      refresh: async (screenUser?: number) => {
        asked.push(screenUser)
        return result
      },
    })
    expect(await refreshThroughServer(server(refreshed), () => true, hooks)).toEqual({
      access: refreshed.access,
    })
    expect(learnt).toEqual([7])
    const other = refreshThroughServer(server({ outcome: 'other-user' }), () => true, hooks)
    await expect(other).rejects.toMatchObject({ status: 409, message: OTHER_USER_MESSAGE })
    expect(refused).toBe(1)
    expect(asked).toEqual([7, 7])
  })

  it('throws InvalidRefreshTokenError when the session ended, and the service’s error when the refresh failed', async () => {
    const ended = refreshThroughServer({ refresh: async () => ({ outcome: 'signed-out' }) }, () => true)
    await expect(ended).rejects.toBeInstanceOf(InvalidRefreshTokenError)
    const down = refreshThroughServer(
      { refresh: async () => ({ outcome: 'unavailable', status: 503, message: 'down' }) },
      () => true,
    )
    await expect(down).rejects.toMatchObject({ status: 503 })
    const unreachable = refreshThroughServer(
      { refresh: () => Promise.reject(new TypeError('fetch failed')) },
      () => true,
    )
    await expect(unreachable).rejects.toBeInstanceOf(ServiceError)
  })

  /** The identity service's `GET /me` for any access token: user `id`. */
  const meHandler = (id: number) =>
    http.get(`${TEST_SERVICES}/identity/api/v1/me`, () =>
      corsJson({ id, email_address: `u${id}@example.com` }),
    )

  it('refreshes through the server functions near the token’s expiry: rotated in the cookie, never handed to the tab', async () => {
    const site = createTestSessionServer()
    site.signIn({ refresh: { token: 'r-old', expires_at: inAnHour() } })
    server.use(
      http.post(`${TEST_SERVICES}/identity/api/v2/tokens/refresh`, async ({ request }) => {
        expect(await request.json()).toEqual({ refresh_token: 'r-old' })
        return corsJson({
          access: { token: 'a-new', expires_at: inAnHour() },
          refresh: { token: 'r-new', expires_at: inAnHour() + 86_400 },
        })
      }),
      meHandler(7),
    )
    const tokens = await refreshThroughServer(site.server, site.signedIn)
    expect(tokens).toEqual({ access: { token: 'a-new', expires_at: expect.any(Number) } })
    expect(decodeURIComponent(site.jar.get('__Host-Http-sso_production-1_r') ?? '')).toContain('r-new')
  })

  it('keeps the refresh token while it is far from its expiry, so a page load sent meanwhile never presents a spent one (decision 034)', async () => {
    const site = createTestSessionServer()
    const farAway = inAnHour() + 20 * 86_400
    site.signIn({ refresh: { token: 'r-kept', expires_at: farAway } })
    let rotations = 0
    server.use(
      http.post(`${TEST_SERVICES}/identity/api/v2/tokens/refresh`, () => {
        rotations++
        return corsJson({ error: 'unexpected' }, 500)
      }),
      http.post(`${TEST_SERVICES}/identity/api/v1/tokens/refresh`, async ({ request }) => {
        expect(await request.json()).toEqual({ refresh_token: 'r-kept' })
        return corsJson({
          access: { token: 'a-kept', expires_at: inAnHour() },
          refresh: { token: 'r-kept', expires_at: farAway },
        })
      }),
      meHandler(7),
    )
    expect(await refreshThroughServer(site.server, site.signedIn)).toEqual({
      access: { token: 'a-kept', expires_at: expect.any(Number) },
    })
    expect(rotations).toBe(0)
    expect(decodeURIComponent(site.jar.get('__Host-Http-sso_production-1_r') ?? '')).toContain('r-kept')
  })

  it('hands a tab whose screens belong to another user no token (decision 034)', async () => {
    const site = createTestSessionServer()
    site.signIn({ refresh: { token: 'r-sam', expires_at: inAnHour() + 20 * 86_400 } })
    server.use(
      http.post(`${TEST_SERVICES}/identity/api/v1/tokens/refresh`, () =>
        corsJson({ access: { token: 'a-sam', expires_at: inAnHour() } }),
      ),
      meHandler(2),
    )
    expect(await site.server.refresh(1)).toEqual({ outcome: 'other-user' })
    expect(await site.server.refresh(2)).toMatchObject({ outcome: 'refreshed', user: 2 })
    expect(await site.server.refresh()).toMatchObject({ outcome: 'refreshed', user: 2 })
  })
})

describe('serviceBaseUrlsFor', () => {
  it('serves every service under <base>/<service> for a sandbox', () => {
    const urls = serviceBaseUrlsFor('http://localhost:4100')
    expect(urls.identity).toBe('http://localhost:4100/identity')
    expect(urls.license).toBe('http://localhost:4100/license')
    expect(serviceBaseUrlsFor('https://sandbox.example.com/').profile).toBe(
      'https://sandbox.example.com/profile',
    )
  })

  it('selects the production hosts for a base URL on their domain', () => {
    expect(serviceBaseUrlsFor('https://id.serato.com')).toEqual(defaultServiceBaseUrls)
    expect(serviceBaseUrlsFor('https://serato.com')).toEqual(defaultServiceBaseUrls)
  })
})

describe('createSiteSession', () => {
  it('configures the default instance: base URLs, 10 s timeout, app id, tokens in memory only', () => {
    const { sdk } = createSiteSession(
      { ...TEST_SDK_CONFIG, servicesBaseUrl: 'http://localhost:4100' },
      { onSignedOut: () => {} },
    )
    expect(getSdk()).toBe(sdk)
    expect(sdk.config.timeout).toBe(SERVICE_TIMEOUT_MS)
    expect(SERVICE_TIMEOUT_MS).toBe(10_000)
    expect(sdk.config.appId).toBe('music-website')
    expect(sdk.config.tokenRefresh).toBeTypeOf('function')
    expect(sdk.baseUrl('identity')).toBe('http://localhost:4100/identity')
    sdk.setTokens({ access: { token: 'a-1', expires_at: inAnHour() } })
    expect(sdk.tokens().access?.token).toBe('a-1')
    expect(document.cookie).not.toContain('a-1')
    expect(JSON.stringify({ ...localStorage })).not.toContain('a-1')
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('a-1')
    sdk.signOut()
  })
})
