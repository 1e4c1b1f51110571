import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLogSink } from './log.ts'
import { createHostHandler, SITE_LIMITS } from './serve.ts'

const lines: string[] = []
const previous = setLogSink((line) => lines.push(line))
afterEach(() => {
  lines.length = 0
})
process.on('exit', () => setLogSink(previous))

function setup(siteOrigin = 'http://site.test', draining = false) {
  const render = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname === '/throws') throw new Error('render failed')
    const body = request.body ? await request.text() : ''
    return new Response(`<p>${request.method} ${body.length}</p>`, {
      headers: { 'content-type': 'text/html' },
    })
  })
  const handle = createHostHandler({ siteOrigin, render, draining: () => draining })
  return { render, handle }
}

describe('security headers of every response', () => {
  it('sets nosniff, the referrer and permissions policies, COOP and a request id; no HSTS over http', async () => {
    const response = await setup().handle(new Request('http://site.test/'))
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('adds HSTS when SITE_ORIGIN is https, also on errors', async () => {
    const { handle } = setup('https://www.example.com')
    for (const path of ['/', '/throws']) {
      const response = await handle(new Request(`https://www.example.com${path}`))
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
  })
})

describe('request limits', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT'])('answers %s with 405, not 500, before rendering', async (method) => {
    const { handle, render } = setup()
    // What the Node server hands over: a Request of its own, which the Fetch standard's class cannot be for these methods.
    const request = {
      method,
      url: 'http://site.test/',
      headers: new Headers(),
      body: null,
    } as unknown as Request
    const response = await handle(request)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(render).not.toHaveBeenCalled()
    expect(lines.some((line) => line.includes('"level":"error"'))).toBe(false)
  })

  it('answers a URL over the limit with 414, before rendering', async () => {
    const { handle, render } = setup()
    const response = await handle(new Request(`http://site.test/?q=${'x'.repeat(SITE_LIMITS.maxUrlLength)}`))
    expect(response.status).toBe(414)
    expect(render).not.toHaveBeenCalled()
  })

  it('answers a body over the limit with 413, declared or not', async () => {
    const { handle, render } = setup()
    const big = 'x'.repeat(SITE_LIMITS.maxBodyBytes + 1)
    const declared = await handle(new Request('http://site.test/_serverFn/x', { method: 'POST', body: big }))
    expect(declared.status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = await handle(
      new Request('http://site.test/_serverFn/x', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(chunked.status).toBe(413)
    expect(render).not.toHaveBeenCalled()
  })

  it('passes a body within the limit on', async () => {
    const { handle } = setup()
    const response = await handle(
      new Request('http://site.test/_serverFn/x', { method: 'POST', body: 'hello' }),
    )
    expect(await response.text()).toBe('<p>POST 5</p>')
  })
})

describe('health and shutdown', () => {
  it('answers /healthz 200 without rendering, 503 (and /readyz 503) while shutting down', async () => {
    const up = setup()
    expect((await up.handle(new Request('http://site.test/healthz'))).status).toBe(200)
    expect(up.render).not.toHaveBeenCalled()
    const draining = setup('http://site.test', true)
    expect((await draining.handle(new Request('http://site.test/healthz'))).status).toBe(503)
    expect((await draining.handle(new Request('http://site.test/readyz'))).status).toBe(503)
  })
})

describe('request log', () => {
  it('writes one JSON line per request: method, path, status, ms, request id', async () => {
    const { handle } = setup()
    await handle(new Request('http://site.test/dj/pro', { headers: { 'x-request-id': 'edge-1234567' } }))
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0] ?? '{}')
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/dj/pro',
      status: 200,
      requestId: 'edge-1234567',
    })
    expect(typeof entry.ms).toBe('number')
  })

  it('never logs a token, a cookie, a query string or a secret', async () => {
    const { handle } = setup()
    await handle(
      new Request('http://site.test/account?code=auth-code-123&state=state-456', {
        headers: {
          authorization: 'Bearer access-token-789',
          cookie: 'sso_production-1_r=refresh-token-000; sanitySession=preview-token-111',
          'sanity-webhook-signature': 't=1,v1=signature-222',
        },
      }),
    )
    await handle(
      new Request('http://site.test/throws', { headers: { authorization: 'Bearer access-token-789' } }),
    )
    const logged = lines.join('\n')
    expect(lines.length).toBeGreaterThanOrEqual(2)
    for (const secret of [
      'auth-code-123',
      'state-456',
      'access-token-789',
      'refresh-token-000',
      'preview-token-111',
      'signature-222',
    ]) {
      expect(logged).not.toContain(secret)
    }
  })

  it('answers 500 without the error text when rendering throws, and logs the error', async () => {
    const response = await setup().handle(new Request('http://site.test/throws'))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('render failed')
    expect(lines.some((line) => line.includes('"request failed"') && line.includes('render failed'))).toBe(
      true,
    )
  })
})

describe('/readyz while a sandbox service restarts (npm start, docs/decisions/031)', () => {
  it('answers 503 with the reason instead of asking the site, and passes on once all are up', async () => {
    let reason: string | undefined = 'services sandbox restarting'
    const render = vi.fn(async () => Response.json({ status: 'ready' }))
    const handle = createHostHandler({ siteOrigin: 'http://site.test', render, unready: () => reason })
    const waiting = await handle(new Request('http://site.test/readyz'))
    expect(waiting.status).toBe(503)
    expect(await waiting.json()).toEqual({ status: 'unavailable', reason: 'services sandbox restarting' })
    expect(render).not.toHaveBeenCalled()
    reason = undefined
    expect((await handle(new Request('http://site.test/readyz'))).status).toBe(200)
  })
})
