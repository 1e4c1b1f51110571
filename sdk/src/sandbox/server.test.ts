/**
 * The services sandbox as an HTTP server: CORS for the site's origin, the generated handlers behind
 * the stateful ones, 404 JSON for anything else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWithToken, SITE, signIn, startTestSandbox } from './test-support.ts'

let t: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
  t = await startTestSandbox()
})
afterAll(() => t?.services.close())

describe('services sandbox server', () => {
  it('answers a preflight from the site origin with credentials, Authorization and Content-Type', async () => {
    const reply = await fetch(`${t.services.url}/license/api/v1/me/licenses`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(reply.status).toBe(204)
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(reply.headers.get('Access-Control-Allow-Credentials')).toBe('true')
    expect(reply.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization.*Content-Type/)
  })

  it('refuses a preflight from another origin and sends no CORS headers to it', async () => {
    const headers = { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' }
    const reply = await fetch(`${t.services.url}/identity/api/v1/me`, { method: 'OPTIONS', headers })
    expect(reply.status).toBe(403)
    const get = await fetch(`${t.services.url}/identity/api/v1/me`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('adds CORS headers to replies for the site origin', async () => {
    const reply = await fetch(`${t.services.url}/identity/api/v1/me`, { headers: { Origin: SITE } })
    expect(reply.status).toBe(401)
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(reply.headers.get('Access-Control-Allow-Credentials')).toBe('true')
  })

  it('answers a host name other than the bound one the same way', async () => {
    const tokens = await signIn(t.identity)
    const viaLocalhost = t.services.url.replace('127.0.0.1', 'localhost')
    const reply = await getWithToken(`${viaLocalhost}/license/api/v1/me/products`, tokens.access.token)
    expect(reply.status).toBe(200)
    expect((await reply.json()).items).toHaveLength(5)
  })

  it('serves the stateful notification service, v2 and v1, to the site origin', async () => {
    const templates = await fetch(`${t.services.url}/notifications/api/v2/templates`, {
      headers: { Origin: SITE },
    })
    expect(templates.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect((await templates.json()).items.map((template: { name: string }) => template.name)).toEqual([
      'banner',
      'modal',
      'takeover',
    ])
    const query = 'host_app_name=serato_dj_lite&host_app_version=1.6&host_app_os=win'
    const v1 = await fetch(`${t.services.url}/notifications-v1/api/v1/notifications?${query}`)
    expect((await v1.json()).items.map((n: { message: { id: string } }) => n.message.id)).toEqual(['303'])
    // One host serves v1 and v2 in production, and the public SDK calls v1 there: the same list, not
    // the generated handlers' random data.
    const v1AtV2Host = await fetch(`${t.services.url}/notifications/api/v1/notifications?${query}`)
    expect((await v1AtV2Host.json()).items.map((n: { message: { id: string } }) => n.message.id)).toEqual([
      '303',
    ])
    const campaigns = await fetch(`${t.services.url}/notifications/api/v2/campaigns`)
    expect(await campaigns.json()).toMatchObject({ code: 2002 })
  })

  it('falls back to the generated handlers for operations without a stateful fake', async () => {
    const reply = await fetch(`${t.services.url}/rewards/api/v1/referralcampaigns`)
    expect(reply.status).toBe(200)
    expect(await reply.json()).toHaveProperty('items')
  })

  it('answers anything else with 404 JSON', async () => {
    for (const path of ['/nothing-here', '/license/api/v1/no/such/path', '/__sandbox/stats/x']) {
      const reply = await fetch(`${t.services.url}${path}`)
      expect(reply.status).toBe(404)
      expect(await reply.json()).toMatchObject({ code: 3001 })
    }
  })
})

describe('request limits (docs/decisions/019)', () => {
  it('answers a body over 1 MiB with 413 and a URL over 8 KiB with 414, in the services’ error shape', async () => {
    const big = await fetch(`${t.services.url}/identity/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: 'x'.repeat(1024 * 1024 + 1) }),
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ code: 4130 })
    const long = await fetch(`${t.services.url}/identity/api/v1/users?email_address=${'x'.repeat(9000)}`)
    expect(long.status).toBe(414)
  })
})
