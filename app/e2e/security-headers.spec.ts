import { expect, test } from './fixtures.ts'

/**
 * The built site's headers and caching rules over HTTP (docs/decisions/019). CSP violations in a
 * browser fail every browser test (fixtures.ts); these check what each response says.
 */

test('a published page: CSP with a nonce on every script, the security headers, shared-cache rules and ETag/304', async ({
  request,
}) => {
  const response = await request.get('/dj/pro')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline')
  expect(csp).toContain("frame-ancestors 'none'")
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  })
  expect(headers['permissions-policy']).toContain('camera=()')
  // http://localhost: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined()
  const again = await request.get('/dj/pro', { headers: { 'if-none-match': headers.etag ?? '' } })
  expect(again.status()).toBe(304)
})

test('preview and account responses are private, no-store; static assets immutable', async ({ request }) => {
  for (const path of ['/dj/pro?preview=true', '/account']) {
    // Signed out, /account is the server's redirect to sign-in (decision 034): private too.
    expect((await request.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toBe(
      'private, no-store',
    )
  }
  const html = await (await request.get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? ''
  const assetHeaders = (await request.get(asset)).headers()
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(assetHeaders['x-content-type-options']).toBe('nosniff')
})

test('a page answers other methods with 405, an unknown server function with 404, health and readiness 200', async ({
  request,
}) => {
  const deleted = await request.delete('/')
  expect(deleted.status()).toBe(405)
  expect(deleted.headers().allow).toBe('GET, HEAD')
  const unknown = await request.post('/_serverFn/not-a-server-function', {
    headers: {
      'x-tsr-serverFn': 'true',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    data: '{}',
  })
  expect(unknown.status()).toBe(404)
  expect((await request.get('/healthz')).status()).toBe(200)
  expect((await request.get('/readyz')).status()).toBe(200)
})
