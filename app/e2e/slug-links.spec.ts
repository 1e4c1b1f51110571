import { expect, test } from './fixtures.ts'
import { seedHeading, slugRoutes } from './seed.ts'

test.describe('every {slug} page is reached through a link on its parent page (docs/requirements.md §2)', () => {
  for (const { path, parent } of slugRoutes) {
    test(`${parent} → ${path}`, async ({ page }) => {
      await page.goto(parent)
      const link = page.locator(`main a[href="${path}"]`).filter({ visible: true }).first()
      await link.click()
      await expect(page).toHaveURL((url) => url.pathname === path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading(path))
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    })
  }
})
