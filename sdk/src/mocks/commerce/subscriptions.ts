/**
 * Subscriptions of the fake commerce service (`specs/commerce.yaml` `/me/subscriptions`): their
 * status and billing cycles, the charge each next period takes, the billing runs that renew, expire or
 * hand over to a scheduled plan change as the sandbox's clock moves, and the licence service kept in
 * step: a subscription's status and paid period set its product's `subscription_status` and licences'
 * `valid_to`. Amounts are minor units until a reply presents them (`money.ts`).
 */
import type {
  Subscription,
  SubscriptionStatus,
  UpdateSubscriptionRequest,
} from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { LicenseStore } from '../license/store.ts'
import type { Catalog, PlanProduct } from './catalog.ts'
import {
  type ChargeLineRecord,
  type ChargeRecord,
  chargeOf,
  longDate,
  periodLine,
  presentCharge,
} from './charges.ts'
import { CURRENCY } from './invoice.ts'
import { addMonths, DAY_MS, daysUntil, toAmount } from './money.ts'
import type { Orders } from './orders.ts'
import { describeCard, type Payments } from './payments.ts'
import { COMMERCE_ERROR_CODES as CODES, PAST_DUE_GRACE_DAYS } from './rules.ts'
import type { SeedBillingParty, SeedSubscription } from './seed.ts'

/** A subscription's status as stored: `Expiring` is derived (an `Active` one in its last billing cycle). */
export type StoredStatus = Exclude<SubscriptionStatus, 'Expiring'>

/** A subscription as stored: the seed's fields plus what cancelling and plan changes add. */
export interface SubscriptionRecord extends Omit<SeedSubscription, 'status'> {
  status: StoredStatus
  /** When a `Canceled` or `Expired` subscription stopped. */
  ends_at?: string
  /** Minor units left from an immediate change to a cheaper plan, spent on the next charges. */
  remaining_credit: number
  /** The id of the `Pending` subscription a scheduled plan change starts at the next billing date; `''` for none. */
  changing_to: string
}

/** What the subscriptions need from the rest of the store and from the other services. */
export interface SubscriptionsContext {
  catalog: Catalog
  payments: Payments
  orders: Orders
  licenses: LicenseStore
  /** Who the user's charges are billed to (its country decides the tax). */
  billingPartyOf: (userId: number) => SeedBillingParty
  now: () => number
}

/** At most this many renewals are caught up per subscription and call (a clock moved years ahead). */
const MAX_RENEWALS = 600

/** The subscriptions of one sandbox. */
export class Subscriptions {
  private readonly records: SubscriptionRecord[]
  private readonly context: SubscriptionsContext
  private nextSubscription = 1

  /** @throws Error when a seeded subscription names a catalog product that is not a subscription plan */
  constructor(seed: readonly SeedSubscription[], context: SubscriptionsContext) {
    this.context = context
    this.records = seed.map(({ status, ...s }) => {
      context.catalog.plan(s.catalog_product_id)
      // An `Expiring` seed subscription is an active one in its last billing cycle.
      return status === 'Expiring'
        ? {
            ...s,
            status: 'Active',
            number_of_billing_cycle: s.current_billing_cycle,
            remaining_credit: 0,
            changing_to: '',
          }
        : { ...s, status, remaining_credit: 0, changing_to: '' }
    })
    for (const subscription of this.records) this.syncLicence(subscription)
  }

  /** A user's subscriptions, oldest first. */
  list(userId: number): Subscription[] {
    return this.records.filter((s) => s.user_id === userId).map((s) => this.present(s))
  }

  /** The user's subscription `id`, if they have one. */
  find(userId: number, id: string): SubscriptionRecord | undefined {
    return this.records.find((s) => s.user_id === userId && s.id === id)
  }

  /** A user's subscriptions that have not ended (neither `Canceled` nor `Expired`). */
  live(userId: number): SubscriptionRecord[] {
    return this.records.filter(
      (s) => s.user_id === userId && s.status !== 'Canceled' && s.status !== 'Expired',
    )
  }

  /** The plan of the subscription that pays with `token`, if one that has not ended uses it. */
  usingPaymentMethod(userId: number, token: string): string | undefined {
    const subscription = this.live(userId).find((s) => s.payment_method_token === token)
    return subscription && this.planOf(subscription).name
  }

  /**
   * `PUT /me/subscriptions/{id}`: payment method (1405 unknown, 1502 expired card) and number of billing
   * cycles (1404 below the current cycle; for a past-due one, below the unpaid cycle). The current
   * cycle ends it at the end of the paid period (`Expiring`); 0 or a later cycle makes an `Expiring`
   * one renew again ("Keep my plan"). 1402 for a cancelled or expired subscription.
   */
  update(userId: number, id: string, body: UpdateSubscriptionRequest): Outcome<Subscription> {
    const subscription = this.find(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status === 'Canceled' || subscription.status === 'Expired')
      return failure(400, CODES.subscriptionStatus, `This subscription has ended; it cannot change.`)
    const { payments } = this.context
    if (body.payment_method_token !== undefined) {
      const card = payments.find(userId, body.payment_method_token)
      if (!card)
        return failure(400, CODES.unknownPaymentMethod, 'This payment method is not in your account.')
      if (payments.isExpired(card)) {
        return failure(
          400,
          CODES.cardExpired,
          `${describeCard(card)} expired in ${card.expiration_month}/${card.expiration_year}. Choose another card.`,
        )
      }
    }
    const cycles = body.number_of_billing_cycle
    const least = subscription.current_billing_cycle + (subscription.status === 'Past Due' ? 1 : 0)
    if (cycles !== undefined && cycles !== 0 && cycles < least) {
      const n = subscription.current_billing_cycle
      return failure(
        400,
        CODES.billingCycles,
        subscription.status === 'Past Due'
          ? `Billing cycle ${n + 1} of this subscription is unpaid: choose ${n + 1} or more, or 0 to renew until cancelled.`
          : `This subscription is in billing cycle ${n}: choose ${n} or more, or 0 to renew until cancelled.`,
      )
    }
    if (body.payment_method_token !== undefined) {
      subscription.payment_method_token = body.payment_method_token
      // A scheduled plan change is paid with the same card.
      const pending = this.records.find((s) => s.id === subscription.changing_to)
      if (pending) pending.payment_method_token = body.payment_method_token
    }
    if (cycles !== undefined) subscription.number_of_billing_cycle = cycles
    this.syncLicence(subscription)
    return success(this.present(subscription))
  }

  /**
   * `DELETE /me/subscriptions/{id}`: an active subscription ends at the end of its paid period (its
   * last billing cycle is the current one: `Expiring`) or now with `immediate` (`Canceled`); a past-due
   * or pending one now. A scheduled plan change is cancelled with it (its open plan change requests are
   * the plan changes' to close). 1402 when it has ended already (or is `Expiring`, without `immediate`).
   */
  cancel(userId: number, id: string, immediate: boolean): Outcome<Subscription> {
    const subscription = this.find(userId, id)
    if (!subscription) return notFound(id)
    const status = this.statusOf(subscription)
    if (status === 'Canceled' || status === 'Expired' || (status === 'Expiring' && !immediate)) {
      const why =
        status === 'Expiring'
          ? `is already cancelled and ends on ${longDate(Date.parse(subscription.next_billing_date))}`
          : 'has ended'
      return failure(400, CODES.subscriptionStatus, `This subscription ${why}.`)
    }
    const now = isoSeconds(this.context.now())
    if (status === 'Active' && !immediate) {
      subscription.number_of_billing_cycle = subscription.current_billing_cycle
    } else {
      subscription.status = 'Canceled'
      subscription.ends_at = now
    }
    const parent = this.records.find((s) => s.changing_to === subscription.id)
    if (parent) parent.changing_to = ''
    this.cancelScheduledChange(subscription, now)
    this.syncLicence(subscription)
    return success(this.present(subscription))
  }

  /**
   * `POST …/retrycharge`: charges the unpaid period of a past-due subscription, its
   * `next_billing_period_amount` with tax (1402 otherwise: a second call charges nothing). Success: an
   * order with its invoice, `Active`, next billing date one period later, licences valid until then.
   */
  retryCharge(userId: number, id: string): Outcome<Subscription> {
    const subscription = this.find(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status !== 'Past Due') {
      return failure(400, CODES.subscriptionStatus, 'Only a past-due subscription can be charged again.')
    }
    if (!this.context.payments.find(userId, subscription.payment_method_token)) {
      return failure(400, CODES.unknownPaymentMethod, 'Choose a payment method for this subscription first.')
    }
    const charge = this.nextCharge(subscription)
    const paid = this.pay(subscription, charge, this.context.now())
    if (!paid.ok) return paid
    this.advance(subscription, charge)
    return success(this.present(subscription))
  }

  /** The id the next subscription gets (`s00001`, …); each call takes one. */
  nextId(): string {
    return `s${String(this.nextSubscription++).padStart(5, '0')}`
  }

  /**
   * Adds a subscription (`SubscriptionRecord` without the store's own fields, `id` from
   * {@link Subscriptions.nextId}) and sets its licences as its status says (none while `Pending`).
   */
  start(fields: Omit<SubscriptionRecord, 'remaining_credit' | 'changing_to'>): SubscriptionRecord {
    const subscription: SubscriptionRecord = { ...fields, remaining_credit: 0, changing_to: '' }
    this.records.push(subscription)
    this.syncLicence(subscription)
    return subscription
  }

  /**
   * An immediate plan change: `subscription` has the plan `target` from now (the licence service's
   * product changes type with it), and `credit` (minor units) is added to what it holds.
   */
  changePlanNow(subscription: SubscriptionRecord, target: PlanProduct, credit: number): void {
    if (target.product_type_id !== this.planOf(subscription).product_type_id)
      this.context.licenses.changeProductType(
        subscription.user_id,
        subscription.product_id,
        target.product_type_id,
      )
    subscription.catalog_product_id = target.id
    subscription.remaining_credit += credit
    this.syncLicence(subscription)
  }

  /**
   * A plan change at the next billing date: a `Pending` subscription of `target` starts then, paid with
   * the same card (`changing_to` names it); one scheduled earlier is cancelled at `at` (ISO 8601).
   */
  schedulePlanChange(subscription: SubscriptionRecord, target: PlanProduct, at: string): void {
    this.cancelScheduledChange(subscription, at)
    const pending = this.start({
      id: this.nextId(),
      user_id: subscription.user_id,
      product_id: subscription.product_id,
      catalog_product_id: target.id,
      status: 'Pending',
      first_billing_date: subscription.next_billing_date,
      next_billing_date: subscription.next_billing_date,
      current_billing_cycle: 0,
      number_of_billing_cycle: 0,
      payment_method_token: subscription.payment_method_token,
      discounts: [],
    })
    subscription.changing_to = pending.id
  }

  /**
   * Brings every subscription up to the sandbox's clock, as the service's billing runs would have:
   * an `Active` one whose next billing date has come renews (its card charged its next charge with an
   * order and invoice; a refused charge makes it `Past Due`), ends (`Expired`, in its last billing
   * cycle) or hands over to its scheduled plan change (the `Pending` one becomes `Active` and renews).
   */
  settle(): void {
    const now = this.context.now()
    for (const first of [...this.records]) {
      let subscription = first
      for (let n = 0; n < MAX_RENEWALS; n++) {
        const due = Date.parse(subscription.next_billing_date)
        if (subscription.status !== 'Active' || due > now) break
        if (this.statusOf(subscription) === 'Expiring') {
          subscription.status = 'Expired'
          subscription.ends_at = subscription.next_billing_date
          this.cancelScheduledChange(subscription, subscription.next_billing_date)
          this.syncLicence(subscription)
          break
        }
        const pending = this.records.find((s) => s.id === subscription.changing_to)
        if (pending) {
          subscription.status = 'Expired'
          subscription.ends_at = subscription.next_billing_date
          subscription.changing_to = ''
          const target = this.planOf(pending)
          if (target.product_type_id !== this.planOf(subscription).product_type_id)
            this.context.licenses.changeProductType(
              pending.user_id,
              pending.product_id,
              target.product_type_id,
            )
          pending.status = 'Active'
          subscription = pending
          continue
        }
        const charge = this.nextCharge(subscription)
        if (!this.pay(subscription, charge, due).ok) {
          subscription.status = 'Past Due'
          this.syncLicence(subscription)
          break
        }
        this.advance(subscription, charge)
      }
    }
  }

  /** A subscription's status as the service shows it: an active one in its last cycle is `Expiring`. */
  statusOf(subscription: SubscriptionRecord): SubscriptionStatus {
    const last =
      subscription.number_of_billing_cycle > 0 &&
      subscription.current_billing_cycle >= subscription.number_of_billing_cycle
    return subscription.status === 'Active' && last ? 'Expiring' : subscription.status
  }

  /** The catalog's subscription plan of `subscription`. */
  planOf(subscription: Pick<SubscriptionRecord, 'catalog_product_id'>): PlanProduct {
    return this.context.catalog.plan(subscription.catalog_product_id)
  }

  /**
   * What the next charge of `subscription` takes: its plan for the next period (for a past-due one the
   * unpaid period, for a pending one its first), discounts and credit taken off, tax of the billing
   * country at the clock's time.
   */
  nextCharge(subscription: SubscriptionRecord): ChargeRecord {
    const product = this.planOf(subscription)
    const months = product.subscription.plan.billing_frequency
    const from = this.periodStart(subscription)
    const lines: ChargeLineRecord[] = [
      {
        kind: 'charge',
        description: periodLine(product.name, from, addMonths(from, months)),
        amount: product.price,
        catalog_product_id: product.id,
      },
    ]
    let left = product.price
    for (const discount of subscription.discounts) {
      const amount = Math.min(discount.amount, left)
      left -= amount
      lines.push({ kind: 'discount', description: discount.name, amount })
    }
    const credit = Math.min(subscription.remaining_credit, left)
    if (credit > 0)
      lines.push({ kind: 'credit', description: 'Credit from an earlier plan change', amount: credit })
    return chargeOf(lines, this.context.billingPartyOf(subscription.user_id).country_code)
  }

  /**
   * Charges `subscription`'s card the total of `charge` at `at` (nothing for a total of 0) and records
   * the order with its invoice: for its own plan, or for `order.product` with `order.description`.
   */
  pay(
    subscription: SubscriptionRecord,
    charge: ChargeRecord,
    at: number,
    order: { product?: PlanProduct; description?: string } = {},
  ): Outcome<{ orderId?: string; transactionId?: string }> {
    return this.context.orders.pay(
      {
        userId: subscription.user_id,
        token: subscription.payment_method_token,
        product: order.product ?? this.planOf(subscription),
        ...(order.description === undefined ? {} : { description: order.description }),
      },
      charge,
      at,
    )
  }

  /** A subscription as the service sends it (`Subscription`), its next charge priced at the clock's time. */
  present(subscription: SubscriptionRecord): Subscription {
    const product = this.planOf(subscription)
    const now = this.context.now()
    const next = Date.parse(subscription.next_billing_date)
    const status = this.statusOf(subscription)
    const charges = status === 'Active' || status === 'Past Due' || status === 'Pending'
    const charge = charges ? this.nextCharge(subscription) : undefined
    const endsAt = status === 'Expiring' ? subscription.next_billing_date : subscription.ends_at
    return {
      id: subscription.id,
      user_id: subscription.user_id,
      product_id: subscription.product_id,
      discounts: subscription.discounts.map((d) => ({ ...d, amount: toAmount(d.amount) })),
      current_billing_cycle: subscription.current_billing_cycle,
      number_of_billing_cycle: subscription.number_of_billing_cycle,
      next_billing_date: subscription.next_billing_date,
      first_billing_date: subscription.first_billing_date,
      payment_method_token: subscription.payment_method_token,
      group: product.subscription.group,
      plan: product.subscription.plan,
      catalog_product_id: product.id,
      next_billing_period_amount: toAmount(charge?.total ?? 0),
      ...(charge ? { next_charge: presentCharge(charge) } : {}),
      price: toAmount(product.price),
      currency: CURRENCY,
      ...(status === 'Active' || status === 'Past Due' ? { remaining_days: daysUntil(now, next) } : {}),
      ...(status === 'Pending' ? { days_until_activation: daysUntil(now, next) } : {}),
      status,
      ...(endsAt ? { ends_at: endsAt } : {}),
      tll_product_type_ids: [product.product_type_id],
      changing_to: subscription.changing_to,
      remaining_credit: toAmount(subscription.remaining_credit),
    }
  }

  /**
   * When the period the next charge of `subscription` pays starts: its next billing date; for a
   * past-due one whose unpaid period is over by now, now (paying late buys a period from the day it is
   * paid, never one that has gone by: one payment, the one shown).
   */
  private periodStart(subscription: SubscriptionRecord): number {
    const due = Date.parse(subscription.next_billing_date)
    if (subscription.status !== 'Past Due') return due
    const months = this.planOf(subscription).subscription.plan.billing_frequency
    const now = this.context.now()
    return addMonths(due, months) <= now ? now : due
  }

  /** A paid (or free) period: the credit it spent is gone, the next period starts; `Active`. */
  private advance(subscription: SubscriptionRecord, charge: ChargeRecord): void {
    const spent = charge.lines.filter((l) => l.kind === 'credit').reduce((n, l) => n + l.amount, 0)
    const months = this.planOf(subscription).subscription.plan.billing_frequency
    const from = this.periodStart(subscription)
    subscription.remaining_credit = Math.max(0, subscription.remaining_credit - spent)
    subscription.status = 'Active'
    subscription.current_billing_cycle += 1
    subscription.next_billing_date = isoSeconds(addMonths(from, months))
    this.syncLicence(subscription)
  }

  /** The `Pending` subscription of a scheduled plan change of `subscription` is cancelled. */
  private cancelScheduledChange(subscription: SubscriptionRecord, at: string): void {
    if (!subscription.changing_to) return
    const pending = this.records.find((s) => s.id === subscription.changing_to)
    if (pending) Object.assign(pending, { status: 'Canceled', ends_at: at })
    subscription.changing_to = ''
  }

  /** The licence service's product of a subscription follows its status and paid period. */
  private syncLicence(subscription: SubscriptionRecord): void {
    const status = this.statusOf(subscription)
    if (status === 'Pending') return
    const next = Date.parse(subscription.next_billing_date)
    const validTo =
      status === 'Active' || status === 'Expiring'
        ? subscription.next_billing_date
        : status === 'Past Due'
          ? isoSeconds(next + PAST_DUE_GRACE_DAYS * DAY_MS)
          : (subscription.ends_at ?? subscription.next_billing_date)
    this.context.licenses.setSubscriptionState(subscription.user_id, subscription.product_id, status, validTo)
  }
}

/** 404 code 3001 for a subscription the user does not have. */
export function notFound(id: string): Outcome<never> {
  return failure(404, ERROR_CODES.notFound, `No subscription ${id} on this account`)
}
