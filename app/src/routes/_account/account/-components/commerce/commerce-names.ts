/**
 * How the commerce screens name things (docs/requirements.md §3; `specs/commerce.yaml`): statuses in
 * the customer's words, billing periods, prices per period and payment methods.
 */
import type { OrderStatus, PaymentMethod, SubscriptionPlan, SubscriptionStatus } from '@music/sdk/commerce'
import { formatMoney } from '../../../../../screens/money.ts'

/** A status badge's look: `ok` (green), `warning`, `error` (red), `neutral`. */
export type Tone = 'ok' | 'warning' | 'error' | 'neutral'

/** A subscription's status as the customer reads it, and its badge's tone. */
export const SUBSCRIPTION_STATUSES: Record<SubscriptionStatus, { label: string; tone: Tone }> = {
  Active: { label: 'Active', tone: 'ok' },
  'Past Due': { label: 'Past due', tone: 'error' },
  Expiring: { label: 'Ending', tone: 'warning' },
  Pending: { label: 'Scheduled', tone: 'neutral' },
  Canceled: { label: 'Cancelled', tone: 'neutral' },
  Expired: { label: 'Ended', tone: 'neutral' },
}

/** An order's status as the customer reads it, and its badge's tone. */
export const ORDER_STATUSES: Record<OrderStatus, { label: string; tone: Tone }> = {
  complete: { label: 'Paid', tone: 'ok' },
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  cancel: { label: 'Cancelled', tone: 'neutral' },
  fraud: { label: 'On hold', tone: 'error' },
}

/** "a month", "a year", "every 3 months": how often a plan bills (`billing_frequency` in months). */
function billingPeriod(plan: Pick<SubscriptionPlan, 'billing_frequency'>): string {
  const months = plan.billing_frequency
  if (months === 1) return 'a month'
  if (months === 12) return 'a year'
  return months % 12 === 0 ? `every ${months / 12} years` : `every ${months} months`
}

/** "$99.00 a year": a plan's price per billing period, in its currency. */
export function pricePerPeriod(
  amount: number,
  currency: string | undefined,
  plan: Pick<SubscriptionPlan, 'billing_frequency'>,
): string {
  return `${formatMoney(amount, currency)} ${billingPeriod(plan)}`
}

/** "Visa ending 1111" (a card), "PayPal (alex@example.com)": a payment method as people read it. */
export function paymentMethodName(method: PaymentMethod): string {
  if (method.type === 'PayPal') return method.email ? `PayPal (${method.email})` : 'PayPal'
  const lastFour = method.masked_number?.slice(-4)
  return `${method.card_type ?? 'Card'}${lastFour ? ` ending ${lastFour}` : ''}`
}

/** "Expires 04/2029" or "Expired 10/2026" (a card); undefined for PayPal. */
export function expiryText(method: PaymentMethod): string | undefined {
  if (!method.expiration_date) return undefined
  return `${method.expired ? 'Expired' : 'Expires'} ${method.expiration_date}`
}
