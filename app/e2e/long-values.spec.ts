import { LONG_VALUES_CUSTOMER, LONG_VALUES_LIBRARY_FILE } from '../../sdk/src/mocks/seed-long-values.ts'
import { expectNoHorizontalOverflow, inOwnContext, signInTo, test } from './account-helpers.ts'
import { expect } from './fixtures.ts'

/**
 * Every account screen with real-world input (issue 25 "Real-world input", decision 033): the
 * long-value demo user (a 50-character name without a space, the longest the services take, a
 * 60-character e-mail address, emoji, Arabic and Hebrew text, long machine, address and file names) at
 * 320 px (the narrowest phone, and 200 % zoom of a 640 px window: WCAG 2.2 SC 1.4.10 Reflow, decision
 * 037), 768 and 1280 px. Each screen loads completely and is no wider than the window; the fixture
 * fails the test on an uncaught error, a console error or a failed request (a normal visit has none).
 * The user is only read, so the three widths run in parallel.
 */

/**
 * Every screen of the customer area, with the long-value user's data on it: path, h1, and a value of
 * theirs the screen shows (`shows`: text; `field`: a form field's label and value).
 */
const SCREENS = [
  { path: '/account', heading: 'My account', shows: LONG_VALUES_CUSTOMER.firstName },
  { path: '/account/products', heading: 'Products & licences', shows: LONG_VALUES_CUSTOMER.machineName },
  { path: '/account/downloads', heading: 'Downloads', shows: 'Studio Core Sounds 2.0.0' },
  { path: '/account/subscriptions', heading: 'Subscriptions', shows: 'Studio monthly' },
  { path: '/account/orders', heading: 'Orders & invoices', shows: '8100002' },
  {
    path: '/account/orders/8100002/invoices/5100002',
    heading: 'Invoice 5100002',
    shows: LONG_VALUES_CUSTOMER.firstName,
  },
  { path: '/account/payment-methods', heading: 'Payment methods', shows: 'American Express' },
  { path: '/account/vouchers', heading: 'Vouchers', shows: 'VCH-LNGV-7Q2W' },
  // The profile's long values are in its form's fields.
  { path: '/account/profile', heading: 'Profile', field: ['First name', LONG_VALUES_CUSTOMER.firstName] },
  { path: '/account/settings', heading: 'Account settings', shows: LONG_VALUES_CUSTOMER.email },
  { path: '/account/beta-programs', heading: 'Beta programs', shows: 'DJ Pro 4.0 public beta' },
  { path: '/account/partner-promotions', heading: 'Partner promotions', shows: 'BEATPORT' },
  { path: '/account/rewards', heading: 'Rewards & referrals', shows: 'مكافأة' },
  { path: '/account/rewards/1', heading: 'Referral campaign', shows: 'Refer a friend to DJ Pro' },
  // Opening the file's link lists it in this browser (the library keeps what was opened here).
  {
    path: `/account/library?file=${LONG_VALUES_LIBRARY_FILE}`,
    heading: 'Cloud library',
    shows: LONG_VALUES_CUSTOMER.fileName,
  },
  { path: '/account/ai-images', heading: 'AI images', shows: 'Create an image' },
] as const

for (const width of [320, 768, 1280] as const) {
  test(`every account screen with the long-value user at ${width} px: complete, no wider than the window, no error, no failed request`, async ({
    browser,
    consoleErrors,
  }) => {
    // A sign-in and sixteen screens on two busy cores.
    test.setTimeout(180_000)
    await inOwnContext(browser, { width, height: 900 }, consoleErrors, async (page) => {
      await signInTo(page, '/account', {
        email: LONG_VALUES_CUSTOMER.email,
        password: LONG_VALUES_CUSTOMER.password,
      })
      for (const screen of SCREENS) {
        await test.step(screen.path, async () => {
          await page.goto(screen.path)
          // A screen's first visit loads its code: slow on two busy cores.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading, {
            timeout: 15_000,
          })
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
          if ('field' in screen) await expect(page.getByLabel(screen.field[0])).toHaveValue(screen.field[1])
          else await expect(page.locator('main').getByText(screen.shows).first()).toBeVisible()
          await expectNoHorizontalOverflow(page)
        })
      }
    })
  })
}
