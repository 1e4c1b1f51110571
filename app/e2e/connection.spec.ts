import { signInTo, test, waitForSection } from './account-helpers.ts'
import { expect } from './fixtures.ts'

/**
 * Connection loss (issue 33, decision 037): the browser goes offline (`context.setOffline`, which also
 * makes `navigator.onLine` false and fires `offline`) while a customer works. What they send waits and
 * says so at once; it is sent once when the connection returns, and its outcome is said. A screen
 * opened meanwhile says it is offline instead of spinning, and comes once the connection is back.
 */

test('a save while offline says so at once, is sent once back online, and says it is saved', async ({
  page,
  context,
  customer,
  consoleErrors,
}) => {
  test.slow() // a sign-in, then a save that waits for the connection, on two busy cores
  // What the page asks for while offline (the build check, a refetch) fails as Chrome reports it.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/)
  await signInTo(page, '/account/profile', customer)
  const form = page.getByRole('form', { name: 'Your details' })
  await waitForSection(page, 'Your details')
  await form.getByLabel('City').fill('Leeds')
  const saves: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/profile/api/v1/me'))
      saves.push(request.url())
  })

  await context.setOffline(true)
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^You are offline\./ })
      .first(),
  ).toBeVisible()
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'You are offline. We will send it when you are back online.',
  )
  await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled()
  expect(saves).toEqual([])

  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  await expect(form.getByText('You are offline.')).toHaveCount(0)
  expect(saves).toHaveLength(1)
  await expect(form.getByLabel('City')).toHaveValue('Leeds')
})

test('a screen opened while offline says so instead of spinning, and comes once back online', async ({
  page,
  context,
  customer,
  consoleErrors,
}) => {
  test.slow() // a sign-in, then a screen loaded twice (offline, then again in full), on two busy cores
  // The screen's code and data cannot arrive while offline; Chrome reports each such request.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/)
  await signInTo(page, '/account/profile', customer)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile')
  await waitForSection(page, 'Your details')

  await context.setOffline(true)
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Vouchers' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline.')
  await expect(page.getByText('This page loads when you are back online.')).toBeVisible()
  // Nothing pulses meanwhile.
  await expect(page.locator('main [aria-busy="true"]:visible')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vouchers', { timeout: 15_000 })
  await expect(page).toHaveURL(/\/account\/vouchers$/)
  await expect(page.getByRole('region', { name: 'Your vouchers' })).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
})

test('a save waiting for the connection is never lost silently: leaving asks, and its outcome is said on the screen the person went to', async ({
  page,
  context,
  customer,
  consoleErrors,
}) => {
  test.slow() // a sign-in, a save that waits, a reload prompt, another screen and a reload on two busy cores
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/)
  await signInTo(page, '/account/profile', customer)
  const form = page.getByRole('form', { name: 'Your details' })
  await waitForSection(page, 'Your details')
  const saves: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/profile/api/v1/me'))
      saves.push(request.url())
  })
  // Typed by a person (the browser asks before a reload only on a page someone interacted with).
  const djName = form.getByLabel('DJ name')
  await djName.click()
  await djName.pressSequentially('DJ Offline')

  await context.setOffline(true)
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'You are offline. We will send it when you are back online.',
  )

  // A reload would lose the waiting save: the browser asks first.
  const prompt = page.waitForEvent('dialog')
  void page.evaluate(() => window.location.reload())
  const dialog = await prompt
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()

  // Another screen: the site asks, saying the change waits and will be sent.
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Orders & invoices' })
    .click()
  const leave = page.getByRole('dialog', { name: 'Leave this page?' })
  await expect(leave).toContainText('Your change in “Your details” is waiting to be sent: you are offline.')
  await leave.getByRole('button', { name: 'Leave this page' }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)
  expect(saves).toEqual([])

  // Back online: the save goes out once, and the screen the person is on says how it went (also when
  // that screen's code could not arrive offline and the page loads again).
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders & invoices', { timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  expect(saves).toHaveLength(1)

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('DJ name')).toHaveValue(
    /DJ Offline$/,
  )
})
