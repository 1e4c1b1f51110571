/**
 * The request span and metrics every server here gets (request-telemetry.ts; docs/decisions/041),
 * through the site's host handler as a request meets it: a child of the caller's traceparent, named by
 * its route template, its log line joined to it, the golden signals by route.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../../scripts/telemetry/in-memory-sdk.ts'
import { setLogSink } from '../log.ts'
import { createHostHandler } from '../serve.ts'
import { observeRequest, setRequestRoute } from './request-telemetry.ts'

const lines: string[] = []
let otel: InMemorySdk
const previous = setLogSink((line) => lines.push(line))
beforeAll(() => {
  otel = registerInMemorySdk()
})
afterAll(() => {
  otel.unregister()
  setLogSink(previous)
})
beforeEach(() => {
  otel.resetSpans()
  lines.length = 0
})

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c'
const CALLER_SPAN = 'b7ad6b7169203331'

function site() {
  return createHostHandler({
    siteOrigin: 'http://site.test',
    render: async (request) => {
      const { pathname } = new URL(request.url)
      if (pathname === '/fails') return new Response('down', { status: 503 })
      // What Start's render does once the router matched (app/src/telemetry/server-spans.server.ts).
      if (pathname.startsWith('/dj/')) setRequestRoute('/dj/$product')
      return new Response('<p>page</p>', { headers: { 'content-type': 'text/html', 'x-cache': 'MISS' } })
    },
  })
}

describe('the request span', () => {
  it('continues the caller trace, is named by its route template, and never holds the path or query', async () => {
    await site()(
      new Request('http://site.test/dj/pro?email=jo%40example.com', {
        headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      }),
    )
    const [span] = otel.spans()
    expect(span?.name).toBe('GET /dj/$product')
    expect(span?.spanContext().traceId).toBe(CALLER_TRACE)
    expect(span?.parentSpanContext?.spanId).toBe(CALLER_SPAN)
    expect(span?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/dj/$product',
      'http.response.status_code': 200,
      'music.page_cache': 'MISS',
    })
    expect(JSON.stringify(span?.attributes)).not.toMatch(/\/dj\/pro|example/)
  })

  it('marks a 5xx an error; a request without a route keeps its method as its name', async () => {
    await site()(new Request('http://site.test/fails'))
    const [span] = otel.spans()
    expect(span?.name).toBe('GET')
    expect(span?.attributes).toMatchObject({ 'http.response.status_code': 503, 'error.type': '503' })
    expect(span?.status.code).toBe(2)
  })

  it("writes the request's log line with its trace and span ids", async () => {
    await site()(new Request('http://site.test/dj/pro'))
    const [span] = otel.spans()
    const logged = JSON.parse(lines.find((line) => line.includes('"msg":"request"')) ?? '{}')
    expect(logged).toMatchObject({
      route: '/dj/$product',
      trace_id: span?.spanContext().traceId,
      span_id: span?.spanContext().spanId,
      trace_sampled: true,
    })
  })

  it('says in the log line when its trace was sampled out (so no trace will be found for it)', async () => {
    await site()(
      new Request('http://site.test/dj/pro', {
        headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-00` },
      }),
    )
    expect(otel.spans()).toEqual([])
    const logged = JSON.parse(lines.find((line) => line.includes('"msg":"request"')) ?? '{}')
    expect(logged).toMatchObject({ trace_id: CALLER_TRACE, trace_sampled: false })
  })
})

describe('the golden signals', () => {
  it('records the duration histogram by method, route and status, and the page cache answers', async () => {
    const handle = site()
    await handle(new Request('http://site.test/dj/lite'))
    await handle(new Request('http://site.test/fails'))
    const duration = await otel.metric('http.server.request.duration')
    const routes = duration?.dataPoints.map((point) => point.attributes)
    expect(routes).toContainEqual({
      'http.request.method': 'GET',
      'http.route': '/dj/$product',
      'http.response.status_code': 200,
    })
    expect(routes).toContainEqual({
      'http.request.method': 'GET',
      'http.response.status_code': 503,
      'error.type': '503',
    })
    const cache = await otel.metric('music.page_cache.requests')
    expect(cache?.dataPoints.some((point) => point.attributes['music.page_cache'] === 'MISS')).toBe(true)
  })

  it('keeps the sandboxes out of the metrics (they only trace)', async () => {
    await observeRequest(new Request('http://sandbox.test/identity/api/v1/me'), async () => {
      setRequestRoute('/identity/*')
      return new Response(null, { status: 204 })
    })
    const duration = await otel.metric('http.server.request.duration')
    expect(duration?.dataPoints.some((point) => point.attributes['http.route'] === '/identity/*')).toBe(false)
  })
})
