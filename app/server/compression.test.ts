import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse } from './compression.ts'
import { acceptsGzip } from './gzip-splice.ts'

const html = `<!doctype html><html><body>${'<p>Play. Produce. Perform.</p>'.repeat(200)}</body></html>`
const page = (type = 'text/html; charset=utf-8') =>
  new Response(html, { headers: { 'content-type': type, 'content-length': String(html.length) } })
const get = (acceptEncoding?: string) =>
  new Request('http://site.test/dj/pro', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('compressResponse', () => {
  it('gzips HTML for a client that accepts gzip, and says so', async () => {
    const response = compressResponse(get('gzip, deflate, br'), page())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    expect(response.headers.get('content-length')).toBeNull()
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(html.length / 5)
    expect(gunzipSync(body).toString()).toBe(html)
  })

  it('leaves the reply alone without gzip in Accept-Encoding, for other types, HEAD and 304', () => {
    for (const [request, response] of [
      [get(), page()],
      [get('br;q=1, gzip;q=0'), page()],
      [get('gzip'), page('image/png')],
      [new Request('http://site.test/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }), page()],
      [get('gzip'), new Response(null, { status: 304 })],
    ] as const) {
      expect(compressResponse(request, response)).toBe(response)
    }
  })

  it('reads Accept-Encoding with q-values and the wildcard (RFC 9110 §12.5.3)', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })
})
