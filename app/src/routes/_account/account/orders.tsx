import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { commerceQueries } from '../-components/commerce-queries.ts'
import { OrdersScreen } from './-components/commerce/orders-screen.tsx'
import { type OrdersSearchParams, readOrdersSearch } from './-components/commerce/orders-search.ts'

/**
 * /account/orders: the order history (`order_status` filter, paged), each invoice as a PDF download
 * and a printable page (docs/requirements.md §7 "Commerce service", docs/decisions/015, 016).
 */
export const Route = createFileRoute('/_account/account/orders')({
  // The loader is a chunk of its own, out of every page's first JavaScript and apart from the screen's
  // code: its requests start while the screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here (`validateSearch` is not code-split): the screen checks them (`readOrdersSearch`).
  validateSearch: (search: Record<string, unknown>): OrdersSearchParams => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(commerceQueries.orders(readOrdersSearch(deps).filter)),
  head: () => screenHead('Orders & invoices', ACCOUNT_AREA),
  component: OrdersScreen,
})
