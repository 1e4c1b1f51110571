import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { pdfText } from '../../sdk/src/mocks/commerce/pdf.ts'
import { TEST_CARDS } from '../../sdk/src/mocks/commerce/seed.ts'
import { accessToken, expectNoHorizontalOverflow, newCustomer, signInTo, test } from './account-helpers.ts'
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
 * Money adds up (issue 25; docs/decisions/027): each "found" of the issue walked in the browser with
 * the corrected behaviour asserted — every amount shown before a charge is what is charged, invoiced
 * and printed, tax included; every charge leaves an order with its invoice; a double click or a second
 * tab never does a thing twice; vouchers never get stuck. Each test has a customer of its own, billed
 * in a country with tax where the journey is about money (the sandbox taxes by billing country).
 */

/** These journeys wait on several services and the hosted card form: up to 15 s, as commerce.spec.ts. */
const expect = baseExpect.configure({ timeout: 15_000 })

/** `$1,234.56` → 123456 (cents). */
const cents = (text: string | null) => {
  const match = /(-|−)?\$([\d,]+)\.(\d\d)/.exec(text ?? '')
  if (!match) throw new Error(`no amount in ${text}`)
  return (match[1] ? -1 : 1) * Number(`${match[2]?.replace(/,/g, '')}${match[3]}`)
}

/** The rows of a charge table (charge-breakdown.tsx): `[label, amount text]`, total last. */
async function chargeRows(table: Locator): Promise<[string, string][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td')?.textContent ?? '',
      ]),
    ) as Promise<[string, string][]>
}

/** Goes to another screen of the area through its navigation. */
const goTo = (page: Page, screen: string) =>
  page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: screen }).click()

test('found: the plan change review, its success message, the order, the printable invoice and the PDF all say the amount charged, tax included', async ({
  page,
  request,
  customer,
}) => {
  test.slow() // a plan change, an invoice page at two widths and a PDF on a loaded machine
  await subscribe(request, customer, PLANS.studioYearly)
  await setBillingAddress(request, customer, {
    country_code: 'GB',
    first_name: 'Pat',
    last_name: 'Tester',
    city: 'London',
  })
  const quotes = countCalls(page, 'POST', /\/planchanges$/)
  const confirms = countCalls(page, 'PUT', /\/planchanges\/\d+$/)
  await signInTo(page, '/account/subscriptions', customer)
  const studio = item(page, 'Studio yearly')
  // Billed in the UK: the next payment is the price plus 20 % VAT, the figure a renewal charges.
  await expect(detail(studio, 'Price')).toHaveText('$99.00 a year plus tax')
  await expect(detail(studio, 'Next payment')).toContainText(/^\$118\.80 on /)

  await studio.getByRole('button', { name: 'Change plan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Studio yearly' })
  await dialog.getByRole('radio', { name: /Producer Suite yearly/ }).check()
  // A double click asks for one quote.
  await dialog.getByRole('button', { name: 'Review the change' }).dblclick()
  const today = dialog.getByRole('table', { name: 'What you pay today' })
  await expect(today).toContainText('Due today')
  const rows = await chargeRows(today)
  // Itemised as the service priced it: the new plan for the rest of the period, less the unused time of
  // the current one, then the subtotal, the tax at 20 %, and what is due today.
  expect(rows.map(([label]) => label.replace(/, \d.*$/, ''))).toEqual([
    'Producer Suite yearly',
    'Unused time of Studio yearly',
    'Subtotal',
    'Tax (20 %)',
    'Due today',
  ])
  const [charge, credit, subtotal, tax, due] = rows.map(([, amount]) => cents(amount))
  expect(credit).toBeLessThan(0)
  expect(subtotal).toBe((charge ?? 0) + (credit ?? 0))
  expect(tax).toBe(Math.round(((subtotal ?? 0) * 20) / 100))
  expect(due).toBe((subtotal ?? 0) + (tax ?? 0))
  const dueText = rows[4]?.[1] ?? ''
  await expect(detail(dialog, 'Then')).toHaveText(
    /^\$358\.80 a year from .+ \(\$299\.00 plus \$59\.80 tax\)$/,
  )
  // The confirmation waits a moment after the review appears; a double click on it pays once.
  await dialog.getByRole('button', { name: `Confirm and pay ${dueText}` }).dblclick()

  const suite = item(page, 'Producer Suite yearly')
  const status = suite.getByRole('status')
  await expect(status).toHaveText(
    new RegExp(
      `^Your plan is now Producer Suite yearly\\. We charged \\${dueText} to Visa ending 1111 \\(order (\\d+)\\)\\.$`,
    ),
  )
  const orderId = /\(order (\d+)\)/.exec((await status.textContent()) ?? '')?.[1] ?? ''
  expect(quotes.count()).toBe(1)
  expect(confirms.count()).toBe(1)

  // The order says the same total and tax.
  await goTo(page, 'Orders & invoices')
  const order = item(page, `Order ${orderId}`)
  await expect(detail(order, 'Total')).toHaveText(`${dueText} (tax ${rows[3]?.[1]})`)
  await expect(order).toContainText('Plan change from Studio yearly')

  // The printable invoice: its line and totals, at 1280 px and at 375 px, where the totals stay in view.
  await order.getByRole('link', { name: /^View invoice / }).click()
  const invoice = page.getByRole('article', { name: /^Invoice \d+$/ })
  const total = invoice.getByRole('row', { name: /^Total \(USD\)/ })
  await expect(total).toContainText(dueText)
  await expect(invoice.getByRole('row', { name: /^Tax / })).toContainText(rows[3]?.[1] ?? '')
  await expect(invoice.getByRole('row', { name: /^Subtotal/ })).toContainText(rows[2]?.[1] ?? '')
  await page.setViewportSize({ width: 375, height: 800 })
  await total.scrollIntoViewIfNeeded()
  await expect(total).toBeInViewport({ ratio: 1 })
  const box = await total.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
  await expectNoHorizontalOverflow(page)

  // The PDF is the same invoice.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /^Download PDF of invoice \d+$/ }).click()
  const text = pdfText(await readFile((await (await downloading).path()) ?? ''))
  expect(text).toContain('Total (USD)')
  expect(text).toContain(dueText)
  expect(text).toContain(`Order number: ${orderId}`)
})

test('a downgrade today states its credit: nothing is charged, and the next payment shows the credit taken off; the credit then pays for an upgrade, in so many words', async ({
  page,
  request,
  customer,
}) => {
  await subscribe(request, customer, PLANS.producerSuiteYearly)
  await signInTo(page, '/account/subscriptions', customer)
  await item(page, 'Producer Suite yearly').getByRole('button', { name: 'Change plan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Producer Suite yearly' })
  await dialog.getByRole('radio', { name: /^Studio yearly/ }).check()
  await dialog.getByRole('button', { name: 'Review the change' }).click()
  const today = dialog.getByRole('table', { name: 'What you pay today' })
  await expect(today.getByRole('row', { name: /^Due today/ })).toContainText('$0.00')
  const [charge, unused] = (await chargeRows(today)).map(([, amount]) => cents(amount))
  const credit = -(unused ?? 0) - (charge ?? 0)
  const creditText = `$${Math.trunc(credit / 100)}.${String(credit % 100).padStart(2, '0')}`
  await expect(dialog).toContainText(
    `${creditText} credit for the unused time of Producer Suite yearly stays on your subscription and comes off your next payments.`,
  )
  // The next payment is the price less the credit, never below nothing (no tax: this customer has no
  // billing country with tax); a credit larger than a year's price is spent over the next years.
  // Found by the acceptance walk: the review said "Then $117.81 a year" where the next payment was
  // $72.83; it now states the first payment as the subscription will, then the full price.
  const money = (minor: number) => `$${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
  const next = Math.max(0, 9900 - credit)
  const reviewedNext = dialog.getByRole('definition').filter({ hasText: /^\$[\d,.]+ on / })
  await expect(reviewedNext).toContainText(`${money(next)} on `)
  await expect(reviewedNext).toContainText(`${money(Math.min(credit, 9900))} credit taken off`)
  await expect(dialog).toContainText(`After that$99.00 a year`)
  const reviewedDate = (await reviewedNext.textContent())?.match(/ on (.+?) \(/)?.[1] ?? ''
  await dialog.getByRole('button', { name: 'Confirm the change' }).click()
  const studio = item(page, 'Studio yearly')
  await expect(studio.getByRole('status')).toHaveText(
    `Your plan is now Studio yearly. Nothing was charged: ${creditText} credit for the unused time of Producer Suite yearly comes off your next payments.`,
  )
  await expect(detail(studio, 'Credit')).toHaveText(creditText)
  await expect(detail(studio, 'Next payment')).toContainText(`${money(next)} on ${reviewedDate}`)
  await studio.getByText('What makes up this amount').click()
  await expect(studio.getByRole('table', { name: 'Next payment of Studio yearly' })).toContainText(
    `Credit from an earlier plan change−${money(Math.min(credit, 9900))}Subtotal${money(next)}`,
  )
  // Back up the same day: the credit held pays for it with what is left of Studio yearly, and the
  // words say so (the walk found "what is left of Studio yearly pays for …" beside a credit line).
  await studio.getByRole('button', { name: 'Change plan' }).click()
  const back = page.getByRole('dialog', { name: 'Change Studio yearly' })
  await back.getByRole('radio', { name: /^Producer Suite yearly/ }).check()
  await back.getByRole('button', { name: 'Review the change' }).click()
  await expect(back.getByRole('table', { name: 'What you pay today' })).toContainText(
    'Credit on your subscription',
  )
  await expect(back).toContainText(
    'Nothing is due today: what is left of Studio yearly and the credit on your subscription pay for Producer Suite yearly to ',
  )
  await back.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(item(page, 'Producer Suite yearly').getByRole('status')).toHaveText(
    'Your plan is now Producer Suite yearly. Nothing was charged: what was left of Studio yearly and the credit on your subscription paid for it.',
  )
  // Nothing was charged, so no order beyond the checkout's.
  await goTo(page, 'Orders & invoices')
  await expect(
    page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: /^Order / }),
  ).toHaveCount(1)
})

test('found: paying a past-due plan charges the amount shown with tax, once, and leaves an order with its invoice; a second tab does not pay again', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  test.slow() // two tabs, the hosted card form and the orders
  await subscribe(request, customer, PLANS.hexFxMonthly, 'Past Due')
  const pays = countCalls(page, 'POST', /\/retrycharge$/)
  await signInTo(page, '/account/payment-methods', customer)
  // A card with a German billing address: 19 % tax from now on.
  const form = page.getByRole('form', { name: 'Add a card' })
  await enterCard(form, TEST_CARDS.visa.number, 'Visa ending 1111 is ready to save.')
  await form.getByLabel('Country').selectOption({ label: 'Germany' })
  await form.getByRole('button', { name: 'Save card' }).click()
  await expect(item(page, 'Visa ending 1111')).toBeVisible()

  // The overview shows the overdue payment, at the amount it will take.
  // The download history answers 404 where there is none (docs/decisions/012).
  consoleErrors.allowStatus(404)
  await goTo(page, 'Overview')
  const summary = page.getByRole('region', { name: 'Subscriptions' })
  await expect(summary.getByText('Past due', { exact: true })).toBeVisible()
  await expect(summary).toContainText('$5.94 is overdue since')
  await summary.getByRole('link', { name: 'Pay $5.94 now' }).click()
  await expect(page).toHaveURL(/\/account\/subscriptions$/)

  // A second tab has the same screen open.
  const second = await page.context().newPage()
  const secondPays = countCalls(second, 'POST', /\/retrycharge$/)
  await second.goto('/account/subscriptions')
  const hexFxThere = item(second, 'Hex FX monthly')
  await expect(hexFxThere.getByRole('button', { name: 'Pay $5.94 now' })).toBeVisible()

  const hexFx = item(page, 'Hex FX monthly')
  await expect(hexFx.getByRole('table', { name: 'What you pay for Hex FX monthly' })).toContainText(
    'Tax (19 %)$0.95Due now$5.94',
  )
  await hexFx
    .getByRole('group', { name: 'Pay with' })
    .getByRole('radio', { name: /Visa ending 1111/ })
    .check()
  await hexFx.getByRole('button', { name: 'Pay $5.94 now' }).dblclick()
  await expect(hexFx.getByRole('status')).toHaveText(
    'Thank you: $5.94 was paid with Visa ending 1111. Hex FX monthly is active again; the invoice is under Orders & invoices.',
  )
  await expect(hexFx.getByText('Active', { exact: true })).toBeVisible()
  expect(pays.count()).toBe(1)

  // The second tab's "Pay now" finds it paid and charges nothing.
  await hexFxThere
    .getByRole('group', { name: 'Pay with' })
    .getByRole('radio', { name: /Visa ending 1111/ })
    .check()
  await hexFxThere.getByRole('button', { name: 'Pay $5.94 now' }).click()
  await expect(hexFxThere.getByRole('status')).toHaveText(
    'Hex FX monthly is paid already (in another window, perhaps): nothing more was charged.',
  )
  await expect(hexFxThere.getByText('Active', { exact: true })).toBeVisible()
  expect(secondPays.count()).toBe(0)
  await second.close()

  // The payment is an order with its invoice, for the amount shown.
  await goTo(page, 'Orders & invoices')
  const newest = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: /^Order / })
    .first()
  await expect(detail(newest, 'Total')).toHaveText('$5.94 (tax $0.95)')
  await newest.getByRole('link', { name: /^View invoice / }).click()
  const invoice = page.getByRole('article', { name: /^Invoice \d+$/ })
  await expect(invoice.getByRole('row', { name: /^Total \(USD\)/ })).toContainText('$5.94')
  await expect(invoice).toContainText('Hex FX monthly')
  await expect(invoice).toContainText('Germany')
})

test('two tabs changing one plan: the change confirmed in one makes the other tab review again, and only one is charged', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service refuses the replaced quote with 400 (code 1403), which Chrome logs.
  consoleErrors.allowStatus(400)
  await subscribe(request, customer, PLANS.studioYearly)
  await signInTo(page, '/account/subscriptions', customer)
  const second = consoleErrors.watch(await page.context().newPage())
  await second.goto('/account/subscriptions')

  const review = async (tab: Page, plan: RegExp) => {
    await item(tab, 'Studio yearly').getByRole('button', { name: 'Change plan' }).click()
    // Unnamed: its title follows the plan, which the other tab is about to change.
    const dialog = tab.getByRole('dialog')
    await dialog.getByRole('radio', { name: plan }).check()
    await dialog.getByRole('button', { name: 'Review the change' }).click()
    await expect(dialog.getByRole('button', { name: /^Confirm/ })).toBeVisible()
    return dialog
  }
  const first = await review(page, /Producer Suite yearly/)
  const other = await review(second, /Producer Suite yearly/)
  await other.getByRole('button', { name: /^Confirm and pay/ }).click()
  await expect(item(second, 'Producer Suite yearly').getByRole('status')).toContainText('We charged')

  await first.getByRole('button', { name: /^Confirm and pay/ }).click()
  await expect(first.getByRole('alert')).toHaveText(
    'This plan change was replaced or withdrawn. Review the new price and confirm that.',
  )
  // The first tab now shows what is true: the plan the other tab chose.
  await first.getByRole('button', { name: 'Back' }).click()
  await first.getByRole('button', { name: 'Cancel' }).click()
  await expect(item(page, 'Producer Suite yearly')).toBeVisible()
  await second.close()
  await goTo(page, 'Orders & invoices')
  await expect(
    page
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: /^Order / })
      .filter({ hasText: 'Producer Suite yearly' }),
  ).toHaveCount(1)
})

test('billing address on its own; a "try again" card keeps the address and its expiry; an expired card cannot be the default; double clicks save, make default and remove once', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  test.slow() // the hosted card form three times on a loaded machine
  // The try-again card is refused once with 400 (code 1503), which Chrome logs.
  consoleErrors.allowStatus(400)
  await subscribe(request, customer, PLANS.hexFxMonthly, 'Past Due')
  const adds = countCalls(page, 'POST', /\/me\/paymentmethods$/)
  const updates = countCalls(page, 'PUT', /\/me\/paymentmethods\/[^/]+$/)
  const removals = countCalls(page, 'DELETE', /\/me\/paymentmethods\/[^/]+$/)
  await signInTo(page, '/account/payment-methods', customer)

  const expired = item(page, 'Mastercard ending 4444')
  await expect(detail(expired, 'Expired')).toHaveText(/^\d\d\/\d{4}$/)

  // The billing address, on its own: none yet, then given, shown and edited.
  const billing = page.getByRole('region', { name: 'Billing address' })
  await expect(billing).toContainText('You have not given a billing address yet.')
  await billing.getByRole('button', { name: 'Add a billing address' }).click()
  const address = billing.getByRole('form', { name: 'Billing address' })
  await address.getByLabel('Street address (optional)').fill('Torstraße 1')
  await address.getByLabel('Town or city (optional)').fill('Berlin')
  await address.getByLabel('Postcode (optional)').fill('10119')
  await address.getByLabel('Country').selectOption({ label: 'Germany' })
  await address.getByRole('button', { name: 'Save billing address' }).click()
  await expect(billing.getByRole('status')).toHaveText(
    'Your billing address is saved. Your next payments are taxed for its country.',
  )
  await expect(billing).toContainText('Torstraße 1Berlin 10119Germany')
  await billing.getByRole('button', { name: 'Edit billing address' }).click()
  await address.getByLabel('Company (optional)').fill('Tester Tonstudio GmbH')
  await address.getByRole('button', { name: 'Save billing address' }).click()
  await expect(billing).toContainText('Tester Tonstudio GmbHTorstraße 1')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('Tester Tonstudio GmbH')

  // A "try again" card: the address and the card's expiry are kept for the second attempt.
  const form = page.getByRole('form', { name: 'Add a card' })
  await expect(form.getByLabel('Country')).toHaveValue('DE')
  await form.getByLabel('Town or city (optional)').fill('Berlin-Mitte')
  await enterCard(form, TEST_CARDS.tryAgain.number, 'Visa ending 3253 is ready to save.')
  await form.getByRole('button', { name: 'Save card' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'The payment could not be processed just now. Nothing was charged: try again. Enter the number and security code of Visa ending 3253 again; its expiry date is filled in.',
  )
  await expect(form.getByLabel('Town or city (optional)')).toHaveValue('Berlin-Mitte')
  const frame = form.frameLocator('iframe[title*="card number, expiry date and security code"]')
  await expect(frame.getByLabel('Expiry date')).toHaveValue('09 / 31')
  await frame.getByLabel('Card number').fill(TEST_CARDS.tryAgain.number)
  await frame.getByLabel('Security code').fill('737')
  await frame.getByRole('button', { name: 'Use this card' }).click()
  await expect(form.getByText('Visa ending 3253 is ready to save.')).toBeVisible()
  await form.getByRole('button', { name: 'Save card' }).dblclick()
  const visa = item(page, 'Visa ending 3253')
  await expect(visa).toBeVisible()
  // Two attempts (one refused, one saved), the double click added once.
  expect(adds.count()).toBe(2)
  await expect(page.getByRole('list').getByRole('heading', { name: 'Visa ending 3253' })).toHaveCount(1)
  // The address kept the company it was given on its own.
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(
    'Tester Tonstudio GmbHTorstraße 1Berlin-Mitte 10119Germany',
  )

  // Double clicks: make default once, remove once.
  const before = updates.count()
  await visa.getByRole('button', { name: 'Make default: Visa ending 3253' }).dblclick()
  await expect(visa.getByText('Default', { exact: true })).toBeVisible()
  expect(updates.count() - before).toBe(1)
  // The card from the checkout expired: it cannot become the default again.
  await expect(expired.getByRole('button', { name: /^Make default/ })).toHaveCount(0)
  await expect(expired).toContainText('An expired card cannot be your default card')
  await visa.getByRole('button', { name: 'Remove' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Visa ending 3253?' })
  await dialog.getByRole('button', { name: 'Remove Visa ending 3253' }).dblclick()
  await expect(visa).toHaveCount(0)
  expect(removals.count()).toBe(1)
})

test('found: a voucher for a product the customer has is refused before it is taken in, and stays usable by someone else; a double click redeems once', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The service refuses the second code with 400 (code 1306), which Chrome logs.
  consoleErrors.allowStatus(400)
  // The download history answers 404 where there is none (docs/decisions/012).
  consoleErrors.allowStatus(404)
  const first = await freshVoucherCode(request, VOUCHER_TYPES.djProFlip)
  const second = await freshVoucherCode(request, VOUCHER_TYPES.djProFlip)
  const assigns = countCalls(page, 'POST', /\/me\/vouchers$/)
  await signInTo(page, '/account/vouchers', customer)
  const form = page.getByRole('form', { name: 'Redeem a voucher' })
  const field = form.getByLabel('Voucher code')
  await field.fill(first)
  await form.getByRole('button', { name: 'Redeem' }).dblclick()
  await expect(
    page.getByText('DJ Pro Flip is redeemed: you find it under Products & licences.'),
  ).toBeVisible()
  expect(assigns.count()).toBe(1)

  await field.fill(second)
  await form.getByRole('button', { name: 'Redeem' }).click()
  await expect(field).toHaveAccessibleDescription(
    /You already have DJ Pro Flip\. This code stays unused: you can give it to someone else\./,
  )
  await expect(field).toHaveValue(second)
  // Not in this account: no voucher "Ready to redeem" for ever.
  await page.reload()
  const vouchers = page.getByRole('region', { name: 'Your vouchers' })
  await expect(vouchers.getByRole('heading', { level: 3 })).toHaveCount(1)
  await expect(vouchers.getByText('Ready to redeem')).toHaveCount(0)

  // Someone else redeems it.
  const friend = await newCustomer(request)
  const headers = { Authorization: `Bearer ${await accessToken(request, friend)}` }
  const assigned = await request.post(`${servicesOrigin}/commerce/api/v1/me/vouchers`, {
    headers,
    data: { voucher_id: second },
  })
  expect(assigned.ok(), await assigned.text()).toBe(true)
  const redeemed = await request.put(`${servicesOrigin}/commerce/api/v1/me/vouchers/${second}`, { headers })
  expect(redeemed.ok(), await redeemed.text()).toBe(true)
})

test('the invoice page holds at 375 px with long values: the totals in view, nothing wider than the screen', async ({
  page,
  request,
  customer,
}) => {
  await setBillingAddress(request, customer, LONG_ADDRESS)
  await subscribe(request, customer, PLANS.producerSuiteYearly)
  await page.setViewportSize({ width: 375, height: 740 })
  await signInTo(page, '/account/orders', customer)
  await page.getByRole('link', { name: /^View invoice / }).click()
  const invoice = page.getByRole('article', { name: /^Invoice \d+$/ })
  await expect(invoice).toContainText(LONG_ADDRESS.company)
  // Producer Suite yearly, US$299.00 plus 20 % VAT.
  for (const [row, amount] of [
    [/^Subtotal/, '$299.00'],
    [/^Tax /, '$59.80'],
    [/^Total \(USD\)/, '$358.80'],
  ] as const) {
    const line = invoice.getByRole('row', { name: row })
    await line.scrollIntoViewIfNeeded()
    await expect(line).toBeInViewport({ ratio: 1 })
    await expect(line).toContainText(amount)
  }
  await expectNoHorizontalOverflow(page)
})
