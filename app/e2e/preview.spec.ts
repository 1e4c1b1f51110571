import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { seedDrafts } from '../../scripts/sandbox/datasets/seed-routes.ts'
import { expect, h1Texts, test } from './fixtures.ts'
import { seedHeading } from './seed.ts'

/**
 * Preview (docs/requirements.md §4, decision 003): drafts only with the preview credential in the `sanitySession`
 * cookie, live updates from the content service's listener. The live test edits the web server's
 * datasets file, a temporary copy of the seed (`CONTENT_DATASETS_DIR`, playwright.config.ts).
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

/** Replaces `from` by `to` in the served datasets file, as an editor's save does (write, then rename). */
async function editDataset(from: string, to: string): Promise<() => Promise<void>> {
  const dir = process.env.CONTENT_DATASETS_DIR
  if (!dir) throw new Error('CONTENT_DATASETS_DIR is not set: the live test must not edit the committed seed')
  const file = join(dir, 'production.ndjson')
  const original = await readFile(file, 'utf8')
  if (!original.includes(from)) throw new Error(`"${from}" is not in ${file}`)
  const save = async (text: string) => {
    await writeFile(`${file}.tmp`, text)
    await rename(`${file}.tmp`, file)
  }
  await save(original.replaceAll(from, to))
  return () => save(original)
}

test('with the preview cookie, ?preview=true shows the draft, and an edit appears within 2 s without reload', async ({
  page,
  context,
  baseURL,
}) => {
  await setPreviewCookie(context, baseURL)
  await page.goto('/?preview=true')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(home.heading)
  // The editor's banner says when live updates are connected; the 2 s count starts from an edit then.
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('live updates on')
  await page.evaluate(() => {
    ;(window as Window & { notReloaded?: boolean }).notReloaded = true
  })

  const edited = `Draft: edited ${Date.now()}`
  const restore = await editDataset(home.heading, edited)
  try {
    await expect(h1).toHaveText(edited, { timeout: 2000 })
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true)
  } finally {
    await restore()
  }
  await expect(h1).toHaveText(home.heading, { timeout: 2000 })
})

test('a link in preview keeps preview=true and shows that page draft', async ({ page, context, baseURL }) => {
  const djPro = seedDrafts.find((draft) => draft.path === '/dj/pro')
  if (!djPro) throw new Error('the seed has no DJ Pro draft')
  await setPreviewCookie(context, baseURL)
  await page.goto('/?preview=true')
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'DJ Pro' }).click()
  await expect(page).toHaveURL(/\/dj\/pro\?preview=true$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(djPro.heading)
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
  })
}
