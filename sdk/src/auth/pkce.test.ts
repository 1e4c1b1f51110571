import { describe, expect, it } from 'vitest'
import {
  buildAuthorizeUrl,
  buildLogoutUrl,
  createCodeChallenge,
  createCodeVerifier,
  createPkceRequest,
  createState,
} from './pkce.ts'
import { safeReturnPath, safeReturnTarget } from './return-target.ts'

describe('PKCE (RFC 7636)', () => {
  // RFC 7636 appendix B (docs/references.md "Auth").
  it('matches the RFC 7636 appendix B test vector', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('creates 43-character unreserved verifiers that differ each time', () => {
    const verifiers = Array.from({ length: 50 }, createCodeVerifier)
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/)
    expect(new Set(verifiers).size).toBe(50)
  })

  it('creates random states and a consistent request', async () => {
    expect(createState()).not.toBe(createState())
    const request = await createPkceRequest()
    expect(request.codeChallenge).toBe(await createCodeChallenge(request.codeVerifier))
  })
})

describe('identity URLs', () => {
  it('builds the authorize URL with an S256 challenge', () => {
    const url = new URL(
      buildAuthorizeUrl({
        identityBaseUrl: 'https://id.example.com/',
        appId: 'site',
        redirectUri: 'https://www.example.com/auth/callback',
        state: 'st',
        codeChallenge: 'ch',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://id.example.com/en/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'site',
      state: 'st',
      redirect_uri: 'https://www.example.com/auth/callback',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    })
  })

  it('asks for the password again with prompt=login and fills in the address with login_hint', () => {
    const url = new URL(
      buildAuthorizeUrl({
        identityBaseUrl: 'https://id.example.com',
        appId: 'site',
        redirectUri: 'https://www.example.com/account/settings',
        state: 'st',
        codeChallenge: 'ch',
        prompt: 'login',
        loginHint: 'pat+music@example.com',
      }),
    )
    expect(url.searchParams.get('prompt')).toBe('login')
    expect(url.searchParams.get('login_hint')).toBe('pat+music@example.com')
  })

  it('builds the logout URL with an encoded continue target', () => {
    expect(
      buildLogoutUrl({
        identityBaseUrl: 'http://localhost:4100/identity',
        continue: 'https://www.example.com/?a=1&b=2',
      }),
    ).toBe(
      'http://localhost:4100/identity/en/logout?continue=https%3A%2F%2Fwww.example.com%2F%3Fa%3D1%26b%3D2',
    )
  })
})

describe('safeReturnTarget', () => {
  const origin = 'https://www.example.com'
  it.each([
    ['/account/licenses?x=1#top', 'https://www.example.com/account/licenses?x=1#top'],
    ['account', 'https://www.example.com/account'],
    ['https://www.example.com/dj/pro', 'https://www.example.com/dj/pro'],
    ['/a/../b', 'https://www.example.com/b'],
  ])('accepts %j', (target, expected) => {
    expect(safeReturnTarget(target, origin)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example/account',
    'http://www.example.com/',
    'https://www.example.com.evil.example/',
    'https://user:pw@www.example.com/',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    null,
    undefined,
  ])('refuses %j', (target) => {
    expect(safeReturnTarget(target, origin)).toBeNull()
  })

  it('gives a router path or the fallback', () => {
    expect(safeReturnPath('/account?tab=1', origin)).toBe('/account?tab=1')
    expect(safeReturnPath('//evil.example', origin)).toBe('/')
  })
})
