/**
 * The sdk's OpenTelemetry (`instrumentSdk`, index.ts; docs/decisions/041) as an app with an SDK sees it: a
 * CLIENT span per attempt named by the operation's template, the refresh between a refused attempt
 * and its retry, the `traceparent` each service receives, the duration histogram, and nothing at all
 * (no span, no header) when the app registers no SDK or does not instrument the sdk.
 */
import { context, trace } from '@opentelemetry/api'
import type { ReadableSpan } from '@opentelemetry/sdk-trace'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../../scripts/telemetry/in-memory-sdk.ts'
import { listUserSubscriptions } from '../generated/commerce/hooks.ts'
import { createSdk, sandboxServiceBaseUrls, serviceRequest } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import {
  HTTP_DURATION_BUCKETS_SECONDS,
  instrumentSdk,
  isServiceOperation,
  recordReportedCall,
  type SettledCall,
} from './index.ts'

const ORIGIN = 'http://sdk.test'
const LICENSES = `${ORIGIN}/license/api/v1/me/licenses`
const REFRESH = `${ORIGIN}/identity/api/v2/tokens/refresh`
const future = () => Math.floor(Date.now() / 1000) + 3600

const server = setupServer()
let otel: InMemorySdk | undefined
const spans = () => otel?.spans() ?? []

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => otel?.resetSpans())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The `traceparent` of each request the services received, in order. */
function recordTraceparents(): (string | null)[] {
  const seen: (string | null)[] = []
  server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('traceparent')))
  return seen
}

const spanId = (traceparent: string | null) => traceparent?.split('-')[2]

function signedInSdk(accessToken = 'old-access') {
  return createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN),
    tokenStore: createMemoryTokenStore({
      access: { token: accessToken, expires_at: future() },
      refresh: { token: 'the-refresh-token', expires_at: future() },
    }),
    locks: null,
  })
}

describe('instrumented, with an OpenTelemetry SDK registered', () => {
  let uninstrument: () => void
  beforeAll(() => {
    otel = registerInMemorySdk()
    uninstrument = instrumentSdk()
  })
  afterAll(() => {
    uninstrument()
    otel?.unregister()
    otel = undefined
  })

  it('makes a span per attempt, the refresh between a refused attempt and its retry visible', async () => {
    server.use(
      http.get(LICENSES, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ items: [] })
          : HttpResponse.json({ code: 2002, error: 'Invalid access token' }, { status: 401 }),
      ),
      http.post(REFRESH, () =>
        HttpResponse.json({
          access: { token: 'new-access', expires_at: future() },
          refresh: { token: 'new-refresh', expires_at: future() },
        }),
      ),
    )
    const received = recordTraceparents()
    const sdk = signedInSdk()
    const page = trace.getTracer('test').startSpan('GET /account')
    await context.with(trace.setSpan(context.active(), page), () =>
      serviceRequest('license', {
        sdk,
        url: '/api/v1/me/licenses',
        method: 'GET',
        urlTemplate: '/api/v1/me/licenses',
      }),
    )
    page.end()

    const finished = spans()
    const named = (name: string) => finished.filter((span) => span.name === name)
    const [refused, retried] = named('GET /api/v1/me/licenses')
    const [refresh] = named('token refresh')
    const [refreshCall] = named('POST /api/v2/tokens/refresh')
    expect([refused, retried, refresh, refreshCall].every(Boolean)).toBe(true)
    expect(refused?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 401,
      'error.type': '401',
      'music.service': 'license',
      'url.template': '/api/v1/me/licenses',
    })
    expect(refused?.attributes['http.request.resend_count']).toBeUndefined()
    expect(retried?.attributes).toMatchObject({
      'http.response.status_code': 200,
      'http.request.resend_count': 1,
    })
    expect(refresh?.attributes['music.token_refresh.outcome']).toBe('refreshed')
    // The identity call is the refresh's child; every span is in the page request's trace.
    expect(refreshCall?.parentSpanContext?.spanId).toBe(refresh?.spanContext().spanId)
    for (const span of [refused, retried, refresh] as ReadableSpan[]) {
      expect(span.parentSpanContext?.spanId).toBe(page.spanContext().spanId)
    }
    // Each service received the traceparent of the attempt that called it.
    expect(received.map(spanId)).toEqual([
      refused?.spanContext().spanId,
      refreshCall?.spanContext().spanId,
      retried?.spanContext().spanId,
    ])
    expect(received.every((header) => header?.split('-')[1] === page.spanContext().traceId)).toBe(true)
  })

  it('names a generated call by its template, and no attribute holds the ids or the token', async () => {
    server.use(
      http.get(`${ORIGIN}/commerce/api/v1/users/:userId/subscriptions`, () =>
        HttpResponse.json({ items: [] }),
      ),
    )
    await listUserSubscriptions(48213, { sdk: signedInSdk('secret-access-token') })
    const [span] = spans()
    expect(span?.name).toBe('GET /api/v1/users/{userId}/subscriptions')
    const exported = JSON.stringify({ name: span?.name, attributes: span?.attributes })
    expect(exported).not.toContain('48213')
    expect(exported).not.toContain('secret-access-token')
  })

  it('records http.client.request.duration by service, template and status', async () => {
    server.use(http.get(LICENSES, () => HttpResponse.json({ code: 5000, error: 'down' }, { status: 503 })))
    await serviceRequest('license', {
      sdk: signedInSdk('new-access'),
      url: '/api/v1/me/licenses',
      method: 'GET',
      urlTemplate: '/api/v1/me/licenses',
    }).catch(() => undefined)
    const histogram = await otel?.metric('http.client.request.duration')
    const point = histogram?.dataPoints.find(
      (candidate) => candidate.attributes['http.response.status_code'] === 503,
    )
    expect(histogram?.descriptor.unit).toBe('s')
    expect(point?.attributes).toMatchObject({
      'music.service': 'license',
      'url.template': '/api/v1/me/licenses',
      'error.type': '503',
    })
  })

  it('hands each settled call to onCall inside its span, a failure with its error type', async () => {
    const settled: { call: SettledCall; traceId?: string; spanId?: string }[] = []
    instrumentSdk({
      onCall: (call) => {
        const active = trace.getActiveSpan()?.spanContext()
        settled.push({ call, traceId: active?.traceId, spanId: active?.spanId })
      },
    })
    server.use(http.get(LICENSES, () => HttpResponse.json({ code: 5000, error: 'down' }, { status: 503 })))
    try {
      await serviceRequest('license', {
        sdk: signedInSdk('new-access'),
        url: '/api/v1/me/licenses',
        method: 'GET',
        urlTemplate: '/api/v1/me/licenses',
      }).catch(() => undefined)
    } finally {
      instrumentSdk()
    }
    const [span] = spans()
    expect(settled).toEqual([
      {
        call: {
          service: 'license',
          method: 'GET',
          urlTemplate: '/api/v1/me/licenses',
          status: 503,
          errorType: '503',
          durationMs: expect.any(Number),
        },
        traceId: span?.spanContext().traceId,
        spanId: span?.spanContext().spanId,
      },
    ])
  })

  it('records a call measured in a browser in the same histogram, told apart by music.measured_in', async () => {
    recordReportedCall(
      { service: 'commerce', method: 'GET', urlTemplate: '/api/v1/me/orders', status: 200, durationMs: 4116 },
      'browser',
    )
    recordReportedCall(
      {
        service: 'commerce',
        method: 'GET',
        urlTemplate: '/api/v1/me/orders',
        errorType: 'TimeoutError',
        durationMs: 10_004,
      },
      'browser',
    )
    const histogram = await otel?.metric('http.client.request.duration')
    const points = histogram?.dataPoints.filter(
      (point) => point.attributes['music.measured_in'] === 'browser',
    )
    expect(points?.map((point) => point.attributes)).toEqual([
      {
        'http.request.method': 'GET',
        'music.service': 'commerce',
        'music.measured_in': 'browser',
        'url.template': '/api/v1/me/orders',
        'http.response.status_code': 200,
      },
      {
        'http.request.method': 'GET',
        'music.service': 'commerce',
        'music.measured_in': 'browser',
        'url.template': '/api/v1/me/orders',
        'error.type': 'TimeoutError',
      },
    ])
    // A call cut off by the 10 s timeout has a bucket of its own, not +Inf.
    const timedOut = points?.[1]?.value as { buckets: { boundaries: number[]; counts: number[] } }
    const bucket = timedOut.buckets.counts.findIndex((count) => count > 0)
    expect(timedOut.buckets.boundaries[bucket]).toBe(15)
    expect(HTTP_DURATION_BUCKETS_SECONDS.at(-1)).toBeGreaterThan(10)
  })

  it('knows each service’s operations from its OpenAPI document, and nothing else', () => {
    expect(isServiceOperation('commerce', 'GET', '/api/v1/me/orders')).toBe(true)
    expect(isServiceOperation('identity', 'POST', '/api/v1/tokens/refresh')).toBe(true)
    expect(isServiceOperation('commerce', 'DELETE', '/api/v1/me/orders')).toBe(false)
    expect(isServiceOperation('commerce', 'GET', '/api/v1/me/orders/123')).toBe(false)
    expect(isServiceOperation('license', 'GET', '/api/v1/me/orders')).toBe(false)
    expect(isServiceOperation('toString', 'GET', '/')).toBe(false)
  })
})

describe('without an SDK (the library rule)', () => {
  it('sends no traceparent and records nothing', async () => {
    server.use(http.get(LICENSES, () => HttpResponse.json({ items: [] })))
    const received = recordTraceparents()
    await serviceRequest('license', {
      sdk: signedInSdk('new-access'),
      url: '/api/v1/me/licenses',
      method: 'GET',
    })
    expect(received).toEqual([null])
    expect(spans()).toEqual([])
  })
})
