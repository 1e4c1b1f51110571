import { signInTo, test, waitForSection } from './account-helpers.ts'
import { expect } from './fixtures.ts'

/**
 * What a customer typed is not lost by surprise (issue 33, decision 037): a changed form asks before a
 * reload (the browser's own `beforeunload` prompt) and before another screen (the site's dialog).
 */

test('a changed form asks before a reload and before another screen; staying keeps what was typed', async ({
  page,
  customer,
}) => {
  test.slow() // a sign-in, a reload prompt and two screens on two busy cores
  await signInTo(page, '/account/profile', customer)
  const city = page.getByRole('form', { name: 'Your details' }).getByLabel('City')
  await waitForSection(page, 'Your details')
  // Typed by a person (the browser asks only on a page someone interacted with).
  await city.click()
  await city.pressSequentially('Leeds')

  const prompt = page.waitForEvent('dialog')
  void page.evaluate(() => window.location.reload())
  const dialog = await prompt
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  await expect(city).toHaveValue('Leeds')

  const nav = page.getByRole('navigation', { name: 'My account' })
  await nav.getByRole('link', { name: 'Vouchers' }).click()
  const leave = page.getByRole('dialog', { name: 'Leave this page?' })
  await expect(leave).toContainText('What you typed in “Your details” is not saved yet.')
  await expect(leave.getByRole('button', { name: 'Stay on this page' })).toBeFocused()
  await leave.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(/\/account\/profile$/)
  await expect(city).toHaveValue('Leeds')

  await nav.getByRole('link', { name: 'Vouchers' }).click()
  await leave.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vouchers')
})
