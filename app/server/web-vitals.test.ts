/**
 * `POST /api/vitals` (web-vitals.ts; docs/decisions/041): what a browser's beacon records (Core Web
 * Vitals; a client navigation's time to data and its service calls, with a log line in its trace), and
 * every way a beacon is refused without recording anything.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../scripts/telemetry/in-memory-sdk.ts'
import type { BeaconCall } from '../src/telemetry/beacon.ts'
import { clientAddress } from './client-address.ts'
import { setLogSink } from './log.ts'
import {
  BEACON_BURST,
  BEACON_REFILL_MS,
  type BrowserCalls,
  createWebVitalsEndpoint,
  MAX_BEACON_BYTES,
} from './web-vitals.ts'

let otel: InMemorySdk
beforeAll(() => {
  otel = registerInMemorySdk()
})
afterAll(() => otel.unregister())

const ROUTES = ['/', '/$product/downloads', '/account/orders']

/** The operations a beacon's calls may name, and the calls recorded (the server entry's, in tests). */
const OPERATIONS = ['commerce GET /api/v1/me/orders', 'identity GET /api/v1/me']
const recordedCalls: BeaconCall[] = []
const browserCalls: BrowserCalls = {
  isOperation: (service, method, urlTemplate) => OPERATIONS.includes(`${service} ${method} ${urlTemplate}`),
  record: (call) => void recordedCalls.push(call),
}
const logLines: string[] = []
let restoreLog: ReturnType<typeof setLogSink>
beforeAll(() => {
  restoreLog = setLogSink((line) => void logLines.push(line))
})
afterAll(() => void setLogSink(restoreLog))
afterEach(() => {
  recordedCalls.length = 0
  logLines.length = 0
})

function endpoint(now = () => 0, address = (request: Request) => clientAddress(request, undefined)) {
  return createWebVitalsEndpoint({
    routeTemplates: () => ROUTES,
    browserCalls: () => browserCalls,
    sampleRate: 1,
    now,
    clientAddress: address,
  })
}

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const ordersCall = {
  service: 'commerce',
  method: 'GET',
  urlTemplate: '/api/v1/me/orders',
  status: 200,
  ms: 4116.2,
}
const screen = (fields: Record<string, unknown> = {}) => ({
  route: '/account/orders',
  traceId: TRACE,
  dataShownMs: 4123.4,
  calls: [ordersCall],
  ...fields,
})

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

describe('a client navigation’s screen (a signed-in screen the server never rendered)', () => {
  it('records its time to data by route, each call the browser made, and a log line in its trace', async () => {
    const failed = {
      service: 'identity',
      method: 'GET',
      urlTemplate: '/api/v1/me',
      errorType: 'TimeoutError',
      ms: 10_003,
    }
    const reply = await endpoint()(beacon({ screens: [screen({ calls: [ordersCall, failed] })] }))
    expect(reply.status).toBe(204)
    const histogram = await otel.metric('music.screen.data.duration')
    expect(histogram?.descriptor.unit).toBe('s')
    const point = histogram?.dataPoints.find(
      (candidate) => candidate.attributes['http.route'] === '/account/orders',
    )
    expect(point?.value).toMatchObject({ count: 1, sum: expect.closeTo(4.1234, 6) })
    // The trace id is in no metric label.
    expect(JSON.stringify(histogram?.dataPoints.map((each) => each.attributes))).not.toContain(TRACE)
    expect(recordedCalls).toEqual([ordersCall, failed])
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'browser screen',
        route: '/account/orders',
        data_shown_ms: 4123.4,
        calls: 2,
        slowest_service: 'identity',
        slowest_ms: 10_003,
        trace_id: TRACE,
        trace_sampled: true,
      }),
      expect.objectContaining({
        level: 'warn',
        msg: 'service call failed',
        service: 'identity',
        url_template: '/api/v1/me',
        error_type: 'TimeoutError',
        measured_in: 'browser',
        trace_id: TRACE,
      }),
    ])
  })

  it('takes the landing screen’s calls without a time to data, and Core Web Vitals in the same beacon', async () => {
    const landing = { route: '/account/orders', traceId: TRACE, calls: [ordersCall] }
    const reply = await endpoint()(
      beacon({ route: '/', metrics: [{ name: 'TTFB', value: 80 }], screens: [landing] }),
    )
    expect(reply.status).toBe(204)
    expect(recordedCalls).toEqual([ordersCall])
  })

  it.each([
    [
      'an operation no service has',
      screen({ calls: [{ ...ordersCall, urlTemplate: '/api/v1/me/orders/48213' }] }),
    ],
    [
      'a path with personal data',
      screen({ calls: [{ ...ordersCall, urlTemplate: '/api/v1/users/alex.rivera@example.com' }] }),
    ],
    ['an unknown service', screen({ calls: [{ ...ordersCall, service: 'billing' }] })],
    ['an unknown method', screen({ calls: [{ ...ordersCall, method: 'BREW' }] })],
    ['a status and an error type', screen({ calls: [{ ...ordersCall, errorType: 'TimeoutError' }] })],
    ['neither a status nor an error type', screen({ calls: [{ ...ordersCall, status: undefined }] })],
    [
      'an unknown error type',
      screen({ calls: [{ ...ordersCall, status: undefined, errorType: 'alex.rivera' }] }),
    ],
    [
      'an extra call field',
      screen({ calls: [{ ...ordersCall, url: 'https://ecom/api/v1/me/orders?token=x' }] }),
    ],
    ['a malformed trace id', screen({ traceId: 'not-a-trace' })],
    ['an all-zero trace id', screen({ traceId: '0'.repeat(32) })],
    ['an unknown route', screen({ route: '/account/orders/48213' })],
    ['a time to data out of range', screen({ dataShownMs: -1 })],
    ['an empty screen', screen({ dataShownMs: undefined, calls: [] })],
    ['too many calls', screen({ calls: Array.from({ length: 21 }, () => ordersCall) })],
    ['an extra screen field', screen({ email: 'alex.rivera@example.com' })],
  ])('answers 400 for %s', async (_, refused) => {
    const reply = await endpoint()(beacon({ screens: [refused] }))
    expect(reply.status).toBe(400)
    expect(recordedCalls).toEqual([])
    expect(logLines).toEqual([])
  })

  it('answers 400 for too many screens, or for screens where calls are not recorded', async () => {
    expect((await endpoint()(beacon({ screens: Array.from({ length: 9 }, () => screen()) }))).status).toBe(
      400,
    )
    const withoutCalls = createWebVitalsEndpoint({
      routeTemplates: () => ROUTES,
      sampleRate: 1,
      clientAddress: () => 'test',
    })
    expect((await withoutCalls(beacon({ screens: [screen()] }))).status).toBe(400)
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
    const off = createWebVitalsEndpoint({
      routeTemplates: () => ROUTES,
      sampleRate: 0,
      clientAddress: () => 'test',
    })
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

  it('behind a trusted proxy (CLIENT_ADDRESS_HEADER), limits each visitor, not the proxy', async () => {
    const handle = endpoint(
      () => 0,
      (request) => clientAddress(request, 'x-forwarded-for'),
    )
    const valid = { route: '/', metrics: [{ name: 'FCP', value: 300 }] }
    const via = (visitor: string) =>
      beacon(valid, { ip: '10.0.0.2', headers: { 'x-forwarded-for': visitor } })
    for (let i = 0; i < BEACON_BURST; i++) expect((await handle(via('198.51.100.7'))).status).toBe(204)
    expect((await handle(via('198.51.100.7'))).status).toBe(429)
    // Another visitor through the same proxy (the same connection address) is not refused.
    expect((await handle(via('203.0.113.9'))).status).toBe(204)
  })
})
