import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { seedHeading } from './seed.ts'
import { ALEX, completeSignIn, header, startSignInFrom } from './sign-in-helpers.ts'

/** The header on a phone (375 px wide): one row, the product navigation behind a "Menu" disclosure. */
test.use({ viewport: { width: 375, height: 800 } })

/** Expects the header's controls on one row (brand, Menu, account entry) and no horizontal overflow. */
async function expectOneRowHeader(page: Page, account: string) {
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox()
    if (!found) throw new Error(`${locator} has no box`)
    return found
  }
  const brand = await box(header(page).getByRole('link', { name: 'Music Software home' }))
  const others = [
    await box(header(page).getByRole('button', { name: 'Menu' })),
    await box(header(page).getByRole(account === 'My account' ? 'link' : 'button', { name: account })),
  ]
  for (const other of others) {
    // Vertically overlapping boxes share a row.
    expect(other.y).toBeLessThan(brand.y + brand.height)
    expect(other.y + other.height).toBeGreaterThan(brand.y)
    expect(other.x + other.width).toBeLessThanOrEqual(375)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

test.describe('header at 375×800', () => {
  test('brand, Menu and Sign in share one row; the menu opens, closes and navigates', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/')
    await expectOneRowHeader(page, 'Sign in')

    const menu = header(page).getByRole('button', { name: 'Menu' })
    const products = header(page).getByRole('navigation', { name: 'Products' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(products).toBeHidden()
    const mainTop = (await page.locator('main').boundingBox())?.y

    // Keyboard: Enter opens, Tab reaches the first link, Escape closes and returns focus.
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(products).toBeVisible()
    await expect(products.getByRole('link')).toHaveCount(7)
    expect((await page.locator('main').boundingBox())?.y, 'the panel overlays, no layout shift').toBe(mainTop)
    await page.keyboard.press('Tab')
    await expect(products.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(products).toBeHidden()
    await expect(menu).toBeFocused()

    // A link navigates (client-side) and closes the panel.
    await menu.click()
    await products.getByRole('link', { name: 'DJ Pro' }).click()
    await expect(page).toHaveURL(/\/dj\/pro$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/dj/pro'))
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(products).toBeHidden()
    await expectOneRowHeader(page, 'Sign in')
  })

  test('the product links are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const path of [
      '/studio',
      '/sample',
      '/hex-fx',
      '/dj/pro',
      '/dj/lite',
      '/pnt',
      '/music-production/producer-suite',
    ]) {
      expect(html).toContain(`href="${path}"`)
    }
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"/)
  })

  test('signed in, brand, Menu and the account controls share one row', async ({ page, consoleErrors }) => {
    void consoleErrors
    await startSignInFrom(page, '/dj/pro')
    await completeSignIn(page, ALEX)
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expectOneRowHeader(page, 'My account')
    await expectOneRowHeader(page, 'Sign out')
  })
})
