/**
 * Orders of the fake commerce service and who they are billed to: a charge that went through becomes
 * an order of one line with its invoice (`GET /me/orders`, `GET …/invoices/{invoiceId}`), drawn from
 * the charge's own summary so the order, the invoice and the card's charge agree.
 */
import type { BillingAddress, Invoice, Order, OrderStatus } from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { Catalog } from './catalog.ts'
import { type ChargeRecord, chargeDescription } from './charges.ts'
import { invoiceOf, presentOrder } from './invoice.ts'
import { describeCard, type Payments } from './payments.ts'
import { COMMERCE_ERROR_CODES as CODES } from './rules.ts'
import type { SeedBillingParty, SeedCatalogProduct, SeedOrder } from './seed.ts'

/**
 * Who a user's charges are billed to: their billing address at the gateway (`PUT /me/billingaddress`)
 * when they set one, else `customer` (their profile's name, address and country). Its country decides
 * the tax rate.
 */
export function billingParty(
  customer: SeedBillingParty,
  address: BillingAddress | undefined,
): SeedBillingParty {
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

/** What the orders need from the rest of the store. */
export interface OrdersContext {
  catalog: Catalog
  payments: Payments
  /** Who the user's charges are billed to ({@link billingParty}). */
  billingPartyOf: (userId: number) => SeedBillingParty
}

/** A charge to make: whose, with which card, and what its order's line is for. */
export interface ChargeRequest {
  userId: number
  /** The payment method's token (1405 when the user has no such card). */
  token: string
  /** The catalog product of the order's line. */
  product: SeedCatalogProduct
  /** The line's description; the charge's own lines when not given. */
  description?: string
}

/** The orders of one sandbox, with their invoices. */
export class Orders {
  private readonly orders: SeedOrder[]
  private readonly context: OrdersContext
  private nextOrder = 1

  constructor(orders: SeedOrder[], context: OrdersContext) {
    this.orders = orders
    this.context = context
  }

  /**
   * Charges the card of `request` the total of `charge` at `at` (nothing for a total of 0) and records
   * the order with its invoice, drawn from the charge. The refusals of the gateway (1501–1503), 1405
   * without a card.
   */
  pay(
    request: ChargeRequest,
    charge: ChargeRecord,
    at: number,
  ): Outcome<{ orderId?: string; transactionId?: string }> {
    if (charge.total <= 0) return success({})
    const { payments } = this.context
    const card = payments.find(request.userId, request.token)
    if (!card) {
      return failure(400, CODES.unknownPaymentMethod, 'Choose a payment method for this subscription first.')
    }
    const paid = payments.charge(card, charge.total, at)
    if (!paid.ok) return paid
    const created = this.record(request.userId, request.product, charge, card.token, {
      at,
      transactionId: paid.value,
      description: request.description ?? chargeDescription(charge),
    })
    return success({ orderId: created.id, transactionId: paid.value })
  }

  /** An order of one line for `charge` (its subtotal before tax, its tax at the billing country's). */
  record(
    userId: number,
    product: SeedCatalogProduct,
    charge: ChargeRecord,
    token: string,
    { at, transactionId, description }: { at: number; transactionId?: string; description?: string },
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
      billing: { ...this.context.billingPartyOf(userId), country_code: charge.countryCode },
      payment_method_token: token,
      ...(transactionId ? { transaction_id: transactionId } : {}),
    }
    this.orders.push(order)
    return order
  }

  /** A user's orders, newest first; `status` keeps those in that status. */
  list(userId: number, status?: OrderStatus): Order[] {
    const { catalog } = this.context
    return this.orders
      .filter((o) => o.user_id === userId && (!status || o.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id))
      .map((o) => presentOrder(o, (id) => catalog.presentById(id)))
  }

  /** The JSON invoice `invoiceId` of the user's order `orderId`; 404 for anything else. */
  invoice(userId: number, orderId: string, invoiceId: string): Outcome<Invoice> {
    const order = this.orders.find((o) => o.user_id === userId && o.id === orderId)
    if (!order || String(order.invoice_id) !== invoiceId)
      return failure(404, ERROR_CODES.notFound, 'No such invoice')
    const { catalog, payments } = this.context
    const card = payments.find(userId, order.payment_method_token)
    return success(invoiceOf(order, (id) => catalog.presentById(id), card && describeCard(card)))
  }
}
