// @vitest-environment happy-dom
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setSignInNotice, signInNotice } from './auth-status.ts'
import { completeSignInReturn, SIGN_IN_FAILED_MESSAGE } from './sign-in-return.ts'
import { readSignIn, saveSignIn } from './sign-in-storage.ts'
import { corsJson, corsPreflight } from './test-cors.ts'
import { createTestSdk, TEST_SERVICES, tokenExchangeHandler } from './test-identity.ts'

const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const exchanges: unknown[] = []
let exchangeStatus = 200

const server = setupServer(
  corsPreflight(TEST_SERVICES),
  tokenExchangeHandler(exchanges, () => exchangeStatus !== 200),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  exchanges.length = 0
  exchangeStatus = 200
  localStorage.clear()
  setSignInNotice(null)
})
afterEach(() => server.resetHandlers())

let codes = 0
/** A fresh sdk with memory tokens, and a return address with a code never used before. */
function setup(savedState: string, returnedState: string, redirectUrl = '/dj/pro?tab=2#top') {
  const sdk = createTestSdk()
  saveSignIn({ state: savedState, codeVerifier: VERIFIER, redirectUrl })
  codes += 1
  const href = `http://localhost:3000/dj/pro?state=${returnedState}&code=code-${codes}&x=1#frag`
  return { sdk, href, code: `code-${codes}` }
}

describe('completeSignInReturn', () => {
  it('does nothing without state and code in the address', () => {
    const { sdk } = setup('s1', 's1')
    expect(completeSignInReturn({ sdk, href: 'http://localhost:3000/dj/pro' })).toBeNull()
    expect(readSignIn().state).toBe('s1')
  })

  it('exchanges the code when the state matches, stores the tokens and clears the saved values', async () => {
    const { sdk, href, code } = setup('state-ok', 'state-ok')
    const result = await completeSignInReturn({ sdk, href })
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
    expect(sdk.isSignedIn()).toBe(true)
    expect(readSignIn()).toEqual({ state: null, codeVerifier: null, redirectUrl: null })
    expect(result).toEqual({ outcome: 'signed-in', returnPath: '/dj/pro?tab=2#top' })
    expect(signInNotice()).toBeNull()
  })

  it('exchanges each code once, however often the return is processed', async () => {
    const { sdk, href } = setup('state-once', 'state-once')
    const [first, second] = await Promise.all([
      completeSignInReturn({ sdk, href }),
      completeSignInReturn({ sdk, href }),
    ])
    await completeSignInReturn({ sdk, href })
    expect(exchanges).toHaveLength(1)
    expect(second).toEqual(first)
  })

  it('exchanges nothing when the state does not match, clears the saved values and reports the failure', async () => {
    const { sdk, href } = setup('state-saved', 'state-tampered')
    const result = await completeSignInReturn({ sdk, href })
    expect(exchanges).toEqual([])
    expect(sdk.isSignedIn()).toBe(false)
    expect(readSignIn()).toEqual({ state: null, codeVerifier: null, redirectUrl: null })
    // The address loses state and code but keeps everything else.
    expect(result).toEqual({ outcome: 'failed', reason: 'state-mismatch', returnPath: '/dj/pro?x=1#frag' })
    expect(signInNotice()).toBe(SIGN_IN_FAILED_MESSAGE)
  })

  it('exchanges nothing when no sign-in was started in this browser', async () => {
    const { sdk, href } = setup('unused', 'from-elsewhere')
    localStorage.clear()
    expect(await completeSignInReturn({ sdk, href })).toMatchObject({ outcome: 'failed' })
    expect(exchanges).toEqual([])
  })

  it('reports a refused exchange as a failed sign-in without tokens', async () => {
    exchangeStatus = 400
    const { sdk, href } = setup('state-400', 'state-400')
    expect(await completeSignInReturn({ sdk, href })).toMatchObject({
      outcome: 'failed',
      reason: 'exchange-failed',
    })
    expect(exchanges).toHaveLength(1)
    expect(sdk.tokens()).toEqual({})
    expect(signInNotice()).toBe(SIGN_IN_FAILED_MESSAGE)
  })

  it('reports an exchange reply with an empty token as a failed sign-in without tokens', async () => {
    server.use(
      http.post(`${TEST_SERVICES}/identity/api/v1/tokens/exchange`, () =>
        corsJson({ tokens: { access: { token: '', expires_at: 1 }, refresh: { token: '', expires_at: 1 } } }),
      ),
    )
    const { sdk, href } = setup('state-empty', 'state-empty')
    expect(await completeSignInReturn({ sdk, href })).toMatchObject({
      outcome: 'failed',
      reason: 'exchange-failed',
    })
    expect(sdk.tokens()).toEqual({})
    expect(signInNotice()).toBe(SIGN_IN_FAILED_MESSAGE)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'https://evil.example/dj/pro',
  ])('refuses the unsafe return target %s and stays on the current page', async (target) => {
    const { sdk, href } = setup(`state-${target}`, encodeURIComponent(`state-${target}`), target)
    const result = await completeSignInReturn({ sdk, href })
    expect(result).toEqual({ outcome: 'signed-in', returnPath: '/dj/pro?x=1#frag' })
  })
})
