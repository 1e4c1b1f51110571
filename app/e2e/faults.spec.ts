import { createServer, request as httpRequest } from 'node:http'
import { encodeSignatureHeader } from '@sanity/webhook'
import { seedDrafts } from '../../scripts/sandbox/datasets/seed-routes.ts'
import { contentWriter, editDocument } from './content-writes.ts'
import { expect, h1Texts, test } from './fixtures.ts'
import {
  closedPort,
  sharedContentUrl,
  startContentDouble,
  startContentProcess,
  startSiteProcess,
} from './processes.ts'
import { seedHeading } from './seed.ts'

/**
 * Faults of the services the site calls and the site's defences (docs/decisions/019): a content API
 * that hangs or refuses gives the error screen inside the layout within the content deadline, and
 * its retry recovers; in-app navigation shows its pending indicator; sign-in explains an identity
 * service that is down; the tag manager runs under the CSP; content edits reach the page cache.
 * Each test starts the servers it breaks (app/e2e/processes.ts); the shared ones stay healthy.
 */

/** What the error screen of a failed page must never show: the upstream's own error text. */
const UPSTREAM_ERROR_TEXT =
  /TimeoutError|AbortError|aborted|ECONNREFUSED|ECONNRESET|fetch failed|socket hang up/i

/** The console errors a failed page causes on purpose: its document's 500 and the error it logs. */
function allowFailedPage(consoleErrors: import('./fixtures.ts').ConsoleErrors) {
  consoleErrors.allowStatus(500)
  consoleErrors.allow(/The page content is unavailable|ContentUnavailableError/)
}

test.describe('a content API that fails', () => {
  test('hanging: the error screen inside the layout within the deadline, no upstream error text, and a retry that recovers', async ({
    page,
    request,
    consoleErrors,
  }) => {
    allowFailedPage(consoleErrors)
    // Requests the double still holds when it stops end without a reply.
    consoleErrors.allow(/ERR_EMPTY_RESPONSE/)
    const content = await startContentDouble(sharedContentUrl())
    // Without the deadline the page would wait the content client's 120 s, past this test's 30 s.
    const site = await startSiteProcess({
      CONTENT_API_HOST: content.url,
      CONTENT_FETCH_TIMEOUT_MS: '1500',
      PAGE_CACHE_LISTEN: 'false',
    })
    try {
      await page.goto(`${site.url}/dj/pro`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Music Software home' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const html = await (await request.get(`${site.url}/dj/pro`)).text()
      expect(html).toContain('Something went wrong.')
      expect(html).not.toMatch(UPSTREAM_ERROR_TEXT)

      content.hang = false
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/dj/pro'))
    } finally {
      // The page's media would keep asking the servers being stopped.
      await page.close()
      await site.stop()
      await content.stop()
    }
  })

  test('refusing connections: the error screen inside the layout', async ({ page, consoleErrors }) => {
    allowFailedPage(consoleErrors)
    const site = await startSiteProcess({
      CONTENT_API_HOST: `http://127.0.0.1:${await closedPort()}`,
      PAGE_CACHE_LISTEN: 'false',
    })
    try {
      const response = await page.goto(`${site.url}/studio/downloads`)
      expect(response?.status()).toBe(500)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Music Software home' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await page.content()).not.toMatch(UPSTREAM_ERROR_TEXT)
    } finally {
      await page.close()
      await site.stop()
    }
  })
})

test('in-app navigation shows a pending indicator while the next page loads, and drops it when it has', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/'))
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_serverFn/**', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'DJ Pro' }).click()
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeAttached()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/dj/pro'))
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
})

test('sign-in while the identity service is down is explained on the page, which stays', async ({
  page,
  consoleErrors,
}) => {
  // The probe of the identity service fails on purpose; Chrome logs it.
  consoleErrors.allow(/ERR_CONNECTION_REFUSED/)
  const site = await startSiteProcess({ SERVICES_BASE_URL: `http://127.0.0.1:${await closedPort()}` })
  try {
    await page.goto(`${site.url}/dj/pro`)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Sign in' }).click()
    await expect(header.getByRole('alert')).toContainText('Sign-in is not available right now.')
    expect(new URL(page.url()).origin).toBe(site.url)
  } finally {
    await page.close()
    await site.stop()
  }
})

test('the tag manager loads and runs its tags under the CSP without a violation', async ({ page }) => {
  const site = await startSiteProcess({ GTM_ID: 'GTM-E2ETEST' })
  // Google's hosts are not reachable here: stand-ins that behave like gtm.js (a script that loads
  // another one, an image beacon, a collect request).
  await page.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__gtmRan = true;
        const s = document.createElement('script'); s.src = 'https://www.googletagmanager.com/gtag/js?id=G-E2E'; document.head.append(s);
        new Image().src = 'https://region1.google-analytics.com/g/collect?v=2';`,
    }),
  )
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__gtagRan = true; fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' });`,
    }),
  )
  await page.route('https://region1.google-analytics.com/**', (route) => route.fulfill({ status: 204 }))
  // The tag manager loads only for a visitor the profile service allows tracking without asking
  // (decision 022): the CDN says this one is in the US (`CF-IPCountry`, on the site's requests only).
  await page.route(`${site.url}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-ipcountry': 'US' } }),
  )
  try {
    await page.goto(`${site.url}/`)
    await expect.poll(() => page.evaluate(() => (window as { __gtagRan?: boolean }).__gtagRan)).toBe(true)
    expect(await page.evaluate(() => (window as { __gtmRan?: boolean }).__gtmRan)).toBe(true)
  } finally {
    await page.close()
    await site.stop()
  }
})

test('uncached pages render while queries that would hold the content service arrive, three at a time', async ({
  request,
}) => {
  test.setTimeout(60_000)
  // A short query time limit: a query that holds the query worker past it gets it replaced (decision 030).
  const content = await startContentProcess({ CONTENT_QUERY_TIMEOUT_MS: '1500' })
  const site = await startSiteProcess({ CONTENT_API_HOST: content.url, PAGE_CACHE_MAX_BYTES: '0' })
  const query = (text: string, params: Record<string, unknown> = {}) =>
    fetch(`${content.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text, params }),
    })
  try {
    // 60 KB without brackets (refused before parsing), and a filter over a parameter array that no
    // deadline check interrupts (held until the worker is replaced).
    const bracketFree = Array.from({ length: 30_000 }, () => '1').join('+')
    const numbers = Array.from({ length: 40_000 }, (_, i) => i)
    const bombs = [
      ...Array.from({ length: 3 }, () => query(bracketFree)),
      ...Array.from({ length: 3 }, () => query('count($a[@ in $a])', { a: numbers })),
    ]
    for (const path of ['/', '/dj/pro', '/studio/downloads']) {
      const page = await request.get(`${site.url}${path}`)
      expect(page.status()).toBe(200)
      expect(h1Texts(await page.text())).toEqual([seedHeading(path)])
    }
    const statuses = (await Promise.all(bombs)).map((response) => response.status)
    expect(statuses).toEqual([400, 400, 400, 408, 408, 408])
  } finally {
    await site.stop()
    await content.stop()
  }
})

test.describe('the page cache follows content changes', () => {
  test('an edit published in the content service is on the next request after its event', async ({
    request,
  }) => {
    const content = await startContentProcess()
    const site = await startSiteProcess({ CONTENT_API_HOST: content.url })
    try {
      const heading = seedHeading('/dj/pro')
      // The listener's first event (welcome) empties the cache once; then the page stays cached.
      await expect
        .poll(async () => (await request.get(`${site.url}/dj/pro`)).headers()['x-cache'])
        .toBe('HIT')
      const edited = `Edited ${Date.now()}`
      // The published document only, through the Mutations API: its draft twin keeps its own heading.
      const published = seedDrafts.find((draft) => draft.path === '/dj/pro')?.published ?? 'features-dj-pro'
      await editDocument(published, heading, edited, contentWriter(content.url))
      await expect.poll(async () => (await request.get(`${site.url}/dj/pro`)).text()).toContain(edited)
    } finally {
      await site.stop()
      await content.stop()
    }
  })

  test('the signed revalidation webhook empties the cache; an unsigned one is refused', async ({
    request,
  }) => {
    const site = await startSiteProcess({
      SANITY_WEBHOOK_SECRET: 'e2e-webhook-secret',
      PAGE_CACHE_LISTEN: 'false',
    })
    try {
      await request.get(`${site.url}/`)
      expect((await request.get(`${site.url}/`)).headers()['x-cache']).toBe('HIT')
      const body = JSON.stringify({ _id: 'homepage', _type: 'homepage' })
      const unsigned = await request.post(`${site.url}/api/revalidate`, { data: body })
      expect(unsigned.status()).toBe(401)
      expect((await request.get(`${site.url}/`)).headers()['x-cache']).toBe('HIT')
      const signature = await encodeSignatureHeader(body, Date.now(), 'e2e-webhook-secret')
      const signed = await request.post(`${site.url}/api/revalidate`, {
        data: body,
        headers: { 'sanity-webhook-signature': signature, 'content-type': 'application/json' },
      })
      expect(signed.status()).toBe(200)
      expect((await request.get(`${site.url}/`)).headers()['x-cache']).toBe('MISS')
    } finally {
      await site.stop()
    }
  })
})

/** GET `path` on a connection of its own (round-robin in a cluster: each lands on the next worker). */
function onNewConnection(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
    const sent = httpRequest(
      url,
      { agent: false, method: init.method ?? 'GET', headers: init.headers },
      (reply) => {
        reply.resume()
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, cache: reply.headers['x-cache'] as string | undefined }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(init.body)
  })
}

test.describe('a cluster of workers (SITE_WORKERS=2)', () => {
  test('a port already taken stops the whole cluster with exit code 1 before it reports ready', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startSiteProcess({ SITE_WORKERS: '2', PORT: String(port) })).rejects.toThrow(
        /exited \(1\) before it was ready/,
      )
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()))
    }
  })

  test('each worker keeps its pages; one webhook empties every worker’s cache; SIGTERM stops them all', async () => {
    const site = await startSiteProcess({
      SITE_WORKERS: '2',
      SANITY_WEBHOOK_SECRET: 'e2e-webhook-secret',
      PAGE_CACHE_LISTEN: 'false',
    })
    let stopped = false
    try {
      // Connections go round-robin: the first two render on each worker, the next two are hits.
      const warm = []
      for (let i = 0; i < 4; i++) warm.push((await onNewConnection(`${site.url}/`)).cache)
      expect(warm).toEqual(['MISS', 'MISS', 'HIT', 'HIT'])
      const body = JSON.stringify({ _id: 'homepage', _type: 'homepage' })
      const signed = await onNewConnection(`${site.url}/api/revalidate`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), 'e2e-webhook-secret'),
        },
      })
      expect(signed.status).toBe(200)
      // The webhook reached one worker; the next request on each renders anew.
      const after = [
        (await onNewConnection(`${site.url}/`)).cache,
        (await onNewConnection(`${site.url}/`)).cache,
      ]
      expect(after).toEqual(['MISS', 'MISS'])
      // It stops by itself (SIGKILL would come only after 10 s).
      const stopping = Date.now()
      await site.stop(10_000)
      stopped = true
      expect(Date.now() - stopping).toBeLessThan(5000)
      await expect(onNewConnection(`${site.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/)
    } finally {
      if (!stopped) await site.stop()
    }
  })
})
