/**
 * Helpers of the commerce browser tests (commerce.spec.ts): commerce state of the test's own customer
 * through the sandbox's control endpoints (sdk/src/sandbox/control.ts), and the gateway's
 * hosted card form as a customer fills it in (docs/decisions/016).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { accessToken, type Customer } from './account-helpers.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/** The list item of `main` whose level-3 heading is `name` (a subscription, card, order or voucher). */
export const item = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** The text of the `<dd>` after the `<dt>` `term` in `scope`. */
export const detail = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

/** Catalog product ids of the sandbox's plans (sdk/src/mocks/commerce/seed.ts `catalog`). */
export const PLANS = { studioYearly: 122, producerSuiteYearly: 132, hexFxMonthly: 141 } as const

/**
 * A billing address of 200-odd characters, unbroken words and right-to-left text: what a real
 * customer may have, for the screens to hold at 375 px (issue 25 "Real-world input").
 */
export const LONG_ADDRESS = {
  first_name: `Maximiliana${'x'.repeat(60)}`,
  last_name: 'Ñúñez-Østergård 🎧',
  company: `Sound${'s'.repeat(190)} Ltd`,
  address: 'شارع الموسيقى 42, Apartment 1234567890123456789012345678901234567890',
  city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
  post_code: 'LL61 5UJ',
  country_code: 'GB',
} as const

/** Product voucher type ids (sdk/src/mocks/commerce/seed.ts `productVoucherTypes`): 3 grants DJ Pro Flip. */
export const VOUCHER_TYPES = { djProFlip: 3 } as const

/**
 * The customer bought `catalogProductId` at the web store (`POST /__sandbox/commerce/subscriptions`):
 * a card (for `Past Due` a Mastercard that expired last month), the first order with its invoice, the
 * licence product. Returns the subscription's id.
 */
export async function subscribe(
  request: APIRequestContext,
  customer: Customer,
  catalogProductId: number,
  status: 'Active' | 'Past Due' = 'Active',
): Promise<string> {
  const reply = await request.post(`${servicesOrigin}/__sandbox/commerce/subscriptions`, {
    data: { email_address: customer.email, catalog_product_id: catalogProductId, status },
  })
  expect(reply.status(), await reply.text()).toBe(201)
  return ((await reply.json()) as { id: string }).id
}

/** A voucher code of `productVoucherTypeId` nobody has entered (`POST /__sandbox/commerce/vouchers`). */
export async function freshVoucherCode(
  request: APIRequestContext,
  productVoucherTypeId: number,
): Promise<string> {
  const reply = await request.post(`${servicesOrigin}/__sandbox/commerce/vouchers`, {
    data: { product_voucher_type_id: productVoucherTypeId },
  })
  expect(reply.status(), await reply.text()).toBe(201)
  return ((await reply.json()) as { voucher_id: string }).voucher_id
}

/**
 * Types `number` (expiry 09/31, CVC 737) into the gateway's card form framed in `scope` and sends it
 * ("Use this card"); waits until the site says which card is ready to save.
 */
export async function enterCard(scope: Locator, number: string, readyText: string | RegExp): Promise<void> {
  const form = scope.frameLocator('iframe[title*="card number, expiry date and security code"]')
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry date').fill('09 / 31')
  await form.getByLabel('Security code').fill('737')
  await form.getByRole('button', { name: 'Use this card' }).click()
  // The gateway answers in the frame, which then reports to the site (a page load and a message).
  await expect(scope.getByText(readyText)).toBeVisible({ timeout: 15_000 })
}

/**
 * Sets the customer's billing address at the gateway (`PUT /me/billingaddress`), whose country decides
 * the tax on their payments (docs/decisions/027): a customer of the tests has none, so no tax, until
 * this gives them one.
 */
export async function setBillingAddress(
  request: APIRequestContext,
  customer: Customer,
  address: { country_code: string } & Record<string, string>,
): Promise<void> {
  const reply = await request.put(`${servicesOrigin}/commerce/api/v1/me/billingaddress`, {
    headers: { Authorization: `Bearer ${await accessToken(request, customer)}` },
    data: address,
  })
  expect(reply.ok(), await reply.text()).toBe(true)
}

/** Calls of `page` to the commerce service with `method` whose path ends as `pattern` says, as they go out. */
export function countCalls(page: Page, method: string, pattern: RegExp): { count: () => number } {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === method && url.pathname.includes('/commerce/api/') && pattern.test(url.pathname))
      seen.push(url.pathname)
  })
  return { count: () => seen.length }
}
