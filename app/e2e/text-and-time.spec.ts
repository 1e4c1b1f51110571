import type { Locator } from '@playwright/test'
import { LONG_VALUES_CUSTOMER } from '../../sdk/src/mocks/seed-long-values.ts'
import { signInTo, test, waitForSection } from './account-helpers.ts'
import { expect } from './fixtures.ts'
import { ALEX } from './sign-in-helpers.ts'
import { form, ROBIN, TIME_ZONE } from './staff-helpers.ts'

/**
 * Writing and time as people have them (issue 33, decision 037): right-to-left text runs right to
 * left in fields and previews; an instant shows on the reader's day; a time the clocks skip is
 * explained; two download buttons of the same words say which platform each is for.
 */

/** Whether the element runs right to left (its directionality, `dir="auto"` resolved). */
const isRightToLeft = (element: Locator) => element.evaluate((node) => node.matches(':dir(rtl)'))

test('Arabic and Hebrew text runs right to left in the profile’s fields, Latin text left to right', async ({
  browser,
  consoleErrors,
}) => {
  test.slow() // a sign-in and the screen's first load on two busy cores
  const context = await browser.newContext()
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/account/profile', LONG_VALUES_CUSTOMER)
    const details = page.getByRole('form', { name: 'Your details' })
    const lastName = details.getByLabel('Last name')
    await expect(lastName).toHaveValue(LONG_VALUES_CUSTOMER.lastName, { timeout: 15_000 })
    expect(await isRightToLeft(lastName)).toBe(true)
    expect(await isRightToLeft(details.getByLabel('City'))).toBe(true)
    expect(await isRightToLeft(details.getByLabel('First name'))).toBe(false)
  } finally {
    await context.close()
  }
})

test('Arabic typed into a notification’s content runs right to left in the field and the preview', async ({
  browser,
  consoleErrors,
}) => {
  test.slow() // a sign-in and the console's first load on two busy cores
  const context = await browser.newContext({ timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications/301', ROBIN)
    await waitForSection(page, 'Content')
    await page.getByLabel('Language').selectOption('en', { timeout: 20_000 })
    const title = form(page, 'English content').getByLabel('Title')
    await title.fill('مرحبا بكم في الإصدار الرابع من DJ Pro')
    expect(await isRightToLeft(title)).toBe(true)
    const preview = page.getByRole('figure').getByText('مرحبا بكم في الإصدار الرابع من DJ Pro')
    await expect(preview).toBeVisible()
    expect(await isRightToLeft(preview)).toBe(true)
  } finally {
    await context.close()
  }
})

test('an order placed in the UTC evening of 29 Nov reads 30 Nov for a customer in Auckland', async ({
  browser,
  consoleErrors,
}) => {
  test.slow() // a sign-in and two screens on two busy cores
  const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' })
  try {
    const page = consoleErrors.watch(await context.newPage())
    // Alex's Black Friday order: 2024-11-29T20:14:03Z is 09:14 on 30 November in Auckland (NZDT).
    await signInTo(page, '/account/orders', ALEX)
    const placed = page.locator('time[datetime="2024-11-29T20:14:03Z"]')
    await expect(placed).toHaveText('30 Nov 2024', { timeout: 15_000 })
    // A time says its zone: the latest download on the overview.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Overview' }).click()
    await expect(page.getByRole('region', { name: 'Downloads' }).locator('time')).toHaveText(/GMT\+1[23]$/)
  } finally {
    await context.close()
  }
})

test('a start in the hour the clocks skip is explained in a sentence', async ({ browser, consoleErrors }) => {
  test.slow() // a sign-in and the console's first load on two busy cores
  const context = await browser.newContext({ timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications', ROBIN)
    await waitForSection(page, 'All campaigns')
    const newCampaign = form(page, 'New campaign')
    // 28 March 2027 in Berlin: 02:00 CET is 03:00 CEST, so 02:30 does not exist.
    await newCampaign.getByLabel('Starts').fill('2027-03-28T02:30', { timeout: 20_000 })
    await newCampaign.getByLabel('Ends').fill('2027-03-28T02:45')
    await newCampaign.getByRole('button', { name: 'Create campaign' }).click()
    await expect(newCampaign.getByLabel('Starts')).toHaveAccessibleDescription(
      /02:30 does not exist on 28 Mar 2027 in your time zone \(Europe\/Berlin\): the clocks go forward then\. Choose 03:00 or later\.$/,
    )
    await expect(newCampaign.getByLabel('Ends')).toHaveAccessibleDescription(
      /02:45 does not exist on 28 Mar 2027 in your time zone \(Europe\/Berlin\)/,
    )
  } finally {
    await context.close()
  }
})

test('the macOS and Windows cards’ download buttons have names that say their platform', async ({ page }) => {
  await page.goto('/dj/pro/downloads')
  // A button's name is its text, the part only screen readers get included.
  const names = await page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''))
  expect(names.length).toBeGreaterThanOrEqual(6)
  expect(new Set(names).size, names.join(' | ')).toBe(names.length)
  for (const platform of ['macOS', 'Windows'])
    await expect(
      page.getByRole('button', { name: `Download with the core pack for ${platform}` }),
    ).toBeVisible()
})
