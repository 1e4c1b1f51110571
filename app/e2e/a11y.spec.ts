import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { notFoundScreen } from './routes.ts'

/** Pages of each kind the axe scan covers: home, product, downloads, tutorial, pricing, careers, 404. */
const pages = [
  '/',
  '/dj/pro',
  '/studio/downloads',
  '/studio/tutorials/how-to-make-a-beat',
  '/dj/pro/pricing',
  '/careers',
  '/no-such-page',
] as const

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const path of pages) {
    test(path, async ({ browser, consoleErrors }) => {
      // @axe-core/playwright needs a page of a context made with browser.newContext() (docs/references.md).
      const context = await browser.newContext()
      try {
        const page = consoleErrors.watch(await context.newPage())
        if (path === '/no-such-page') consoleErrors.allowStatus(404)
        await page.goto(path)
        const heading = page.getByRole('heading', { level: 1 })
        if (path === '/no-such-page') await expect(heading).toHaveText(notFoundScreen.heading)
        else await expect(heading).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      } finally {
        await context.close()
      }
    })
  }
})
