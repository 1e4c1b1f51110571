/**
 * The sandbox's sign-in and logout pages over HTTP (docs/requirements.md §4 "Authentication", "Logout"; RFC 6749
 * §4.1, RFC 7636): the labelled form, redirects with `code` and `state`, refusals that never redirect.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../mocks/index.ts'
import {
  ALEX,
  authorizeRequest,
  exchange,
  postJson,
  postSignIn,
  REDIRECT_URI,
  SITE,
  signIn,
  startTestSandbox,
} from './test-support.ts'

let t: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
  t = await startTestSandbox()
})
afterAll(() => t?.services.close())

describe('GET /en/authorize', () => {
  it('renders the sign-in form with labelled fields and a Sign in button', async () => {
    const { url } = await authorizeRequest(t.identity)
    const reply = await fetch(url)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await reply.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(
      /<label for="email_address">Email address<\/label>\s*<input id="email_address"[^>]*type="email"/,
    )
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password"[^>]*type="password"/)
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/)
    const csp = reply.headers.get('Content-Security-Policy')
    expect(csp).toContain("frame-ancestors 'none'")
    // Browsers apply form-action to the redirect after the post: the site origin must be in it.
    expect(csp).toContain(`form-action 'self' ${SITE}`)
  })

  it('escapes echoed values', async () => {
    const { url } = await authorizeRequest(t.identity)
    const hostile = new URL(url)
    hostile.searchParams.set('state', '"><script>alert(1)</script>')
    const html = await (await fetch(hostile)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })

  it.each([
    ['a redirect_uri on another origin', 'redirect_uri', 'https://evil.example/account'],
    ['a scheme-relative redirect_uri', 'redirect_uri', '//evil.example/account'],
    ['a javascript: redirect_uri', 'redirect_uri', 'javascript:alert(1)'],
    // Any loopback port is allowed for the dev app id (origins.test.ts); another host is not.
    ['another host on the site’s port', 'redirect_uri', 'http://192.0.2.10:3000/account'],
    ['an unknown app_id', 'app_id', 'someone-else'],
    ['no state', 'state', ''],
    ['the plain challenge method', 'code_challenge_method', 'plain'],
    ['a malformed challenge', 'code_challenge', 'short'],
  ])('answers %s with a 400 page and no redirect', async (_label, name, value) => {
    const { url } = await authorizeRequest(t.identity)
    const bad = new URL(url)
    bad.searchParams.set(name, value)
    const reply = await fetch(bad, { redirect: 'manual' })
    expect(reply.status).toBe(400)
    expect(reply.headers.get('Location')).toBeNull()
    const html = await reply.text()
    expect(html).toContain('Invalid sign-in request')
    expect(html).not.toContain('evil.example')
  })
})

describe('POST /en/authorize', () => {
  it('redirects to redirect_uri with state and a code on good credentials', async () => {
    const { pkce, url } = await authorizeRequest(t.identity)
    const reply = await postSignIn(t.identity, url, ALEX.email_address.toUpperCase(), ALEX.password)
    expect(reply.status).toBe(302)
    const location = new URL(reply.headers.get('Location') as string)
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    expect(location.searchParams.get('state')).toBe(pkce.state)
    expect(location.searchParams.get('code')).toMatch(/^\S{20,}$/)
  })

  it('shows an error message and no redirect on bad credentials', async () => {
    const { url } = await authorizeRequest(t.identity)
    const reply = await postSignIn(t.identity, url, ALEX.email_address, 'Turntable-41')
    expect(reply.status).toBe(401)
    expect(reply.headers.get('Location')).toBeNull()
    const html = await reply.text()
    expect(html).toMatch(/role="alert">The email address or password is incorrect/)
    expect(html).toContain(`value="${ALEX.email_address}"`)
    expect(html).not.toContain(ALEX.password)
  })

  it('re-checks the posted redirect_uri: 400 page, no redirect', async () => {
    const { url } = await authorizeRequest(t.identity, 'https://evil.example/cb')
    const reply = await postSignIn(t.identity, url, ALEX.email_address, ALEX.password)
    expect(reply.status).toBe(400)
    expect(reply.headers.get('Location')).toBeNull()
  })
})

describe('GET /en/logout', () => {
  const logout = (target: string, cookie = '') =>
    fetch(`${t.identity}/en/logout?continue=${encodeURIComponent(target)}`, {
      redirect: 'manual',
      headers: cookie ? { Cookie: cookie } : {},
    })

  it('returns to an allowed continue target', async () => {
    const reply = await logout(`${SITE}/dj/pro?x=1`)
    expect(reply.status).toBe(302)
    expect(reply.headers.get('Location')).toBe(`${SITE}/dj/pro?x=1`)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    'https:evil.example',
  ])('sends %s to the signed-out page instead', async (target) => {
    const reply = await logout(target)
    expect(reply.status).toBe(302)
    expect(reply.headers.get('Location')).toBe(`${t.identity}/en/signed-out`)
    expect((await fetch(reply.headers.get('Location') as string)).status).toBe(200)
  })

  it("revokes the tokens signed in through the session's cookie", async () => {
    const { pkce, url } = await authorizeRequest(t.identity)
    const signedIn = await postSignIn(t.identity, url, ALEX.email_address, ALEX.password)
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] as string
    expect(cookie).toMatch(/^sandbox_identity_session=\S+/)
    const code = new URL(signedIn.headers.get('Location') as string).searchParams.get('code') as string
    const { tokens } = (await (await exchange(t.identity, code, pkce.codeVerifier)).json()) as {
      tokens: { refresh: { token: string } }
    }
    const other = await signIn(t.identity) // another browser: no cookie
    await logout(`${SITE}/`, cookie)
    const refresh = await postJson(`${t.identity}/api/v2/tokens/refresh`, {
      refresh_token: tokens.refresh.token,
    })
    expect(refresh.status).toBe(400)
    expect(await refresh.json()).toMatchObject({ code: 1001 })
    const stillValid = await postJson(`${t.identity}/api/v2/tokens/refresh`, {
      refresh_token: other.refresh.token,
    })
    expect(stillValid.status).toBe(200)
  })
})

describe('repeated wrong passwords: throttled per account, the owner’s known browser exempt (OWASP device cookies, docs/decisions/035)', () => {
  const SAM = DEMO_USERS[1]
  const ROBIN = DEMO_USERS[2]
  if (!SAM || !ROBIN) throw new Error('the seed has fewer than three demo users')
  const attempt = async (email: string, password: string, cookie?: string) =>
    postSignIn(t.identity, (await authorizeRequest(t.identity)).url, email, password, cookie)
  /** The device cookie (`name=value`) a successful sign-in set. */
  const deviceOf = (reply: Response) =>
    (reply.headers.getSetCookie().find((c) => c.startsWith('sandbox_identity_device=')) ?? '').split(
      ';',
    )[0] ?? ''
  // Every test starts with the failures of the ones before forgotten (they are 15 minutes old).
  beforeEach(() => t.advance(16 * 60))

  it('makes an account’s strangers wait 1, 2, 4… seconds after 3 wrong passwords, refusing unchecked meanwhile, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(SAM.email_address, 'wrong')).status).toBe(401)
    const waiting = await attempt(SAM.email_address, SAM.password)
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('Location')).toBeNull()
    expect(waiting.headers.get('Retry-After')).toBe('1')
    const text = await waiting.text()
    expect(text).toContain('Too many wrong passwords for this account')
    expect(text).toContain(
      'wait 1 second before you try again, or sign in on a browser you have signed in with before',
    )
    t.advance(1)
    expect((await attempt(SAM.email_address, 'wrong')).status).toBe(401)
    expect((await attempt(SAM.email_address, 'wrong')).headers.get('Retry-After')).toBe('2')
    t.advance(2)
    expect((await attempt(SAM.email_address, 'wrong')).status).toBe(401)
    expect((await attempt(SAM.email_address, SAM.password)).headers.get('Retry-After')).toBe('4')
    t.advance(4)
    expect((await attempt(SAM.email_address, SAM.password)).status).toBe(302)
  })

  it('checks a few of 100 rapid guesses, not 100', async () => {
    const statuses = []
    for (let i = 0; i < 100; i++) statuses.push((await attempt(ROBIN.email_address, `guess-${i}`)).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(97)
  })

  it('never refuses the owner signing in from their own browser while strangers are made to wait', async () => {
    // The owner signed in on this browser before: it holds the service's device cookie for the account.
    const device = deviceOf(await attempt(SAM.email_address, SAM.password))
    expect(device).toMatch(/^sandbox_identity_device=dev_/)
    for (let i = 0; i < 60; i++) await attempt(SAM.email_address, `stranger-guess-${i}`)
    expect((await attempt(SAM.email_address, SAM.password)).status).toBe(429)
    expect((await attempt(SAM.email_address, SAM.password, device)).status).toBe(302)
    // An invented device cookie is a stranger's, and so is another account's device.
    expect(
      (await attempt(SAM.email_address, SAM.password, 'sandbox_identity_device=dev_made-up')).status,
    ).toBe(429)
    const alexDevice = deviceOf(await attempt(ALEX.email_address, ALEX.password))
    expect((await attempt(SAM.email_address, SAM.password, alexDevice)).status).toBe(429)
    // The owner's known browser mistyping gets its own wait, which says it is this browser's.
    for (let i = 0; i < 3; i++) await attempt(SAM.email_address, `typo-${i}`, device)
    const typos = await attempt(SAM.email_address, SAM.password, device)
    expect(typos.status).toBe(429)
    expect(await typos.text()).toContain('Too many wrong passwords from this browser')
  })

  it('never refuses anyone else sharing the guesser’s address (NAT, proxy, loopback): 24 guesses at other accounts', async () => {
    for (let i = 0; i < 24; i++) expect((await attempt(`nobody-${i}@example.com`, 'guess')).status).toBe(401)
    for (let i = 0; i < 6; i++) await attempt(ROBIN.email_address, `guess-${i}`)
    // From the same address: a browser that never signed in, and the login API of an app's server.
    expect((await attempt(ALEX.email_address, ALEX.password)).status).toBe(302)
    const login = await postJson(
      `${t.identity}/api/v1/login`,
      { email_address: SAM.email_address, password: SAM.password, device_id: 'd', device_name: 'n' },
      { Authorization: `Basic ${btoa(`${SANDBOX_APP_ID}:${SANDBOX_APP_SECRET}`)}` },
    )
    expect(login.status).toBe(200)
  })

  it('slows the login API under guesses at one account, with Retry-After on its 400', async () => {
    const login = (password: string) =>
      postJson(
        `${t.identity}/api/v1/login`,
        { email_address: ROBIN.email_address, password, device_id: 'd', device_name: 'n' },
        { Authorization: `Basic ${btoa(`${SANDBOX_APP_ID}:${SANDBOX_APP_SECRET}`)}` },
      )
    for (let i = 0; i < 3; i++) expect((await login(`guess-${i}`)).status).toBe(400)
    const refused = await login(ROBIN.password)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(JSON.stringify(await refused.json())).toContain('Too many wrong passwords for this account')
  })

  it('clears the count for an account when the right password comes', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await attempt(ROBIN.email_address, 'wrong')).status).toBe(401)
      expect((await attempt(ROBIN.email_address, ROBIN.password)).status).toBe(302)
    }
  })
})
