/**
 * `@music/sdk/trace-context` (docs/decisions/041) as a browser app uses it: the `traceparent` each
 * service receives (the app's trace, a new span id per attempt, the app's sampled flag), the calls it
 * reports, and nothing at all for a call the app gives no trace.
 */
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSdk, sandboxServiceBaseUrls, serviceRequest } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import {
  newSpanId,
  newTraceId,
  propagateTraceContext,
  type ReportedCall,
  type TraceContext,
  traceparent,
} from './trace-context.ts'

const ORIGIN = 'http://sdk.test'
const ORDERS = `${ORIGIN}/commerce/api/v1/me/orders`
const REFRESH = `${ORIGIN}/identity/api/v2/tokens/refresh`
const future = () => Math.floor(Date.now() / 1000) + 3600
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The `traceparent` of each request the services received, in order. */
function recordTraceparents(): (string | null)[] {
  const seen: (string | null)[] = []
  server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('traceparent')))
  return seen
}

const sdk = () =>
  createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN),
    tokenStore: createMemoryTokenStore({
      access: { token: 'old-access', expires_at: future() },
      refresh: { token: 'the-refresh-token', expires_at: future() },
    }),
    locks: null,
  })

const orders = () =>
  serviceRequest('commerce', {
    sdk: sdk(),
    url: '/api/v1/me/orders',
    method: 'GET',
    urlTemplate: '/api/v1/me/orders',
  })

/** Runs `work` with trace context on, every call in `trace`; returns what was reported. */
async function withTraceContext(
  trace: (call: { service: string }) => TraceContext | undefined,
  work: () => Promise<unknown>,
) {
  const reported: ReportedCall[] = []
  const off = propagateTraceContext({ trace, onCall: (call) => void reported.push(call) })
  try {
    await work().catch(() => undefined)
  } finally {
    off()
  }
  return reported
}

describe('ids and the header (W3C Trace Context)', () => {
  it('makes ids of the right length, never all zero', () => {
    expect(newTraceId()).toMatch(/^[0-9a-f]{32}$/)
    expect(newSpanId()).toMatch(/^[0-9a-f]{16}$/)
    expect(newTraceId()).not.toBe(newTraceId())
    expect(traceparent(TRACE, '00f067aa0ba902b7', true)).toBe(`00-${TRACE}-00f067aa0ba902b7-01`)
    expect(traceparent(TRACE, '00f067aa0ba902b7', false)).toBe(`00-${TRACE}-00f067aa0ba902b7-00`)
  })
})

describe('propagateTraceContext', () => {
  it('sends every attempt the app’s trace with a span id of its own, the retry after a refresh too', async () => {
    server.use(
      http.get(ORDERS, ({ request }) =>
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
    const reported = await withTraceContext(() => ({ traceId: TRACE, sampled: true }), orders)

    expect(received).toHaveLength(3)
    for (const header of received) expect(header).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`))
    const spanIds = received.map((header) => header?.split('-')[2])
    expect(new Set(spanIds).size).toBe(3)
    // What the app hears: the refused attempt, the refresh, the retry; each with the span id it sent.
    expect(
      reported.map(({ method, urlTemplate, status, resendCount }) => ({
        method,
        urlTemplate,
        status,
        resendCount,
      })),
    ).toEqual([
      { method: 'GET', urlTemplate: '/api/v1/me/orders', status: 401, resendCount: 0 },
      { method: 'POST', urlTemplate: '/api/v2/tokens/refresh', status: 200, resendCount: 0 },
      { method: 'GET', urlTemplate: '/api/v1/me/orders', status: 200, resendCount: 1 },
    ])
    expect(reported.map((call) => call.spanId)).toEqual(spanIds)
    expect(reported.every((call) => call.traceId === TRACE && call.sampled && call.durationMs >= 0)).toBe(
      true,
    )
    // Nothing of the call's URL, token or body in what is reported.
    expect(JSON.stringify(reported)).not.toMatch(/access|refresh-token|sdk\.test/)
  })

  it('sends the sampled flag the app decided, and no header when asked not to propagate', async () => {
    server.use(http.get(ORDERS, () => HttpResponse.json({ items: [] })))
    const received = recordTraceparents()
    await withTraceContext(() => ({ traceId: TRACE, sampled: false }), orders)
    const reported = await withTraceContext(
      () => ({ traceId: TRACE, sampled: true, propagate: false }),
      orders,
    )
    expect(received[0]).toMatch(/-00$/)
    expect(received[1]).toBeNull()
    expect(reported).toHaveLength(1)
  })

  it('reports a call that got no reply by its error class, and a call without a trace not at all', async () => {
    server.use(http.get(ORDERS, () => HttpResponse.error()))
    const failed = await withTraceContext(() => ({ traceId: TRACE, sampled: true }), orders)
    expect(failed).toEqual([expect.objectContaining({ service: 'commerce', errorType: 'NetworkError' })])
    expect(failed[0]?.status).toBeUndefined()

    server.use(http.get(ORDERS, () => HttpResponse.json({ items: [] })))
    const received = recordTraceparents()
    const none = await withTraceContext(() => undefined, orders)
    expect(none).toEqual([])
    expect(received).toEqual([null])
  })

  it('is off again once turned off', async () => {
    server.use(http.get(ORDERS, () => HttpResponse.json({ items: [] })))
    await withTraceContext(
      () => ({ traceId: TRACE, sampled: true }),
      async () => undefined,
    )
    const received = recordTraceparents()
    await orders()
    expect(received).toEqual([null])
  })
})
