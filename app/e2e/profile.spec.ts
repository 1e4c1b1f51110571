import type { Browser, Page } from '@playwright/test'
import { expectNoHorizontalOverflow, inOwnContext, signInTo, test } from './account-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { type ConsoleErrors, expect } from './fixtures.ts'
import {
  confirmPassword,
  emailedLink,
  expectDeactivatedSignIn,
  pngImage,
  referrer,
  requirePasswordReentry,
  rewardsOf,
} from './profile-helpers.ts'

/**
 * Profile and identity (issue "[3 of 4 customer area]", docs/decisions/022): every test that changes
 * state signs up a customer of its own, so the tests run in parallel and again against the same sandbox.
 */

const header = (page: Page) => page.getByRole('banner')

test('edit the profile: an invalid postcode shows its error and keeps the other fields; a reload shows the change', async ({
  page,
  customer,
}) => {
  await signInTo(page, '/account/profile', customer)
  const form = page.getByRole('form', { name: 'Your details' })
  await form.getByLabel('DJ name').fill('Pat on the Decks')
  await form.getByLabel('City').fill('Leeds')
  await form.getByLabel('Country').selectOption({ label: 'United Kingdom' })
  await form.getByLabel('Postcode').fill('123')
  await form.getByRole('button', { name: 'Save profile' }).click()

  const postcode = form.getByLabel('Postcode')
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await expect(postcode).toHaveAccessibleDescription(/Enter a valid postcode for United Kingdom\.$/)
  await expect(postcode).toBeFocused()
  await expect(form.getByLabel('DJ name')).toHaveValue('Pat on the Decks')
  await expect(form.getByLabel('City')).toHaveValue('Leeds')

  await postcode.fill('LS1 4AP')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()

  await page.reload()
  const reloaded = page.getByRole('form', { name: 'Your details' })
  await expect(reloaded.getByLabel('DJ name')).toHaveValue('Pat on the Decks')
  await expect(reloaded.getByLabel('City')).toHaveValue('Leeds')
  await expect(reloaded.getByLabel('Postcode')).toHaveValue('LS1 4AP')
  await expect(reloaded.getByLabel('Country')).toHaveValue('GB')
})

test('upload a profile picture, see it in the header, and remove it', async ({ page, customer }) => {
  await signInTo(page, '/account/profile', customer)
  const headerAvatar = header(page).getByRole('link', { name: 'My account' }).locator('img')
  await expect(headerAvatar).toHaveAttribute('src', /.+/)
  const defaultPicture = await headerAvatar.getAttribute('src')

  // Checked before anything is sent: another type.
  const picker = page.getByLabel('Choose a picture')
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(picker).toHaveAccessibleDescription(/Choose a JPEG, PNG, WebP or GIF image\.$/)

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage(96) })
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new profile picture is saved.' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
  await expect(headerAvatar).not.toHaveAttribute('src', defaultPicture ?? '')
  // The header's image is the new avatar's thumbnail, and it loads (it may still be loading once the
  // new src is set: polled, not read once).
  await expect
    .poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64)

  await page.getByRole('button', { name: 'Remove picture' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile picture is removed.' })).toBeVisible()
  await expect(headerAvatar).toHaveAttribute('src', defaultPicture ?? '')
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0)
})

test('change the email address: the password asked again, then the outbox link completes it; the old address is kept', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service's 401 code 2011 (password re-entry), which Chrome logs.
  consoleErrors.allowStatus(401)
  const newAddress = `new-${crypto.randomUUID()}@example.com`
  await signInTo(page, '/account/settings', customer)
  await requirePasswordReentry(request, customer)
  const form = page.getByRole('form', { name: 'Change your email address' })
  await form.getByLabel('New email address').fill(newAddress)
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'To change your email address, enter your password again.' })
  await notice.getByRole('button', { name: 'Enter password' }).click()
  await confirmPassword(page, customer)

  // Back on the screen, the kept request is sent.
  await expect(page).toHaveURL((url) => url.pathname === '/account/settings' && url.search === '')
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${newAddress}.` })).toBeVisible()

  const link = await emailedLink(request, newAddress, 'Confirm your new email address')
  expect(new URL(link).pathname).toBe('/verify-email')
  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/verify-email' && url.search === '')
  await page.getByRole('button', { name: 'Confirm new email address' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is changed')

  await page.getByRole('link', { name: 'Go to account settings' }).click()
  await expect(page.getByText(newAddress, { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Addresses you used before' })).toHaveText(customer.email)
})

test('sign up through a referral link: signed in at once, and the referrer’s reward appears', async ({
  browser,
  request,
  customer,
  consoleErrors,
}) => {
  const { token, shareUrl } = await referrer(request, customer)
  const before = await rewardsOf(request, token)
  const context = await browser.newContext()
  try {
    const page = consoleErrors.watch(await context.newPage())
    await page.goto(new URL(shareUrl).pathname)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re invited to Music Software')
    const form = page.getByRole('form', { name: 'Create your account' })
    await form.getByLabel('First name').fill('Remy')
    await form.getByLabel('Email address').fill(`referred-${crypto.randomUUID()}@example.com`)
    await form.getByLabel('Password').fill('Playwright-42')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Remy!' })).toBeVisible()
    await expect(page.getByText(/^Your referral code [A-Z0-9-]+ is applied/)).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to your account' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account')
  } finally {
    await context.close()
  }
  const after = await rewardsOf(request, token)
  expect(after).toHaveLength(before.length + 1)
  expect(after[0]).toMatchObject({ unlocked: true, latest_ribbon: true })
})

test('deactivate the account: the password asked again, then signed out, and it cannot sign in again', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service's 401 code 2011 (password re-entry); a deactivated account's sign-in page is a 403.
  consoleErrors.allowStatus(401)
  consoleErrors.allowStatus(403)
  await signInTo(page, '/account/settings', customer)
  await requirePasswordReentry(request, customer)
  const form = page.getByRole('form', { name: 'Deactivate your account' })
  await form.getByLabel('To confirm, type DEACTIVATE').fill('deactivate')
  await form.getByRole('button', { name: 'Deactivate my account' }).click()
  await page
    .getByRole('alert')
    .filter({ hasText: 'To deactivate your account, enter your password again.' })
    .getByRole('button', { name: 'Enter password' })
    .click()
  await confirmPassword(page, customer)

  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is deactivated' })).toContainText(
    'Your account is deactivated and you are signed out on every device.',
  )
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeEnabled()
  await expectDeactivatedSignIn(page, customer)
})

test('a new customer signs up from the header and is signed in', async ({
  page,
  consoleErrors: _checked,
}) => {
  await page.goto('/')
  await header(page).getByRole('link', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account')
  const form = page.getByRole('form', { name: 'Create your account' })
  await form.getByLabel('First name').fill('Ola')
  await form.getByLabel('Email address').fill(`signup-${crypto.randomUUID()}@example.com`)
  await form.getByLabel('Password').fill('short')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
    /Use at least 8 characters with a letter and a digit or symbol\.$/,
  )
  await form.getByLabel('Password').fill('Playwright-42')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Ola!' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account')
})

/** The screen checks get the slow timeout: axe over a form of some 30 fields and a 249-country list
 * takes seconds on a busy 2-core machine. */
const SLOW_AXE = 'axe over long forms'

/** One h1 with `heading`, loaded, no horizontal overflow, no serious axe violation. */
async function expectScreen(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await expectNoSeriousA11yViolations(page)
}

/**
 * Runs `check` on a page `width` px wide whose console errors fail the test, in a context of its own
 * (`inOwnContext`), with the time axe needs.
 */
async function atWidth(
  browser: Browser,
  width: number,
  consoleErrors: ConsoleErrors,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  test.slow(true, SLOW_AXE)
  await inOwnContext(browser, { width, height: 900 }, consoleErrors, check)
}

for (const width of [375, 1280] as const) {
  test(`the sign-up, referral and verification pages at ${width} px: one h1, no overflow, no serious axe violation`, async ({
    browser,
    consoleErrors,
  }) => {
    await atWidth(browser, width, consoleErrors, async (page) => {
      await page.goto('/sign-up')
      await expectScreen(page, 'Create your account')
      await page.goto('/refer/RIV-7K2M')
      await expectScreen(page, 'You’re invited to Music Software')
      await page.goto('/verify-email?token=incomplete')
      await expectScreen(page, 'This link is incomplete')
    })
  })

  for (const screen of [
    { path: '/account/profile', heading: 'Profile', field: 'Postcode' },
    { path: '/account/settings', heading: 'Account settings', field: 'New email address' },
  ] as const) {
    test(`the ${screen.heading.toLowerCase()} screen at ${width} px: one h1, no overflow, no serious axe violation`, async ({
      browser,
      customer,
      consoleErrors,
    }) => {
      await atWidth(browser, width, consoleErrors, async (page) => {
        await signInTo(page, screen.path, customer)
        await expect(page.getByLabel(screen.field)).toBeVisible()
        await expectScreen(page, screen.heading)
      })
    })
  }

  test(`the verification page of a real link at ${width} px: one h1, no overflow, no serious axe violation`, async ({
    browser,
    request,
    customer,
    consoleErrors,
  }) => {
    await atWidth(browser, width, consoleErrors, async (page) => {
      await signInTo(page, '/account/settings', customer)
      const form = page.getByRole('form', { name: 'Change your email address' })
      const newAddress = `axe-${crypto.randomUUID()}@example.com`
      await form.getByLabel('New email address').fill(newAddress)
      await form.getByRole('button', { name: 'Send confirmation link' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'We sent a link' })).toBeVisible()
      await page.goto(await emailedLink(request, newAddress, 'Confirm your new email address'))
      await expectScreen(page, 'Confirm your new email address')
    })
  })
}
