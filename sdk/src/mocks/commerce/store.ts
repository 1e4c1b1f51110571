/**
 * In-memory state of the fake commerce service (`specs/commerce.yaml`), one part per concern: the
 * catalog (`catalog.ts`), subscriptions and their billing runs (`subscriptions.ts`), plan changes
 * (`plan-changes.ts`), orders with their invoices (`orders.ts`), the checkout a test starts from
 * (`checkout.ts`), recommendations (`recommendations.ts`), payment methods and the gateway
 * (`payments.ts`) and vouchers (`vouchers.ts`). `CommerceStore` puts them together for the handlers and
 * tests: each call first brings the subscriptions up to the sandbox's clock, as the service's billing
 * runs would have. What a call changes is what the next list returns, and the licence service follows
 * at once: a subscription's status and paid period set its product's `subscription_status` and
 * licences' `valid_to`; a plan change to another product changes the product's type; a redeemed
 * voucher adds a product.
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
import type { Outcome } from '../http.ts'
import type { LicenseStore } from '../license/store.ts'
import { Catalog } from './catalog.ts'
import { type CheckoutContext, checkoutSubscription } from './checkout.ts'
import { billingParty, Orders } from './orders.ts'
import { Payments } from './payments.ts'
import { PlanChanges } from './plan-changes.ts'
import { type RecommendationFilter, recommendations } from './recommendations.ts'
import type { CommerceSeed, SeedBillingParty } from './seed.ts'
import { Subscriptions } from './subscriptions.ts'
import { Vouchers } from './vouchers.ts'

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
  private readonly catalog: Catalog
  private readonly orders: Orders
  private readonly subscriptions: Subscriptions
  private readonly planChanges: PlanChanges
  /** The parts a checkout writes to (every part but the plan changes and vouchers). */
  private readonly parts: CheckoutContext

  /** @throws Error when a seeded subscription names a catalog product that is not a subscription plan */
  constructor(seed: CommerceSeed, context: CommerceContext) {
    const { licenses, now } = context
    const catalog = new Catalog(seed)
    const payments = new Payments(seed, now)
    const billingPartyOf = (userId: number) =>
      billingParty(context.customerOf(userId), payments.billingAddressOf(userId))
    const orders = new Orders(seed.orders, { catalog, payments, billingPartyOf })
    const subscriptions = new Subscriptions(seed.subscriptions, {
      catalog,
      payments,
      orders,
      licenses,
      billingPartyOf,
      now,
    })
    this.parts = { catalog, payments, orders, subscriptions, licenses, billingPartyOf, now }
    this.catalog = catalog
    this.payments = payments
    this.orders = orders
    this.subscriptions = subscriptions
    this.planChanges = new PlanChanges(this.parts)
    this.vouchers = new Vouchers(seed, licenses, now)
    this.vouchers.grantSeededProducts()
  }

  /** The catalog as `GET /catalog/products` lists it. */
  listCatalog(): CatalogProduct[] {
    return this.catalog.list()
  }

  /** A user's subscriptions, oldest first. */
  listSubscriptions(userId: number): Subscription[] {
    this.subscriptions.settle()
    return this.subscriptions.list(userId)
  }

  /**
   * `PUT /me/subscriptions/{id}`: payment method (1405 unknown, 1502 expired card) and number of billing
   * cycles (1404 below the current cycle; for a past-due one, below the unpaid cycle). The current
   * cycle ends it at the end of the paid period (`Expiring`); 0 or a later cycle makes an `Expiring`
   * one renew again ("Keep my plan"). 1402 for a cancelled or expired subscription.
   */
  updateSubscription(userId: number, id: string, body: UpdateSubscriptionRequest): Outcome<Subscription> {
    this.subscriptions.settle()
    return this.subscriptions.update(userId, id, body)
  }

  /**
   * `DELETE /me/subscriptions/{id}`: an active subscription ends at the end of its paid period (its
   * last billing cycle is the current one: `Expiring`) or now with `immediate` (`Canceled`); a past-due
   * or pending one now. A scheduled plan change is cancelled with it, and open plan change requests
   * close. 1402 when it has ended already (or is `Expiring`, without `immediate`).
   */
  cancelSubscription(userId: number, id: string, immediate: boolean): Outcome<Subscription> {
    this.subscriptions.settle()
    const cancelled = this.subscriptions.cancel(userId, id, immediate)
    if (cancelled.ok) this.planChanges.closeFor(id)
    return cancelled
  }

  /**
   * `POST …/retrycharge`: charges the unpaid period of a past-due subscription, its
   * `next_billing_period_amount` with tax (1402 otherwise: a second call charges nothing). Success: an
   * order with its invoice, `Active`, next billing date one period later, licences valid until then.
   */
  retryCharge(userId: number, id: string): Outcome<Subscription> {
    this.subscriptions.settle()
    return this.subscriptions.retryCharge(userId, id)
  }

  /**
   * `POST …/planchanges`: quotes a change of an active subscription to a plan of its
   * `allow_change_to` (1401 otherwise; 1402 when not active). An immediate change keeps the billing
   * date: a credit for the unused days of the current plan against a charge for the new plan for those
   * days, the subscription's credit taken off, tax on the rest; only between plans billed equally
   * often (1401 otherwise: those change at the next billing date). Replaces an open request.
   */
  requestPlanChange(userId: number, id: string, body: PlanChangeRequest): Outcome<SubscriptionPlanChange> {
    this.subscriptions.settle()
    return this.planChanges.request(userId, id, body)
  }

  /**
   * `PUT …/planchanges/{requestId}`: carries out an open request (1403 otherwise, also when what it
   * was priced on changed: the tax rate, the period, the credit). Exactly the quoted total is charged
   * to the subscription's payment method (1501–1503 leave the request open) and creates an order with
   * its invoice drawn from the quote. Immediate: the subscription has the new plan now; otherwise a
   * `Pending` subscription starts at the next billing date (`changing_to`).
   */
  confirmPlanChange(userId: number, id: string, requestId: string): Outcome<SubscriptionPlanChange> {
    this.subscriptions.settle()
    return this.planChanges.confirm(userId, id, requestId)
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
    this.subscriptions.settle()
    return checkoutSubscription(this.parts, userId, catalogProductId, status)
  }

  /** The plan of the subscription whose payment method is `token`, if one that has not ended uses it. */
  subscriptionUsing(userId: number, token: string): string | undefined {
    this.subscriptions.settle()
    return this.subscriptions.usingPaymentMethod(userId, token)
  }

  /** A user's orders, newest first; `status` keeps those in that status. */
  listOrders(userId: number, status?: OrderStatus): Order[] {
    this.subscriptions.settle()
    return this.orders.list(userId, status)
  }

  /** The JSON invoice `invoiceId` of the user's order `orderId`; 404 for anything else. */
  getInvoice(userId: number, orderId: string, invoiceId: string): Outcome<Invoice> {
    this.subscriptions.settle()
    return this.orders.invoice(userId, orderId, invoiceId)
  }

  /**
   * Offers for the user: plans of another product their active subscriptions may change to, DJ Pro
   * expansions when they own DJ Pro, then products of no type they own; never a plan they have.
   */
  recommendations(userId: number, filter: RecommendationFilter = {}): CatalogProduct[] {
    this.subscriptions.settle()
    const { catalog, licenses } = this.parts
    return recommendations(userId, { catalog, licenses, live: this.subscriptions.live(userId) }, filter)
  }

  /**
   * Who the user's charges are billed to: their billing address at the gateway (`PUT
   * /me/billingaddress`) when they set one, else their profile's name, address and country. Its
   * country decides the tax rate.
   */
  billingPartyOf(userId: number): SeedBillingParty {
    return this.parts.billingPartyOf(userId)
  }
}
