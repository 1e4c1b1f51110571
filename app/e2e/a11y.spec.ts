import AxeBuilder from '@axe-core/playwright'
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
        // The WCAG 2.1 A/AA rules (what the site commits to); best-practice rules are left out.
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }))
        expect(serious).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})
