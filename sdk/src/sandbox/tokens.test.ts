/**
 * The sandbox's token endpoints over HTTP (docs/requirements.md §4, §6, §8; RFC 7636; OAuth 2.0 Security BCP
 * §4.14 refresh-token rotation): PKCE exchange, single-use short-lived codes, rotation with reuse
 * detection, access-token expiry, the refresh counter, and each refusal's documented code and body.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createContractValidator } from '../../../scripts/contract/validator.ts'
import {
  ALEX,
  authorizeCode,
  exchange,
  getWithToken,
  postJson,
  REDIRECT_URI,
  signIn,
  startTestSandbox,
} from './test-support.ts'

const ACCESS_TTL = 30
const validator = createContractValidator(['identity'])
let t: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
  t = await startTestSandbox(ACCESS_TTL)
})
beforeEach(async () => {
  await fetch(`${t.services.url}/__sandbox/reset-stats`, { method: 'POST' })
})
afterAll(() => t?.services.close())

/** Asserts the documented error: status, body code, a message, and a body valid for the operation. */
async function expectError(reply: Response, path: string, status: number, code: number, message?: RegExp) {
  expect(await validator.check('identity', 'POST', path, reply)).toEqual([])
  expect(reply.status).toBe(status)
  const body = (await reply.json()) as { code: number; error: string }
  expect(body.code).toBe(code)
  expect(body.error).toMatch(message ?? /\S/)
}

const refresh = (token: string, version: 'v1' | 'v2' = 'v2') =>
  postJson(`${t.identity}/api/${version}/tokens/refresh`, { refresh_token: token })

describe('authorization code exchange (PKCE)', () => {
  it('exchanges a code and its verifier for the user and tokens; the access token reads /me', async () => {
    const { code, pkce } = await authorizeCode(t.identity)
    const reply = await exchange(t.identity, code, pkce.codeVerifier)
    expect(await validator.check('identity', 'POST', '/api/v1/tokens/exchange', reply)).toEqual([])
    const body = await reply.json()
    expect(body.user).toMatchObject({
      email_address: ALEX.email_address,
      first_name: 'Alex',
      last_name: 'Rivera',
    })
    const expiresIn = body.tokens.access.expires_at - Date.now() / 1000
    expect(expiresIn).toBeGreaterThan(ACCESS_TTL - 5)
    expect(expiresIn).toBeLessThanOrEqual(ACCESS_TTL + 1)
    const me = await getWithToken(`${t.identity}/api/v1/me`, body.tokens.access.token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email_address: ALEX.email_address })
  })

  it('refuses a code used twice, and revokes what the first use gave', async () => {
    const { code, pkce } = await authorizeCode(t.identity)
    const first = await (await exchange(t.identity, code, pkce.codeVerifier)).json()
    const second = await exchange(t.identity, code, pkce.codeVerifier)
    await expectError(second, '/api/v1/tokens/exchange', 400, 1000, /already been used/)
    expect((await getWithToken(`${t.identity}/api/v1/me`, first.tokens.access.token)).status).toBe(401)
  })

  it('refuses a wrong code_verifier', async () => {
    const { code } = await authorizeCode(t.identity)
    const other = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
    await expectError(
      await exchange(t.identity, code, other),
      '/api/v1/tokens/exchange',
      400,
      1000,
      /code_verifier/,
    )
  })

  it('refuses an expired code (60 s lifetime)', async () => {
    const { code, pkce } = await authorizeCode(t.identity)
    t.advance(61)
    const reply = await exchange(t.identity, code, pkce.codeVerifier)
    await expectError(reply, '/api/v1/tokens/exchange', 400, 1000, /expired/)
  })

  it('refuses a redirect_uri other than the one authorized', async () => {
    const { code, pkce } = await authorizeCode(t.identity)
    const reply = await exchange(t.identity, code, pkce.codeVerifier, `${REDIRECT_URI}/other`)
    await expectError(reply, '/api/v1/tokens/exchange', 400, 1000, /redirect_uri/)
  })

  it('refuses an unknown code', async () => {
    const reply = await exchange(t.identity, 'code_made_up', 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
    await expectError(reply, '/api/v1/tokens/exchange', 400, 1000, /Invalid authorization code/)
  })
})

describe('refresh', () => {
  it('rotates (v2): the spent token is dead, and its reuse revokes the whole family', async () => {
    const tokens = await signIn(t.identity)
    const rotated = await refresh(tokens.refresh.token)
    expect(await validator.check('identity', 'POST', '/api/v2/tokens/refresh', rotated)).toEqual([])
    const next = await rotated.json()
    expect(next.refresh.token).not.toBe(tokens.refresh.token)
    expect((await getWithToken(`${t.identity}/api/v1/me`, next.access.token)).status).toBe(200)

    await expectError(await refresh(tokens.refresh.token), '/api/v2/tokens/refresh', 400, 1001)
    // The reuse revoked the family: the rotated-to refresh token and its access token are dead too.
    await expectError(await refresh(next.refresh.token), '/api/v2/tokens/refresh', 400, 1001)
    const me = await getWithToken(`${t.identity}/api/v1/me`, next.access.token)
    expect(me.status).toBe(401)
    expect(await me.json()).toMatchObject({ code: 2002 })
    const licenses = await getWithToken(`${t.services.url}/license/api/v1/me/licenses`, next.access.token)
    expect(licenses.status).toBe(401)
  })

  it('does not rotate on v1: the same refresh token keeps working', async () => {
    const tokens = await signIn(t.identity)
    const first = await (await refresh(tokens.refresh.token, 'v1')).json()
    const second = await refresh(tokens.refresh.token, 'v1')
    expect(second.status).toBe(200)
    expect(first.refresh.token).toBe(tokens.refresh.token)
    expect(first.access.token).not.toBe(tokens.access.token)
  })

  it('answers an invalid refresh token with 400 code 1001', async () => {
    await expectError(await refresh('sbx_rt_made_up'), '/api/v2/tokens/refresh', 400, 1001)
  })

  it('counts refresh calls, readable and resettable over HTTP', async () => {
    const tokens = await signIn(t.identity)
    const again = await refresh((await (await refresh(tokens.refresh.token)).json()).refresh.token)
    expect(again.status).toBe(200)
    await refresh('sbx_rt_made_up')
    const stats = await (await fetch(`${t.services.url}/__sandbox/stats`)).json()
    expect(stats).toEqual({ refreshCalls: 3, exchangeCalls: 1 })
    expect(t.services.sandbox.stats()).toEqual(stats)
    await fetch(`${t.services.url}/__sandbox/reset-stats`, { method: 'POST' })
    expect(await (await fetch(`${t.services.url}/__sandbox/stats`)).json()).toEqual({
      refreshCalls: 0,
      exchangeCalls: 0,
    })
  })
})

describe('bearer checks', () => {
  it('answers a missing, unknown or expired access token with 401 code 2002', async () => {
    const tokens = await signIn(t.identity)
    const missing = await fetch(`${t.identity}/api/v1/me`)
    expect([missing.status, (await missing.json()).code]).toEqual([401, 2002])
    const unknown = await getWithToken(`${t.services.url}/profile/api/v1/me`, 'sbx_at_made_up')
    expect([unknown.status, (await unknown.json()).code]).toEqual([401, 2002])
    t.advance(ACCESS_TTL + 1)
    const expired = await getWithToken(`${t.identity}/api/v1/me`, tokens.access.token)
    expect([expired.status, (await expired.json()).code]).toEqual([401, 2002])
    const renewed = await (await refresh(tokens.refresh.token)).json()
    expect((await getWithToken(`${t.identity}/api/v1/me`, renewed.access.token)).status).toBe(200)
  })

  it('expires one access token on request (POST /__sandbox/expire-access-token), and no other', async () => {
    const mine = await signIn(t.identity)
    const other = await signIn(t.identity)
    const expire = (token: string) => postJson(`${t.services.url}/__sandbox/expire-access-token`, { token })
    expect((await expire(mine.access.token)).status).toBe(204)
    const refused = await getWithToken(`${t.identity}/api/v1/me`, mine.access.token)
    expect([refused.status, (await refused.json()).code]).toEqual([401, 2002])
    expect((await getWithToken(`${t.identity}/api/v1/me`, other.access.token)).status).toBe(200)
    const renewed = await (await refresh(mine.refresh.token)).json()
    expect((await getWithToken(`${t.identity}/api/v1/me`, renewed.access.token)).status).toBe(200)
    expect((await expire('sbx_at_made_up')).status).toBe(404)
  })
})
