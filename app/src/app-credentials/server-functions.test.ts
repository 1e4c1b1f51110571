/**
 * The server functions that use the application secret (docs/decisions/022), against the stateful
 * sandbox under msw: what a caller sees — the account created and signed in, refusals per field, a
 * partner-promotion code for the token's own user only, and no call at all without `APP_SECRET`.
 */
import { sandboxServiceBaseUrls } from '@music/sdk'
import { getMe } from '@music/sdk/identity'
import { createSandbox, DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET, type Sandbox } from '@music/sdk/mocks'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../auth/server-session.server.ts'
import { loadServerConfig } from '../config/server-config.ts'
import { createServerSdk } from '../config/server-sdk.server.ts'
import { claimPartnerPromotionCodeOnServer } from './partner-promotion-code.server.ts'
import { signUpOnServer } from './sign-up.server.ts'
import { parseSignUpInput } from './sign-up.ts'

const SERVICES = 'http://services.test'
const config = loadServerConfig({ SERVICES_BASE_URL: SERVICES, APP_SECRET: SANDBOX_APP_SECRET })
const server = setupServer()
let sandbox: Sandbox
const calls: string[] = []

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${request.url}`))
})
afterAll(() => server.close())
beforeEach(() => {
  sandbox = createSandbox(undefined, { baseUrls: sandboxServiceBaseUrls(SERVICES) })
  server.resetHandlers(...sandbox.handlers)
  calls.length = 0
})

const newAccount = (email = `new-${crypto.randomUUID()}@example.com`) => ({
  email_address: email,
  password: 'Fresh-start-9',
  first_name: 'Nia',
  last_name: 'Brooks',
})

/** An access token of a demo user (index into DEMO_USERS). */
const tokenOf = (index: number) => {
  const user = sandbox.stores.identity.findByEmail(DEMO_USERS[index]?.email_address ?? '')
  if (!user) throw new Error('no demo user')
  return sandbox.stores.identity.signIn(user.id, SANDBOX_APP_ID).access?.token ?? ''
}

describe('signUpOnServer', () => {
  it('creates the account and signs it in: the access token it returns is the new customer’s, the refresh token goes into the HttpOnly cookie', async () => {
    const account = newAccount()
    const session = sessionStore({ siteOrigin: 'https://www.example.com' }, '')
    const result = await signUpOnServer(config, account, session)
    if (result.outcome !== 'signed-in') throw new Error(`not signed in: ${JSON.stringify(result)}`)
    const me = await getMe({ sdk: createServerSdk(config, result.access.token) })
    expect(me).toMatchObject({ id: result.userId, email_address: account.email_address, first_name: 'Nia' })
    expect(JSON.stringify(result)).not.toContain(session.get().refresh?.token ?? 'no refresh token')
    expect(session.setCookieHeaders()[0]).toMatch(/^__Host-Http-sso_production-1_r=.*HttpOnly/)
  })

  it('answers a used address and a weak password per field, with the service’s codes', async () => {
    const taken = await signUpOnServer(config, { ...newAccount(DEMO_USERS[0].email_address) })
    expect(taken).toMatchObject({
      outcome: 'refused',
      code: 1301,
      fields: { email_address: 'An account with this email address already exists. Sign in instead.' },
    })
    const weak = await signUpOnServer(config, { ...newAccount(), password: 'password' })
    expect(weak).toMatchObject({
      outcome: 'refused',
      code: 1302,
      fields: { password: 'Use at least 8 characters with a letter and a digit or symbol.' },
    })
  })

  it('says the account exists when the sign-in after it fails, so the customer signs in on the page', async () => {
    server.use(
      http.post(`${SERVICES}/identity/api/v1/login`, () =>
        HttpResponse.json({ code: 5030 }, { status: 503 }),
      ),
    )
    const result = await signUpOnServer(config, newAccount())
    expect(result.outcome).toBe('created')
  })

  it('calls nothing without APP_SECRET, and answers that sign-up is unavailable', async () => {
    const result = await signUpOnServer({ ...config, appSecret: undefined }, newAccount())
    expect(result).toMatchObject({ outcome: 'unavailable' })
    expect(calls).toEqual([])
  })
})

describe('parseSignUpInput (anyone may call the server function)', () => {
  it('keeps the known fields within their limits and drops the rest', () => {
    expect(parseSignUpInput({ email_address: 'a@b.co', password: 'x', user_id: 1, first_name: '' })).toEqual({
      email_address: 'a@b.co',
      password: 'x',
    })
  })

  it.each([
    null,
    'text',
    {},
    { email_address: 'a@b.co' },
    { email_address: 'a@b.co', password: 'x'.repeat(129) },
  ])('refuses %j', (input) => {
    expect(() => parseSignUpInput(input)).toThrow(/signUp: invalid/)
  })
})

describe('claimPartnerPromotionCodeOnServer', () => {
  it('gives the token’s own user a code of the promotion, the same code when asked again', async () => {
    const sam = tokenOf(1)
    const first = await claimPartnerPromotionCodeOnServer(config, sam, 'beatport-streaming-1-month')
    if (first.outcome !== 'added') throw new Error(JSON.stringify(first))
    const samId = sandbox.stores.identity.findByEmail(DEMO_USERS[1].email_address)?.id
    expect(first.code).toMatchObject({ user_id: samId, promotion_name: 'beatport-streaming-1-month' })
    expect(first.code.promotion_code).toMatch(/^BEATPORT-1MO-/)
    const again = await claimPartnerPromotionCodeOnServer(config, sam, 'beatport-streaming-1-month')
    expect(again).toEqual(first)
  })

  it('refuses an ended promotion on its field (1411) and an unknown one (404)', async () => {
    const ended = await claimPartnerPromotionCodeOnServer(config, tokenOf(1), 'loopmasters-2025')
    expect(ended).toMatchObject({ outcome: 'refused', code: 1411 })
    if (ended.outcome === 'refused') expect(ended.fields.promotion_name).toMatch(/has ended/)
    const unknown = await claimPartnerPromotionCodeOnServer(config, tokenOf(1), 'no-such-promotion')
    expect(unknown).toMatchObject({ outcome: 'refused', status: 404 })
  })

  it('answers signed-out for a token the identity service refuses, and claims nothing', async () => {
    const result = await claimPartnerPromotionCodeOnServer(config, 'not-a-token', 'splice-3-months')
    expect(result).toEqual({ outcome: 'signed-out' })
    expect(calls.some((call) => call.includes('/partnerpromotions/code'))).toBe(false)
  })
})
