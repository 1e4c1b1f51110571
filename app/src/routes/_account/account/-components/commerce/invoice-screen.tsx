import './commerce-screens.css'
import { ServiceError } from '@music/sdk'
import type { Invoice, InvoiceParty, OrderItem } from '@music/sdk/commerce'
import { countryName } from '@music/sdk/profile'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, notFound } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { formatMinorUnits, formatMoney, toMinorUnits } from '../../../../../screens/money.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { InvoiceActions } from './orders-screen.tsx'
import { StatusBadge } from './status-badge.tsx'

/** An invoice's status as the customer reads it, and its badge's tone. */
const INVOICE_STATUSES = {
  paid: { label: 'Paid', tone: 'ok' },
  open: { label: 'Awaiting payment', tone: 'warning' },
  void: { label: 'Void', tone: 'neutral' },
} as const

/**
 * The invoice page's loader: waits for the invoice's JSON form, so an invoice the service does not
 * know (404: an edited or old address) is the router's not-found, which the server answers with HTTP
 * 404 and the route shows as {@link InvoiceNotFound} (no Print, no Download, nothing to try again;
 * issue 32's walk). Any other failure is left to the page's section, which says why and offers to try
 * again.
 * @throws the router's `notFound()` for an unknown invoice
 */
export async function loadInvoice(
  queryClient: QueryClient,
  params: { orderId: string; invoiceId: string },
): Promise<void> {
  try {
    await queryClient.ensureQueryData(commerceQueries.invoice(params.orderId, params.invoiceId))
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw notFound()
  }
}

/** The invoice page for an invoice the service does not know: said, with the way back to the orders. */
export function InvoiceNotFound({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  return (
    <Screen title="Invoice not found">
      <EmptyState action={<Link to="/account/orders">Back to orders</Link>}>
        There is no invoice {invoiceId} of order {orderId} in your account.
      </EmptyState>
    </Screen>
  )
}

/**
 * The printable invoice (/account/orders/{orderId}/invoices/{invoiceId}): the JSON form of the invoice
 * (`Accept: application/json`, the same invoice as the PDF) as a page, "Print" (the browser's print
 * dialog; only the invoice is printed) and "Download PDF".
 */
export function InvoiceScreen({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  const [result, announce] = useResult()
  return (
    <Screen title={`Invoice ${invoiceId}`} intro={`For order ${orderId}.`}>
      <div className="screen-actions invoice-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        <InvoiceActions orderId={orderId} invoiceId={invoiceId} announce={announce} onInvoicePage />
        <Link to="/account/orders">Back to orders</Link>
      </div>
      <ResultStatus result={result} className="invoice-actions" />
      <Section title="Invoice" skeleton={<Skeleton blocks={2} lines={4} />} className="invoice-section">
        <InvoiceDocument orderId={orderId} invoiceId={invoiceId} />
      </Section>
    </Screen>
  )
}

/** A party of the invoice: name, address lines, country, tax id. */
function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <div className="invoice__party">
      <h3>{title}</h3>
      <address>
        {[party.name, ...party.address_lines, countryName(party.country_code)].map((line) => (
          <span key={line}>{line}</span>
        ))}
        {party.tax_id ? <span>{party.tax_id}</span> : null}
      </address>
    </div>
  )
}

/** The invoice itself: who to whom, its dates and status, the lines, the totals, how it was paid. */
function InvoiceDocument({ orderId, invoiceId }: { orderId: string; invoiceId: string }) {
  const dates = useDates()
  const { data: invoice } = useSuspenseQuery(commerceQueries.invoice(orderId, invoiceId))
  const { currency } = invoice
  return (
    <article className="invoice" aria-label={`Invoice ${invoice.id}`}>
      <div className="invoice__head">
        <Party title="From" party={invoice.seller} />
        <Party title="Billed to" party={invoice.billed_to} />
        <dl className="invoice__facts">
          <div>
            <dt>Invoice number</dt>
            <dd>{invoice.id}</dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd>{invoice.order_id}</dd>
          </div>
          <div>
            <dt>Invoice date</dt>
            <dd>{dates.date(invoice.created_at)}</dd>
          </div>
          {invoice.paid_at ? (
            <div>
              <dt>Paid on</dt>
              <dd>{dates.date(invoice.paid_at)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge {...INVOICE_STATUSES[invoice.status]} />
            </dd>
          </div>
        </dl>
      </div>
      {/* At 375 px each line stacks its figures under its name, each with its column's label, and the
          totals stay in view: nothing of the invoice scrolls sideways (issue 25). */}
      <section className="invoice__lines" aria-label="Invoice lines">
        <table>
          <caption className="visually-hidden">Invoice lines, amounts in {currency}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="invoice__number">
                Qty
              </th>
              <th scope="col" className="invoice__number">
                Unit price
              </th>
              <th scope="col" className="invoice__number">
                Tax
              </th>
              <th scope="col" className="invoice__number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <InvoiceLine key={item.id} item={item} currency={currency} />
            ))}
          </tbody>
          <tfoot>
            <Total label="Subtotal" amount={invoice.subtotal_amount} currency={currency} />
            <Total label="Tax" amount={invoice.tax_amount} currency={currency} />
            <Total label={`Total (${currency})`} amount={invoice.total_amount} currency={currency} strong />
          </tfoot>
        </table>
      </section>
      {invoice.payment_method ? (
        <p className="invoice__paid">
          {invoice.status === 'paid' ? 'Paid with' : 'Payment method:'} {invoice.payment_method}
        </p>
      ) : null}
    </article>
  )
}

/** A line: the product, quantity, unit price (the list price struck through when less was charged), tax, amount. */
function InvoiceLine({ item, currency }: { item: OrderItem; currency: Invoice['currency'] }) {
  const unit = item.special_price ?? item.base_price
  const net = toMinorUnits(item.total_amount, currency) - toMinorUnits(item.tax_amount, currency)
  return (
    <tr>
      <th scope="row">
        {item.catalog_product.name}
        {item.description ? <span className="invoice__description">{item.description}</span> : null}
      </th>
      <td className="invoice__number" data-label="Qty">
        {item.quantity}
      </td>
      <td className="invoice__number" data-label="Unit price">
        {item.special_price !== undefined && item.special_price !== item.base_price ? (
          <>
            <del>
              <span className="visually-hidden">list price </span>
              {formatMoney(item.base_price, currency)}
            </del>{' '}
          </>
        ) : null}
        {formatMoney(unit, currency)}
      </td>
      <td className="invoice__number" data-label="Tax">
        {formatMoney(item.tax_amount, currency)} <span className="invoice__rate">({item.tax_rate} %)</span>
      </td>
      <td className="invoice__number" data-label="Amount">
        {formatMinorUnits(net, currency)}
      </td>
    </tr>
  )
}

function Total({
  label,
  amount,
  currency,
  strong,
}: {
  label: string
  amount: number
  currency: string
  strong?: boolean
}) {
  return (
    <tr className={strong ? 'invoice__total' : undefined}>
      <th scope="row" colSpan={4}>
        {label}
      </th>
      <td className="invoice__number">{formatMoney(amount, currency)}</td>
    </tr>
  )
}
