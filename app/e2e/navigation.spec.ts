import { expect, test } from './fixtures.ts'
import { seedHeading } from './seed.ts'

/** docs/requirements.md §2: navigation scrolls to top on page change, to a hash target when present, restores on back. */
test.describe('scrolling on navigation (docs/requirements.md §2)', () => {
  test('back restores the scroll position; a new page starts at the top', async ({ page }) => {
    await page.goto('/')
    // A link far down the home page (the newsletter section).
    const link = page.locator('main').getByRole('link', { name: 'Browse tutorials' })
    await link.scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    const saved = await page.evaluate(() => window.scrollY)

    await link.click()
    await expect(page).toHaveURL(/\/dj\/pro\/tutorials$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/dj/pro/tutorials'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/'))
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - saved))
      .toBeLessThanOrEqual(2)
  })

  test('a hash link scrolls to its target', async ({ page }) => {
    await page.goto('/careers')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.locator('main').getByRole('link', { name: 'See open roles' }).click()
    await expect(page).toHaveURL(/\/careers#open-roles$/)
    await expect(page.locator('#open-roles')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('opening a page with a hash scrolls to the target', async ({ page }) => {
    await page.goto('/dj#compare')
    await expect(page.locator('#compare')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
