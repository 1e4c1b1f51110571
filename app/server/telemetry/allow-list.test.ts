/**
 * The allow-list between the spans and the exporter (allow-list.ts; docs/decisions/041): whatever an
 * attribute is called, only the listed names leave the process.
 */
import { context, SpanStatusCode, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { describe, expect, it } from 'vitest'
import { AllowListSpanExporter } from './allow-list.ts'

describe('AllowListSpanExporter', () => {
  it('drops attributes, event attributes and status messages the allow-list does not name', async () => {
    const exported = new InMemorySpanExporter()
    const provider = new TracerProvider({
      spanProcessors: [new SimpleSpanProcessor({ exporter: new AllowListSpanExporter(exported) })],
    })
    const span = provider.getTracer('test').startSpan('GET /account/orders', {}, context.active())
    span.setAttributes({
      'http.route': '/account/orders',
      'http.response.status_code': 500,
      'user.email': 'jo@example.com',
      'url.full': 'https://site.test/account/orders?token=abc',
      'enduser.id': '4821',
    })
    span.recordException(new TypeError('Cannot read jo@example.com'))
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'jo@example.com failed' })
    span.end()
    const [sent] = exported.getFinishedSpans()
    expect(sent?.attributes).toEqual({ 'http.route': '/account/orders', 'http.response.status_code': 500 })
    expect(sent?.events[0]?.attributes).toEqual({ 'exception.type': 'TypeError' })
    expect(sent?.status).toEqual({ code: SpanStatusCode.ERROR })
    expect(sent?.spanContext().traceId).toBe(span.spanContext().traceId)
    expect(JSON.stringify(sent?.attributes)).not.toContain('example.com')
    await provider.shutdown()
    expect(trace.getActiveSpan()).toBeUndefined()
  })
})
