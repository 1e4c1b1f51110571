/**
 * A subscription bought at the web store's checkout, which the commerce service has no call for: the
 * sandbox's control endpoint `POST /__sandbox/commerce/subscriptions` uses it so that a test has a
 * customer of its own with a subscription to change, cancel or pay.
 */
import type { Subscription } from '../../generated/commerce/hooks.schemas.ts'
import { failure, isoSeconds, type Outcome, success } from '../http.ts'
import { isPlan } from './catalog.ts'
import { chargeOf, periodLine } from './charges.ts'
import { addMonths, DAY_MS } from './money.ts'
import { COMMERCE_ERROR_CODES as CODES } from './rules.ts'
import type { Subscriptions, SubscriptionsContext } from './subscriptions.ts'

/** The parts of the store a checkout writes to: the subscriptions' own, and the subscriptions. */
export interface CheckoutContext extends SubscriptionsContext {
  subscriptions: Subscriptions
}

/**
 * The purchase of the plan `catalogProductId` as a real shop leaves it: a card (a Visa valid for years;
 * for `Past Due` a Mastercard that expired last month, which failed the renewal three days ago), the
 * order of the first period with its invoice, the subscription, and the licence service's product of
 * the plan (id `SUB-<subscription id>`), valid as the status says.
 * Errors: 400 code 1000 for a catalog product that is not a subscription plan; the licence service's
 * refusal to grant the product.
 */
export function checkoutSubscription(
  context: CheckoutContext,
  userId: number,
  catalogProductId: number,
  status: 'Active' | 'Past Due',
): Outcome<Subscription> {
  const { payments, subscriptions } = context
  const product = context.catalog.find(catalogProductId)
  if (!isPlan(product))
    return failure(400, CODES.badRequest, `Catalog product ${catalogProductId} is not a subscription plan.`)
  const { plan } = product.subscription
  const now = context.now()
  const today = new Date(now)
  const pastDue = status === 'Past Due'
  // The month before this one (1–12) and its year: the past-due card's expiry.
  const lastMonth = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth()
  const lastMonthYear = today.getUTCFullYear() - (today.getUTCMonth() === 0 ? 1 : 0)
  const card = payments.addStoredCard(
    userId,
    pastDue
      ? {
          card_type: 'Mastercard',
          bin: '555555',
          last4: '4444',
          expiration_month: String(lastMonth).padStart(2, '0'),
          expiration_year: String(lastMonthYear),
          outcome: 'approve',
        }
      : {
          card_type: 'Visa',
          bin: '411111',
          last4: '1111',
          expiration_month: '12',
          expiration_year: String(today.getUTCFullYear() + 3),
          outcome: 'approve',
        },
  )
  const next = pastDue ? now - 3 * DAY_MS : addMonths(now - DAY_MS, plan.billing_frequency)
  const first = addMonths(next, -plan.billing_frequency)
  const id = subscriptions.nextId()
  const productId = `SUB-${id.toUpperCase()}`
  const granted = context.licenses.grantProduct(userId, product.product_type_id, productId)
  if (!granted.ok) return granted
  // The checkout's charge, as the shop made it: the first period with tax, and its order.
  const charge = chargeOf(
    [
      {
        kind: 'charge',
        description: periodLine(product.name, first, addMonths(first, plan.billing_frequency)),
        amount: product.price,
        catalog_product_id: product.id,
      },
    ],
    context.billingPartyOf(userId).country_code,
  )
  const transactionId = payments.record(userId, card.token, charge.total, first)
  context.orders.record(userId, product, charge, card.token, { at: first, transactionId })
  const subscription = subscriptions.start({
    id,
    user_id: userId,
    product_id: productId,
    catalog_product_id: product.id,
    status,
    first_billing_date: isoSeconds(first),
    next_billing_date: isoSeconds(next),
    current_billing_cycle: 1,
    number_of_billing_cycle: 0,
    payment_method_token: card.token,
    discounts: [],
  })
  return success(subscriptions.present(subscription))
}
