/**
 * The content client's spans (`instrumentSdk`, ../content/tracing.ts; docs/decisions/041): one CLIENT span per query, named by the
 * path template, its `traceparent` received by the content service, and neither the GROQ query nor
 * its parameters in anything the span exports.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { context, trace } from '@opentelemetry/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../../scripts/telemetry/in-memory-sdk.ts'
import { createContentClient } from '../content/client.ts'
import { fetchPage } from '../content/fetch.ts'
import { contentUrlTemplate } from '../content/tracing.ts'
import { instrumentSdk } from './index.ts'

let server: Server
let apiHost: string
let otel: InMemorySdk
let uninstrument: () => void
const traceparents: (string | undefined)[] = []

beforeAll(async () => {
  otel = registerInMemorySdk()
  uninstrument = instrumentSdk()
  server = createServer((request, response) => {
    traceparents.push(request.headers.traceparent as string | undefined)
    const failing = request.url?.includes('FAIL')
    response.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(failing ? { error: 'down' } : { query: '', ms: 1, result: null }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  uninstrument()
  otel.unregister()
  await new Promise((resolve) => server.close(resolve))
})

describe('content query spans', () => {
  it('traces a page query to the content service without its query or parameters', async () => {
    const client = createContentClient({ apiHost, maxRetries: 0 })
    const parent = trace.getTracer('test').startSpan('GET /$product/pricing')
    await context.with(trace.setSpan(context.active(), parent), () =>
      fetchPage(client, 'pricing', { product: 'dj-pro', slug: 'secret-slug' }),
    )
    parent.end()
    const span = otel
      .spans()
      .find((candidate) => candidate.parentSpanContext?.spanId === parent.spanContext().spanId)
    // Page queries are long: `@sanity/client` sends them as POST (docs/references.md "Sanity HTTP API").
    expect(span?.name).toMatch(/^(GET|POST) \/v\{apiVersion\}\/data\/query\/\{dataset\}$/)
    expect(span?.attributes).toMatchObject({ 'music.service': 'content', 'server.address': '127.0.0.1' })
    expect(traceparents.at(-1)?.split('-')[2]).toBe(span?.spanContext().spanId)
    const exported = JSON.stringify({ name: span?.name, attributes: span?.attributes })
    expect(exported).not.toMatch(/secret-slug|dj-pro|pricing/)
  })

  it('marks a failed query with its status', async () => {
    const client = createContentClient({ apiHost, maxRetries: 0 })
    await client.fetch('*[FAIL]').catch(() => undefined)
    const span = otel.spans().at(-1)
    expect(span?.attributes).toMatchObject({ 'http.response.status_code': 503, 'error.type': '503' })
  })

  it('keeps only the template of a content API path', () => {
    expect(contentUrlTemplate('http://x/v2021-10-21/data/doc/production/drafts.abc,def')).toBe(
      '/v{apiVersion}/data/doc/{dataset}/{documentIds}',
    )
    expect(contentUrlTemplate('http://x/v1/users/me')).toBeUndefined()
  })
})
