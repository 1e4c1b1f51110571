// @vitest-environment happy-dom
import { createCodeChallenge } from '@music/sdk/auth'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { prepareSignIn, redirectUriFor, signOutOfSite } from './sign-in-flow.ts'
import { readSignIn, saveSignIn } from './sign-in-storage.ts'
import { CORS_HEADERS, corsJson, corsPreflight } from './test-cors.ts'
import { createTestSdk, TEST_SERVICES } from './test-identity.ts'

const logouts: unknown[] = []
let logoutStatus = 204

const server = setupServer(
  corsPreflight(TEST_SERVICES),
  http.post(`${TEST_SERVICES}/identity/api/v1/me/logout`, async ({ request }) => {
    logouts.push({ auth: request.headers.get('authorization'), body: await request.json() })
    return logoutStatus === 204
      ? new HttpResponse(null, { status: 204, headers: CORS_HEADERS })
      : corsJson({ code: 9999, error: 'down' }, logoutStatus)
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  localStorage.clear()
  logouts.length = 0
  logoutStatus = 204
})

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('prepareSignIn', () => {
  it('saves state, a 43-character verifier and the page, and builds the S256 authorization URL', async () => {
    const url = new URL(
      await prepareSignIn({
        sdk: createTestSdk(),
        origin: 'http://localhost:3000',
        returnTo: '/dj/pro?a=1#b',
      }),
    )
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
    const options = { sdk: createTestSdk(), origin: 'http://localhost:3000', returnTo: '/' }
    await prepareSignIn(options)
    const first = readSignIn()
    await prepareSignIn(options)
    expect(readSignIn().state).not.toBe(first.state)
    expect(readSignIn().codeVerifier).not.toBe(first.codeVerifier)
  })

  it('replaces an off-site return target by the homepage', async () => {
    await prepareSignIn({
      sdk: createTestSdk(),
      origin: 'http://localhost:3000',
      returnTo: '//evil.example/x',
    })
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

describe('signOutOfSite', () => {
  const tokens = () => ({
    access: { token: 'a-1', expires_at: inAnHour() },
    refresh: { token: 'r-1', expires_at: inAnHour() },
  })

  it('revokes the refresh token, clears tokens and saved values, and returns the logout URL', async () => {
    const sdk = createTestSdk(tokens())
    saveSignIn({ state: 's', codeVerifier: 'v', redirectUrl: '/' })
    const url = await signOutOfSite({ sdk, origin: 'http://localhost:3000' })
    expect(logouts).toEqual([{ auth: 'Bearer a-1', body: { refresh_token: 'r-1' } }])
    expect(sdk.tokens()).toEqual({})
    expect(readSignIn().state).toBeNull()
    expect(url).toBe(
      `${TEST_SERVICES}/identity/en/logout?continue=${encodeURIComponent('http://localhost:3000/')}`,
    )
  })

  it('signs out even when the logout call fails', async () => {
    logoutStatus = 500
    const sdk = createTestSdk(tokens())
    await signOutOfSite({ sdk, origin: 'http://localhost:3000' })
    expect(logouts).toHaveLength(1)
    expect(sdk.isSignedIn()).toBe(false)
  })
})
