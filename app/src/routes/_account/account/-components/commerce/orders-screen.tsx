import './commerce-screens.css'
import { type ListMyOrdersParams, type Order, OrderStatus } from '@music/sdk/commerce'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm } from '../../../../../screens/form.tsx'
import { formatMoney } from '../../../../../screens/money.ts'
import { type Page, Pagination, paginate } from '../../../../../screens/pagination.tsx'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchForm } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { ORDER_STATUSES } from './commerce-names.ts'
import { useInvoiceDownload } from './invoice-download.ts'
import { readOrdersSearch } from './orders-search.ts'
import { StatusBadge } from './status-badge.tsx'

/** Orders per page of the history. */
const ORDERS_PER_PAGE = 10

/** The orders screen (/account/orders): the order history, filtered and paged, with the invoices. */
export function OrdersScreen() {
  const { filter, page } = readOrdersSearch(useSearch({ from: '/_account/account/orders' }))
  const [result, announce] = useResult()
  return (
    <Screen
      title="Orders & invoices"
      intro="Everything you bought, newest first. Each invoice downloads as a PDF or opens as a page to print."
    >
      <Section title="Order history" skeleton={<Skeleton blocks={3} />}>
        <OrderFilter status={filter.order_status} />
        <ResultStatus result={result} />
        <OrderList filter={filter} page={page} announce={announce} />
      </Section>
    </Screen>
  )
}

/**
 * The status filter: each change sets `order_status` on the latest address and goes back to page 1
 * (`useSearchForm`, decision 037); the list follows the address.
 */
function OrderFilter({ status }: { status: ListMyOrdersParams['order_status'] }) {
  const form = useSearchForm({
    values: { order_status: status ?? '' },
    toSearch: (_name, value) => ({ order_status: value || undefined, page: undefined }),
  })
  return (
    <ScreenForm form={form} className="order-filter" aria-label="Filter orders" warnOnLeave={false}>
      <form.AppField name="order_status">
        {(field) => (
          <field.SelectField
            label="Status"
            placeholder="All orders"
            options={Object.values(OrderStatus).map((value) => ({
              value,
              label: ORDER_STATUSES[value].label,
            }))}
          />
        )}
      </form.AppField>
    </ScreenForm>
  )
}

/** The orders of the filter (`GET /me/orders`), newest first, {@link ORDERS_PER_PAGE} a page. */
function OrderList({
  filter,
  page,
  announce,
}: {
  filter: ListMyOrdersParams
  page: number
  announce: (result: Result | null) => void
}) {
  const { data } = useSuspenseQuery(commerceQueries.orders(filter))
  if (data.items.length === 0) {
    return filter.order_status ? (
      <EmptyState action={<Link to="/account/orders">Show all orders</Link>}>
        You have no orders that are {ORDER_STATUSES[filter.order_status].label.toLowerCase()}.
      </EmptyState>
    ) : (
      <EmptyState>
        You have not ordered anything yet. Your orders and their invoices will be listed here.
      </EmptyState>
    )
  }
  const shown: Page<Order> = paginate(data.items, page, ORDERS_PER_PAGE)
  return (
    <>
      <ul className="screen-list" aria-label="Orders">
        {shown.items.map((order) => (
          <OrderCard key={order.id} order={order} announce={announce} />
        ))}
      </ul>
      <Pagination label="Pages of your orders" noun="orders" total={data.items.length} page={shown} />
    </>
  )
}

/** One order: number, date, status, lines, total with tax, and each invoice as a PDF or a page. */
function OrderCard({ order, announce }: { order: Order; announce: (result: Result | null) => void }) {
  const dates = useDates()
  const { currency } = order
  return (
    <li className="screen-card order-card">
      <div className="screen-card__title">
        <h3>Order {order.id}</h3>
        <StatusBadge {...ORDER_STATUSES[order.status]} />
      </div>
      <dl className="screen-details">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.created_at}>{dates.date(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatMoney(order.total_amount, currency)}{' '}
            <span className="screen-muted">(tax {formatMoney(order.tax_amount, currency)})</span>
          </dd>
        </div>
      </dl>
      <ul className="order-lines" aria-label={`Items of order ${order.id}`}>
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.catalog_product.name}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              {item.description ? <span className="order-lines__description">{item.description}</span> : null}
            </span>
            <span>{formatMoney(item.total_amount, currency)}</span>
          </li>
        ))}
      </ul>
      {order.invoices.map((invoice) => (
        <div key={invoice} className="screen-actions">
          <InvoiceActions orderId={order.id} invoiceId={String(invoice)} announce={announce} />
        </div>
      ))}
    </li>
  )
}

/**
 * An invoice's "Download PDF" and "View invoice" (the printable page), the result announced.
 * @param onInvoicePage on the invoice's own page: no link to it
 */
export function InvoiceActions({
  orderId,
  invoiceId,
  announce,
  onInvoicePage = false,
}: {
  orderId: string
  invoiceId: string
  announce: (result: Result | null) => void
  onInvoicePage?: boolean
}) {
  const download = useInvoiceDownload()
  return (
    <>
      <PendingButton
        className="button button--secondary"
        pending={download.isPending}
        pendingLabel="Downloading…"
        label={`Download PDF of invoice ${invoiceId}`}
        onClick={() => {
          announce(null)
          return download
            .mutateAsync({ orderId, invoiceId })
            .then(() => announce({ tone: 'success', message: `Invoice ${invoiceId} is downloaded.` }))
            .catch((error: unknown) =>
              announce({
                tone: 'error',
                message: `Invoice ${invoiceId} could not be downloaded. ${serviceErrorMessage(error)}`,
              }),
            )
        }}
      >
        Download PDF
      </PendingButton>
      {onInvoicePage ? null : (
        <Link
          to="/account/orders/$orderId/invoices/$invoiceId"
          params={{ orderId, invoiceId }}
          aria-label={`View invoice ${invoiceId}`}
        >
          View invoice
        </Link>
      )}
    </>
  )
}
