import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { seedHeading } from './seed.ts'
import { ALEX, completeSignIn, header, startSignInFrom } from './sign-in-helpers.ts'

/**
 * The header on the narrowest phone (320 px wide, as at 200 % zoom of a 640 px window; WCAG 2.2 SC 1.4.10):
 * one row, the product navigation behind a "Menu" disclosure, signed in the account entries behind an
 * "Account" disclosure (decision 037).
 */
const WIDTH = 320
test.use({ viewport: { width: WIDTH, height: 800 } })

/** Expects the header's controls on one row (brand, Menu, account entry) and no horizontal overflow. */
async function expectOneRowHeader(page: Page, account: 'Sign in' | 'Account') {
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox()
    if (!found) throw new Error(`${locator} has no box`)
    return found
  }
  const brand = await box(header(page).getByRole('link', { name: 'Music Software home' }))
  const others = [
    await box(header(page).getByRole('button', { name: 'Menu' })),
    await box(header(page).getByRole('button', { name: account, exact: true })),
  ]
  for (const other of others) {
    // Vertically overlapping boxes share a row.
    expect(other.y).toBeLessThan(brand.y + brand.height)
    expect(other.y + other.height).toBeGreaterThan(brand.y)
    expect(other.x + other.width).toBeLessThanOrEqual(WIDTH)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

test.describe(`header at ${WIDTH}×800`, () => {
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

  test('signed in, brand, Menu and Account share one row; Account folds My account and Sign out, whole', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    // A sign-in and two navigations on two busy cores.
    test.slow()
    await startSignInFrom(page, '/dj/pro')
    await completeSignIn(page, ALEX)
    const account = header(page).getByRole('button', { name: 'Account', exact: true })
    await expect(account).toBeVisible()
    await expectOneRowHeader(page, 'Account')
    const signOut = header(page).getByRole('button', { name: 'Sign out' })
    const myAccount = header(page).getByRole('link', { name: 'My account' })
    await expect(signOut).toBeHidden()
    const mainTop = (await page.locator('main').boundingBox())?.y

    // Keyboard: Enter opens, Tab reaches "My account" then "Sign out", Escape closes and returns focus.
    await account.focus()
    await page.keyboard.press('Enter')
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    for (const entry of [myAccount, signOut]) {
      await expect(entry).toBeVisible()
      const entryBox = await entry.boundingBox()
      // Whole, not cut off by the window's edge.
      expect((entryBox?.x ?? -1) >= 0 && (entryBox?.x ?? 0) + (entryBox?.width ?? 0) <= WIDTH).toBe(true)
    }
    expect((await page.locator('main').boundingBox())?.y, 'the panel overlays, no layout shift').toBe(mainTop)
    await page.keyboard.press('Tab')
    await expect(myAccount).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expect(signOut).toBeHidden()
    await expect(account).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // "My account" navigates and closes the panel; "Sign out" signs out.
    await account.click()
    await myAccount.click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account')
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expectOneRowHeader(page, 'Account')
    await account.click()
    await signOut.click()
    await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible()
  })
})
