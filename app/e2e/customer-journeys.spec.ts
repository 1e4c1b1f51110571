import type { APIRequestContext, Page } from '@playwright/test'
import {
  accessToken,
  freshSerial,
  furnish,
  PRODUCT_TYPES,
  registerProduct,
  signInTo,
  test,
} from './account-helpers.ts'
import { expect } from './fixtures.ts'
import { emailedLink } from './profile-helpers.ts'
import { completeSignIn, servicesOrigin } from './sign-in-helpers.ts'

/**
 * What issue 25 found on the customer screens, walked to the end with the corrected behaviour
 * (decision 033): double clicks that sent twice, an ended session with a box per card, 404s on every
 * Downloads visit, a history without dates, Hex FX twice in the product list, "Downloadfor macOS",
 * and error texts that were no sentences. Each test signs up a customer of its own.
 */

/** Counts the requests of `page` whose method and URL match, from now on. */
function countRequests(page: Page, method: string, url: RegExp): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) count += 1
  })
  return () => count
}

test('a double click on "E-mail me the link" sends one e-mail', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  await signInTo(page, '/account/downloads?host_app_name=serato_hex_fx&host_app_os=mac', customer)
  const sends = countRequests(page, 'POST', /\/downloads\/api\/v1\/resources\/\d+\/download-email$/)
  const button = page.getByRole('button', { name: 'E-mail me the link for Hex FX 1.2.0 for macOS' })
  await button.dblclick()
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a download link for Hex FX 1.2.0 for macOS` }),
  ).toBeVisible()
  // Past the moment a second request would have gone out and come back.
  await expect(button).toBeEnabled()
  const outbox = await request.get(
    `${servicesOrigin}/__sandbox/outbox?to=${encodeURIComponent(customer.email)}&service=downloads`,
  )
  expect(((await outbox.json()) as { items: unknown[] }).items).toHaveLength(1)
  expect(sends()).toBe(1)
})

test('a double click on "Confirm new email address" changes it once: "changed", never "expired"', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  const newAddress = `new-${crypto.randomUUID()}@example.com`
  await signInTo(page, '/account/settings', customer)
  const form = page.getByRole('form', { name: 'Change your email address' })
  await form.getByLabel('New email address').fill(newAddress)
  await form.getByRole('button', { name: 'Send confirmation link' }).dblclick()
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${newAddress}.` })).toBeVisible()
  // The double click sent one link (a second submit would have sent another, or shown an empty form's error).
  const outbox = await request.get(`${servicesOrigin}/__sandbox/outbox?to=${encodeURIComponent(newAddress)}`)
  expect(((await outbox.json()) as { items: unknown[] }).items).toHaveLength(1)
  await expect(form.getByLabel('New email address')).not.toHaveAttribute('aria-invalid', 'true')

  const link = await emailedLink(request, newAddress, 'Confirm your new email address')
  await page.goto(link)
  const confirms = countRequests(page, 'PUT', /\/identity\/api\/v1\/users\/\d+$/)
  await page.getByRole('button', { name: 'Confirm new email address' }).dblclick()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is changed')
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is now' })).toHaveText(
    `Your email address is now ${newAddress}.`,
  )
  await expect(page.getByText(/expired|already used/)).toHaveCount(0)
  expect(confirms()).toBe(1)
})

/** Ends every session of `email` at the identity service (the sandbox's test control, README "Faults"). */
async function endSessions(request: APIRequestContext, email: string): Promise<void> {
  const ended = await request.post(
    `${servicesOrigin}/__sandbox/end-sessions?email_address=${encodeURIComponent(email)}`,
  )
  expect(ended.status()).toBe(204)
}

test('an ended session shows one way to sign in again, not a box per card, and signing in brings the cards back', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // How the site learns the session ended: the services refuse the revoked access token (401) and
  // the identity service the refresh token (400). Nothing else may fail or be logged.
  consoleErrors.allowStatus(401)
  consoleErrors.allowStatus(400)
  await signInTo(page, '/account/products', customer)
  await expect(page.getByRole('region', { name: 'Your products' })).toContainText('You have no products yet')
  await endSessions(request, customer.email)
  // The next page load: the server finds the session ended and renders the area's one "sign in
  // again" state, as an answer (401), not as a failure of the site (500). The router reports the state
  // the server rendered on the console.
  consoleErrors.allow(/Your session has ended\. Please sign in again\./)
  const reload = await page.goto('/account')
  expect(reload?.status()).toBe(401)
  expect(reload?.headers()['cache-control']).toBe('private, no-store')
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText('Your session has ended. Please sign in again.Sign in again')
  await expect(alert).toHaveCount(1)
  // The area's one state in place of the screen: no card, no other way to sign in.
  await expect(page.locator('main').getByRole('region')).toHaveCount(0)
  await expect(page.locator('main').getByRole('button', { name: /sign in/i })).toHaveCount(1)

  await alert.getByRole('button', { name: 'Sign in again' }).click()
  await page.waitForURL(/\/identity\/en\/authorize/)
  await completeSignIn(page, customer)
  await expect(page).toHaveURL((url) => url.pathname === '/account')
  // The browser started this sign-in, so the browser completes it (the code exchange, then the
  // screen's calls): on a loaded machine that takes longer than an assertion's default 5 s.
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(customer.email, {
    timeout: 15_000,
  })
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('at 320 px, saving a form scrolled to after the session ended brings the "sign in again" alert into view, focused, in words true for an ended session', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(401)
  consoleErrors.allowStatus(400)
  await page.setViewportSize({ width: 320, height: 640 })
  await signInTo(page, '/account/profile', customer)
  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByLabel('City').fill('Wellington')
  await endSessions(request, customer.email)
  const save = details.getByRole('button', { name: 'Save profile' })
  await save.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await save.click()
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Sign in again' }) })
  await expect(alert).toBeFocused()
  await expect(alert).toBeInViewport()
  await expect(alert).toContainText(/no longer signed in|session has ended/)
})

test('a Downloads visit fails no request; the history lists every download with its date, and "Download again" downloads it', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  // A new customer first: no history yet is an empty list, not a 404 per product.
  await signInTo(page, '/account/downloads', customer)
  const history = page.getByRole('region', { name: 'Your download history' })
  await expect(history).toContainText('You have not downloaded anything yet')

  await furnish(request, customer)
  await page.reload()
  const entries = history.getByRole('listitem')
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('Hex FX 1.2.0 for macOS')
  await expect(entries.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
  await expect(entries.first()).toContainText(/Downloaded \d{1,2} \w{3} \d{4}, \d\d:\d\d/)

  const downloading = page.waitForEvent('download')
  await entries.first().getByRole('button', { name: 'Download again Hex FX 1.2.0 for macOS' }).click()
  expect((await downloading).suggestedFilename()).toBe('Hex FX 1.2.0 macOS.zip')
  await expect(entries).toHaveCount(2)
})

test('Register a product lists each product once, and a serial of another product names both', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The refusal (code 1104) is the service's 400 answer.
  consoleErrors.allowStatus(400)
  await signInTo(page, '/account/products', customer)
  const form = page.getByRole('form', { name: 'Register a product' })
  await expect(form.getByLabel('Product').locator('option').last()).toBeAttached()
  const options = await form.getByLabel('Product').locator('option').allTextContents()
  expect(options).toContain('Hex FX')
  expect(new Set(options).size).toBe(options.length)
  await form.getByLabel('Product').selectOption('Hex FX Subscription')
  await form.getByLabel('Serial number').fill(await freshSerial(request, PRODUCT_TYPES.hexFx))
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByLabel('Serial number')).toHaveAccessibleDescription(
    /This serial number is for Hex FX, not Hex FX Subscription\.$/,
  )
})

test('double clicks register, authorise and deauthorise once each', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  const serial = await freshSerial(request, PRODUCT_TYPES.djPro)
  await signInTo(page, '/account/products', customer)
  const registers = countRequests(page, 'POST', /\/license\/api\/v1\/me\/products$/)
  const authorisations = countRequests(page, 'POST', /\/license\/api\/v1\/me\/licenses\/authorizations$/)
  const form = page.getByRole('form', { name: 'Register a product' })
  await form.getByLabel('Product').selectOption('DJ Pro')
  await form.getByLabel('Serial number').fill(serial)
  await form.getByRole('button', { name: 'Register' }).dblclick()
  await expect(page.getByRole('status').filter({ hasText: 'is registered' })).toHaveText(
    `DJ Pro is registered with the serial number ${serial}.`,
  )
  // The reset form was not submitted again (no "Choose the product you bought.").
  await expect(form.getByLabel('Product')).not.toHaveAttribute('aria-invalid', 'true')
  expect(registers()).toBe(1)

  const product = page
    .getByRole('region', { name: 'Your products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'DJ Pro' }) })
  await product.getByRole('button', { name: 'Authorise a machine' }).click()
  await product.getByLabel('Computer name').fill('Booth laptop')
  await product.getByLabel('Machine ID').fill('E2E-BOOTH-0002')
  await product.getByRole('button', { name: 'Authorise', exact: true }).dblclick()
  await expect(product.getByRole('status')).toHaveText('DJ Pro is now authorised on Booth laptop.')
  await expect(product).toContainText('1 of 2 machines')
  expect(authorisations()).toBe(1)

  await product.getByRole('button', { name: 'Deauthorise Booth laptop' }).dblclick()
  await expect(product.getByRole('status')).toHaveText('DJ Pro is no longer authorised on Booth laptop.')
  await expect(product).toContainText('0 of 2 machines')
  expect(authorisations()).toBe(2)
})

test('double clicks join a beta program, claim a partner code and save the profile once each', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  await registerProduct(request, customer, PRODUCT_TYPES.djPro)
  await signInTo(page, '/account/beta-programs', customer)
  const joins = countRequests(page, 'POST', /\/profile\/api\/v1\/me\/betaprograms$/)
  const join = page.getByRole('region', { name: 'Join a beta program' })
  await join.getByRole('button', { name: 'Join the DJ Pro 4.0 public beta' }).dblclick()
  await expect(join.getByRole('status')).toContainText('You joined the DJ Pro 4.0 public beta.')
  await expect(join.getByRole('alert')).toHaveCount(0)
  expect(joins()).toBe(1)

  await page.goto('/account/partner-promotions')
  const offers = page.getByRole('region', { name: 'Claim a partner offer' })
  await offers.getByRole('button', { name: 'Claim the code for 3 months of Splice Sounds' }).dblclick()
  await expect(offers.getByRole('status')).toContainText('Your Splice code is SPLICE-3MO-')
  const codes = await request.get(`${servicesOrigin}/profile/api/v1/me/partnerpromotions`, {
    headers: { Authorization: `Bearer ${await accessToken(request, customer)}` },
  })
  expect(((await codes.json()) as { items: unknown[] }).items).toHaveLength(1)

  await page.goto('/account/profile')
  const saves = countRequests(page, 'PUT', /\/profile\/api\/v1\/me$/)
  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByLabel('City').fill('Wellington')
  await details.getByRole('button', { name: 'Save profile' }).dblclick()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  // Not "Nothing has changed since you last saved.": the second press was the same one.
  await expect(page.getByText('Nothing has changed since you last saved.')).toHaveCount(0)
  expect(saves()).toBe(1)
})

test('two tabs: a machine deauthorised and a beta left in one tab say so in the other, which then shows what is stored', async ({
  page,
  context,
  request,
  customer,
  consoleErrors,
}) => {
  // The stale tab's calls are refused: 400 (1202, not authorised there) and 404 (not a member).
  consoleErrors.allowStatus(400)
  consoleErrors.allowStatus(404)
  await furnish(request, customer)
  await registerProduct(request, customer, PRODUCT_TYPES.djPro)
  const headers = { Authorization: `Bearer ${await accessToken(request, customer)}` }
  const joined = await request.post(`${servicesOrigin}/profile/api/v1/me/betaprograms`, {
    headers,
    data: { beta_program_id: 'dj-pro-public-beta' },
  })
  expect(joined.ok(), await joined.text()).toBe(true)
  await signInTo(page, '/account/products', customer)
  const other = await context.newPage()
  await other.goto('/account/products')
  const machine = (tab: Page) =>
    tab
      .getByRole('region', { name: 'Your products' })
      .getByRole('listitem')
      .filter({ has: tab.getByRole('heading', { level: 3, name: 'Hex FX' }) })
  await machine(other).getByRole('button', { name: 'Deauthorise Studio iMac' }).waitFor()
  await machine(page).getByRole('button', { name: 'Deauthorise Studio iMac' }).click()
  await expect(machine(page).getByRole('status')).toHaveText('Hex FX is no longer authorised on Studio iMac.')
  await machine(other).getByRole('button', { name: 'Deauthorise Studio iMac' }).click()
  await expect(machine(other).getByRole('status')).toHaveText(
    'Studio iMac was already deauthorised elsewhere.',
  )
  await expect(machine(other)).toContainText('0 of 2 machines')

  await page.goto('/account/beta-programs')
  await other.goto('/account/beta-programs')
  const leave = (tab: Page) => tab.getByRole('button', { name: 'Leave the DJ Pro 4.0 public beta' })
  await leave(other).waitFor()
  await leave(page).click()
  await expect(page.getByRole('status').filter({ hasText: 'You left' })).toBeVisible()
  await leave(other).click()
  await expect(other.getByRole('status').filter({ hasText: 'already left' })).toHaveText(
    'You had already left the DJ Pro 4.0 public beta.',
  )
  await expect(leave(other)).toHaveCount(0)
})

test('two tabs editing the profile: the second save says what changed elsewhere, and Reload or Overwrite loses nothing silently', async ({
  page,
  context,
  customer,
  consoleErrors: _checked,
}) => {
  await signInTo(page, '/account/profile', customer)
  const other = await context.newPage()
  await other.goto('/account/profile')
  const details = (tab: Page) => tab.getByRole('form', { name: 'Your details' })
  await expect(details(other).getByLabel('City')).toBeVisible()

  await details(page).getByLabel('City').fill('Wellington')
  await details(page).getByLabel('DJ name').fill('DJ Pat')
  await details(page).getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()

  // The other tab, opened before, changes the city too: nothing is written, the fields are named.
  await details(other).getByLabel('City').fill('Auckland')
  await details(other).getByRole('button', { name: 'Save profile' }).click()
  const notice = details(other).getByRole('alert')
  await expect(notice).toContainText('Your profile was changed elsewhere')
  await expect(notice).toContainText(': DJ name, City. Nothing was saved.')
  await expect(notice).toBeFocused()

  // Overwrite: this tab's city over the other; the other tab's DJ name stays.
  await notice.getByRole('button', { name: 'Overwrite' }).click()
  await expect(other.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  await expect(details(other).getByLabel('DJ name')).toHaveValue('DJ Pat')
  await page.reload()
  await expect(details(page).getByLabel('City')).toHaveValue('Auckland')
  await expect(details(page).getByLabel('DJ name')).toHaveValue('DJ Pat')

  // Reload: the first tab, now behind, takes what is stored and drops what it typed.
  await details(other).getByLabel('City').fill('Nelson')
  await details(other).getByRole('button', { name: 'Save profile' }).click()
  await expect(other.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  await details(page).getByLabel('City').fill('Napier')
  await details(page).getByRole('button', { name: 'Save profile' }).click()
  await details(page).getByRole('alert').getByRole('button', { name: 'Reload' }).click()
  await expect(details(page).getByLabel('City')).toHaveValue('Nelson')
  await expect(details(page).getByRole('alert')).toHaveCount(0)
})

test('the marketing download buttons read "Download for macOS" and "Download for Windows"', async ({
  page,
  consoleErrors: _checked,
}) => {
  await page.goto('/dj/pro/downloads')
  const cards = page.locator('.download-release__card')
  await expect(cards).toHaveCount(2)
  // What a sighted visitor reads: the button's rendered text without its part for screen readers.
  const seen = await cards.locator('button.button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const copy = button.cloneNode(true) as HTMLElement
      for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
      button.after(copy)
      const text = copy.innerText
      copy.remove()
      return text
    }),
  )
  expect(seen).toEqual(['Download for macOS', 'Download for Windows'])
  await expect(cards.first().getByRole('button', { name: 'Download DJ Pro 3.2.0 for macOS' })).toBeVisible()
})

test('a failed section says so in a sentence naming it', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(500)
  // React logs the error a section shows, once.
  consoleErrors.allow(/InternalServiceError/)
  const fault = await request.post(`${servicesOrigin}/__sandbox/faults`, {
    data: { service: 'license', status: 500, user: customer.email },
  })
  expect(fault.status()).toBe(201)
  await signInTo(page, '/account/products', customer)
  // The server could not load the sections: the browser asks again (its session's token first, then
  // the service) before it can say so. One alert names both sections; the other points to it.
  await expect(page.getByRole('region', { name: 'Your products' }).getByRole('alert')).toContainText(
    '“Your products” and “Register a product” could not be loaded. Something went wrong on our side. Please try again.',
    { timeout: 15_000 },
  )
  await expect(page.getByRole('region', { name: 'Register a product' })).toContainText(
    '“Register a product” could not be loaded either: see “Try again” under “Your products”.',
  )
  await expect(page.getByRole('alert')).toHaveCount(1)
})
