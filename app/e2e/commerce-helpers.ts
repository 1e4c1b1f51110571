/**
 * Helpers of the commerce browser tests (commerce.spec.ts): commerce state of the test's own customer
 * through the sandbox's control endpoints (scripts/sandbox/services/control.ts), and the gateway's
 * hosted card form as a customer fills it in (docs/decisions/016).
 */
import { type APIRequestContext, expect, type Locator } from '@playwright/test'
import type { Customer } from './account-helpers.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/** Catalog product ids of the sandbox's plans (sdk/src/mocks/commerce/seed.ts `catalog`). */
export const PLANS = { studioYearly: 122, producerSuiteYearly: 132, hexFxMonthly: 141 } as const

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
