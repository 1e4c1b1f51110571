/**
 * The sandbox's sign-in and logout pages over HTTP (docs/requirements.md §4 "Authentication", "Logout"; RFC 6749
 * §4.1, RFC 7636): the labelled form, redirects with `code` and `state`, refusals that never redirect.
 */
import { DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '@music/sdk/mocks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe('repeated wrong passwords (RFC 9700 §4.16)', () => {
  const SAM = DEMO_USERS[1]

  it('locks the account for 15 minutes after 5 wrong passwords, on the page and the login API, then lets it in again', async () => {
    if (!SAM) throw new Error('the seed has no second demo user')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { url } = await authorizeRequest(t.identity)
      expect((await postSignIn(t.identity, url, SAM.email_address, `wrong-${attempt}`)).status).toBe(401)
    }
    const { url } = await authorizeRequest(t.identity)
    const locked = await postSignIn(t.identity, url, SAM.email_address, SAM.password)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Location')).toBeNull()
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await locked.text()).toContain('Too many failed sign-in attempts')
    const login = await postJson(
      `${t.identity}/api/v1/login`,
      { email_address: SAM.email_address, password: SAM.password, device_id: 'd', device_name: 'n' },
      { Authorization: `Basic ${btoa(`${SANDBOX_APP_ID}:${SANDBOX_APP_SECRET}`)}` },
    )
    expect(login.status).toBe(400)
    expect(JSON.stringify(await login.json())).toContain('Too many failed sign-in attempts')
    // Other accounts are not affected.
    const other = await authorizeRequest(t.identity)
    expect((await postSignIn(t.identity, other.url, ALEX.email_address, ALEX.password)).status).toBe(302)

    t.advance(15 * 60)
    const again = await authorizeRequest(t.identity)
    expect((await postSignIn(t.identity, again.url, SAM.email_address, SAM.password)).status).toBe(302)
  })

  it('counts only consecutive wrong passwords: a right one resets the count', async () => {
    const ROBIN = DEMO_USERS[2]
    if (!ROBIN) throw new Error('the seed has no third demo user')
    const attempt = async (password: string) =>
      postSignIn(t.identity, (await authorizeRequest(t.identity)).url, ROBIN.email_address, password)
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401)
    expect((await attempt(ROBIN.password)).status).toBe(302)
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401)
    expect((await attempt(ROBIN.password)).status).toBe(302)
  })
})
