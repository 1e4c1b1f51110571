import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { InvoiceNotFound, InvoiceScreen, loadInvoice } from './-components/commerce/invoice-screen.tsx'

/**
 * /account/orders/{orderId}/invoices/{invoiceId}: an invoice as a printable page, from its JSON form
 * (docs/requirements.md §7 "PDF as blob or JSON"); beside the orders screen, not inside it. An invoice
 * the service does not know is a 404 page of the area (`loadInvoice`, `InvoiceNotFound`).
 */
export const Route = createFileRoute('/_account/account/orders_/$orderId/invoices/$invoiceId')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient }, params }) => loadInvoice(queryClient, params),
  head: ({ params }) => screenHead(`Invoice ${params.invoiceId}`, ACCOUNT_AREA),
  component: InvoicePage,
  notFoundComponent: InvoicePageNotFound,
})

function InvoicePageNotFound() {
  const { orderId, invoiceId } = Route.useParams()
  return <InvoiceNotFound orderId={orderId} invoiceId={invoiceId} />
}

function InvoicePage() {
  const { orderId, invoiceId } = Route.useParams()
  return <InvoiceScreen orderId={orderId} invoiceId={invoiceId} />
}
