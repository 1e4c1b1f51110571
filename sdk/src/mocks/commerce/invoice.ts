/**
 * Orders as the commerce service sends them, and their invoices: the JSON form
 * (`Accept: application/json`) and the PDF drawn from that same JSON (order number, lines, totals,
 * dates, currency), so the two never disagree.
 */
import type { CatalogProduct, Invoice, Order, OrderItem } from '../../generated/commerce/hooks.schemas.ts'
import { taxOn, taxRateOf, toAmount } from './money.ts'
import { type PdfBlock, renderPdf } from './pdf.ts'
import type { SeedOrder } from './seed.ts'

/** The currency of every amount of the sandbox's shop. */
export const CURRENCY = 'USD'

/** The seller named on every invoice. */
export const SELLER = {
  name: 'Music Software Ltd',
  address_lines: ['Level 2, 18 Kitchener Street', 'Auckland 1010'],
  country_code: 'NZ',
  tax_id: 'NZ GST 112-233-445',
}

const INVOICE_STATUS = { complete: 'paid', pending_payment: 'open', cancel: 'void', fraud: 'void' } as const

/** Net, tax and total of one line in minor units, at the tax rate of the order's country. */
function lineAmounts(order: SeedOrder, item: SeedOrder['items'][number]) {
  const net = (item.special_price ?? item.base_price) * item.quantity
  const tax = taxOn(net, taxRateOf(order.billing.country_code))
  return { net, tax, total: net + tax }
}

/** The billing fields of an order's reply (`Order`): the party without what the order has no field for. */
function orderBilling({
  company: _company,
  ...fields
}: SeedOrder['billing']): Omit<SeedOrder['billing'], 'company'> {
  return fields
}

/**
 * An order as `GET /me/orders` lists it.
 * @param productOf the catalog product of a line, as the catalog presents it
 */
export function presentOrder(order: SeedOrder, productOf: (id: number) => CatalogProduct): Order {
  const rateBp = taxRateOf(order.billing.country_code)
  let tax = 0
  let total = 0
  const items = order.items.map((item, i): OrderItem => {
    const amounts = lineAmounts(order, item)
    tax += amounts.tax
    total += amounts.total
    return {
      id: `${order.id}-${i + 1}`,
      quantity: item.quantity,
      base_price: toAmount(item.base_price),
      ...(item.special_price === undefined ? {} : { special_price: toAmount(item.special_price) }),
      ...(item.description ? { description: item.description } : {}),
      tax_rate: rateBp / 100,
      tax_amount: toAmount(amounts.tax),
      total_amount: toAmount(amounts.total),
      catalog_product: productOf(item.catalog_product_id),
    }
  })
  return {
    id: order.id,
    user_id: order.user_id,
    ...orderBilling(order.billing),
    items,
    total_amount: toAmount(total),
    tax_amount: toAmount(tax),
    currency: CURRENCY,
    invoices: [order.invoice_id],
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at ?? order.created_at,
  }
}

/**
 * The JSON invoice of an order (its one invoice).
 * @param paidWith how it was paid, e.g. `Visa ending 1111` (absent when unknown)
 */
export function invoiceOf(
  order: SeedOrder,
  productOf: (id: number) => CatalogProduct,
  paidWith?: string,
): Invoice {
  const presented = presentOrder(order, productOf)
  const { billing } = order
  const subtotal = order.items.reduce((n, item) => n + lineAmounts(order, item).net, 0)
  const tax = order.items.reduce((n, item) => n + lineAmounts(order, item).tax, 0)
  return {
    id: String(order.invoice_id),
    order_id: order.id,
    status: INVOICE_STATUS[order.status],
    created_at: order.created_at,
    ...(order.status === 'complete' ? { paid_at: order.created_at } : {}),
    currency: CURRENCY,
    seller: SELLER,
    billed_to: {
      name: `${billing.first_name} ${billing.last_name}`.trim(),
      address_lines: [
        billing.company,
        billing.address_1,
        billing.address_2,
        [billing.city, billing.state, billing.zip].filter(Boolean).join(' '),
      ].filter((line): line is string => Boolean(line)),
      country_code: billing.country_code,
    },
    ...(paidWith ? { payment_method: paidWith } : {}),
    items: presented.items,
    subtotal_amount: toAmount(subtotal),
    tax_amount: toAmount(tax),
    total_amount: toAmount(subtotal + tax),
  }
}

/** Money for people: `$249.00`, formatted from the amount's two-decimal string (no arithmetic). */
function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    amount.toFixed(2) as Intl.StringNumericLiteral,
  )
}

const date = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

const STATUS_LABEL = { paid: 'Paid', open: 'Payment pending', void: 'Void (order cancelled)' } as const

/**
 * The invoice as a PDF: seller and customer, invoice and order numbers, dates, lines with tax, and the
 * totals in the invoice's currency. The order number is also in the document title.
 */
export function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const { currency } = invoice
  const blocks: PdfBlock[] = [
    { kind: 'title', text: `Invoice ${invoice.id}` },
    {
      kind: 'columns',
      left: [
        invoice.seller.name,
        ...invoice.seller.address_lines,
        invoice.seller.country_code,
        invoice.seller.tax_id ?? '',
      ],
      right: [
        `Invoice number: ${invoice.id}`,
        `Order number: ${invoice.order_id}`,
        `Invoice date: ${date(invoice.created_at)}`,
        invoice.paid_at ? `Paid on: ${date(invoice.paid_at)}` : `Status: ${STATUS_LABEL[invoice.status]}`,
        `Currency: ${currency}`,
      ],
    },
    { kind: 'gap' },
    { kind: 'text', text: 'Billed to', bold: true },
    {
      kind: 'text',
      text: [invoice.billed_to.name, ...invoice.billed_to.address_lines, invoice.billed_to.country_code].join(
        '\n',
      ),
    },
    { kind: 'gap' },
    {
      kind: 'table',
      table: {
        columns: [
          { header: 'Item', width: 40 },
          { header: 'Qty', width: 8, align: 'right' },
          { header: 'Price', width: 17, align: 'right' },
          { header: 'Tax', width: 17, align: 'right' },
          { header: 'Amount', width: 18, align: 'right' },
        ],
        rows: invoice.items.map((item) => [
          item.description ? `${item.catalog_product.name}\n${item.description}` : item.catalog_product.name,
          String(item.quantity),
          money(item.special_price ?? item.base_price, currency),
          `${money(item.tax_amount, currency)} (${item.tax_rate}%)`,
          money(item.total_amount, currency),
        ]),
      },
    },
    {
      kind: 'totals',
      rows: [
        ['Subtotal', money(invoice.subtotal_amount, currency)],
        ['Tax', money(invoice.tax_amount, currency)],
        [`Total (${currency})`, money(invoice.total_amount, currency)],
      ],
    },
    { kind: 'gap' },
    {
      kind: 'text',
      text: `Status: ${STATUS_LABEL[invoice.status]}${invoice.payment_method ? ` · ${invoice.payment_method}` : ''}`,
    },
  ]
  return renderPdf(
    {
      title: `Invoice ${invoice.id} for order ${invoice.order_id}`,
      author: invoice.seller.name,
      created: Date.parse(invoice.created_at),
    },
    blocks,
  )
}
