/**
 * `POST /api/vitals` (web-vitals.ts; docs/decisions/041): what a browser's beacon records, and every
 * way a beacon is refused without recording anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../scripts/telemetry/in-memory-sdk.ts'
import { BEACON_BURST, BEACON_REFILL_MS, createWebVitalsEndpoint, MAX_BEACON_BYTES } from './web-vitals.ts'

let otel: InMemorySdk
beforeAll(() => {
  otel = registerInMemorySdk()
})
afterAll(() => otel.unregister())

const ROUTES = ['/', '/$product/downloads', '/account/orders']

function endpoint(now = () => 0) {
  return createWebVitalsEndpoint({ routeTemplates: () => ROUTES, sampleRate: 1, now })
}

const beacon = (body: unknown, init: RequestInit & { ip?: string } = {}) =>
  Object.assign(
    new Request('http://site.test/api/vitals', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      ...init,
    }),
    { ip: init.ip ?? '198.51.100.7' },
  )

describe('a valid beacon', () => {
  it('is recorded in the web_vitals histograms by route, in seconds (CLS as a score)', async () => {
    const reply = await endpoint()(
      beacon({
        route: '/$product/downloads',
        metrics: [
          { name: 'LCP', value: 1840 },
          { name: 'CLS', value: 0.04 },
          { name: 'INP', value: 96 },
        ],
      }),
    )
    expect(reply.status).toBe(204)
    const lcp = await otel.metric('web_vitals.lcp')
    const point = lcp?.dataPoints.find(
      (candidate) => candidate.attributes['http.route'] === '/$product/downloads',
    )
    expect(lcp?.descriptor.unit).toBe('s')
    expect(point?.value).toMatchObject({ count: 1, sum: 1.84 })
    const cls = await otel.metric('web_vitals.cls')
    expect(cls?.dataPoints[0]?.value).toMatchObject({ count: 1, sum: 0.04 })
  })
})

describe('a refused beacon (nothing recorded)', () => {
  it.each([
    ['not JSON', '{"route":'],
    ['an array', []],
    ['an unknown route', { route: '/jo@example.com', metrics: [{ name: 'LCP', value: 1 }] }],
    ['no metrics', { route: '/', metrics: [] }],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 1 }] }],
    [
      'a repeated metric',
      {
        route: '/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ],
    ['a negative value', { route: '/', metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value out of range', { route: '/', metrics: [{ name: 'CLS', value: 1e9 }] }],
    ['a value that is not a number', { route: '/', metrics: [{ name: 'TTFB', value: '12' }] }],
    ['an extra field', { route: '/', metrics: [{ name: 'LCP', value: 1 }], email: 'jo@example.com' }],
    ['an extra metric field', { route: '/', metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }],
    ['an oversized body', `{"route":"/","metrics":[],"pad":"${'x'.repeat(MAX_BEACON_BYTES)}"}`],
  ])('answers 400 for %s', async (_, body) => {
    const before = (await otel.metric('web_vitals.lcp'))?.dataPoints.length ?? 0
    const reply = await endpoint()(beacon(body))
    expect(reply.status).toBe(400)
    expect((await otel.metric('web_vitals.lcp'))?.dataPoints.length ?? 0).toBe(before)
  })

  it('answers 405 to another method', async () => {
    const reply = await endpoint()(new Request('http://site.test/api/vitals'))
    expect(reply.status).toBe(405)
    expect(reply.headers.get('allow')).toBe('POST')
  })

  it('answers 404 while the sample rate is 0 (the beacon is off)', async () => {
    const off = createWebVitalsEndpoint({ routeTemplates: () => ROUTES, sampleRate: 0 })
    expect((await off(beacon({ route: '/', metrics: [{ name: 'LCP', value: 1 }] }))).status).toBe(404)
  })

  it('rate limits a flood from one address (429 with Retry-After), not the others, and refills', async () => {
    let now = 0
    const handle = endpoint(() => now)
    const valid = { route: '/', metrics: [{ name: 'FCP', value: 300 }] }
    for (let i = 0; i < BEACON_BURST; i++) expect((await handle(beacon(valid))).status).toBe(204)
    const refused = await handle(beacon(valid))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handle(beacon(valid, { ip: '203.0.113.9' }))).status).toBe(204)
    now += BEACON_REFILL_MS
    expect((await handle(beacon(valid))).status).toBe(204)
  })
})
