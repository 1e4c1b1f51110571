import { canonicalLinks, expect, h1Texts, htmlTitle, metaContent, test } from './fixtures.ts'
import { browserSamplePages, pagesWithContent } from './routes.ts'
import { seedHeading } from './seed.ts'

/** The site origin canonical links use (`SITE_ORIGIN`, default the server's own origin). */
const siteOrigin = (baseURL: string | undefined) => process.env.SITE_ORIGIN ?? new URL(baseURL ?? '').origin

test.describe('server-rendered HTML (docs/requirements.md §2: pages arrive as HTML with head tags)', () => {
  for (const path of pagesWithContent) {
    test(`${path} answers 200 with its one h1, a title, one canonical link and og tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html.match(/<h1\b/g), 'exactly one h1').toHaveLength(1)
      expect(h1Texts(html)).toEqual([seedHeading(path)])
      expect(htmlTitle(html)?.trim()).toBeTruthy()
      expect(canonicalLinks(html)).toEqual([`${siteOrigin(baseURL)}${path}`])
      expect(metaContent(html, 'og:title')).toBeTruthy()
      expect(metaContent(html, 'og:url')).toBe(`${siteOrigin(baseURL)}${path}`)
      expect(html).toContain('<main id="main"')
    })
  }

  test('preview=true is not part of the canonical link', async ({ request, baseURL }) => {
    const html = await (await request.get('/?preview=true')).text()
    expect(canonicalLinks(html)).toEqual([`${siteOrigin(baseURL)}/`])
  })

  test('the build manifest is served uncached', async ({ request }) => {
    const response = await request.get(`/builds/latest.json?${Date.now()}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const latest = await response.json()
    expect(latest).toEqual({ id: expect.any(String), timestamp: expect.any(Number) })
    expect((await request.get(`/builds/meta/${latest.id}.json`)).status()).toBe(200)
  })
})

test.describe('static assets', () => {
  test('the entry script is sent precompressed (build-time Brotli/gzip) in the encoding the browser accepts', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const script = /<script type="module"[^>]* src="([^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'entry script of the page').toBeTruthy()
    const identity = await request.get(`${script}`, { headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers()['content-encoding']).toBeUndefined()
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(`${script}`, { headers: { 'accept-encoding': encoding } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe(encoding)
      // A length up front: the build's variant, not one compressed (and streamed) per request.
      const sent = Number(response.headers()['content-length'])
      expect(sent).toBeGreaterThan(0)
      expect(sent).toBeLessThan((await identity.body()).byteLength / 2)
      expect(response.headers().vary).toMatch(/accept-encoding/i)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await response.body()).equals(await identity.body()), `${encoding} decodes to the script`).toBe(
        true,
      )
    }
  })
})

test.describe('in the browser', () => {
  for (const path of browserSamplePages) {
    test(`${path} hydrates without console errors`, async ({ page, consoleErrors }) => {
      void consoleErrors
      await page.goto(path)
      await expect(page.locator('main#main')).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    })
  }

  test('header navigation is client-side and updates title and canonical', async ({ page, baseURL }) => {
    await page.goto('/')
    const before = await page.title()
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'DJ Pro' }).click()
    await expect(page).toHaveURL(/\/dj\/pro$/)
    await expect(page).not.toHaveTitle(before)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteOrigin(baseURL)}/dj/pro`,
    )
  })

  test("Start's server-function fetcher (seroval) loads with the first client navigation, not with the page", async ({
    page,
  }) => {
    const fetcherChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/serverFnFetcher-[\w-]+\.js$/.test(request.url())) fetcherChunks.push(request.url())
    })
    await page.goto('/studio/downloads', { waitUntil: 'networkidle' })
    expect(fetcherChunks, 'requested by the page load').toEqual([])

    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'DJ Pro' }).click()
    await expect(page).toHaveURL(/\/dj\/pro$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/dj/pro'))
    expect(fetcherChunks).toHaveLength(1)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skipLink).toBeFocused()
    await skipLink.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})
