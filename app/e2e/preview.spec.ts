import type { BrowserContext, Locator } from '@playwright/test'
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { seedDrafts } from '../../scripts/sandbox/datasets/seed-routes.ts'
import { editDocument } from './content-writes.ts'
import { expect, h1Texts, test } from './fixtures.ts'
import { seedHeading } from './seed.ts'

/**
 * Preview (docs/requirements.md §4, decisions 003 and 030): drafts only with the preview credential in
 * the `sanitySession` cookie, live updates from the content service's listener, and stega in the
 * text (the document and field it came from) for the preview only. The live test edits the draft
 * through the content service's Mutations API, as an editor's save does.
 */
const PREVIEW_TOKEN = process.env.SANITY_PREVIEW_TOKEN ?? 'sandbox-preview-token'
const home = seedDrafts.find((draft) => draft.path === '/')
if (!home) throw new Error('the seed has no home page draft')

// The live test edits the draft the first test reads: one after another.
test.describe.configure({ mode: 'serial' })

async function setPreviewCookie(context: BrowserContext, baseURL: string | undefined, value = PREVIEW_TOKEN) {
  const { hostname } = new URL(baseURL ?? 'http://localhost')
  // Cookies ignore ports: the site and the content service (same host name) both receive it.
  await context.addCookies([{ name: 'sanitySession', value, domain: hostname, path: '/' }])
}

/** The text of `locator` without stega (what a reader sees). */
const visibleText = async (locator: Locator) => stegaClean((await locator.textContent()) ?? '').trim()

test('with the preview cookie, ?preview=true shows the draft, and an edit appears within 2 s without reload', async ({
  page,
  context,
  baseURL,
}) => {
  await setPreviewCookie(context, baseURL)
  await page.goto('/?preview=true')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect.poll(() => visibleText(h1)).toBe(home.heading)
  // The editor's banner says when live updates are connected; the 2 s count starts from an edit then.
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('live updates on')
  await page.evaluate(() => {
    ;(window as Window & { notReloaded?: boolean }).notReloaded = true
  })

  const edited = `Draft: edited ${Date.now()}`
  const restore = await editDocument(home.id, home.heading, edited)
  try {
    await expect.poll(() => visibleText(h1), { timeout: 2000 }).toBe(edited)
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true)
  } finally {
    await restore()
  }
  await expect.poll(() => visibleText(h1), { timeout: 2000 }).toBe(home.heading)
})

test('in preview the heading carries its source (stega): the draft document and the field', async ({
  page,
  context,
  baseURL,
}) => {
  await setPreviewCookie(context, baseURL)
  await page.goto('/?preview=true')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect.poll(() => visibleText(h1)).toBe(home.heading)
  const decoded = vercelStegaDecode<{ origin: string; href: string }>((await h1.textContent()) ?? '')
  expect(decoded?.origin).toBe('sanity.io')
  const href = decodeURIComponent(decoded?.href ?? '')
  expect(href).toContain(`/intent/edit/mode=presentation;id=${home.published};type=homepage;`)
  expect(href).toMatch(
    /path=pageBuilder\[_key=="[^"]+"\]\.subSections\[_key=="[^"]+"\]\.blocks\[_key=="[^"]+"\]\.heading/,
  )
})

test('a link in preview keeps preview=true and shows that page draft', async ({ page, context, baseURL }) => {
  const djPro = seedDrafts.find((draft) => draft.path === '/dj/pro')
  if (!djPro) throw new Error('the seed has no DJ Pro draft')
  await setPreviewCookie(context, baseURL)
  await page.goto('/?preview=true')
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'DJ Pro' }).click()
  await expect(page).toHaveURL(/\/dj\/pro\?preview=true$/)
  await expect.poll(() => visibleText(page.getByRole('heading', { level: 1 }))).toBe(djPro.heading)
})

for (const [label, cookie] of [
  ['without the cookie', undefined],
  ['with a wrong cookie', 'not-the-token'],
] as const) {
  test(`${label}, ?preview=true never shows the draft`, async ({ page, context, request, baseURL }) => {
    const headers = cookie ? { cookie: `sanitySession=${cookie}` } : undefined
    const html = await (await request.get('/?preview=true', { headers })).text()
    expect(h1Texts(html)).toEqual([seedHeading('/')])
    expect(html).not.toContain(home.heading)

    if (cookie) await setPreviewCookie(context, baseURL, cookie)
    await page.goto('/?preview=true')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(seedHeading('/'))
    // After the load event (hydration, the preview refetch once the page has loaded) still no draft.
    await page.waitForLoadState('load')
    await expect(h1).toHaveText(seedHeading('/'))
    await expect(page.getByText('Draft:')).toHaveCount(0)
    // Visitors never get stega.
    expect(vercelStegaDecode((await h1.textContent()) ?? '')).toBeUndefined()
  })
}
