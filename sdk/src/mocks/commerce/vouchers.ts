/**
 * Vouchers of the fake commerce service: assigning a code to a user, redeeming it (which adds the
 * product it grants to the licence service at once), voucher details, and the staff's product voucher
 * orders that generate codes for resellers (create, generate, blacklist, download as a ZIP of CSV and
 * PDF).
 */
import { strToU8, zipSync } from 'fflate'
import type {
  CreateProductVoucherOrderRequest,
  ProductVoucherOrder,
  ProductVoucherType,
  UpdateProductVoucherOrderRequest,
  UserVoucher,
  VoucherDetails,
} from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { LicenseStore } from '../license/store.ts'
import { DAY_MS, daysUntil } from './money.ts'
import { renderPdf } from './pdf.ts'
import { COMMERCE_ERROR_CODES as CODES } from './rules.ts'
import type { CommerceSeed, SeedProductVoucherOrder, SeedVoucher } from './seed.ts'

/** A code as typed → the form codes are compared in (case, spaces and dashes do not matter). */
const compact = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** Vouchers and product voucher orders. */
export class Vouchers {
  private readonly vouchers: SeedVoucher[]
  private readonly byCode = new Map<string, SeedVoucher>()
  private readonly types: CommerceSeed['productVoucherTypes']
  private readonly orders: SeedProductVoucherOrder[]
  private readonly licenses: LicenseStore
  private readonly now: () => number
  /** Codes made by {@link addCode} so far. */
  private testCodes = 0

  constructor(
    seed: Pick<CommerceSeed, 'vouchers' | 'productVoucherTypes' | 'productVoucherOrders'>,
    licenses: LicenseStore,
    now: () => number,
  ) {
    this.vouchers = seed.vouchers
    for (const voucher of this.vouchers) this.byCode.set(compact(voucher.id), voucher)
    this.types = seed.productVoucherTypes
    this.orders = seed.productVoucherOrders
    this.licenses = licenses
    this.now = now
  }

  /** Gives the users of seeded redeemed vouchers the products those vouchers granted (if missing). */
  grantSeededProducts(): void {
    for (const voucher of this.vouchers) {
      if (voucher.redeemed_at && voucher.user_id !== undefined && voucher.product_id) {
        if (!this.licenses.ownsProductType(voucher.user_id, voucher.product_type_id))
          this.licenses.grantProduct(voucher.user_id, voucher.product_type_id, voucher.product_id)
      }
    }
  }

  /** The vouchers in a user's account, in the order they were assigned. */
  list(userId: number): UserVoucher[] {
    return this.vouchers
      .filter((v) => v.user_id === userId)
      .sort((a, b) => (a.assigned_at ?? '').localeCompare(b.assigned_at ?? ''))
      .map((v) => this.present(v))
  }

  /**
   * `POST /me/vouchers`: takes a code into the user's account. Errors: 1301 unknown, 1302 redeemed,
   * 1307 withdrawn, 1303 expired, 1304 another account's, 1305 already in this account, 1306 the
   * account has the product it grants, or another voucher for it to redeem. A refused code is not
   * taken into the account: it stays usable by an account it applies to.
   */
  assign(userId: number, code: string): Outcome<UserVoucher> {
    const voucher = this.byCode.get(compact(code))
    if (!voucher) {
      return failure(
        400,
        CODES.unknownVoucher,
        'We do not recognise this voucher code. Check it against your voucher.',
      )
    }
    const refused = this.refusal(voucher)
    if (refused) return refused
    if (voucher.user_id !== undefined && voucher.user_id !== userId)
      return failure(400, CODES.voucherOfAnotherAccount, 'This voucher belongs to another account.')
    if (voucher.user_id === userId) {
      return failure(
        400,
        CODES.voucherAlreadyAssigned,
        'This voucher is already in your account. Redeem it from your list of vouchers.',
      )
    }
    const notNeeded = this.notNeeded(userId, voucher)
    if (notNeeded) return notNeeded
    voucher.user_id = userId
    voucher.assigned_at = isoSeconds(this.now())
    return success(this.present(voucher))
  }

  /**
   * 1306 when `userId` has what `voucher` grants: its product, or another voucher of their account that
   * grants it and is still to redeem (redeeming that one would leave this one stuck).
   */
  private notNeeded(userId: number, voucher: SeedVoucher): Outcome<never> | undefined {
    const name =
      this.licenses.productTypes.find((t) => t.id === voucher.product_type_id)?.name ?? 'this product'
    if (this.licenses.ownsProductType(userId, voucher.product_type_id)) {
      return failure(
        400,
        CODES.voucherNotApplicable,
        `You already have ${name}. This code stays unused: you can give it to someone else.`,
      )
    }
    const waiting = this.vouchers.find(
      (v) =>
        v !== voucher &&
        v.user_id === userId &&
        v.product_type_id === voucher.product_type_id &&
        !this.refusal(v),
    )
    if (waiting) {
      return failure(
        400,
        CODES.voucherNotApplicable,
        `Voucher ${waiting.id} for ${name} is in your account, ready to redeem: redeem that one. This code stays unused.`,
      )
    }
    return undefined
  }

  /**
   * `PUT /me/vouchers/{voucherId}`: redeems a voucher of the user's account; the product it grants is
   * added to the user's products in the licence service (`product_id`). Errors: 404 when not in the
   * account, 1302 redeemed, 1307 withdrawn, 1303 expired, 1306 the account has that product.
   */
  redeem(userId: number, voucherId: string): Outcome<UserVoucher> {
    const voucher = this.byCode.get(compact(voucherId))
    if (!voucher || voucher.user_id !== userId)
      return failure(404, ERROR_CODES.notFound, 'This voucher is not in your account.')
    const refused = this.refusal(voucher)
    if (refused) return refused
    const type = this.licenses.productTypes.find((t) => t.id === voucher.product_type_id)
    if (this.licenses.ownsProductType(userId, voucher.product_type_id))
      return failure(400, CODES.voucherNotApplicable, `You already have ${type?.name ?? 'this product'}.`)
    const granted = this.licenses.grantProduct(userId, voucher.product_type_id, voucher.id)
    if (!granted.ok) return granted
    voucher.redeemed_at = isoSeconds(this.now())
    voucher.product_id = granted.value.id
    return success(this.present(voucher))
  }

  /** `GET /vouchers/{voucherId}`: staff see any voucher, a user one of their own account; else 404. */
  details(voucherId: string, viewer: { userId: number; staff: boolean }): Outcome<VoucherDetails> {
    const voucher = this.byCode.get(compact(voucherId))
    if (!voucher || (!viewer.staff && voucher.user_id !== viewer.userId))
      return failure(404, ERROR_CODES.notFound, 'No such voucher')
    const order = this.orders.find((o) => o.id === voucher.product_voucher_order_id)
    const batch = order
      ? this.presentOrder(order).voucher_batches.find((b) => b.id === voucher.batch_id)
      : undefined
    return success({
      voucher_id: voucher.id,
      user_id: voucher.user_id ?? null,
      product_id: voucher.product_id ?? null,
      subscription_id: null,
      redeemed_at: voucher.redeemed_at ?? null,
      product_voucher_order: order ? this.presentOrder(order) : null,
      product_voucher_batch: batch ?? null,
    })
  }

  /** Product voucher types (staff). */
  listTypes(): ProductVoucherType[] {
    return this.types.map(({ id, title, type }) => ({ id, title, type }))
  }

  /** Product voucher orders, newest first (staff). */
  listOrders(): ProductVoucherOrder[] {
    return [...this.orders].reverse().map((o) => this.presentOrder(o))
  }

  /** One product voucher order (staff); 404 when unknown. */
  getOrder(id: number): Outcome<ProductVoucherOrder> {
    const order = this.orders.find((o) => o.id === id)
    return order
      ? success(this.presentOrder(order))
      : failure(404, ERROR_CODES.notFound, `No product voucher order ${id}`)
  }

  /**
   * `POST /productvoucherorders` (staff): a `pending` order created by `createdBy` (a user id); 1601
   * for an unknown voucher type.
   */
  createOrder(body: CreateProductVoucherOrderRequest, createdBy: number): Outcome<ProductVoucherOrder> {
    const unknown = body.voucher_batches.find(
      (b) => !this.types.some((t) => t.id === b.product_voucher_type_id),
    )
    if (unknown) {
      return failure(
        400,
        CODES.unknownVoucherType,
        `There is no product voucher type ${unknown.product_voucher_type_id}.`,
      )
    }
    const id = Math.max(500, ...this.orders.map((o) => o.id)) + 1
    const order: SeedProductVoucherOrder = {
      id,
      vendor_name: body.vendor_name,
      po_number: body.po_number ?? null,
      moneyworks_id: body.moneyworks_id ?? null,
      language: body.language,
      file_type: body.file_type,
      created_at: isoSeconds(this.now()),
      product_vouchers_created_at: null,
      blacklisted_at: null,
      created_by: createdBy,
      batches: body.voucher_batches.map((b, i) => ({
        id: `B${id}-${i + 1}`,
        product_voucher_type_id: b.product_voucher_type_id,
        size: b.quantity,
      })),
    }
    this.orders.push(order)
    return success(this.presentOrder(order))
  }

  /** `PUT /productvoucherorders/{id}` (staff): vendor name and reference numbers. */
  updateOrder(id: number, body: UpdateProductVoucherOrderRequest): Outcome<ProductVoucherOrder> {
    const order = this.orders.find((o) => o.id === id)
    if (!order) return failure(404, ERROR_CODES.notFound, `No product voucher order ${id}`)
    if (body.vendor_name !== undefined) order.vendor_name = body.vendor_name
    if (body.po_number !== undefined) order.po_number = body.po_number
    if (body.moneyworks_id !== undefined) order.moneyworks_id = body.moneyworks_id
    return success(this.presentOrder(order))
  }

  /**
   * `POST /productvoucherorders/{id}/generate` (staff): creates the codes of every batch
   * (`<prefix>-<order>-<n>`), redeemable at once. 1602 when generated, 1604 when blacklisted.
   */
  generate(id: number): Outcome<ProductVoucherOrder> {
    const order = this.orders.find((o) => o.id === id)
    if (!order) return failure(404, ERROR_CODES.notFound, `No product voucher order ${id}`)
    if (order.blacklisted_at) return failure(400, CODES.orderBlacklisted, `Order ${id} is blacklisted.`)
    if (order.product_vouchers_created_at) {
      return failure(400, CODES.vouchersGenerated, `The vouchers of order ${id} have already been generated.`)
    }
    const now = this.now()
    const counters = new Map<string, number>()
    for (const batch of order.batches) {
      const type = this.types.find((t) => t.id === batch.product_voucher_type_id)
      if (!type) continue
      for (let i = 0; i < batch.size; i++) {
        const n = (counters.get(type.code_prefix) ?? 0) + 1
        counters.set(type.code_prefix, n)
        const voucher: SeedVoucher = {
          id: `${type.code_prefix}-${String(id).padStart(4, '0')}-${String(n).padStart(4, '0')}`,
          voucher_type: type.voucher_type,
          product_type_id: type.product_type_id,
          created_at: isoSeconds(now),
          expires_at: isoSeconds(now + type.valid_days * DAY_MS),
          product_voucher_order_id: id,
          batch_id: batch.id,
        }
        this.vouchers.push(voucher)
        this.byCode.set(compact(voucher.id), voucher)
      }
    }
    order.product_vouchers_created_at = isoSeconds(now)
    return success(this.presentOrder(order))
  }

  /**
   * A new voucher code of a product voucher type that nobody has entered (`<prefix>-TEST-<n>`, valid for
   * the type's days), as a reseller's card would carry: for the sandbox's control endpoint
   * `POST /__sandbox/commerce/vouchers`, so a test redeems a code of its own however often it runs.
   * @returns the code, or undefined for an unknown product voucher type
   */
  addCode(productVoucherTypeId: number): string | undefined {
    const type = this.types.find((t) => t.id === productVoucherTypeId)
    if (!type) return undefined
    const now = this.now()
    const voucher: SeedVoucher = {
      id: `${type.code_prefix}-TEST-${String(++this.testCodes).padStart(4, '0')}`,
      voucher_type: type.voucher_type,
      product_type_id: type.product_type_id,
      created_at: isoSeconds(now),
      expires_at: isoSeconds(now + type.valid_days * DAY_MS),
    }
    this.vouchers.push(voucher)
    this.byCode.set(compact(voucher.id), voucher)
    return voucher.id
  }

  /** `DELETE /productvoucherorders/{id}/vouchers` (staff): withdraws its unredeemed vouchers; 1604 twice. */
  blacklist(id: number): Outcome<ProductVoucherOrder> {
    const order = this.orders.find((o) => o.id === id)
    if (!order) return failure(404, ERROR_CODES.notFound, `No product voucher order ${id}`)
    if (order.blacklisted_at)
      return failure(400, CODES.orderBlacklisted, `Order ${id} is already blacklisted.`)
    order.blacklisted_at = isoSeconds(this.now())
    return success(this.presentOrder(order))
  }

  /**
   * `GET /productvoucherorders/{id}/download` (staff): a ZIP with `vouchers.csv`, and `vouchers.pdf`
   * for `pdf_and_csv`. 1603 before the vouchers are generated.
   */
  async download(id: number): Promise<Outcome<{ fileName: string; bytes: Uint8Array }>> {
    const order = this.orders.find((o) => o.id === id)
    if (!order) return failure(404, ERROR_CODES.notFound, `No product voucher order ${id}`)
    if (!order.product_vouchers_created_at) {
      return failure(
        400,
        CODES.vouchersNotGenerated,
        `Generate the vouchers of order ${id} before downloading them.`,
      )
    }
    const rows = this.vouchers
      .filter((v) => v.product_voucher_order_id === id)
      .map((v) => [v.id, v.voucher_type.title ?? v.voucher_type.name, v.batch_id ?? '', v.expires_at ?? ''])
    const csv = [['voucher_id', 'product', 'batch_id', 'expires_at'], ...rows]
      .map((row) => row.map(csvField).join(','))
      .join('\r\n')
    const files: Record<string, Uint8Array> = { 'vouchers.csv': strToU8(`${csv}\r\n`) }
    const mtime = new Date(order.product_vouchers_created_at)
    if (order.file_type === 'pdf_and_csv') {
      files['vouchers.pdf'] = await renderPdf(
        { title: `Vouchers of order ${id}`, author: 'Music Software Ltd', created: mtime.getTime() },
        [
          { kind: 'title', text: `Vouchers of order ${id}` },
          { kind: 'text', text: `${order.vendor_name}${order.po_number ? ` · ${order.po_number}` : ''}` },
          { kind: 'gap' },
          {
            kind: 'table',
            table: {
              columns: [
                { header: 'Voucher code', width: 30 },
                { header: 'Product', width: 40 },
                { header: 'Expires', width: 30 },
              ],
              rows: rows.map(([code, product, , expires]) => [
                code ?? '',
                product ?? '',
                expires ? longDate(expires) : '',
              ]),
            },
          },
        ],
      )
    }
    const bytes = zipSync(
      Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]])),
    )
    return success({ fileName: `vouchers-${id}.zip`, bytes })
  }

  /** 1302 redeemed, 1307 withdrawn, 1303 expired; undefined when the voucher can still be used. */
  private refusal(voucher: SeedVoucher): Outcome<never> | undefined {
    if (voucher.redeemed_at)
      return failure(400, CODES.voucherRedeemed, 'This voucher has already been redeemed.')
    if (this.withdrawn(voucher)) {
      return failure(
        400,
        CODES.voucherWithdrawn,
        'This voucher has been withdrawn. Contact the shop that sold it to you.',
      )
    }
    if (voucher.expires_at && Date.parse(voucher.expires_at) <= this.now())
      return failure(400, CODES.voucherExpired, `This voucher expired on ${longDate(voucher.expires_at)}.`)
    return undefined
  }

  private withdrawn(voucher: SeedVoucher): boolean {
    return Boolean(this.orders.find((o) => o.id === voucher.product_voucher_order_id)?.blacklisted_at)
  }

  private present(voucher: SeedVoucher): UserVoucher {
    const now = this.now()
    const expires = voucher.expires_at ? Date.parse(voucher.expires_at) : undefined
    return {
      id: voucher.id,
      user_id: voucher.user_id as number,
      created_at: voucher.created_at,
      ...(voucher.expires_at ? { expires_at: voucher.expires_at } : {}),
      ...(expires !== undefined && expires > now ? { expires_in_days: daysUntil(now, expires) } : {}),
      ...(voucher.redeemed_at
        ? { redeemed_at: voucher.redeemed_at, redeemed_by_user_id: voucher.user_id as number }
        : {}),
      ...(voucher.product_id ? { product_id: voucher.product_id } : {}),
      voucher_type: voucher.voucher_type,
      is_redeemable:
        !this.refusal(voucher) &&
        !(
          voucher.user_id !== undefined &&
          this.licenses.ownsProductType(voucher.user_id, voucher.product_type_id)
        ),
      redeems_to: { product_type: { id: voucher.product_type_id } },
    }
  }

  private presentOrder(order: SeedProductVoucherOrder): ProductVoucherOrder {
    const { batches, ...rest } = order
    return {
      ...rest,
      status: order.product_vouchers_created_at ? 'success' : 'pending',
      voucher_batches: batches.map((b) => ({
        id: b.id,
        product_name: this.types.find((t) => t.id === b.product_voucher_type_id)?.title ?? '',
        size: b.size,
      })),
    }
  }
}

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
