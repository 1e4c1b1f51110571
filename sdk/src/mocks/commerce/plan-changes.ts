/**
 * Plan changes of the fake commerce service (`POST`/`PUT …/subscriptions/{id}/planchanges`): a quote
 * kept with what it was priced on, and its confirmation, which charges exactly the quoted total and
 * changes the plan now or schedules it for the next billing date (decision 027: one charge summary per
 * charge, shown, charged and invoiced alike). Amounts are minor units until a reply presents them.
 */
import type { PlanChangeRequest, SubscriptionPlanChange } from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { PlanProduct } from './catalog.ts'
import {
  type ChargeLineRecord,
  type ChargeRecord,
  chargeDescription,
  chargeOf,
  longDate,
  periodLine,
  presentCharge,
} from './charges.ts'
import { CURRENCY } from './invoice.ts'
import { addMonths, DAY_MS, daysUntil, prorate, toAmount } from './money.ts'
import { COMMERCE_ERROR_CODES as CODES } from './rules.ts'
import {
  notFound,
  type SubscriptionRecord,
  type Subscriptions,
  type SubscriptionsContext,
} from './subscriptions.ts'

/** A plan change request: the quote (minor units) and what confirming it did. */
interface PlanChangeRecord {
  id: string
  user_id: number
  /** The subscription whose plan changes. */
  subscription: SubscriptionRecord
  /** The plan it changes to. */
  target: PlanProduct
  immediate: boolean
  /** Charged when confirmed: exactly this summary's total. */
  due: ChargeRecord
  /** Credit for unused time left on the subscription when confirmed (a cheaper plan, immediately). */
  credit: number
  /** The subscription's existing credit this change's charge spends. */
  creditUsed: number
  /** A billing period of the new plan with tax. */
  renewal: ChargeRecord
  /** The first charge of the new plan on the next billing date: `renewal` less discounts and credit. */
  firstRenewal: ChargeRecord
  /** What the quote was priced on; confirming checks it still holds (else 1403). */
  basis: string
  status: 'pending' | 'complete' | 'invalid'
  created_at: string
  updated_at: string
  order_id?: string
  transaction_id?: string
}

/** What the plan changes need from the rest of the store. */
export interface PlanChangesContext
  extends Pick<SubscriptionsContext, 'catalog' | 'payments' | 'billingPartyOf' | 'now'> {
  subscriptions: Subscriptions
}

/** "each month", "each year", "every 3 months": how often a plan bills (`billing_frequency` months). */
function eachPeriod(months: number): string {
  if (months === 1) return 'each month'
  if (months === 12) return 'each year'
  return months % 12 === 0 ? `every ${months / 12} years` : `every ${months} months`
}

/** The plan change requests of one sandbox. */
export class PlanChanges {
  private readonly records: PlanChangeRecord[] = []
  private readonly context: PlanChangesContext

  constructor(context: PlanChangesContext) {
    this.context = context
  }

  /**
   * `POST …/planchanges`: quotes a change of an active subscription to a plan of its
   * `allow_change_to` (1401 otherwise; 1402 when not active). An immediate change keeps the billing
   * date: a credit for the unused days of the current plan against a charge for the new plan for those
   * days, the subscription's credit taken off, tax on the rest; only between plans billed equally
   * often (1401 otherwise: those change at the next billing date). Replaces an open request.
   */
  request(userId: number, id: string, body: PlanChangeRequest): Outcome<SubscriptionPlanChange> {
    const { catalog, subscriptions } = this.context
    const subscription = subscriptions.find(userId, id)
    if (!subscription) return notFound(id)
    if (subscriptions.statusOf(subscription) !== 'Active') {
      return failure(400, CODES.subscriptionStatus, 'Only an active subscription can change its plan.')
    }
    const current = subscriptions.planOf(subscription)
    const currentPlan = current.subscription
    const target = catalog.find(body.catalog_product_id)
    if (!target?.subscription || !currentPlan.allow_change_to.includes(target.id)) {
      return failure(
        400,
        CODES.planChangeNotAllowed,
        `${current.name} cannot change to ${target?.name ?? `catalog product ${body.catalog_product_id}`}.`,
      )
    }
    const targetPlan = catalog.plan(target.id)
    const immediate = body.immediate ?? false
    const now = this.context.now()
    const next = Date.parse(subscription.next_billing_date)
    const country = this.context.billingPartyOf(userId).country_code
    const lines: ChargeLineRecord[] = []
    let credit = 0
    let creditUsed = 0
    if (immediate) {
      if (targetPlan.subscription.plan.billing_frequency !== currentPlan.plan.billing_frequency) {
        return failure(
          400,
          CODES.planChangeNotAllowed,
          `A change from ${current.name} to ${target.name} takes effect at the next billing date: request it without immediate.`,
        )
      }
      const periodStart = addMonths(next, -currentPlan.plan.billing_frequency)
      const period = Math.round((next - periodStart) / DAY_MS)
      const left = Math.min(daysUntil(now, next), period)
      const charge = prorate(target.price, left, period)
      const unused = prorate(current.price, left, period)
      lines.push(
        {
          kind: 'charge',
          description: periodLine(target.name, now, next),
          amount: charge,
          catalog_product_id: target.id,
        },
        {
          kind: 'credit',
          description: `Unused time of ${current.name}, ${longDate(now)} to ${longDate(next)}`,
          amount: unused,
          catalog_product_id: current.id,
        },
      )
      creditUsed = Math.min(subscription.remaining_credit, Math.max(0, charge - unused))
      if (creditUsed > 0)
        lines.push({ kind: 'credit', description: 'Credit on your subscription', amount: creditUsed })
      credit = Math.max(0, unused - charge)
    }
    const due = chargeOf(lines, country)
    const renewal = chargeOf(
      [
        {
          kind: 'charge',
          description: `${target.name}, ${eachPeriod(targetPlan.subscription.plan.billing_frequency)} from ${longDate(next)}`,
          amount: target.price,
          catalog_product_id: target.id,
        },
      ],
      country,
    )
    // The subscription as it will be after the change, for its first charge on the next billing date:
    // changed now, it keeps its discounts and holds the credit left; changed then, the new plan's own
    // subscription starts with neither (confirm, below).
    const firstRenewal = subscriptions.nextCharge(
      immediate
        ? {
            ...subscription,
            status: 'Active',
            catalog_product_id: target.id,
            remaining_credit: subscription.remaining_credit - creditUsed + credit,
          }
        : {
            ...subscription,
            status: 'Active',
            catalog_product_id: target.id,
            discounts: [],
            remaining_credit: 0,
          },
    )
    this.closeFor(subscription.id)
    const created = isoSeconds(now)
    const record: PlanChangeRecord = {
      id: String(5500 + this.records.length + 1),
      user_id: userId,
      subscription,
      target: targetPlan,
      immediate,
      due,
      credit,
      creditUsed,
      renewal,
      firstRenewal,
      basis: this.basisOf(subscription),
      status: 'pending',
      created_at: created,
      updated_at: created,
    }
    this.records.push(record)
    return success(this.present(record))
  }

  /**
   * `PUT …/planchanges/{requestId}`: carries out an open request (1403 otherwise, also when what it
   * was priced on changed: the tax rate, the period, the credit). Exactly the quoted total is charged
   * to the subscription's payment method (1501–1503 leave the request open) and creates an order with
   * its invoice drawn from the quote. Immediate: the subscription has the new plan now; otherwise a
   * `Pending` subscription starts at the next billing date (`changing_to`).
   */
  confirm(userId: number, id: string, requestId: string): Outcome<SubscriptionPlanChange> {
    const { subscriptions } = this.context
    const record = this.records.find(
      (r) => r.id === requestId && r.user_id === userId && r.subscription.id === id,
    )
    if (!record) return failure(404, ERROR_CODES.notFound, `No plan change request ${requestId}`)
    const { subscription, target } = record
    if (record.status !== 'pending') {
      const why =
        record.status === 'complete'
          ? 'This plan change has already been confirmed.'
          : 'This plan change was replaced or withdrawn. Review the new price and confirm that.'
      return failure(400, CODES.planChangeClosed, why)
    }
    if (subscriptions.statusOf(subscription) !== 'Active') {
      return failure(400, CODES.subscriptionStatus, 'Only an active subscription can change its plan.')
    }
    const now = this.context.now()
    if (record.basis !== this.basisOf(subscription)) {
      record.status = 'invalid'
      record.updated_at = isoSeconds(now)
      return failure(
        400,
        CODES.planChangeClosed,
        'The price of this plan change has changed since it was quoted (your billing country, credit or billing period changed). Review the new price and confirm that.',
      )
    }
    if (record.due.total > 0) {
      if (!this.context.payments.find(userId, subscription.payment_method_token)) {
        return failure(
          400,
          CODES.unknownPaymentMethod,
          'Choose a payment method for this subscription first.',
        )
      }
      const from = subscriptions.planOf(subscription).name
      const paid = subscriptions.pay(subscription, record.due, now, {
        product: target,
        description: `Plan change from ${from}: ${chargeDescription(record.due)}`,
      })
      if (!paid.ok) return paid
      record.order_id = paid.value.orderId
      record.transaction_id = paid.value.transactionId
    }
    if (record.immediate) subscriptions.changePlanNow(subscription, target, record.credit - record.creditUsed)
    else subscriptions.schedulePlanChange(subscription, target, isoSeconds(now))
    record.status = 'complete'
    record.updated_at = isoSeconds(now)
    return success(this.present(record))
  }

  /** Open plan change requests of a subscription become `invalid` (it was cancelled, or a new one replaces them). */
  closeFor(subscriptionId: string): void {
    for (const record of this.records) {
      if (record.subscription.id === subscriptionId && record.status === 'pending') {
        record.status = 'invalid'
        record.updated_at = isoSeconds(this.context.now())
      }
    }
  }

  /** What a plan change quote of `subscription` is priced on: plan, period, credit, tax rate. */
  private basisOf(subscription: SubscriptionRecord): string {
    const rate = chargeOf([], this.context.billingPartyOf(subscription.user_id).country_code).taxRateBp
    return [
      subscription.catalog_product_id,
      subscription.next_billing_date,
      subscription.remaining_credit,
      rate,
    ].join('|')
  }

  /** A request as the service sends it (`SubscriptionPlanChange`), with the subscription as it is now. */
  private present(record: PlanChangeRecord): SubscriptionPlanChange {
    const { subscription, target } = record
    return {
      id: record.id,
      user_id: record.user_id,
      target_subscription: {
        next_billing_date: subscription.next_billing_date,
        group: target.subscription.group,
        plan: target.subscription.plan,
        catalog_product_id: target.id,
        next_billing_period_amount: toAmount(record.due.total),
        due_now: presentCharge(record.due),
        credit_amount: toAmount(record.credit),
        actual_plan_price: toAmount(target.price),
        renewal: presentCharge(record.renewal),
        first_renewal: presentCharge(record.firstRenewal),
        currency: CURRENCY,
      },
      current_subscription: this.context.subscriptions.present(subscription),
      ...(record.order_id ? { order_id: record.order_id, transaction_id: record.transaction_id } : {}),
      status: record.status,
      created_at: record.created_at,
      updated_at: record.updated_at,
      immediate: record.immediate,
    }
  }
}
