import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeSignatureHeader } from '@sanity/webhook'
import { toJSON } from 'seroval'
import { describe, expect, it, vi } from 'vitest'
import { loadServerConfig } from '../src/config/server-config.ts'
import { NONCE_HEADER } from './csp-nonce.ts'
import { PageCache } from './page-cache.ts'
import { answeringAborts, createSiteHandler, REVALIDATE_PATH } from './site-handler.ts'
import { deliveryKeys, WebhookDeliveries } from './webhook-deliveries.ts'

const ORIGIN = 'http://site.test'
const ENV = {
  SITE_ORIGIN: ORIGIN,
  CONTENT_API_HOST: 'http://content.test:4000',
  SERVICES_BASE_URL: 'http://services.test:4100',
  CACHE_S_MAXAGE_SECONDS: '120',
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: '900',
  SANITY_WEBHOOK_SECRET: 'webhook-secret',
}
const config = loadServerConfig(ENV)

/** A Start stand-in: HTML whose scripts carry the request's nonce, its body naming the path and a content version. */
/**
 * The routes of the signed-in areas as the router matches them: any case, percent-encoded letters, a
 * trailing slash (their layouts answer `Cache-Control: private, no-store`, decision 034).
 */
const signedInRoute = (path: string) => /^\/+(account|staff)(\/|$)/i.test(decodeURIComponent(path))

function fakeStart(
  options: {
    status?: (path: string) => number
    delay?: Promise<void>
    user?: (request: Request) => string
  } = {},
) {
  let version = 1
  const render = vi.fn(async (request: Request) => {
    await options.delay
    const nonce = request.headers.get(NONCE_HEADER) ?? ''
    const path = new URL(request.url).pathname
    const who = options.user?.(request) ?? ''
    const html = `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body><h1>${path} v${version}${who}</h1><script nonce="${nonce}">boot()</script></body></html>`
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
    if (signedInRoute(path)) headers['cache-control'] = 'private, no-store'
    return new Response(html, { status: options.status?.(path) ?? 200, headers })
  })
  return { render, publish: () => (version += 1) }
}

function setup(overrides: Partial<Parameters<typeof createSiteHandler>[0]> = {}) {
  const start = fakeStart()
  const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
  const log = vi.fn()
  const handle = createSiteHandler({
    render: start.render,
    config,
    cache,
    hasServerFn: async (id) => id === 'known',
    contentReady: async () => true,
    log,
    ...overrides,
  })
  const get = (path: string, init: RequestInit = {}) => handle(new Request(`${ORIGIN}${path}`, init))
  return { start, cache, log, handle, get }
}

/** The nonce of a CSP header's script-src, and the nonces in the HTML. */
const cspNonce = (response: Response) =>
  /script-src 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
const htmlNonces = (html: string) =>
  [...html.matchAll(/nonce="([^"]+)"|content="([^"]+)"/g)].map((m) => m[1] ?? m[2])

describe('pages: Content-Security-Policy', () => {
  it('allows only scripts carrying the response nonce, never unsafe-inline, and no framing', async () => {
    const { get } = setup()
    const response = await get('/dj/pro')
    const csp = response.headers.get('content-security-policy') ?? ''
    const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    const html = await response.text()
    expect(new Set(htmlNonces(html))).toEqual(new Set([cspNonce(response)]))
  })

  it('limits images, media and connections to the configured content and service origins', async () => {
    const csp = (await setup().get('/')).headers.get('content-security-policy') ?? ''
    expect(/img-src [^;]*/.exec(csp)?.[0]).toBe(
      "img-src 'self' data: blob: http://content.test:4000 http://services.test:4100",
    )
    expect(/media-src [^;]*/.exec(csp)?.[0]).toBe(
      "media-src 'self' http://content.test:4000 http://services.test:4100",
    )
    expect(/connect-src [^;]*/.exec(csp)?.[0]).toBe(
      "connect-src 'self' http://content.test:4000 http://services.test:4100",
    )
    // Frames: only the payment gateway's hosted card form (the commerce service's origin).
    expect(/frame-src [^;]*/.exec(csp)?.[0]).toBe('frame-src http://services.test:4100')
    expect(csp).not.toContain('googletagmanager')
  })

  it('allows the tag manager origins only when GTM_ID is set', async () => {
    const withGtm = loadServerConfig({ SITE_ORIGIN: ORIGIN, GTM_ID: 'GTM-AB12CD' })
    const csp = (await setup({ config: withGtm }).get('/')).headers.get('content-security-policy') ?? ''
    expect(/connect-src [^;]*/.exec(csp)?.[0]).toContain('https://*.google-analytics.com')
    expect(/script-src [^;]*/.exec(csp)?.[0]).toContain("'strict-dynamic'")
  })

  it('uses Sanity’s CDN and the project’s API host when the content API is Sanity’s', async () => {
    const sanity = loadServerConfig({ SITE_ORIGIN: ORIGIN, CONTENT_API_HOST: 'https://api.sanity.io' })
    const csp = (await setup({ config: sanity }).get('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.sanity.io")
    expect(csp).toContain('https://musicweb.api.sanity.io')
  })

  it('gives every response its own nonce, also when the page comes from the cache', async () => {
    const { get, start } = setup()
    const first = await get('/dj/pro')
    const second = await get('/dj/pro')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(start.render).toHaveBeenCalledTimes(1)
    expect(cspNonce(first)).not.toBe(cspNonce(second))
    expect(new Set(htmlNonces(await second.text()))).toEqual(new Set([cspNonce(second)]))
  })

  it('replaces a nonce the client sends with its own', async () => {
    const { get, start } = setup()
    const response = await get('/', { headers: { [NONCE_HEADER]: 'attacker' } })
    expect(start.render.mock.calls[0]?.[0].headers.get(NONCE_HEADER)).not.toBe('attacker')
    expect(await response.text()).not.toContain('attacker')
  })
})

describe('pages: caching', () => {
  it('sends published pages with the configured s-maxage and stale-while-revalidate, and an ETag', async () => {
    const response = await setup().get('/studio/downloads')
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=900',
    )
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/)
  })

  it('answers 304 without a body or a CSP when If-None-Match names the page', async () => {
    const { get } = setup()
    const etag = (await get('/')).headers.get('etag') ?? ''
    const response = await get('/', { headers: { 'if-none-match': etag } })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('etag')).toBe(etag)
    expect((await get('/', { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  })

  it('keeps the ETag of a page across nonces and changes it when the content changes', async () => {
    const { get, start, cache } = setup()
    const etag = (await get('/')).headers.get('etag')
    expect((await get('/')).headers.get('etag')).toBe(etag)
    start.publish()
    cache.clear()
    expect((await get('/')).headers.get('etag')).not.toBe(etag)
  })

  it.each([
    ['/dj/pro?preview=true', 'a preview page'],
    ['/account', 'the account area'],
    ['/account/licenses', 'an account screen'],
    ['/staff/campaigns', 'the staff console'],
    ['/Account', 'the account area, capitalised'],
    ['/%61ccount', 'the account area, a letter percent-encoded'],
    ['/ACCOUNT/profile', 'an account screen in capitals'],
    ['/Staff/notifications', 'the staff console, capitalised'],
    ['/account/', 'the account area with a trailing slash'],
    ['//account', 'the account area after a double slash'],
  ])('sends %s (%s) private, no-store and never caches it', async (path) => {
    const { get, start } = setup()
    const first = await get(path)
    await get(path)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.headers.get('etag')).toBeNull()
    expect(first.headers.get('content-security-policy')).toContain("'nonce-")
    expect(start.render).toHaveBeenCalledTimes(2)
  })

  it('never shares one visitor’s render of a signed-in screen with another asking at the same time (decision 034)', async () => {
    let release = () => {}
    const delay = new Promise<void>((resolve) => {
      release = resolve
    })
    const start = fakeStart({ delay, user: (request) => ` for ${request.headers.get('cookie')}` })
    const { handle } = setup({ render: start.render })
    const ask = (who: string) => handle(new Request(`${ORIGIN}/Account/orders`, { headers: { cookie: who } }))
    const [alex, sam] = [ask('alex'), ask('sam')]
    release()
    expect(await (await alex).text()).toContain('for alex')
    expect(await (await sam).text()).toContain('for sam')
    // Known private now: a third request renders at once, without waiting for anyone's render.
    expect(await (await ask('robin')).text()).toContain('for robin')
    expect(start.render).toHaveBeenCalledTimes(3)
  })

  it('never keeps an error or a 404, and sends them no-store', async () => {
    const start = fakeStart({ status: (path) => (path === '/missing' ? 404 : 500) })
    const { get } = setup({ render: start.render })
    for (const path of ['/missing', '/broken']) {
      const response = await get(path)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      await get(path)
    }
    expect(start.render).toHaveBeenCalledTimes(4)
  })

  it('renders a page with a query string without keeping it (a CDN may keep it per URL)', async () => {
    const { get, start } = setup()
    const response = await get('/dj/pro?utm_source=mail')
    await get('/dj/pro?utm_source=mail')
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    expect(response.headers.get('cache-control')).toContain('public')
    expect(start.render).toHaveBeenCalledTimes(2)
  })

  it('renders a page once however many ask for it at the same time', async () => {
    let release = () => {}
    const start = fakeStart({ delay: new Promise<void>((resolve) => (release = resolve)) })
    const { get } = setup({ render: start.render })
    const responses = Promise.all([get('/'), get('/'), get('/')])
    release()
    const settled = await responses
    expect(start.render).toHaveBeenCalledTimes(1)
    expect(settled.map((r) => r.status)).toEqual([200, 200, 200])
    const nonces = settled.map(cspNonce)
    expect(new Set(nonces).size).toBe(3)
  })

  it('shows content changed by an invalidation on the next request, even while an older render is in flight', async () => {
    let release = () => {}
    const start = fakeStart({ delay: new Promise<void>((resolve) => (release = resolve)) })
    const { get, cache } = setup({ render: start.render })
    const before = get('/') // renders v1, slowly
    start.publish()
    cache.clear() // the change event arrives while that render is in flight
    const after = get('/')
    release()
    expect(await (await before).text()).toContain('v2')
    expect(await (await after).text()).toContain('v2')
    // the render that started before the event was not kept: the next request renders again
    expect(start.render).toHaveBeenCalledTimes(2)
  })

  it('keeps no page that was rendered before an invalidation', async () => {
    let release = () => {}
    const start = fakeStart({ delay: new Promise<void>((resolve) => (release = resolve)) })
    const { get, cache } = setup({ render: start.render })
    const pending = get('/')
    cache.clear()
    release()
    await pending
    expect(cache.stats().pages).toBe(0)
  })

  it('bounds the cache by bytes: the least recently used page goes first', async () => {
    const cache = new PageCache({ maxBytes: 1300, maxAgeMs: 60_000 })
    const { get } = setup({ cache })
    await get('/a')
    await get('/b')
    await get('/c')
    expect(cache.stats().bytes).toBeLessThanOrEqual(1300)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/c')).toBeDefined()
  })

  it('renders every time when the cache is off (PAGE_CACHE_MAX_BYTES=0), still with an ETag', async () => {
    const { get, start } = setup({ cache: new PageCache({ maxBytes: 0, maxAgeMs: 1 }) })
    const response = await get('/')
    await get('/')
    expect(start.render).toHaveBeenCalledTimes(2)
    expect(response.headers.get('etag')).not.toBeNull()
  })
})

describe('pages: methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s / with 405 and Allow: GET, HEAD',
    async (method) => {
      const { get, start } = setup()
      const response = await get('/', { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(start.render).not.toHaveBeenCalled()
    },
  )

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await setup().get('/dj/pro', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).not.toBeNull()
    expect(await response.text()).toBe('')
  })
})

describe('server functions', () => {
  it('answers an id the build does not know with 404, without running Start', async () => {
    const { get, start } = setup()
    const response = await get('/_serverFn/unknown-id', { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(start.render).not.toHaveBeenCalled()
    expect((await get('/_serverFn/', { method: 'POST' })).status).toBe(404)
  })

  it.each([
    ['a body that is not JSON', 'POST', 'not json{', ''],
    ['a body cut short', 'POST', '{"t":10,"p":', ''],
    ['JSON nested 65 deep', 'POST', `${'['.repeat(65)}${']'.repeat(65)}`, ''],
    ['JSON that is no server function payload', 'POST', '{"foo":1}', ''],
    ['a seroval node of no known type', 'POST', '{"t":{"t":999},"f":127,"m":[]}', ''],
    ['a payload parameter that is not JSON', 'GET', undefined, '?payload=%7Bnope'],
    [
      'a payload parameter nested 200 deep',
      'GET',
      undefined,
      `?payload=${encodeURIComponent('{"a":'.repeat(200) + '1' + '}'.repeat(200))}`,
    ],
  ])(
    'refuses %s with 400, without passing it to Start (docs/decisions/031)',
    async (_, method, body, search) => {
      const { get, start, log } = setup()
      const response = await get(`/_serverFn/known${search}`, {
        method,
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Malformed server function payload' })
      expect(start.render).not.toHaveBeenCalled()
      expect(log).toHaveBeenCalledWith('warn', 'server function payload refused', expect.any(Object))
    },
  )

  it('passes a known one to Start, private and not stored', async () => {
    const { get, start } = setup()
    const payload = JSON.stringify(toJSON({ data: { page: { contentType: 'features', product: 'dj-pro' } } }))
    const response = await get(`/_serverFn/known?payload=${encodeURIComponent(payload)}`)
    expect(start.render).toHaveBeenCalledTimes(1)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('POST /api/revalidate (signed webhook)', () => {
  const body = JSON.stringify({ _id: 'homepage', _type: 'homepage' })
  const post = async (
    handle: (request: Request) => Promise<Response>,
    signature: string | undefined,
    payload = body,
    headers: Record<string, string> = {},
  ) =>
    handle(
      new Request(`${ORIGIN}${REVALIDATE_PATH}`, {
        method: 'POST',
        body: payload,
        headers: { ...headers, ...(signature ? { 'sanity-webhook-signature': signature } : {}) },
      }),
    )

  it('refuses a delivery it has processed (409): the same signed request replayed, or the same idempotency key', async () => {
    const { handle, get, cache } = setup()
    const signature = await encodeSignatureHeader(body, Date.now(), 'webhook-secret')
    expect((await post(handle, signature)).status).toBe(200)
    await get('/')
    const replayed = await post(handle, signature, body, { 'idempotency-key': 'another-key' })
    expect(replayed.status).toBe(409)
    expect(cache.stats().pages).toBe(1)
    // Sanity delivering one event again signs it anew; its idempotency key is the same.
    const first = await encodeSignatureHeader(body, Date.now() - 1000, 'webhook-secret')
    expect((await post(handle, first, body, { 'idempotency-key': 'evt-1' })).status).toBe(200)
    await get('/')
    const again = await encodeSignatureHeader(body, Date.now(), 'webhook-secret')
    expect((await post(handle, again, body, { 'idempotency-key': 'evt-1' })).status).toBe(409)
    expect((await post(handle, again, body, { 'webhook-id': 'evt-2' })).status).toBe(200)
    expect(cache.stats().pages).toBe(0)
  })

  it('purges the shared caches in front (PURGE to CACHE_PURGE_URLS); a failed purge answers 502 and its retry is accepted', async () => {
    const purges: string[] = []
    let status = 200
    const cacheServer = createServer((request, response) => {
      purges.push(request.method ?? '')
      response.writeHead(status).end()
    })
    await new Promise<void>((resolve) => cacheServer.listen(0, '127.0.0.1', resolve))
    const { port } = cacheServer.address() as AddressInfo
    try {
      const withCache = loadServerConfig({ ...ENV, CACHE_PURGE_URLS: `http://127.0.0.1:${port}/` })
      const { handle } = setup({ config: withCache })
      expect(
        (await post(handle, await encodeSignatureHeader(body, Date.now(), 'webhook-secret'))).status,
      ).toBe(200)
      expect(purges).toEqual(['PURGE'])
      status = 503
      const retried = await encodeSignatureHeader(body, Date.now() - 10, 'webhook-secret')
      expect((await post(handle, retried)).status).toBe(502)
      status = 200
      expect((await post(handle, retried)).status).toBe(200)
      expect(purges).toEqual(['PURGE', 'PURGE', 'PURGE'])
    } finally {
      cacheServer.close()
    }
  })

  it('refuses a delivery another worker of its cluster processed', async () => {
    const deliveries = new WebhookDeliveries()
    const signature = await encodeSignatureHeader(body, Date.now(), 'webhook-secret')
    deliveries.remember(deliveryKeys(signature, new Headers()))
    const { handle } = setup({ deliveries })
    expect((await post(handle, signature)).status).toBe(409)
  })

  it('empties the page cache on a valid signature: the next request renders the new content', async () => {
    const { handle, get, start } = setup()
    await get('/')
    start.publish()
    const response = await post(handle, await encodeSignatureHeader(body, Date.now(), 'webhook-secret'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revalidated: true })
    const next = await get('/')
    expect(next.headers.get('x-cache')).toBe('MISS')
    expect(await next.text()).toContain('v2')
  })

  it.each([
    ['no signature', async () => undefined],
    ['a signature made with another secret', async () => encodeSignatureHeader(body, Date.now(), 'other')],
    [
      'a signature of another body',
      async () => encodeSignatureHeader('{"x":1}', Date.now(), 'webhook-secret'),
    ],
    [
      'a signature older than 5 minutes',
      async () => encodeSignatureHeader(body, Date.now() - 6 * 60_000, 'webhook-secret'),
    ],
    ['a malformed signature', async () => 'v1=abc'],
  ])('refuses %s with 401 and keeps the cache', async (_, sign) => {
    const { handle, get, cache } = setup()
    await get('/')
    const response = await post(handle, await sign())
    expect(response.status).toBe(401)
    expect(cache.stats().pages).toBe(1)
  })

  it('answers only once the other workers of a cluster have emptied theirs (revalidated)', async () => {
    let told: () => void = () => {}
    const revalidated = vi.fn((_: string[]) => new Promise<void>((resolve) => (told = resolve)))
    const { handle } = setup({ revalidated })
    let answered = false
    const reply = post(handle, await encodeSignatureHeader(body, Date.now(), 'webhook-secret')).then((r) => {
      answered = true
      return r
    })
    await vi.waitFor(() => expect(revalidated).toHaveBeenCalledOnce())
    expect(answered).toBe(false)
    told()
    expect((await reply).status).toBe(200)
  })

  it('is off (404) without SANITY_WEBHOOK_SECRET, and POST only', async () => {
    const noSecret = setup({ config: loadServerConfig({ SITE_ORIGIN: ORIGIN }) })
    expect((await post(noSecret.handle, 't=1,v1=x')).status).toBe(404)
    expect((await setup().get(REVALIDATE_PATH)).status).toBe(405)
  })
})

describe('CSP reports and readiness', () => {
  it('logs a violation report with its directive, the blocked origin and the page path only', async () => {
    const { handle, log } = setup()
    const report = {
      'csp-report': {
        'document-uri': `${ORIGIN}/dj/pro?code=secret-code&state=s`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=t',
      },
    }
    const response = await handle(
      new Request(`${ORIGIN}/api/csp-report`, { method: 'POST', body: JSON.stringify(report) }),
    )
    expect(response.status).toBe(204)
    expect(log).toHaveBeenCalledWith('warn', 'csp violation', {
      directive: 'script-src-elem',
      blocked: 'https://evil.example',
      page: '/dj/pro',
    })
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret-code|token=t/)
  })

  it('answers /readyz 200 while the content service answers and 503 when it does not', async () => {
    expect((await setup().get('/readyz')).status).toBe(200)
    const down = setup({ contentReady: async () => false })
    const response = await down.get('/readyz')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('pages: compression', () => {
  it('sends a page it does not keep gzip-compressed too, with the nonce of its CSP and the ETag of the kept page', async () => {
    const { gunzipSync } = await import('node:zlib')
    const { get } = setup()
    const kept = await get('/dj/pro')
    const response = await get('/dj/pro?utm_source=mail', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
    expect(html).toContain('<h1>/dj/pro v1</h1>')
    expect(new Set(htmlNonces(html))).toEqual(new Set([cspNonce(response)]))
    expect(response.headers.get('etag')).toBe(kept.headers.get('etag'))
    const plain = await get('/dj/pro?utm_source=mail')
    expect(new Set(htmlNonces(await plain.text()))).toEqual(new Set([cspNonce(plain)]))
  })

  it('sends a cached page gzip-compressed to a client that accepts it, with this response’s nonce inside', async () => {
    const { gunzipSync } = await import('node:zlib')
    const { get } = setup()
    await get('/dj/pro')
    const response = await get('/dj/pro', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')
    expect(html).toContain('<h1>/dj/pro v1</h1>')
    expect(new Set(htmlNonces(html))).toEqual(new Set([cspNonce(response)]))
  })
})

describe('requests the client gave up on', () => {
  it('answers 499 and logs one line, without the error, once the request was aborted', async () => {
    const log = vi.fn()
    const controller = new AbortController()
    const handle = answeringAborts(async () => {
      controller.abort(new Error('aborted'))
      throw new Error('aborted')
    }, log)
    const response = await handle(new Request(`${ORIGIN}/dj/pro?utm=1`, { signal: controller.signal }))
    expect(response.status).toBe(499)
    expect(log).toHaveBeenCalledWith('info', 'request aborted by the client', { path: '/dj/pro' })
  })

  it('lets any other error through', async () => {
    const handle = answeringAborts(async () => {
      throw new TypeError('broken')
    }, vi.fn())
    await expect(handle(new Request(`${ORIGIN}/`))).rejects.toThrow('broken')
  })
})
