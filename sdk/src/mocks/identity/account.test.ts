/**
 * The identity service's account lifecycle (`createSandbox`, msw; decision 017): sign-up and its
 * refusals, the new user signing in; deactivation (signed out everywhere, no sign-in, the pages say
 * so); the email change through the outbox link and the address history; the password re-entry
 * (401 2011) and the sign-in with `prompt=login` that satisfies it. Every request and reply is checked
 * against `specs/identity.yaml` (`contractCaller`).
 */
import { describe, expect, it } from 'vitest'
import { createPkceRequest } from '../../auth/pkce.ts'
import { installSandbox } from '../../testing/test-support.ts'
import { basicAuthorization } from '../../transport/base64.ts'
import { DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../seed.ts'

const [ALEX, SAM, ROBIN] = DEMO_USERS
const SITE = 'http://localhost:3000'
const REDIRECT_URI = `${SITE}/account`
const APP = { Authorization: basicAuthorization(SANDBOX_APP_ID, SANDBOX_APP_SECRET) }
const t = installSandbox(['identity'])
const call = t.call

const identityUrl = (path: string) => `${t.sandbox().baseUrl('identity')}${path}`
const signUp = (body: Record<string, unknown>, headers: Record<string, string> = APP) =>
  call('identity', 'POST', '/api/v1/users', { body, headers, invalidRequest: !headers.Authorization })
const login = (email: string, password: string) =>
  call('identity', 'POST', '/api/v1/login', { body: { email_address: email, password }, headers: APP })

/** Signs in through the sign-in page as a browser would; returns the page or the tokens. */
async function signInWithPage(email: string, password: string, extra: Record<string, string> = {}) {
  const pkce = await createPkceRequest()
  const params = new URLSearchParams({
    app_id: SANDBOX_APP_ID,
    redirect_uri: REDIRECT_URI,
    state: pkce.state,
    code_challenge: pkce.codeChallenge,
    code_challenge_method: 'S256',
    ...extra,
  })
  const page = await fetch(identityUrl(`/en/authorize?${params}`))
  const pageHtml = await page.text()
  params.set('email_address', email)
  params.set('password', password)
  const posted = await fetch(identityUrl('/en/authorize'), {
    method: 'POST',
    body: params,
    redirect: 'manual',
  })
  if (posted.status !== 302) return { page: pageHtml, status: posted.status, html: await posted.text() }
  const code = new URL(posted.headers.get('Location') as string).searchParams.get('code')
  const exchanged = await call('identity', 'POST', '/api/v1/tokens/exchange', {
    body: {
      grant_type: 'authorization_code',
      app_id: SANDBOX_APP_ID,
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.codeVerifier,
    },
  })
  return { page: pageHtml, status: 302, tokens: exchanged.body.tokens as { access: { token: string } } }
}

describe('sign-up (POST /users, application credentials)', () => {
  it('creates the user, who can then sign in with the page and with POST /login', async () => {
    const created = await signUp({
      email_address: 'kai.tanaka@example.com',
      password: 'Crossfader-9',
      first_name: 'Kai',
      locale: 'ja_JP',
    })
    expect(created).toMatchObject({
      status: 200,
      body: { email_address: 'kai.tanaka@example.com', first_name: 'Kai', locale: 'ja_JP' },
    })
    expect((await login('kai.tanaka@example.com', 'Crossfader-9')).body.user.id).toBe(created.body.id)
    const signedIn = await signInWithPage('kai.tanaka@example.com', 'Crossfader-9')
    const me = await call('identity', 'GET', '/api/v1/me', { token: signedIn.tokens?.access.token })
    expect(me.body).toMatchObject({ id: created.body.id, first_name: 'Kai' })
  })

  it('refuses a used address (1301), a weak password (1302) and malformed fields (1000), by field', async () => {
    const duplicate = await signUp({ email_address: 'ALEX.rivera@example.com', password: 'Crossfader-9' })
    expect(duplicate).toMatchObject({
      status: 400,
      body: { code: 1301, fields: { email_address: expect.stringContaining('already exists') } },
    })
    for (const password of ['short1!', 'allletters', 'kai.tanaka-2026']) {
      const weak = await call('identity', 'POST', '/api/v1/users', {
        headers: APP,
        body: { email_address: 'kai.tanaka@example.com', password },
        invalidRequest: password.length < 8,
      })
      expect(weak.body).toMatchObject({ code: 1302, fields: { password: expect.any(String) } })
    }
    const malformed = await call('identity', 'POST', '/api/v1/users', {
      headers: APP,
      body: {
        email_address: 'kai@',
        password: 'Crossfader-9',
        locale: 'japanese',
        first_name: 'K'.repeat(51),
      },
      invalidRequest: true,
    })
    expect(malformed.body).toMatchObject({ code: 1000 })
    expect(Object.keys(malformed.body.fields).sort()).toEqual(['email_address', 'first_name', 'locale'])
    const noApp = await signUp({ email_address: 'kai.tanaka@example.com', password: 'Crossfader-9' }, {})
    expect(noApp).toMatchObject({
      status: 400,
      body: { code: 1000, error: 'Invalid application credentials' },
    })
    expect(t.sandbox().stores.identity.findByEmail('kai.tanaka@example.com')).toBeUndefined()
  })
})

describe('deactivation (DELETE /me)', () => {
  it('signs the user out everywhere; the account can no longer sign in, and the page says so', async () => {
    const first = await login(SAM.email_address, SAM.password)
    const second = (await signInWithPage(SAM.email_address, SAM.password)).tokens?.access.token
    expect(await call('identity', 'DELETE', '/api/v1/me', { token: second })).toMatchObject({
      status: 200,
      body: { message: 'Account deactivated' },
    })
    for (const token of [first.body.tokens.access.token, second]) {
      expect(await call('identity', 'GET', '/api/v1/me', { token })).toMatchObject({ status: 401 })
    }
    const refreshed = await call('identity', 'POST', '/api/v2/tokens/refresh', {
      body: { refresh_token: first.body.tokens.refresh.token },
    })
    expect(refreshed).toMatchObject({ status: 400, body: { code: 1001 } })
    expect(await login(SAM.email_address, SAM.password)).toMatchObject({ status: 400, body: { code: 1305 } })
    const page = await signInWithPage(SAM.email_address, SAM.password)
    expect(page.status).toBe(403)
    expect(page.html).toContain('This account has been deactivated')
    // A wrong password is told nothing more.
    expect((await signInWithPage(SAM.email_address, 'wrong')).html).toContain('incorrect')
  })

  it('acts on the token’s own user only, and needs a live token', async () => {
    const sam = t.token(SAM.email_address)
    const other = await call('identity', 'DELETE', `/api/v1/users/${t.userId(ALEX.email_address)}`, {
      token: sam,
    })
    expect(other).toMatchObject({ status: 403, body: { code: 2000 } })
    expect(
      await call('identity', 'DELETE', `/api/v1/users/${t.userId(SAM.email_address)}`, {
        token: sam,
      }),
    ).toMatchObject({ status: 200 })
    expect(await call('identity', 'DELETE', '/api/v1/me', { invalidRequest: true })).toMatchObject({
      status: 401,
      body: { code: 2002 },
    })
  })
})

describe('password re-entry (401 2011)', () => {
  it('asks for a recent password once the sign-in is older than 5 minutes, refreshing or not', async () => {
    const { body } = await login(SAM.email_address, SAM.password)
    t.advance(301_000)
    const refreshed = await call('identity', 'POST', '/api/v2/tokens/refresh', {
      body: { refresh_token: body.tokens.refresh.token },
    })
    const token = refreshed.body.access.token
    expect(await call('identity', 'DELETE', '/api/v1/me', { token })).toMatchObject({
      status: 401,
      body: { code: 2011 },
    })
    const change = await call('identity', 'POST', '/api/v1/me/sendverifyemailaddress', {
      token,
      body: { email_address: 'sam.new@example.com', redirect_uri: `${SITE}/account/email` },
    })
    expect(change).toMatchObject({ status: 401, body: { code: 2011 } })
    // Other calls do not ask for it.
    expect((await call('identity', 'GET', '/api/v1/me', { token })).status).toBe(200)
  })

  it('is satisfied by signing in again with prompt=login (the page asks to confirm the password)', async () => {
    const old = (await signInWithPage(ALEX.email_address, ALEX.password)).tokens?.access.token
    t.sandbox().stores.identity.expirePasswordEntry(t.userId(ALEX.email_address))
    const body = { email_address: 'dj.riv@example.com', redirect_uri: `${SITE}/account/email` }
    expect(
      (await call('identity', 'POST', '/api/v1/me/sendverifyemailaddress', { token: old, body })).body.code,
    ).toBe(2011)
    const again = await signInWithPage(ALEX.email_address, ALEX.password, {
      prompt: 'login',
      login_hint: ALEX.email_address,
    })
    expect(again.page).toContain('Confirm it’s you')
    expect(again.page).toContain(`value="${ALEX.email_address}"`)
    const fresh = again.tokens?.access.token
    expect(
      await call('identity', 'POST', '/api/v1/me/sendverifyemailaddress', { token: fresh, body }),
    ).toMatchObject({ status: 204 })
  })

  it('refuses a prompt the service does not support', async () => {
    const page = await signInWithPage(ALEX.email_address, ALEX.password, { prompt: 'none' })
    expect(page.page).toContain('prompt must be login')
  })
})

describe('email change', () => {
  const request = (token: string, body: Record<string, unknown>, invalidRequest = false) =>
    call('identity', 'POST', '/api/v1/me/sendverifyemailaddress', { token, body, invalidRequest })
  const linkOf = (to: string) => {
    const message = t.sandbox().outbox.latest({ to, service: 'identity' })
    return new URL(message?.links[0] as string)
  }

  it('e-mails the new address a link; following it changes the address and keeps the old one', async () => {
    const alex = t.token(ALEX.email_address)
    const alexId = t.userId(ALEX.email_address)
    const sent = await request(alex, {
      email_address: 'dj.riv@example.com',
      redirect_uri: `${SITE}/account/email`,
    })
    expect(sent.status).toBe(204)
    const message = t.sandbox().outbox.latest({ to: 'dj.riv@example.com' })
    expect(message).toMatchObject({ service: 'identity', subject: 'Confirm your new email address' })
    const link = linkOf('dj.riv@example.com')
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/account/email`)
    expect(link.searchParams.get('user_id')).toBe(String(alexId))
    expect(link.searchParams.get('email_address')).toBe('dj.riv@example.com')
    // Nothing changes until the link is followed.
    expect((await call('identity', 'GET', '/api/v1/me', { token: alex })).body.email_address).toBe(
      ALEX.email_address,
    )

    const token = link.searchParams.get('token') as string
    const done = await call('identity', 'PUT', `/api/v1/users/${alexId}`, {
      token,
      body: { email_address: 'dj.riv@example.com' },
    })
    expect(done).toMatchObject({ status: 200, body: { id: alexId, email_address: 'dj.riv@example.com' } })
    expect((await call('identity', 'GET', '/api/v1/me', { token: alex })).body.email_address).toBe(
      'dj.riv@example.com',
    )
    expect(t.sandbox().outbox.latest({ to: ALEX.email_address })?.subject).toBe(
      'Your email address was changed',
    )

    const history = await call(
      'identity',
      'GET',
      `/api/v1/users?email_address=${encodeURIComponent(ALEX.email_address)}&include_email_address_history=true`,
      { token: alex },
    )
    expect(history.body.items).toEqual([
      expect.objectContaining({
        email_address: 'dj.riv@example.com',
        email_address_history: [ALEX.email_address],
      }),
    ])
    // Without the history flag the old address finds nobody (and the lookup is not Alex's own).
    const old = `/api/v1/users?email_address=${encodeURIComponent(ALEX.email_address)}`
    expect((await call('identity', 'GET', old, { token: alex })).status).toBe(403)
    // The new user signs in with the new address.
    expect((await login('dj.riv@example.com', ALEX.password)).status).toBe(200)
    expect(
      await call('identity', 'PUT', `/api/v1/users/${alexId}`, {
        token,
        body: { email_address: 'dj.riv@example.com' },
      }),
    ).toMatchObject({ status: 400, body: { code: 1306 } })
  })

  it('refuses the current address (1304), an address in use (1301), a foreign redirect (1303), a bad address (1000)', async () => {
    const alex = t.token(ALEX.email_address)
    expect((await request(alex, { email_address: 'Alex.Rivera@example.com' })).body).toMatchObject({
      code: 1304,
      fields: { email_address: 'This is already your email address.' },
    })
    expect((await request(alex, { email_address: SAM.email_address })).body).toMatchObject({
      code: 1301,
      fields: { email_address: expect.any(String) },
    })
    for (const redirect_uri of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)']) {
      const refused = await request(alex, { email_address: 'dj.riv@example.com', redirect_uri }, true)
      expect(refused.body).toMatchObject({ code: 1303, fields: { redirect_uri: expect.any(String) } })
    }
    expect((await request(alex, { email_address: 'dj.riv' }, true)).body).toMatchObject({
      code: 1000,
      fields: { email_address: expect.any(String) },
    })
    expect(t.sandbox().outbox.list({ service: 'identity' })).toEqual([])
  })

  it('completes only with the e-mail’s token, for its user and address, within 24 hours', async () => {
    const alex = t.token(ALEX.email_address)
    const alexId = t.userId(ALEX.email_address)
    await request(alex, { email_address: 'dj.riv@example.com', redirect_uri: `${SITE}/account/email` })
    const token = linkOf('dj.riv@example.com').searchParams.get('token') as string
    const put = (userId: number, bearer: string, email = 'dj.riv@example.com') =>
      call('identity', 'PUT', `/api/v1/users/${userId}`, { token: bearer, body: { email_address: email } })
    expect(await put(alexId, alex)).toMatchObject({ status: 403, body: { code: 2000 } })
    expect(await put(t.userId(SAM.email_address), token)).toMatchObject({ status: 403 })
    expect(await put(alexId, token, 'other@example.com')).toMatchObject({
      status: 400,
      body: { code: 1000, fields: { email_address: expect.any(String) } },
    })
    expect(await put(alexId, 'sbx_at_unknown')).toMatchObject({ status: 401, body: { code: 2002 } })
    t.advance(24 * 60 * 60 * 1000 + 1000)
    expect(await put(alexId, token)).toMatchObject({ status: 400, body: { code: 1306 } })
    expect(t.sandbox().stores.identity.users.get(alexId)?.email_address).toBe(ALEX.email_address)
  })

  it('a newer request replaces the older link; staff may change an address directly', async () => {
    const alex = t.token(ALEX.email_address)
    const alexId = t.userId(ALEX.email_address)
    await request(alex, { email_address: 'first@example.com' })
    const first = linkOf('first@example.com').searchParams.get('token') as string
    await request(alex, { email_address: 'second@example.com' })
    expect(
      await call('identity', 'PUT', `/api/v1/users/${alexId}`, {
        token: first,
        body: { email_address: 'first@example.com' },
      }),
    ).toMatchObject({ status: 400, body: { code: 1306 } })
    const robin = t.token(ROBIN.email_address)
    const staff = await call('identity', 'PUT', `/api/v1/users/${alexId}`, {
      token: robin,
      body: { email_address: 'support.fixed@example.com' },
    })
    expect(staff.body.email_address).toBe('support.fixed@example.com')
  })

  it('without redirect_uri, the link opens the identity host’s confirmation page, which completes it', async () => {
    const sam = t.token(SAM.email_address)
    await request(sam, { email_address: 'sam.new@example.com' })
    const link = linkOf('sam.new@example.com')
    expect(link.pathname).toBe('/identity/en/verify-email')
    const page = await fetch(link)
    expect(await page.text()).toContain('sam.new@example.com')
    const confirmed = await fetch(identityUrl('/en/verify-email'), {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token') as string }),
    })
    expect(await confirmed.text()).toContain('The email address of your account is now sam.new@example.com')
    expect(t.sandbox().stores.identity.findByEmail('sam.new@example.com')?.id).toBe(
      t.userId('sam.new@example.com'),
    )
    expect((await fetch(link)).status).toBe(400)
  })
})

describe('what clients in the field send (the public SDK, serato/sws-js-sdk)', () => {
  it('signs in with code_challenge_method=s256 (lower case) and an extra rtid parameter', async () => {
    const signedIn = await signInWithPage(ALEX.email_address, ALEX.password, {
      code_challenge_method: 's256',
      rtid: '1182',
    })
    expect(signedIn.status).toBe(302)
    expect(signedIn.tokens?.access.token).toBeTruthy()
  })

  it('logs out with the refresh token in the body and no bearer token', async () => {
    const signedIn = await login(SAM.email_address, SAM.password)
    const { access, refresh } = signedIn.body.tokens
    const logout = await call('identity', 'POST', '/api/v1/me/logout', {
      body: { refresh_token: refresh.token },
    })
    expect(logout.status).toBe(204)
    expect((await call('identity', 'GET', '/api/v1/me', { token: access.token })).status).toBe(401)
    const refreshed = await call('identity', 'POST', '/api/v2/tokens/refresh', {
      body: { refresh_token: refresh.token },
    })
    expect(refreshed).toMatchObject({ status: 400, body: { code: 1001 } })
    const again = await call('identity', 'POST', '/api/v1/me/logout', { body: { refresh_token: 'unknown' } })
    expect(again).toMatchObject({ status: 400, body: { code: 1000 } })
  })

  it('needs the owner’s bearer token to log out by refresh token ids', async () => {
    const alex = t.token(ALEX.email_address) // the sandbox's first refresh token: id 1001
    const sam = t.token(SAM.email_address)
    const ids = { refresh_token_ids: '1001' }
    expect((await call('identity', 'POST', '/api/v1/me/logout', { body: ids })).status).toBe(401)
    expect((await call('identity', 'POST', '/api/v1/me/logout', { body: ids, token: sam })).status).toBe(400)
    expect((await call('identity', 'POST', '/api/v1/me/logout', { body: ids, token: alex })).status).toBe(204)
    expect((await call('identity', 'GET', '/api/v1/me', { token: alex })).status).toBe(401)
  })
})
