import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { test } from './fixtures.ts'
import { closedPort, startSiteProcess, type TestServer } from './processes.ts'
import { ALEX, completeSignIn, SAM } from './sign-in-helpers.ts'

/**
 * A real shared cache in front of the built site (issue 28, docs/decisions/031): Debian's Varnish
 * (`.ci/run` installs it) with the production configuration `deploy/varnish/site.vcl`, before the
 * site run as in production (`node app/server/main.ts`, NODE_ENV=production) with short cache
 * lifetimes and `CACHE_PURGE_URLS` pointing at the cache. Published pages are kept and served stale
 * while revalidated, the webhook's purge empties the cache, and nothing personal, private, failed or
 * cookie-setting is ever kept or served to another client. Locally the test is skipped without
 * `varnishd`; in CI it fails.
 */

const VARNISHD = '/usr/sbin/varnishd'
const SITE_VCL = fileURLToPath(new URL('../../deploy/varnish/site.vcl', import.meta.url))
const SECRET = 'shared-cache-webhook-secret'
const S_MAXAGE = 2

test.skip(!existsSync(VARNISHD) && !process.env.CI, 'Varnish is not installed (apt-get install varnish)')
test.describe.configure({ mode: 'serial' })

let varnish: ChildProcess | undefined
let site: TestServer | undefined
let probe: Server | undefined
let workDir = ''
let cacheUrl = ''

test.beforeAll(async () => {
  if (!existsSync(VARNISHD)) throw new Error(`${VARNISHD} is missing: .ci/run installs Debian's varnish`)
  const cachePort = await closedPort()
  cacheUrl = `http://127.0.0.1:${cachePort}`
  site = await startSiteProcess({
    CACHE_S_MAXAGE_SECONDS: String(S_MAXAGE),
    CACHE_STALE_WHILE_REVALIDATE_SECONDS: '600',
    SANITY_WEBHOOK_SECRET: SECRET,
    CACHE_PURGE_URLS: `${cacheUrl}/`,
    PAGE_CACHE_LISTEN: 'false',
  })
  // A second origin that answers cacheable replies with Set-Cookie (the site sends none on a GET),
  // reached under /__cache-probe/ only, to show the configuration never keeps such a reply.
  probe = createServer((_, response) => {
    response.writeHead(200, {
      'content-type': 'text/plain',
      'cache-control': 'public, max-age=0, s-maxage=600',
      'set-cookie': `visitor=${crypto.randomUUID()}; Path=/; HttpOnly`,
    })
    response.end('personal')
  })
  await new Promise<void>((resolve) => probe?.listen(0, '127.0.0.1', resolve))
  const probePort = (probe.address() as { port: number }).port
  const sitePort = new URL(site.url).port
  workDir = mkdtempSync(join(tmpdir(), 'e2e-varnish-'))
  const vcl = join(workDir, 'test.vcl')
  writeFileSync(
    vcl,
    [
      'vcl 4.1;',
      `backend default { .host = "127.0.0.1"; .port = "${sitePort}"; }`,
      `backend cookie_probe { .host = "127.0.0.1"; .port = "${probePort}"; }`,
      // Runs before the included configuration's vcl_recv: it only picks the backend.
      'sub vcl_recv { if (req.url ~ "^/__cache-probe/") { set req.backend_hint = cookie_probe; } }',
      `include "${SITE_VCL}";`,
    ].join('\n'),
  )
  varnish = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-a',
      `127.0.0.1:${cachePort}`,
      '-f',
      vcl,
      '-n',
      join(workDir, 'instance'),
      '-s',
      'malloc,32m',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let errors = ''
  varnish.stderr?.on('data', (chunk) => {
    errors += String(chunk)
  })
  await expect
    .poll(
      async () => {
        if (varnish?.exitCode !== null) throw new Error(`varnishd exited: ${errors}`)
        return fetch(`${cacheUrl}/healthz`).then(
          (reply) => reply.status,
          () => 0,
        )
      },
      { timeout: 30_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  varnish?.kill('SIGTERM')
  probe?.close()
  await site?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** GET through the cache; `X-Shared-Cache` says HIT or MISS. */
async function viaCache(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const reply = await request.get(`${cacheUrl}${path}`, { headers, maxRedirects: 0 })
  return {
    reply,
    cache: reply.headers()['x-shared-cache'],
    age: Number(reply.headers().age ?? '0'),
    text: await reply.text(),
  }
}

test('keeps published pages and serves them stale while it revalidates them', async ({ request }) => {
  expect((await viaCache(request, '/dj/pro')).cache).toBe('MISS')
  const second = await viaCache(request, '/dj/pro')
  expect(second.cache).toBe('HIT')
  expect(second.reply.status()).toBe(200)
  // Past s-maxage (an Age of S_MAXAGE whole seconds or more) the cache answers at once with its stale
  // copy and refetches in the background…
  await expect
    .poll(async () => (await viaCache(request, '/dj/pro')).age, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(S_MAXAGE)
  // …after which a fresh copy is served.
  await expect
    .poll(
      async () => {
        const { cache, age } = await viaCache(request, '/dj/pro')
        return cache === 'HIT' && age <= S_MAXAGE
      },
      { timeout: 15_000 },
    )
    .toBe(true)
})

test('the signed webhook through the cache empties the site’s page cache and the shared cache', async ({
  request,
}) => {
  await viaCache(request, '/studio')
  expect((await viaCache(request, '/studio')).cache).toBe('HIT')
  const body = JSON.stringify({ _id: 'studioProduct', _type: 'product' })
  const webhook = await request.post(`${cacheUrl}/api/revalidate`, {
    data: body,
    headers: {
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
      'content-type': 'application/json',
    },
  })
  expect(webhook.status()).toBe(200)
  expect((await viaCache(request, '/studio')).cache).toBe('MISS')
})

test('two users loading the same signed-in screens through the cache, under any spelling, each see only their own data (decision 034)', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two sign-ins, then sixteen signed-in renders through the cache.
  test.slow()
  const users = [
    { user: ALEX, own: 'Alex Rivera', other: 'Sam Okafor' },
    { user: SAM, own: 'Sam Okafor', other: 'Alex Rivera' },
  ]
  // Each signs in on the tests' site (the identity sandbox returns sign-ins there); the session
  // cookie is the identity service's session, which the site behind the cache reads as well.
  const cookies: string[] = []
  for (const { user } of users) {
    const context = await browser.newContext({ baseURL })
    try {
      const page = await context.newPage()
      await page.goto('/account')
      await page.waitForURL(/\/identity\/en\/authorize\?/)
      await completeSignIn(page, user)
      await page.waitForURL(/\/account$/)
      cookies.push(
        (await context.cookies(baseURL)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      )
    } finally {
      await context.close()
    }
  }
  for (let round = 0; round < 2; round++) {
    for (const path of ['/account', '/Account', '/%61ccount', '/account/']) {
      for (const [index, { own, other }] of users.entries()) {
        const reply = await request.get(`${cacheUrl}${path}`, { headers: { cookie: cookies[index] ?? '' } })
        const text = await reply.text()
        expect(reply.status(), path).toBe(200)
        expect(reply.headers()['x-shared-cache'], path).toBe('MISS')
        expect(reply.headers()['cache-control'], path).toBe('private, no-store')
        expect(text, `${path} for ${own}`).toContain(own)
        expect(text, `${path} for ${own}`).not.toContain(other)
      }
    }
  }
})

test('never keeps an account page, a server function reply, a preview page, an error or a reply with Set-Cookie', async ({
  request,
  browser,
}) => {
  for (const path of ['/account', '/no-such-page', '/dj/pro?preview=true', '/__cache-probe/x']) {
    const first = await viaCache(request, path, { cookie: 'sanitySession=sandbox-preview-token' })
    const second = await viaCache(request, path)
    expect([first.cache, second.cache], path).toEqual(['MISS', 'MISS'])
  }
  // The preview visitor's draft never reaches a visitor without the credential, from the cache or not.
  const draft = await viaCache(request, '/?preview=true', { cookie: 'sanitySession=sandbox-preview-token' })
  expect(draft.text).toContain('Draft:')
  expect((await viaCache(request, '/?preview=true')).text).not.toContain('Draft:')
  expect((await viaCache(request, '/')).text).not.toContain('Draft:')
  // Each client gets its own cookie: the one set for another is never served from the cache.
  const [a, b] = [await viaCache(request, '/__cache-probe/y'), await viaCache(request, '/__cache-probe/y')]
  expect(a.reply.headers()['set-cookie']).not.toBe(b.reply.headers()['set-cookie'])
  // A server function reply: the page document a client-side navigation asks for.
  const page = await browser.newPage()
  try {
    await page.goto(`${cacheUrl}/`)
    const called = page.waitForResponse((reply) => reply.url().includes('/_serverFn/'))
    await page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link', { name: 'DJ Pro' })
      .first()
      .click()
    const reply = await called
    expect(reply.status()).toBe(200)
    expect(reply.headers()['x-shared-cache']).toBe('MISS')
    const again = await request.get(reply.url(), { headers: { origin: cacheUrl } })
    expect(again.status()).toBe(200)
    expect(again.headers()['x-shared-cache']).toBe('MISS')
  } finally {
    await page.close()
  }
})
