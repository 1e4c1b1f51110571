/**
 * Contract test of the stateful fakes: drives the flows through msw `setupServer` and checks every
 * reply, success and error, against its operation in `specs/<service>.yaml` (docs/architecture.md
 * "Decisions": every mock response is validated against its OpenAPI document).
 */

import { createPkceRequest } from '@music/sdk/auth'
import { createSandbox, DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET, type Sandbox } from '@music/sdk/mocks'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createContractValidator } from './validator.ts'

const REDIRECT_URI = 'http://localhost:3000/account'
const validator = createContractValidator(['identity', 'license', 'profile'])
let sandbox: Sandbox = createSandbox()
const server = setupServer()
let checked = 0

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sandbox = createSandbox()
  server.resetHandlers(...sandbox.handlers)
})
afterAll(() => server.close())

interface CallInit {
  body?: unknown
  token?: string
  authorization?: string
}

/** Calls an operation, asserts the reply conforms to the document, returns status and JSON body. */
async function call(
  service: 'identity' | 'profile' | 'license',
  method: string,
  path: string,
  init: CallInit = {},
) {
  const headers = new Headers({ Accept: 'application/json' })
  if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.authorization) headers.set('Authorization', init.authorization)
  const response = await fetch(`${sandbox.baseUrl(service)}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(await validator.check(service, method, path.split('?')[0] as string, response)).toEqual([])
  checked++
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: reply bodies are checked against the schema above
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any }
}

/** Signs in through the pages: returns the code and verifier the site would hold. */
async function authorize(
  email: string = DEMO_USERS[0].email_address,
  password: string = DEMO_USERS[0].password,
) {
  const pkce = await createPkceRequest()
  const params = new URLSearchParams({
    app_id: SANDBOX_APP_ID,
    redirect_uri: REDIRECT_URI,
    state: pkce.state,
    code_challenge: pkce.codeChallenge,
    code_challenge_method: 'S256',
  })
  const page = await fetch(`${sandbox.baseUrl('identity')}/en/authorize?${params}`)
  expect(page.status).toBe(200)
  params.set('email_address', email)
  params.set('password', password)
  const reply = await fetch(`${sandbox.baseUrl('identity')}/en/authorize`, {
    method: 'POST',
    body: params,
    redirect: 'manual',
  })
  expect(reply.status).toBe(302)
  const location = new URL(reply.headers.get('Location') as string)
  expect(location.searchParams.get('state')).toBe(pkce.state)
  return { code: location.searchParams.get('code') as string, verifier: pkce.codeVerifier }
}

async function signIn(email?: string, password?: string) {
  const { code, verifier } = await authorize(email, password)
  const exchange = {
    grant_type: 'authorization_code',
    app_id: SANDBOX_APP_ID,
    code,
    redirect_uri: REDIRECT_URI,
  }
  const { status, body } = await call('identity', 'POST', '/api/v1/tokens/exchange', {
    body: { ...exchange, code_verifier: verifier },
  })
  expect(status).toBe(200)
  return body as { user: { id: number }; tokens: { access: { token: string }; refresh: { token: string } } }
}

describe('identity replies conform to specs/identity.yaml', () => {
  it('token exchange, /me, rotation, reuse detection and the errors of each', async () => {
    const { code, verifier } = await authorize()
    const exchange = {
      grant_type: 'authorization_code',
      app_id: SANDBOX_APP_ID,
      code,
      redirect_uri: REDIRECT_URI,
    }
    const bad = await call('identity', 'POST', '/api/v1/tokens/exchange', {
      body: { ...exchange, code_verifier: 'x'.repeat(43) },
    })
    expect(bad).toMatchObject({ status: 400, body: { code: 1000, error: 'Invalid code_verifier' } })
    const spent = await call('identity', 'POST', '/api/v1/tokens/exchange', {
      body: { ...exchange, code_verifier: verifier },
    })
    expect(spent).toMatchObject({ status: 400, body: { code: 1000 } })
    const again = await signIn()
    const me = await call('identity', 'GET', '/api/v1/me', { token: again.tokens.access.token })
    expect(me.body.email_address).toBe(DEMO_USERS[0].email_address)
    const byId = await call('identity', 'GET', `/api/v1/users/${again.user.id}`, {
      token: again.tokens.access.token,
    })
    expect(byId.status).toBe(200)

    const rotated = await call('identity', 'POST', '/api/v2/tokens/refresh', {
      body: { refresh_token: again.tokens.refresh.token },
    })
    expect(rotated.body.refresh.token).not.toBe(again.tokens.refresh.token)
    const reuse = await call('identity', 'POST', '/api/v2/tokens/refresh', {
      body: { refresh_token: again.tokens.refresh.token },
    })
    expect(reuse).toMatchObject({ status: 400, body: { code: 1001 } })
    const revoked = await call('identity', 'GET', '/api/v1/me', { token: rotated.body.access.token })
    expect(revoked).toMatchObject({ status: 401, body: { code: 2002 } })
    expect(sandbox.stats()).toEqual({ refreshCalls: 2, exchangeCalls: 3 })
  })

  it('refresh without rotation keeps the refresh token', async () => {
    const { tokens } = await signIn()
    const reply = await call('identity', 'POST', '/api/v1/tokens/refresh', {
      body: { refresh_token: tokens.refresh.token },
    })
    expect(reply.body.refresh.token).toBe(tokens.refresh.token)
    expect(reply.body.access.token).not.toBe(tokens.access.token)
  })

  it('login, sign-up and logout with their errors', async () => {
    const app = `Basic ${btoa(`${SANDBOX_APP_ID}:${SANDBOX_APP_SECRET}`)}`
    const credentials = { email_address: DEMO_USERS[1].email_address, password: DEMO_USERS[1].password }
    const login = await call('identity', 'POST', '/api/v1/login', { authorization: app, body: credentials })
    expect(login.body.user.first_name).toBe('Sam')
    const wrong = await call('identity', 'POST', '/api/v1/login', {
      authorization: app,
      body: { ...credentials, password: 'nope' },
    })
    expect(wrong).toMatchObject({ status: 400, body: { code: 1000 } })
    const created = await call('identity', 'POST', '/api/v1/users', {
      authorization: app,
      body: { email_address: 'kai.tanaka@example.com', password: 'Crossfader-9', first_name: 'Kai' },
    })
    expect(created.body).toMatchObject({ email_address: 'kai.tanaka@example.com', first_name: 'Kai' })
    const duplicate = await call('identity', 'POST', '/api/v1/users', {
      authorization: app,
      body: { email_address: 'KAI.tanaka@example.com', password: 'Crossfader-9' },
    })
    expect(duplicate.status).toBe(400)
    const token = login.body.tokens.access.token
    const logout = await call('identity', 'POST', '/api/v1/me/logout', {
      token,
      body: { refresh_token: login.body.tokens.refresh.token },
    })
    expect(logout.status).toBe(204)
    expect((await call('identity', 'GET', '/api/v1/me', { token })).status).toBe(401)
  })
})

describe('profile replies conform to specs/profile.yaml', () => {
  it('GET and PUT /me, with validation errors', async () => {
    const { tokens } = await signIn()
    const token = tokens.access.token
    const profile = await call('profile', 'GET', '/api/v1/me', { token })
    expect(profile.body).toMatchObject({
      dj_name: 'DJ Riv',
      country_code: 'GB',
      email_address: DEMO_USERS[0].email_address,
    })
    const updated = await call('profile', 'PUT', '/api/v1/me', {
      token,
      body: { dj_name: 'Riv', city: 'Bristol' },
    })
    expect(updated.body).toMatchObject({ dj_name: 'Riv', city: 'Bristol', country_code: 'GB' })
    expect((await call('profile', 'GET', '/api/v1/me', { token })).body.dj_name).toBe('Riv')
    const invalid = await call('profile', 'PUT', '/api/v1/me', { token, body: { country_code: 'Britain' } })
    expect(invalid).toMatchObject({ status: 400, body: { code: 1000 } })
    expect((await call('profile', 'GET', '/api/v1/me')).status).toBe(401)
  })
})

describe('licence replies conform to specs/license.yaml', () => {
  it('licences, products and product types of a user with licences and of one without', async () => {
    const alex = (await signIn()).tokens.access.token
    const licenses = await call('license', 'GET', '/api/v1/me/licenses', { token: alex })
    const names = licenses.body.items.map((l: { license_type: { name: string } }) => l.license_type.name)
    expect(names).toEqual(['DJ Pro', 'Studio', 'Hex FX', 'Sample', "Pitch 'n' Time"])
    const products = await call('license', 'GET', '/api/v1/me/products?show_license_activations=true', {
      token: alex,
    })
    expect(products.body.items[0].licenses[0].activations).toHaveLength(2)
    const subscriptions = await call('license', 'GET', '/api/v1/me/licenses?term=subscription', {
      token: alex,
    })
    // Studio by yearly and Hex FX by monthly subscription (the commerce seed keeps them in step).
    expect(subscriptions.body.items).toHaveLength(2)
    const unknownTerm = await call('license', 'GET', '/api/v1/me/licenses?term=forever', { token: alex })
    expect(unknownTerm.body.items).toEqual([])
    const types = await call('license', 'GET', '/api/v1/products/types', { token: alex })
    expect(types.body.items.length).toBeGreaterThanOrEqual(7)
    expect((await call('license', 'GET', '/api/v1/products/types/112', { token: alex })).body.name).toBe(
      'DJ Pro',
    )
    expect((await call('license', 'GET', '/api/v1/products/types/999', { token: alex })).status).toBe(404)

    const sam = (await signIn(DEMO_USERS[1].email_address, DEMO_USERS[1].password)).tokens.access.token
    expect((await call('license', 'GET', '/api/v1/me/licenses', { token: sam })).body.items).toEqual([])
    expect((await call('license', 'GET', '/api/v1/me/products', { token: sam })).body.items).toEqual([])
    expect((await call('license', 'GET', '/api/v1/me/products')).body).toMatchObject({ code: 2002 })
  })

  it('checked every reply', () => {
    expect(checked).toBeGreaterThan(30)
  })
})

describe('the reply check (the contract tests can fail)', () => {
  const user = {
    id: 1,
    email_address: 'a@example.com',
    date_created: '2026-11-21T09:30:00Z',
    locale: 'en_US',
  }
  const check = (response: Response, path = '/api/v1/me', method = 'GET') =>
    validator.check('identity', method, path, response)

  it('accepts a conforming reply', async () => {
    expect(await check(Response.json(user))).toEqual([])
  })

  it('reports a body that breaks the schema, with the instance path', async () => {
    const problems = await check(Response.json({ ...user, id: 'one', email_address: undefined }))
    expect(problems).toContain('GET /api/v1/me 200 /id must be integer')
    expect(problems.join('\n')).toMatch(/must have required property 'email_address'/)
  })

  it('reports an undocumented status, path, method or media type, and a body that is not JSON', async () => {
    expect(await check(Response.json(user, { status: 418 }))).toEqual([
      'GET /api/v1/me: status 418 is not documented',
    ])
    expect(await check(Response.json(user), '/api/v1/nowhere')).toEqual([
      '/api/v1/nowhere is not a path of specs/identity.yaml',
    ])
    expect(await check(Response.json(user), '/api/v1/me', 'PATCH')).toEqual([
      'PATCH /api/v1/me is not an operation of identity',
    ])
    expect(
      await check(new Response(JSON.stringify(user), { headers: { 'Content-Type': 'text/html' } })),
    ).toEqual(['expected Content-Type application/json, got text/html'])
    expect(
      await check(new Response('<h1>oops</h1>', { headers: { 'Content-Type': 'application/json' } })),
    ).toEqual(['body is not JSON: <h1>oops</h1>'])
  })
})
