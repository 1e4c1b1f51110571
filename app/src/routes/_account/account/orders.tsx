import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import {
  OrdersScreen,
  type OrdersSearchParams,
  prefetchOrders,
} from './-components/commerce/orders-screen.tsx'

/**
 * /account/orders: the order history (`order_status` filter, paged), each invoice as a PDF download
 * and a printable page (docs/requirements.md §7 "Commerce service", docs/decisions/015, 016).
 */
export const Route = createFileRoute('/_account/account/orders')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here (`validateSearch` is not code-split): the screen checks them (`readOrdersSearch`).
  validateSearch: (search: Record<string, unknown>): OrdersSearchParams => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchOrders(queryClient, deps),
  head: () => screenHead('Orders & invoices', ACCOUNT_AREA),
  component: OrdersScreen,
})
