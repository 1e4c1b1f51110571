import type { Page } from '@playwright/test'
import { REFUSED_VOUCHER_CODES, TEST_CARDS } from '../../sdk/src/mocks/commerce/seed.ts'
import {
  accessToken,
  clearFaults,
  expectLoadedScreen,
  failService,
  inOwnContext,
  signInTo,
  test,
} from './account-helpers.ts'
import {
  countCalls,
  detail,
  enterCard,
  freshVoucherCode,
  item,
  LONG_ADDRESS,
  PLANS,
  setBillingAddress,
  subscribe,
  VOUCHER_TYPES,
} from './commerce-helpers.ts'
import { expect as baseExpect } from './fixtures.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/**
 * The commerce screens of the customer area (issue "[2 of 4 customer area]"; docs/decisions/015, 016):
 * each test signs up a customer of its own and gives it subscriptions and voucher codes through the
 * sandbox's control endpoints, so the tests run in parallel and again against the same sandbox.
 */

/**
 * A commerce screen asks several services at once (subscriptions, cards, the catalog, the profile) and
 * the hosted card form loads in its frame: on two cores shared with the server and other tests that
 * takes longer than the default 5 s now and then, so these expectations wait up to 15 s.
 */
const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * What the layout tests look at: each commerce screen (path, h1, `<title>`), the printable invoice and
 * the plan change dialog (opened from a screen by `open`).
 */
const views: {
  name: string
  path: string
  heading: string | RegExp
  title: string | RegExp
  open?: (page: Page) => Promise<void>
}[] = [
  {
    name: 'the overview with its offers',
    path: '/account',
    heading: 'My account',
    title: 'My account | Music Software',
  },
  {
    name: 'subscriptions',
    path: '/account/subscriptions',
    heading: 'Subscriptions',
    title: 'Subscriptions | My account | Music Software',
  },
  {
    name: 'orders & invoices',
    path: '/account/orders',
    heading: 'Orders & invoices',
    title: 'Orders & invoices | My account | Music Software',
  },
  {
    name: 'payment methods',
    path: '/account/payment-methods',
    heading: 'Payment methods',
    title: 'Payment methods | My account | Music Software',
  },
  {
    name: 'vouchers',
    path: '/account/vouchers',
    heading: 'Vouchers',
    title: 'Vouchers | My account | Music Software',
  },
  {
    name: 'the printable invoice',
    path: '/account/orders',
    heading: /^Invoice \d+$/,
    title: /^Invoice \d+ \| My account \| Music Software$/,
    open: async (page) => {
      await page
        .getByRole('link', { name: /^View invoice / })
        .first()
        .click()
      await expect(page.getByRole('article', { name: /^Invoice \d+$/ })).toContainText('Studio yearly')
    },
  },
  {
    name: 'the plan change dialog',
    path: '/account/subscriptions',
    heading: 'Subscriptions',
    title: 'Subscriptions | My account | Music Software',
    open: async (page) => {
      await item(page, 'Studio yearly').getByRole('button', { name: 'Change plan' }).click()
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible()
    },
  },
]

for (const width of [375, 1280] as const) {
  for (const view of views) {
    test(`${view.name} at ${width} px, with something on it and long values: title, one h1, no overflow, no serious axe violation`, async ({
      browser,
      request,
      customer,
      consoleErrors,
    }) => {
      test.slow() // signing in and axe take their time on a loaded machine
      // The download history answers 404 where there is none (docs/decisions/012).
      consoleErrors.allowStatus(404)
      // Long values and tax: the checkout orders are billed to this address (issue 25 "Real-world input").
      await setBillingAddress(request, customer, LONG_ADDRESS)
      await subscribe(request, customer, PLANS.studioYearly)
      await subscribe(request, customer, PLANS.hexFxMonthly, 'Past Due')
      await inOwnContext(browser, { width, height: 900 }, consoleErrors, async (page) => {
        await signInTo(page, view.path, customer)
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
        await view.open?.(page)
        await expectLoadedScreen(page, view.heading, view.title)
      })
    })
  }
}

test('cancels a subscription behind a dialog that says until when it works: it is ending, with its end date; Keep my plan undoes it, as does the last payment in the payment details', async ({
  page,
  request,
  customer,
}) => {
  await subscribe(request, customer, PLANS.studioYearly)
  await signInTo(page, '/account/subscriptions', customer)
  const studio = item(page, 'Studio yearly')
  await expect(studio.getByText('Active')).toBeVisible()
  await studio.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel Studio yearly?' })
  await expect(dialog).toContainText(/Studio yearly keeps working until (\d{1,2} \w{3} \d{4})/)
  const until = /until (\d{1,2} \w{3} \d{4})/.exec((await dialog.textContent()) ?? '')?.[1] ?? ''
  // The safe choice has focus; backing out changes nothing.
  await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Keep subscription' }).click()
  await expect(dialog).toBeHidden()
  await studio.getByRole('button', { name: 'Cancel subscription' }).click()
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()

  await expect(studio.getByText('Ending', { exact: true })).toBeVisible()
  await expect(detail(studio, 'Ends on')).toHaveText(until)
  await expect(studio.getByRole('status')).toHaveText(
    `Studio yearly is cancelled. It keeps working until ${until}; until then, “Keep my plan” undoes this.`,
  )
  await expect(studio.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0)
  // The state is the service's: it stays so after a reload.
  await page.reload()
  await expect(detail(item(page, 'Studio yearly'), 'Ends on')).toHaveText(until)

  // Changed their mind: "Keep my plan" (the number of billing cycles set back) renews it as before.
  await studio.getByRole('button', { name: 'Keep my plan' }).click()
  await expect(studio.getByText('Active', { exact: true })).toBeVisible()
  await expect(studio.getByRole('status')).toHaveText(
    /^Studio yearly is kept: it renews on .+ for \$99\.00\.$/,
  )
  await expect(detail(studio, 'Next payment')).toContainText(/^\$99\.00 on /)
  await page.reload()
  await expect(item(page, 'Studio yearly').getByRole('button', { name: 'Cancel subscription' })).toBeVisible()

  // The payment details' last payment is the same thing: ending after this payment is cancelling.
  await studio.getByRole('button', { name: 'Payment details' }).click()
  const details = page.getByRole('dialog', { name: 'Payment details of Studio yearly' })
  await details.getByLabel('Last payment (optional)').fill('1')
  await details.getByRole('button', { name: 'Save' }).click()
  await expect(studio.getByRole('status')).toHaveText('The payment details of Studio yearly are saved.')
  await expect(studio.getByText('Ending', { exact: true })).toBeVisible()
  await expect(detail(studio, 'Ends on')).toHaveText(until)
  await studio.getByRole('button', { name: 'Keep my plan' }).click()
  await expect(studio.getByText('Active', { exact: true })).toBeVisible()
})

test('cancels a subscription today where the service offers it: it is cancelled at once', async ({
  page,
  request,
  customer,
}) => {
  await subscribe(request, customer, PLANS.hexFxMonthly)
  await signInTo(page, '/account/subscriptions', customer)
  const hexFx = item(page, 'Hex FX monthly')
  await hexFx.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel Hex FX monthly?' })
  await dialog.getByRole('checkbox', { name: 'End it today instead' }).check()
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(hexFx.getByRole('status')).toHaveText('Hex FX monthly is cancelled and has ended.')
  await expect(hexFx.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(hexFx.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0)
  // What happens next, and how to subscribe again.
  await expect(hexFx).toContainText(/Hex FX monthly was cancelled on .+\. It is not charged again/)
  await expect(hexFx.getByRole('link', { name: 'Hex FX plans on the pricing page' })).toHaveAttribute(
    'href',
    '/hex-fx/pricing',
  )
})

test('adds a card through the hosted card form: a declined card is explained and the address stays; a good card is listed, made default, removed; a card gets new details', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service refuses the declined card with 400 (code 1501), which Chrome logs.
  consoleErrors.allowStatus(400)
  await subscribe(request, customer, PLANS.studioYearly)
  const requests: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET') requests.push(`${r.url()} ${r.postData() ?? ''}`)
  })
  await signInTo(page, '/account/payment-methods', customer)
  const form = page.getByRole('form', { name: 'Add a card' })
  await form.getByLabel('Country').selectOption({ label: 'United Kingdom' })
  await form.getByLabel('Postcode (optional)').fill('E1 6RF')
  await form.getByLabel('Town or city (optional)').fill('London')

  await enterCard(form, TEST_CARDS.declined.number, 'Visa ending 1115 is ready to save.')
  await form.getByRole('button', { name: 'Save card' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Your bank declined Visa ending 1115. Use another card or contact your bank.',
  )
  await expect(form.getByLabel('Country')).toHaveValue('GB')
  await expect(form.getByLabel('Postcode (optional)')).toHaveValue('E1 6RF')
  await expect(form.getByLabel('Town or city (optional)')).toHaveValue('London')

  // A new card form (a new client token) for another card.
  await enterCard(form, TEST_CARDS.mastercard.number, 'Mastercard ending 4444 is ready to save.')
  await form.getByRole('button', { name: 'Save card' }).click()
  const mastercard = item(page, 'Mastercard ending 4444')
  await expect(mastercard).toBeVisible()
  await expect(detail(mastercard, 'Expires')).toHaveText('09/2031')

  await mastercard.getByRole('button', { name: 'Make default: Mastercard ending 4444' }).click()
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible()
  await expect(item(page, 'Visa ending 1111').getByText('Default', { exact: true })).toHaveCount(0)

  // New details for the card the subscription uses (a renewed card): it keeps paying for it.
  const visa = item(page, 'Visa ending 1111')
  await visa.getByRole('button', { name: 'Update card' }).click()
  const update = page.getByRole('dialog', { name: 'Update Visa ending 1111' })
  await enterCard(update, TEST_CARDS.visa.number, 'Visa ending 1111 is ready to save.')
  await update.getByRole('button', { name: 'Save the new details' }).click()
  await expect(visa.getByRole('status')).toHaveText('The card is updated: Visa ending 1111, expires 09/2031.')
  await expect(detail(visa, 'Expires')).toHaveText('09/2031')
  await expect(detail(visa, 'Pays for')).toHaveText('Studio yearly')

  await mastercard.getByRole('button', { name: 'Remove' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Mastercard ending 4444?' })
  await dialog.getByRole('button', { name: 'Remove Mastercard ending 4444' }).click()
  await expect(mastercard).toHaveCount(0)
  await expect(page.getByText('Mastercard ending 4444 is removed.')).toBeVisible()

  // The site sent nonces to our services, never a card number.
  const numbers = [TEST_CARDS.declined.number, TEST_CARDS.mastercard.number].map((n) => n.replace(/\s/g, ''))
  const toServices = requests.filter((line) => line.includes('/commerce/api/'))
  expect(toServices.some((line) => line.includes('/me/paymentmethods') && line.includes('nonce'))).toBe(true)
  for (const number of numbers)
    expect(toServices.filter((line) => line.replace(/\s|%20/g, '').includes(number))).toEqual([])
})

test('removing the default card an active subscription uses is refused with the reason; the card stays', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service refuses the removal with 400 (code 1505), which Chrome logs.
  consoleErrors.allowStatus(400)
  await subscribe(request, customer, PLANS.studioYearly)
  await signInTo(page, '/account/payment-methods', customer)
  const visa = item(page, 'Visa ending 1111')
  await expect(visa.getByText('Default', { exact: true })).toBeVisible()
  await expect(detail(visa, 'Pays for')).toHaveText('Studio yearly')
  await visa.getByRole('button', { name: 'Remove' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Visa ending 1111?' })
  await dialog.getByRole('button', { name: 'Remove Visa ending 1111' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Studio yearly is paid with Visa ending 1111. Switch it to another payment method before removing this one.',
  )
  await dialog.getByRole('button', { name: 'Keep it' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(item(page, 'Visa ending 1111')).toBeVisible()
})

test('redeems a voucher: refusals beside the code keep what was typed; the licence it grants is listed under products and licences', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service refuses the codes with 400 (codes 1301, 1302), which Chrome logs.
  consoleErrors.allowStatus(400)
  // The download history answers 404 where there is none (docs/decisions/012).
  consoleErrors.allowStatus(404)
  const code = await freshVoucherCode(request, VOUCHER_TYPES.djProFlip)
  await signInTo(page, '/account/vouchers', customer)
  const form = page.getByRole('form', { name: 'Redeem a voucher' })
  const field = form.getByLabel('Voucher code')
  for (const [refused, message] of [
    [REFUSED_VOUCHER_CODES.unknown, 'We do not recognise this voucher code'],
    [REFUSED_VOUCHER_CODES.used, 'This voucher has already been redeemed.'],
  ] as const) {
    await field.fill(refused)
    await form.getByRole('button', { name: 'Redeem' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')))
    await expect(field).toHaveValue(refused)
  }

  // As a customer may type it: lower case, spaces for dashes.
  await field.fill(code.toLowerCase().replace(/-/g, ' '))
  await form.getByRole('button', { name: 'Redeem' }).click()
  const flip = item(page, 'DJ Pro Flip')
  await expect(flip.getByText('Redeemed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('DJ Pro Flip is redeemed: you find it under Products & licences.'),
  ).toBeVisible()
  await expect(field).toHaveValue('')

  await flip.getByRole('link', { name: 'See it in Products & licences' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products & licences')
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { name: /DJ Pro Flip/ })
      .first(),
  ).toBeVisible()
})

test('redeems a voucher already in the account from the list: "Ready to redeem", then "Redeemed" once however often it is pressed; its licence is listed', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The download history answers 404 where there is none (docs/decisions/012).
  consoleErrors.allowStatus(404)
  // A reseller or a gift puts the code into the account (`POST /me/vouchers`) without redeeming it.
  const code = await freshVoucherCode(request, VOUCHER_TYPES.djProFlip)
  const taken = await request.post(`${servicesOrigin}/commerce/api/v1/me/vouchers`, {
    headers: { Authorization: `Bearer ${await accessToken(request, customer)}` },
    data: { voucher_id: code },
  })
  expect(taken.ok(), await taken.text()).toBe(true)
  const redeems = countCalls(page, 'PUT', /\/me\/vouchers\/[^/]+$/)
  await signInTo(page, '/account/vouchers', customer)
  const flip = item(page, 'DJ Pro Flip')
  await expect(flip.getByText('Ready to redeem', { exact: true })).toBeVisible()
  await flip.getByRole('button', { name: 'Redeem DJ Pro Flip' }).dblclick()
  await expect(flip.getByText('Redeemed', { exact: true })).toBeVisible()
  await expect(
    page.getByText('DJ Pro Flip is redeemed: you find it under Products & licences.'),
  ).toBeVisible()
  expect(redeems.count()).toBe(1)
  await page.reload()
  await expect(item(page, 'DJ Pro Flip').getByText('Redeemed', { exact: true })).toBeVisible()
  await item(page, 'DJ Pro Flip').getByRole('link', { name: 'See it in Products & licences' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products & licences')
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { name: /DJ Pro Flip/ })
      .first(),
  ).toBeVisible()
})

test('the overview offers an upgrade that opens the plan change with the offered plan chosen', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The download history answers 404 where there is none (docs/decisions/012).
  consoleErrors.allowStatus(404)
  await subscribe(request, customer, PLANS.studioYearly)
  await signInTo(page, '/account', customer)
  const offer = page.getByRole('link', { name: 'Change Studio yearly to Producer Suite yearly' })
  await offer.click()
  await expect(page).toHaveURL(/\/account\/subscriptions\?change=.+&plan=132$/)
  const dialog = page.getByRole('dialog', { name: 'Change Studio yearly' })
  await expect(dialog.getByRole('radio', { name: /Producer Suite yearly/ })).toBeChecked()
})

test('the commerce service failing leaves the screen usable, and "Try again" loads it once it answers', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(503)
  // A section logs the error it shows (screens/section.tsx).
  consoleErrors.allow(/ServiceUnavailableError: Service unavailable/)
  await subscribe(request, customer, PLANS.studioYearly)
  await failService(request, customer, 'commerce', 503)
  await signInTo(page, '/account/subscriptions', customer)
  const list = page.getByRole('region', { name: 'Your subscriptions' })
  await expect(list.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible()
  await clearFaults(request, customer)
  await list.getByRole('button', { name: 'Try again' }).click()
  await expect(item(page, 'Studio yearly')).toBeVisible()
})
