/**
 * In-memory state of the fake commerce service (`specs/commerce.yaml`): the catalog, subscriptions and
 * their plan changes, orders with their invoices, and recommendations; payment methods and the
 * gateway are `payments` (`payments.ts`), vouchers `vouchers` (`vouchers.ts`). What a call changes is
 * what the next list returns, and the licence service follows at once: a subscription's status and
 * paid period set its product's `subscription_status` and licences' `valid_to`; a plan change to
 * another product changes the product's type; a redeemed voucher adds a product.
 * Amounts are minor units until a reply presents them (`money.ts`).
 */
import type {
  CatalogProduct,
  Invoice,
  Order,
  OrderStatus,
  PlanChangeRequest,
  Subscription,
  SubscriptionPlanChange,
  SubscriptionStatus,
  UpdateSubscriptionRequest,
} from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { LicenseStore } from '../license/store.ts'
import {
  type ChargeLineRecord,
  type ChargeRecord,
  chargeOf,
  formatMinor,
  longDate,
  periodLine,
  presentCharge,
} from './charges.ts'
import { CURRENCY, invoiceOf, presentOrder } from './invoice.ts'
import { addMonths, DAY_MS, daysUntil, prorate, toAmount } from './money.ts'
import { describeCard, Payments } from './payments.ts'
import { COMMERCE_ERROR_CODES as CODES, PAST_DUE_GRACE_DAYS } from './rules.ts'
import type {
  CommerceSeed,
  SeedBillingParty,
  SeedCatalogProduct,
  SeedOrder,
  SeedSubscription,
} from './seed.ts'
import { Vouchers } from './vouchers.ts'

/** A subscription's status as stored: `Expiring` is derived (an `Active` one in its last billing cycle). */
type StoredStatus = Exclude<SubscriptionStatus, 'Expiring'>

/** A subscription as stored: the seed's fields plus what cancelling and plan changes add. */
interface SubscriptionRecord extends Omit<SeedSubscription, 'status'> {
  status: StoredStatus
  /** When a `Canceled` or `Expired` subscription stopped. */
  ends_at?: string
  /** Minor units left from an immediate change to a cheaper plan, spent on the next charges. */
  remaining_credit: number
  changing_to: string
}

/** A plan change request: the quote (minor units) and what confirming it did. */
interface PlanChangeRecord {
  id: string
  user_id: number
  subscription_id: string
  target_id: number
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

/** Filters of `GET /me/recommendations`. */
export interface RecommendationFilter {
  appName?: string | null
  catalogCategory?: string | null
}

/** What the commerce store needs from the other services. */
export interface CommerceContext {
  licenses: LicenseStore
  /** Who a new order of the user is billed to (name and address from identity and profile). */
  customerOf: (userId: number) => SeedBillingParty
  now: () => number
}

/** At most this many renewals are caught up per subscription and call (a clock moved years ahead). */
const MAX_RENEWALS = 600

/** "each month", "each year", "every 3 months": how often a plan bills (`billing_frequency` months). */
function eachPeriod(months: number): string {
  if (months === 1) return 'each month'
  if (months === 12) return 'each year'
  return months % 12 === 0 ? `every ${months / 12} years` : `every ${months} months`
}

/** The commerce service's state. */
export class CommerceStore {
  readonly payments: Payments
  readonly vouchers: Vouchers
  private readonly catalog: SeedCatalogProduct[]
  private readonly categories: CommerceSeed['categories']
  private readonly subscriptions: SubscriptionRecord[]
  private readonly orders: SeedOrder[]
  private readonly planChanges: PlanChangeRecord[] = []
  private readonly context: CommerceContext
  private nextSubscription = 1
  private nextOrder = 1

  constructor(seed: CommerceSeed, context: CommerceContext) {
    this.context = context
    this.catalog = seed.catalog
    this.categories = seed.categories
    this.subscriptions = seed.subscriptions.map(({ status, ...s }) =>
      // An `Expiring` seed subscription is an active one in its last billing cycle.
      status === 'Expiring'
        ? {
            ...s,
            status: 'Active',
            number_of_billing_cycle: s.current_billing_cycle,
            remaining_credit: 0,
            changing_to: '',
          }
        : { ...s, status, remaining_credit: 0, changing_to: '' },
    )
    this.orders = seed.orders
    this.payments = new Payments(seed, context.now)
    this.vouchers = new Vouchers(seed, context.licenses, context.now)
    for (const subscription of this.subscriptions) this.syncLicence(subscription)
    this.vouchers.grantSeededProducts()
  }

  /** The catalog as `GET /catalog/products` lists it. */
  listCatalog(): CatalogProduct[] {
    return this.catalog.map((p) => this.presentProduct(p))
  }

  /** A user's subscriptions, oldest first. */
  listSubscriptions(userId: number): Subscription[] {
    this.settle()
    return this.subscriptions.filter((s) => s.user_id === userId).map((s) => this.presentSubscription(s))
  }

  /**
   * `PUT /me/subscriptions/{id}`: payment method (1405 unknown, 1502 expired card) and number of billing
   * cycles (1404 below the current cycle; for a past-due one, below the unpaid cycle). The current
   * cycle ends it at the end of the paid period (`Expiring`); 0 or a later cycle makes an `Expiring`
   * one renew again ("Keep my plan"). 1402 for a cancelled or expired subscription.
   */
  updateSubscription(userId: number, id: string, body: UpdateSubscriptionRequest): Outcome<Subscription> {
    this.settle()
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status === 'Canceled' || subscription.status === 'Expired')
      return failure(400, CODES.subscriptionStatus, `This subscription has ended; it cannot change.`)
    if (body.payment_method_token !== undefined) {
      const card = this.payments.find(userId, body.payment_method_token)
      if (!card)
        return failure(400, CODES.unknownPaymentMethod, 'This payment method is not in your account.')
      if (this.payments.isExpired(card)) {
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
      const pending = this.subscriptions.find((s) => s.id === subscription.changing_to)
      if (pending) pending.payment_method_token = body.payment_method_token
    }
    if (cycles !== undefined) subscription.number_of_billing_cycle = cycles
    this.syncLicence(subscription)
    return success(this.presentSubscription(subscription))
  }

  /**
   * `DELETE /me/subscriptions/{id}`: an active subscription ends at the end of its paid period (its
   * last billing cycle is the current one: `Expiring`) or now with `immediate` (`Canceled`); a past-due
   * or pending one now. A scheduled plan change is cancelled with it. 1402 when it has ended already
   * (or is `Expiring`, without `immediate`).
   */
  cancelSubscription(userId: number, id: string, immediate: boolean): Outcome<Subscription> {
    this.settle()
    const subscription = this.findSubscription(userId, id)
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
    const parent = this.subscriptions.find((s) => s.changing_to === subscription.id)
    if (parent) parent.changing_to = ''
    this.cancelScheduledChange(subscription, now)
    this.closePlanChanges(subscription.id)
    this.syncLicence(subscription)
    return success(this.presentSubscription(subscription))
  }

  /**
   * `POST …/retrycharge`: charges the unpaid period of a past-due subscription, its
   * `next_billing_period_amount` with tax (1402 otherwise: a second call charges nothing). Success: an
   * order with its invoice, `Active`, next billing date one period later, licences valid until then.
   */
  retryCharge(userId: number, id: string): Outcome<Subscription> {
    this.settle()
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status !== 'Past Due') {
      return failure(400, CODES.subscriptionStatus, 'Only a past-due subscription can be charged again.')
    }
    const card = this.payments.find(userId, subscription.payment_method_token)
    if (!card) {
      return failure(400, CODES.unknownPaymentMethod, 'Choose a payment method for this subscription first.')
    }
    const now = this.context.now()
    const charge = this.nextCharge(subscription)
    const paid = this.chargeAndRecord(subscription, charge, now)
    if (!paid.ok) return paid
    this.advance(subscription, charge)
    return success(this.presentSubscription(subscription))
  }

  /**
   * `POST …/planchanges`: quotes a change of an active subscription to a plan of its
   * `allow_change_to` (1401 otherwise; 1402 when not active). An immediate change keeps the billing
   * date: a credit for the unused days of the current plan against a charge for the new plan for those
   * days, the subscription's credit taken off, tax on the rest; only between plans billed equally
   * often (1401 otherwise: those change at the next billing date). Replaces an open request.
   */
  requestPlanChange(userId: number, id: string, body: PlanChangeRequest): Outcome<SubscriptionPlanChange> {
    this.settle()
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (this.statusOf(subscription) !== 'Active') {
      return failure(400, CODES.subscriptionStatus, 'Only an active subscription can change its plan.')
    }
    const current = this.product(subscription.catalog_product_id)
    const target = this.product(body.catalog_product_id)
    const currentPlan = current?.subscription
    if (
      !current ||
      !currentPlan ||
      !target?.subscription ||
      !currentPlan.allow_change_to.includes(target.id)
    ) {
      return failure(
        400,
        CODES.planChangeNotAllowed,
        `${current?.name ?? 'This plan'} cannot change to ${target?.name ?? `catalog product ${body.catalog_product_id}`}.`,
      )
    }
    const immediate = body.immediate ?? false
    const now = this.context.now()
    const next = Date.parse(subscription.next_billing_date)
    const country = this.billingPartyOf(userId).country_code
    const lines: ChargeLineRecord[] = []
    let credit = 0
    let creditUsed = 0
    if (immediate) {
      if (target.subscription.plan.billing_frequency !== currentPlan.plan.billing_frequency) {
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
          description: `${target.name}, ${eachPeriod(target.subscription.plan.billing_frequency)} from ${longDate(next)}`,
          amount: target.price,
          catalog_product_id: target.id,
        },
      ],
      country,
    )
    // The subscription as it will be after the change, for its first charge on the next billing date:
    // changed now, it keeps its discounts and holds the credit left; changed then, the new plan's own
    // subscription starts with neither (confirm, below).
    const firstRenewal = this.nextCharge(
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
    this.closePlanChanges(subscription.id)
    const created = isoSeconds(now)
    const record: PlanChangeRecord = {
      id: String(5500 + this.planChanges.length + 1),
      user_id: userId,
      subscription_id: subscription.id,
      target_id: target.id,
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
    this.planChanges.push(record)
    return success(this.presentPlanChange(record))
  }

  /**
   * `PUT …/planchanges/{requestId}`: carries out an open request (1403 otherwise, also when what it
   * was priced on changed: the tax rate, the period, the credit). Exactly the quoted total is charged
   * to the subscription's payment method (1501–1503 leave the request open) and creates an order with
   * its invoice drawn from the quote. Immediate: the subscription has the new plan now; otherwise a
   * `Pending` subscription starts at the next billing date (`changing_to`).
   */
  confirmPlanChange(userId: number, id: string, requestId: string): Outcome<SubscriptionPlanChange> {
    this.settle()
    const subscription = this.findSubscription(userId, id)
    const record = this.planChanges.find(
      (r) => r.id === requestId && r.user_id === userId && r.subscription_id === id,
    )
    if (!subscription || !record)
      return failure(404, ERROR_CODES.notFound, `No plan change request ${requestId}`)
    if (record.status !== 'pending') {
      const why =
        record.status === 'complete'
          ? 'This plan change has already been confirmed.'
          : 'This plan change was replaced or withdrawn. Review the new price and confirm that.'
      return failure(400, CODES.planChangeClosed, why)
    }
    if (this.statusOf(subscription) !== 'Active') {
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
    const target = this.product(record.target_id) as SeedCatalogProduct
    if (record.due.total > 0) {
      if (!this.payments.find(userId, subscription.payment_method_token)) {
        return failure(
          400,
          CODES.unknownPaymentMethod,
          'Choose a payment method for this subscription first.',
        )
      }
      const current = this.product(subscription.catalog_product_id) as SeedCatalogProduct
      const paid = this.chargeAndRecord(subscription, record.due, now, {
        product: target,
        description: planChangeDescription(current.name, record.due),
      })
      if (!paid.ok) return paid
      record.order_id = paid.value.orderId
      record.transaction_id = paid.value.transactionId
    }
    if (record.immediate) {
      if (target.product_type_id !== this.product(subscription.catalog_product_id)?.product_type_id)
        this.context.licenses.changeProductType(userId, subscription.product_id, target.product_type_id)
      subscription.catalog_product_id = target.id
      subscription.remaining_credit += record.credit - record.creditUsed
      this.syncLicence(subscription)
    } else {
      this.cancelScheduledChange(subscription, isoSeconds(now))
      const pending: SubscriptionRecord = {
        id: `s${String(this.nextSubscription++).padStart(5, '0')}`,
        user_id: userId,
        product_id: subscription.product_id,
        catalog_product_id: target.id,
        status: 'Pending',
        first_billing_date: subscription.next_billing_date,
        next_billing_date: subscription.next_billing_date,
        current_billing_cycle: 0,
        number_of_billing_cycle: 0,
        payment_method_token: subscription.payment_method_token,
        discounts: [],
        remaining_credit: 0,
        changing_to: '',
      }
      this.subscriptions.push(pending)
      subscription.changing_to = pending.id
    }
    record.status = 'complete'
    record.updated_at = isoSeconds(now)
    return success(this.presentPlanChange(record))
  }

  /**
   * A subscription the user bought at the web store's checkout, which this service has no call for:
   * for the sandbox's control endpoint `POST /__sandbox/commerce/subscriptions`, so a test has a
   * customer of its own with a subscription to change, cancel or pay. The purchase as a real shop
   * leaves it: a card (a Visa valid for years; for `Past Due` a Mastercard that expired last month,
   * which failed the renewal three days ago), the order of the first period with its invoice, and the
   * licence service's product of the plan (id `SUB-<subscription id>`), valid as the status says.
   * Errors: 400 code 1000 for a catalog product that is not a subscription plan.
   */
  addSubscription(
    userId: number,
    catalogProductId: number,
    status: 'Active' | 'Past Due' = 'Active',
  ): Outcome<Subscription> {
    this.settle()
    const product = this.product(catalogProductId)
    const plan = product?.subscription?.plan
    if (!product || !plan)
      return failure(400, CODES.badRequest, `Catalog product ${catalogProductId} is not a subscription plan.`)
    const now = this.context.now()
    const today = new Date(now)
    const pastDue = status === 'Past Due'
    // The month before this one (1–12) and its year: the past-due card's expiry.
    const lastMonth = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth()
    const lastMonthYear = today.getUTCFullYear() - (today.getUTCMonth() === 0 ? 1 : 0)
    const card = this.payments.addStoredCard(
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
    const id = `s${String(this.nextSubscription++).padStart(5, '0')}`
    const productId = `SUB-${id.toUpperCase()}`
    const granted = this.context.licenses.grantProduct(userId, product.product_type_id, productId)
    if (!granted.ok) return granted
    // The checkout's charge, as the shop made it: the first period with tax, and its order.
    const checkout = chargeOf(
      [
        {
          kind: 'charge',
          description: periodLine(product.name, first, addMonths(first, plan.billing_frequency)),
          amount: product.price,
          catalog_product_id: product.id,
        },
      ],
      this.billingPartyOf(userId).country_code,
    )
    const transaction = this.payments.record(userId, card.token, checkout.total, first)
    this.createOrder(userId, product, checkout, card.token, { at: first, transactionId: transaction })
    const subscription: SubscriptionRecord = {
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
      remaining_credit: 0,
      changing_to: '',
    }
    this.subscriptions.push(subscription)
    this.syncLicence(subscription)
    return success(this.presentSubscription(subscription))
  }

  /** The subscription whose payment method is `token`, if one that has not ended uses it. */
  subscriptionUsing(userId: number, token: string): string | undefined {
    this.settle()
    const subscription = this.subscriptions.find(
      (s) =>
        s.user_id === userId &&
        s.payment_method_token === token &&
        s.status !== 'Canceled' &&
        s.status !== 'Expired',
    )
    return subscription && (this.product(subscription.catalog_product_id)?.name ?? 'A subscription')
  }

  /** A user's orders, newest first; `status` keeps those in that status. */
  listOrders(userId: number, status?: OrderStatus): Order[] {
    this.settle()
    return this.orders
      .filter((o) => o.user_id === userId && (!status || o.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id))
      .map((o) => presentOrder(o, (id) => this.presentProductById(id)))
  }

  /** The JSON invoice `invoiceId` of the user's order `orderId`; 404 for anything else. */
  getInvoice(userId: number, orderId: string, invoiceId: string): Outcome<Invoice> {
    this.settle()
    const order = this.orders.find((o) => o.user_id === userId && o.id === orderId)
    if (!order || String(order.invoice_id) !== invoiceId)
      return failure(404, ERROR_CODES.notFound, 'No such invoice')
    const card = this.payments.find(userId, order.payment_method_token)
    return success(invoiceOf(order, (id) => this.presentProductById(id), card && describeCard(card)))
  }

  /**
   * Offers for the user: plans of another product their active subscriptions may change to, DJ Pro
   * expansions when they own DJ Pro, then products of no type they own; never a plan they have.
   */
  recommendations(userId: number, filter: RecommendationFilter = {}): CatalogProduct[] {
    this.settle()
    const { licenses } = this.context
    // What the user has is what their licences (not trials) activate: a Hex FX subscriber has Hex FX,
    // whichever product type (Hex FX, Hex FX Subscription) the licence came with.
    const ownedApps = new Set(
      licenses
        .listProducts(userId, {}, false)
        .flatMap((p) => p.licenses)
        .filter((l) => l.license_type.term !== 'trial')
        .map((l) => l.license_type.rlm_schema?.name),
    )
    const owns = (item: SeedCatalogProduct) => {
      const type = licenses.productTypes.find((t) => t.id === item.product_type_id)
      const apps = (type?.license_types ?? []).map((l) => l.license_type.rlm_schema?.name)
      return apps.length > 0 && apps.every((app) => app !== undefined && ownedApps.has(app))
    }
    const live = this.subscriptions.filter(
      (s) => s.user_id === userId && s.status !== 'Canceled' && s.status !== 'Expired',
    )
    const liveProducts = live.map((s) => this.product(s.catalog_product_id))
    const upgrades = liveProducts.flatMap((current) =>
      (current?.subscription?.allow_change_to ?? [])
        .map((id) => this.product(id))
        .filter((p): p is SeedCatalogProduct => !!p && p.product_type_id !== current?.product_type_id),
    )
    const groups = new Set(liveProducts.map((p) => p?.subscription?.group))
    const ownsDjPro = this.catalog.some((p) => p.id === 101 && owns(p))
    const others = this.catalog.filter((item) => {
      if (item.category_ids.includes(2)) return ownsDjPro && !owns(item)
      if (item.subscription && groups.has(item.subscription.group)) return false
      return !owns(item)
    })
    const category = filter.catalogCategory?.toLowerCase()
    return [...new Set([...upgrades, ...others])]
      .filter((item) => !filter.appName || item.app_names.includes(filter.appName))
      .filter(
        (item) =>
          !category ||
          item.category_ids.some(
            (id) => this.categories.find((c) => c.id === id)?.name.toLowerCase() === category,
          ),
      )
      .map((item) => this.presentProduct(item))
  }

  /**
   * Who the user's charges are billed to: their billing address at the gateway (`PUT
   * /me/billingaddress`) when they set one, else their profile's name, address and country. Its
   * country decides the tax rate.
   */
  billingPartyOf(userId: number): SeedBillingParty {
    const customer = this.context.customerOf(userId)
    const address = this.payments.billingAddressOf(userId)
    if (!address) return customer
    return {
      first_name: address.first_name || customer.first_name,
      last_name: address.last_name || customer.last_name,
      ...(address.company ? { company: address.company } : {}),
      ...(address.address ? { address_1: address.address } : {}),
      ...(address.address_extended ? { address_2: address.address_extended } : {}),
      ...(address.city ? { city: address.city } : {}),
      ...(address.region ? { state: address.region } : {}),
      ...(address.post_code ? { zip: address.post_code } : {}),
      country_code: address.country_code,
    }
  }

  /**
   * Brings every subscription up to the sandbox's clock, as the service's billing runs would have:
   * an `Active` one whose next billing date has come renews (its card charged its next charge with an
   * order and invoice; a refused charge makes it `Past Due`), ends (`Expired`, in its last billing
   * cycle) or hands over to its scheduled plan change (the `Pending` one becomes `Active` and renews).
   */
  private settle(): void {
    const now = this.context.now()
    for (const first of [...this.subscriptions]) {
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
        const pending = this.subscriptions.find((s) => s.id === subscription.changing_to)
        if (pending) {
          subscription.status = 'Expired'
          subscription.ends_at = subscription.next_billing_date
          subscription.changing_to = ''
          const target = this.product(pending.catalog_product_id)
          if (
            target &&
            target.product_type_id !== this.product(subscription.catalog_product_id)?.product_type_id
          )
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
        if (!this.chargeAndRecord(subscription, charge, due).ok) {
          subscription.status = 'Past Due'
          this.syncLicence(subscription)
          break
        }
        this.advance(subscription, charge)
      }
    }
  }

  /**
   * What the next charge of `subscription` takes: its plan for the next period (for a past-due one the
   * unpaid period, for a pending one its first), discounts and credit taken off, tax of the billing
   * country at the clock's time.
   */
  private nextCharge(subscription: SubscriptionRecord): ChargeRecord {
    const product = this.product(subscription.catalog_product_id) as SeedCatalogProduct
    const months = product.subscription?.plan.billing_frequency ?? 1
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
    return chargeOf(lines, this.billingPartyOf(subscription.user_id).country_code)
  }

  /**
   * Charges `subscription`'s card the total of `charge` at `at` (nothing for a total of 0) and records
   * the order with its invoice, drawn from the charge. The refusals of the gateway (1501–1503), 1405
   * without a card.
   */
  private chargeAndRecord(
    subscription: SubscriptionRecord,
    charge: ChargeRecord,
    at: number,
    order: { product?: SeedCatalogProduct; description?: string } = {},
  ): Outcome<{ orderId?: string; transactionId?: string }> {
    if (charge.total <= 0) return success({})
    const card = this.payments.find(subscription.user_id, subscription.payment_method_token)
    if (!card) {
      return failure(400, CODES.unknownPaymentMethod, 'Choose a payment method for this subscription first.')
    }
    const paid = this.payments.charge(card, charge.total, at)
    if (!paid.ok) return paid
    const product = order.product ?? (this.product(subscription.catalog_product_id) as SeedCatalogProduct)
    const created = this.createOrder(subscription.user_id, product, charge, card.token, {
      at,
      transactionId: paid.value,
      description: order.description ?? chargeDescription(charge),
    })
    return success({ orderId: created.id, transactionId: paid.value })
  }

  /**
   * When the period the next charge of `subscription` pays starts: its next billing date; for a
   * past-due one whose unpaid period is over by now, now (paying late buys a period from the day it is
   * paid, never one that has gone by: one payment, the one shown).
   */
  private periodStart(subscription: SubscriptionRecord): number {
    const due = Date.parse(subscription.next_billing_date)
    if (subscription.status !== 'Past Due') return due
    const months = this.product(subscription.catalog_product_id)?.subscription?.plan.billing_frequency ?? 1
    const now = this.context.now()
    return addMonths(due, months) <= now ? now : due
  }

  /** A paid (or free) period: the credit it spent is gone, the next period starts; `Active`. */
  private advance(subscription: SubscriptionRecord, charge: ChargeRecord): void {
    const spent = charge.lines.filter((l) => l.kind === 'credit').reduce((n, l) => n + l.amount, 0)
    const months = this.product(subscription.catalog_product_id)?.subscription?.plan.billing_frequency ?? 1
    const from = this.periodStart(subscription)
    subscription.remaining_credit = Math.max(0, subscription.remaining_credit - spent)
    subscription.status = 'Active'
    subscription.current_billing_cycle += 1
    subscription.next_billing_date = isoSeconds(addMonths(from, months))
    this.syncLicence(subscription)
  }

  /** An order of one line for `charge` (its subtotal before tax, its tax at the billing country's). */
  private createOrder(
    userId: number,
    product: SeedCatalogProduct,
    charge: ChargeRecord,
    token: string,
    {
      at = this.context.now(),
      transactionId,
      description,
    }: { at?: number; transactionId?: string; description?: string },
  ): SeedOrder {
    const n = this.nextOrder++
    const order: SeedOrder = {
      id: String(8_000_000 + n),
      user_id: userId,
      status: 'complete',
      created_at: isoSeconds(at),
      items: [
        {
          catalog_product_id: product.id,
          quantity: 1,
          base_price: product.price,
          ...(charge.subtotal === product.price ? {} : { special_price: charge.subtotal }),
          ...(description ? { description } : {}),
        },
      ],
      invoice_id: 9_000_000 + n,
      billing: { ...this.billingPartyOf(userId), country_code: charge.countryCode },
      payment_method_token: token,
      ...(transactionId ? { transaction_id: transactionId } : {}),
    }
    this.orders.push(order)
    return order
  }

  /** A subscription's status as the service shows it: an active one in its last cycle is `Expiring`. */
  private statusOf(subscription: SubscriptionRecord): SubscriptionStatus {
    const last =
      subscription.number_of_billing_cycle > 0 &&
      subscription.current_billing_cycle >= subscription.number_of_billing_cycle
    return subscription.status === 'Active' && last ? 'Expiring' : subscription.status
  }

  /** What a plan change quote of `subscription` is priced on: plan, period, credit, tax rate. */
  private basisOf(subscription: SubscriptionRecord): string {
    const rate = chargeOf([], this.billingPartyOf(subscription.user_id).country_code).taxRateBp
    return [
      subscription.catalog_product_id,
      subscription.next_billing_date,
      subscription.remaining_credit,
      rate,
    ].join('|')
  }

  /** The `Pending` subscription of a scheduled plan change of `subscription` is cancelled. */
  private cancelScheduledChange(subscription: SubscriptionRecord, at: string): void {
    if (!subscription.changing_to) return
    const pending = this.subscriptions.find((s) => s.id === subscription.changing_to)
    if (pending) Object.assign(pending, { status: 'Canceled', ends_at: at })
    subscription.changing_to = ''
  }

  /** Open plan change requests of a subscription become `invalid`. */
  private closePlanChanges(subscriptionId: string): void {
    for (const record of this.planChanges) {
      if (record.subscription_id === subscriptionId && record.status === 'pending') {
        record.status = 'invalid'
        record.updated_at = isoSeconds(this.context.now())
      }
    }
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

  private findSubscription(userId: number, id: string): SubscriptionRecord | undefined {
    return this.subscriptions.find((s) => s.user_id === userId && s.id === id)
  }

  private product(id: number): SeedCatalogProduct | undefined {
    return this.catalog.find((p) => p.id === id)
  }

  private presentProductById(id: number): CatalogProduct {
    const product = this.product(id)
    if (!product) throw new Error(`commerce seed: no catalog product ${id}`)
    return this.presentProduct(product)
  }

  private presentProduct(product: SeedCatalogProduct): CatalogProduct {
    const { subscription } = product
    return {
      id: product.id,
      name: product.name,
      subscription: Boolean(subscription),
      time_limited: false,
      trial: false,
      available: true,
      price: toAmount(product.price),
      currency: CURRENCY,
      categories: this.categories.filter((c) => product.category_ids.includes(c.id)),
      ...(subscription
        ? {
            subscription_group: subscription.group,
            subscription_plan: subscription.plan,
            subscription_options: {
              allow_change_to: subscription.allow_change_to,
              allow_concurrent_subscription: subscription.allow_concurrent_subscription,
            },
          }
        : {}),
      feature_set: product.feature_set,
    }
  }

  private presentSubscription(subscription: SubscriptionRecord): Subscription {
    const product = this.product(subscription.catalog_product_id) as SeedCatalogProduct
    const plan = product.subscription as NonNullable<SeedCatalogProduct['subscription']>
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
      group: plan.group,
      plan: plan.plan,
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

  private presentPlanChange(record: PlanChangeRecord): SubscriptionPlanChange {
    const subscription = this.findSubscription(record.user_id, record.subscription_id) as SubscriptionRecord
    const target = this.product(record.target_id) as SeedCatalogProduct
    const plan = target.subscription as NonNullable<SeedCatalogProduct['subscription']>
    return {
      id: record.id,
      user_id: record.user_id,
      target_subscription: {
        next_billing_date: subscription.next_billing_date,
        group: plan.group,
        plan: plan.plan,
        catalog_product_id: target.id,
        next_billing_period_amount: toAmount(record.due.total),
        due_now: presentCharge(record.due),
        credit_amount: toAmount(record.credit),
        actual_plan_price: toAmount(target.price),
        renewal: presentCharge(record.renewal),
        first_renewal: presentCharge(record.firstRenewal),
        currency: CURRENCY,
      },
      current_subscription: this.presentSubscription(subscription),
      ...(record.order_id ? { order_id: record.order_id, transaction_id: record.transaction_id } : {}),
      status: record.status,
      created_at: record.created_at,
      updated_at: record.updated_at,
      immediate: record.immediate,
    }
  }
}

function notFound(id: string): Outcome<never> {
  return failure(404, ERROR_CODES.notFound, `No subscription ${id} on this account`)
}

/** The invoice line's description of a charge: its lines as people read them. */
function chargeDescription(charge: ChargeRecord): string {
  if (charge.lines.length === 1) return charge.lines[0]?.description ?? ''
  return charge.lines
    .map(
      (line, i) =>
        `${i === 0 ? '' : line.kind === 'charge' ? 'plus ' : 'less '}${line.description} ${formatMinor(line.amount)}`,
    )
    .join('; ')
}

/** The invoice line's description of a plan change: from which plan, and the quote's lines. */
function planChangeDescription(from: string, charge: ChargeRecord): string {
  return `Plan change from ${from}: ${chargeDescription(charge)}`
}
