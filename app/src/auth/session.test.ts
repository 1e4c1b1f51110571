// @vitest-environment happy-dom
import { defaultServiceBaseUrls, getSdk } from '@music/sdk'
import { createCodeChallenge } from '@music/sdk/auth'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serviceBaseUrlsFor } from '../config/service-base-urls.ts'
import {
  createSession,
  createSiteSession,
  PENDING_ACTION_TTL_MS,
  readPendingAction,
  readSignIn,
  redirectUriFor,
  SERVICE_TIMEOUT_MS,
  saveSignIn,
} from './session.ts'
import {
  CORS_HEADERS,
  corsJson,
  corsPreflight,
  createTestSdk,
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

describe('signInUrl', () => {
  it('saves state, a 43-character verifier and the page, and builds the S256 authorization URL', async () => {
    const session = createSession({ sdk: createTestSdk(), origin: ORIGIN })
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
    const session = createSession({ sdk: createTestSdk(), origin: ORIGIN })
    await session.signInUrl('/')
    const first = readSignIn()
    await session.signInUrl('/')
    expect(readSignIn().state).not.toBe(first.state)
    expect(readSignIn().codeVerifier).not.toBe(first.codeVerifier)
  })

  it('replaces an off-site return target by the homepage', async () => {
    await createSession({ sdk: createTestSdk(), origin: ORIGIN }).signInUrl('//evil.example/x')
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

  it('revokes the refresh token, clears tokens and saved values, and returns the logout URL', async () => {
    const sdk = createTestSdk(tokens())
    saveSignIn({ state: 's', codeVerifier: 'v', redirectUrl: '/' })
    const url = await createSession({ sdk, origin: ORIGIN }).signOut()
    // Authenticated by the refresh token in the body, as the identity service accepts it: no bearer.
    expect(logouts).toEqual([{ auth: null, body: { refresh_token: 'r-1' } }])
    expect(sdk.tokens()).toEqual({})
    expect(readSignIn().state).toBeNull()
    expect(url).toBe(
      `${TEST_SERVICES}/identity/en/logout?continue=${encodeURIComponent('http://localhost:3000/')}`,
    )
  })

  it('signs out even when the logout call fails', async () => {
    logoutStatus = 500
    const sdk = createTestSdk(tokens())
    await createSession({ sdk, origin: ORIGIN }).signOut()
    expect(logouts).toHaveLength(1)
    expect(sdk.isSignedIn()).toBe(false)
  })
})

let codes = 0
/** A fresh session with memory tokens, and a return address with a code never used before. */
function setup(savedState: string, returnedState: string, redirectUrl = '/dj/pro?tab=2#top') {
  const sdk = createTestSdk()
  saveSignIn({ state: savedState, codeVerifier: VERIFIER, redirectUrl })
  codes += 1
  const url = new URL(`http://localhost:3000/dj/pro?state=${returnedState}&code=code-${codes}&x=1#frag`)
  return { sdk, session: createSession({ sdk, origin: ORIGIN }), url, code: `code-${codes}` }
}
/** The address of {@link setup} without state and code. */
const HERE = '/dj/pro?x=1#frag'

describe('completeReturn', () => {
  it('exchanges the code when the state matches, stores the tokens and clears the saved values', async () => {
    const { sdk, session, url, code } = setup('state-ok', 'state-ok')
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
    expect(sdk.tokens()).toEqual({
      access: { token: 'access-1', expires_at: expect.any(Number) },
      refresh: { token: 'refresh-1', expires_at: expect.any(Number) },
    })
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
    const session = createSession({ sdk: createTestSdk(), origin: ORIGIN })
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
    await createSession({ sdk: createTestSdk(), origin: ORIGIN }).signInUrl('/')
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

  it('stores the tokens the server obtained, and refuses a reply without a refresh token', () => {
    const sdk = createTestSdk()
    const session = createSession({ sdk, origin: ORIGIN })
    expect(session.adoptTokens({ access: reply.access })).toBe(false)
    expect(session.isSignedIn()).toBe(false)
    expect(session.adoptTokens(reply)).toBe(true)
    expect(sdk.tokens().refresh?.token).toBe('r-9')
  })

  it('forgets the tokens without calling the identity service', () => {
    const sdk = createTestSdk(reply)
    createSession({ sdk, origin: ORIGIN }).forget()
    expect(sdk.isSignedIn()).toBe(false)
    expect(logouts).toEqual([])
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
  it('configures the default instance: base URLs, 10 s timeout, app id, cookie tokens', () => {
    const { sdk } = createSiteSession(
      { ...TEST_SDK_CONFIG, servicesBaseUrl: 'http://localhost:4100' },
      { onSignedOut: () => {} },
    )
    expect(getSdk()).toBe(sdk)
    expect(sdk.config.timeout).toBe(SERVICE_TIMEOUT_MS)
    expect(SERVICE_TIMEOUT_MS).toBe(10_000)
    expect(sdk.config.appId).toBe('music-website')
    expect(sdk.baseUrl('identity')).toBe('http://localhost:4100/identity')
    sdk.setTokens({ refresh: { token: 'r-1', expires_at: inAnHour() } })
    expect(document.cookie).toContain('sso_production-1_r')
    sdk.signOut()
  })
})
