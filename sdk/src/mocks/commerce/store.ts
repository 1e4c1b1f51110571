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
  UpdateSubscriptionRequest,
} from '../../generated/commerce/hooks.schemas.ts'
import { failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { LicenseStore } from '../license/store.ts'
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

/** A subscription as stored: the seed's fields plus what cancelling and plan changes add. */
interface SubscriptionRecord extends SeedSubscription {
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
  /** Charged when confirmed. */
  charge: number
  /** Left on the subscription when confirmed (an immediate change to a cheaper plan). */
  credit: number
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
    this.subscriptions = seed.subscriptions.map((s) => ({ ...s, remaining_credit: 0, changing_to: '' }))
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
    return this.subscriptions.filter((s) => s.user_id === userId).map((s) => this.presentSubscription(s))
  }

  /**
   * `PUT /me/subscriptions/{id}`: payment method (1405 unknown, 1502 expired card) and number of billing
   * cycles (1404 below the current cycle). 1402 for a cancelled or expired subscription.
   */
  updateSubscription(userId: number, id: string, body: UpdateSubscriptionRequest): Outcome<Subscription> {
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status === 'Canceled' || subscription.status === 'Expired')
      return failure(400, CODES.subscriptionStatus, `This subscription has ended; it cannot change.`)
    if (body.payment_method_token !== undefined) {
      const card = this.payments.find(userId, body.payment_method_token)
      if (!card)
        return failure(400, CODES.unknownPaymentMethod, 'This payment method is not in your account.')
      const expired = this.payments.list(userId).find((m) => m.token === card.token)?.expired
      if (expired) {
        return failure(
          400,
          CODES.cardExpired,
          `${describeCard(card)} expired in ${card.expiration_month}/${card.expiration_year}. Choose another card.`,
        )
      }
    }
    const cycles = body.number_of_billing_cycle
    if (cycles !== undefined && cycles !== 0 && cycles < subscription.current_billing_cycle) {
      const n = subscription.current_billing_cycle
      return failure(
        400,
        CODES.billingCycles,
        `This subscription is in billing cycle ${n}: choose ${n} or more, or 0 to renew until cancelled.`,
      )
    }
    if (body.payment_method_token !== undefined) subscription.payment_method_token = body.payment_method_token
    if (cycles !== undefined) subscription.number_of_billing_cycle = cycles
    return success(this.presentSubscription(subscription))
  }

  /**
   * `DELETE /me/subscriptions/{id}`: an active subscription ends at the end of its paid period
   * (`Expiring`) or now with `immediate` (`Canceled`); a past-due or pending one now. 1402 when it has
   * ended already (or is `Expiring`, without `immediate`).
   */
  cancelSubscription(userId: number, id: string, immediate: boolean): Outcome<Subscription> {
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    const { status } = subscription
    if (status === 'Canceled' || status === 'Expired' || (status === 'Expiring' && !immediate)) {
      const why =
        status === 'Expiring' ? `is already cancelled and ends on ${day(subscription.ends_at)}` : 'has ended'
      return failure(400, CODES.subscriptionStatus, `This subscription ${why}.`)
    }
    const now = isoSeconds(this.context.now())
    if (status === 'Active' && !immediate) {
      subscription.status = 'Expiring'
      subscription.ends_at = subscription.next_billing_date
    } else {
      subscription.status = 'Canceled'
      subscription.ends_at = now
    }
    const parent = this.subscriptions.find((s) => s.changing_to === subscription.id)
    if (parent) parent.changing_to = ''
    if (subscription.changing_to) {
      const pending = this.subscriptions.find((s) => s.id === subscription.changing_to)
      if (pending) Object.assign(pending, { status: 'Canceled', ends_at: now })
      subscription.changing_to = ''
    }
    this.closePlanChanges(subscription.id)
    this.syncLicence(subscription)
    return success(this.presentSubscription(subscription))
  }

  /**
   * `POST …/retrycharge`: charges the unpaid period of a past-due subscription (1402 otherwise).
   * Success: `Active`, next billing date one period later, licences valid until then.
   */
  retryCharge(userId: number, id: string): Outcome<Subscription> {
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status !== 'Past Due') {
      return failure(400, CODES.subscriptionStatus, 'Only a past-due subscription can be charged again.')
    }
    const card = this.payments.find(userId, subscription.payment_method_token)
    if (!card) {
      return failure(400, CODES.unknownPaymentMethod, 'Choose a payment method for this subscription first.')
    }
    const charged = this.payments.charge(card, this.amountDue(subscription))
    if (!charged.ok) return charged
    const plan = this.product(subscription.catalog_product_id)
    subscription.remaining_credit = Math.max(0, subscription.remaining_credit - (plan?.price ?? 0))
    subscription.status = 'Active'
    subscription.current_billing_cycle += 1
    subscription.next_billing_date = isoSeconds(
      addMonths(Date.parse(subscription.next_billing_date), plan?.subscription?.plan.billing_frequency ?? 1),
    )
    this.syncLicence(subscription)
    return success(this.presentSubscription(subscription))
  }

  /**
   * `POST …/planchanges`: quotes a change of an active subscription to a plan of its
   * `allow_change_to` (1401 otherwise; 1402 when not active). An immediate change keeps the billing
   * date and charges (or credits) the difference for the days left; only between plans billed
   * equally often (1401 otherwise: those change at the next billing date). Replaces an open request.
   */
  requestPlanChange(userId: number, id: string, body: PlanChangeRequest): Outcome<SubscriptionPlanChange> {
    const subscription = this.findSubscription(userId, id)
    if (!subscription) return notFound(id)
    if (subscription.status !== 'Active') {
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
    let charge = 0
    let credit = 0
    if (immediate) {
      if (target.subscription.plan.billing_frequency !== currentPlan.plan.billing_frequency) {
        return failure(
          400,
          CODES.planChangeNotAllowed,
          `A change from ${current.name} to ${target.name} takes effect at the next billing date: request it without immediate.`,
        )
      }
      const next = Date.parse(subscription.next_billing_date)
      const periodStart = addMonths(next, -currentPlan.plan.billing_frequency)
      const now = this.context.now()
      const left = daysUntil(now, next)
      const period = Math.round((next - periodStart) / DAY_MS)
      const difference = prorate(target.price - current.price, Math.min(left, period), period)
      if (difference > 0) charge = difference
      else credit = -difference
    }
    this.closePlanChanges(subscription.id)
    const created = isoSeconds(this.context.now())
    const record: PlanChangeRecord = {
      id: String(5500 + this.planChanges.length + 1),
      user_id: userId,
      subscription_id: subscription.id,
      target_id: target.id,
      immediate,
      charge,
      credit,
      status: 'pending',
      created_at: created,
      updated_at: created,
    }
    this.planChanges.push(record)
    return success(this.presentPlanChange(record))
  }

  /**
   * `PUT …/planchanges/{requestId}`: carries out an open request (1403 otherwise). A charge goes to the
   * subscription's payment method (1501–1503 leave the request open) and creates an order with its
   * invoice. Immediate: the subscription has the new plan now; otherwise a `Pending` subscription
   * starts at the next billing date (`changing_to`).
   */
  confirmPlanChange(userId: number, id: string, requestId: string): Outcome<SubscriptionPlanChange> {
    const subscription = this.findSubscription(userId, id)
    const record = this.planChanges.find(
      (r) => r.id === requestId && r.user_id === userId && r.subscription_id === id,
    )
    if (!subscription || !record) return failure(404, 3001, `No plan change request ${requestId}`)
    if (record.status !== 'pending') {
      const why =
        record.status === 'complete'
          ? 'This plan change has already been confirmed.'
          : 'This plan change was replaced or withdrawn. Review the new price and confirm that.'
      return failure(400, CODES.planChangeClosed, why)
    }
    if (subscription.status !== 'Active') {
      return failure(400, CODES.subscriptionStatus, 'Only an active subscription can change its plan.')
    }
    const target = this.product(record.target_id) as SeedCatalogProduct
    if (record.charge > 0) {
      const card = this.payments.find(userId, subscription.payment_method_token)
      if (!card) {
        return failure(
          400,
          CODES.unknownPaymentMethod,
          'Choose a payment method for this subscription first.',
        )
      }
      const charged = this.payments.charge(card, record.charge)
      if (!charged.ok) return charged
      const order = this.createOrder(userId, target, record.charge, card.token)
      record.order_id = order.id
      record.transaction_id = charged.value
    }
    const now = isoSeconds(this.context.now())
    if (record.immediate) {
      if (target.product_type_id !== this.product(subscription.catalog_product_id)?.product_type_id)
        this.context.licenses.changeProductType(userId, subscription.product_id, target.product_type_id)
      subscription.catalog_product_id = target.id
      subscription.remaining_credit += record.credit
      this.syncLicence(subscription)
    } else {
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
    record.updated_at = now
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
    this.createOrder(userId, product, product.price, card.token, first)
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
    return this.orders
      .filter((o) => o.user_id === userId && (!status || o.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((o) => presentOrder(o, (id) => this.presentProductById(id)))
  }

  /** The JSON invoice `invoiceId` of the user's order `orderId`; 404 for anything else. */
  getInvoice(userId: number, orderId: string, invoiceId: string): Outcome<Invoice> {
    const order = this.orders.find((o) => o.user_id === userId && o.id === orderId)
    if (!order || String(order.invoice_id) !== invoiceId) return failure(404, 3001, 'No such invoice')
    const card = this.payments.find(userId, order.payment_method_token)
    return success(invoiceOf(order, (id) => this.presentProductById(id), card && describeCard(card)))
  }

  /**
   * Offers for the user: plans of another product their active subscriptions may change to, DJ Pro
   * expansions when they own DJ Pro, then products of no type they own; never a plan they have.
   */
  recommendations(userId: number, filter: RecommendationFilter = {}): CatalogProduct[] {
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

  private createOrder(
    userId: number,
    product: SeedCatalogProduct,
    charged: number,
    token: string,
    createdAt = this.context.now(),
  ): SeedOrder {
    const created = isoSeconds(createdAt)
    const n = this.nextOrder++
    const order: SeedOrder = {
      id: String(8_000_000 + n),
      user_id: userId,
      status: 'complete',
      created_at: created,
      items: [
        {
          catalog_product_id: product.id,
          quantity: 1,
          base_price: product.price,
          ...(charged === product.price ? {} : { special_price: charged }),
        },
      ],
      invoice_id: 9_000_000 + n,
      billing: this.context.customerOf(userId),
      payment_method_token: token,
    }
    this.orders.push(order)
    return order
  }

  /** Minor units due at the next charge: the plan's price less discounts and credit. */
  private amountDue(subscription: SubscriptionRecord): number {
    const price = this.product(subscription.catalog_product_id)?.price ?? 0
    const discounts = subscription.discounts.reduce((n, d) => n + d.amount, 0)
    return Math.max(0, price - discounts - subscription.remaining_credit)
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
    if (subscription.status === 'Pending') return
    const next = Date.parse(subscription.next_billing_date)
    const validTo =
      subscription.status === 'Active'
        ? subscription.next_billing_date
        : subscription.status === 'Past Due'
          ? isoSeconds(next + PAST_DUE_GRACE_DAYS * DAY_MS)
          : (subscription.ends_at ?? subscription.next_billing_date)
    this.context.licenses.setSubscriptionState(
      subscription.user_id,
      subscription.product_id,
      subscription.status,
      validTo,
    )
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
    const { status } = subscription
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
      next_billing_period_amount: toAmount(
        status === 'Expiring' || status === 'Canceled' || status === 'Expired'
          ? 0
          : this.amountDue(subscription),
      ),
      price: toAmount(product.price),
      currency: CURRENCY,
      ...(status === 'Active' || status === 'Past Due' ? { remaining_days: daysUntil(now, next) } : {}),
      ...(status === 'Pending' ? { days_until_activation: daysUntil(now, next) } : {}),
      status,
      ...(subscription.ends_at ? { ends_at: subscription.ends_at } : {}),
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
        next_billing_period_amount: toAmount(record.charge),
        actual_plan_price: toAmount(target.price),
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
  return failure(404, 3001, `No subscription ${id} on this account`)
}

const day = (iso: string | undefined) =>
  iso ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : ''
