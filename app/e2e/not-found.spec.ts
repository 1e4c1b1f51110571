import { canonicalLinks, expect, htmlTitle, test } from './fixtures.ts'
import { notFoundPaths, notFoundScreen } from './routes.ts'

test.describe('404 (docs/requirements.md §2 "Unmatched route", §8)', () => {
  for (const [path, reason] of notFoundPaths) {
    test(`${path} → HTTP 404 and the 404 screen (${reason})`, async ({ request, page, consoleErrors }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(htmlTitle(html)).toBe(notFoundScreen.title)
      expect(html).toContain(notFoundScreen.heading)
      expect(canonicalLinks(html)).toEqual([])

      consoleErrors.allowStatus(404)
      await page.goto(path)
      await expect(page).toHaveTitle(notFoundScreen.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundScreen.heading)
      await expect(page.getByText(notFoundScreen.text)).toBeVisible()
      const buttons = page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link')
      await expect(buttons).toHaveText(notFoundScreen.buttons.map(([label]) => label))
      for (const [label, href] of notFoundScreen.buttons) {
        await expect(buttons.filter({ hasText: label })).toHaveAttribute('href', href)
      }
    })
  }

  test('the 404 screen links back into the site (client-side, no reload)', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowStatus(404)
    await page.goto('/no-such-page')
    await page.evaluate(() => {
      ;(window as Window & { notReloaded?: boolean }).notReloaded = true
    })
    await page
      .getByRole('navigation', { name: 'Suggested pages' })
      .getByRole('link', { name: 'DJ Pro' })
      .click()
    await expect(page).toHaveURL(/\/dj\/pro$/)
    await expect(page).not.toHaveTitle(notFoundScreen.title)
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true)
  })
})
