/**
 * The orders screen's search parameters, read by its route's loader and by the screen (a module of its
 * own, so the loader's chunk holds no screen code; docs/decisions/032).
 */
import { type ListMyOrdersParams, OrderStatus } from '@music/sdk/commerce'
import { pageParam } from '../../../../../screens/pagination.tsx'

/**
 * The orders screen's address: `?order_status=complete&page=2` (the service's filter, the page). The
 * route only types them; the screen reads them with {@link readOrdersSearch}.
 */
export interface OrdersSearchParams {
  order_status?: unknown
  page?: unknown
}

/** The orders screen's filter and page, checked: an unknown status is no filter. */
export function readOrdersSearch(search: OrdersSearchParams): { filter: ListMyOrdersParams; page: number } {
  const status = Object.values(OrderStatus).find((value) => value === search.order_status)
  return { filter: status ? { order_status: status } : {}, page: pageParam(search.page) }
}
