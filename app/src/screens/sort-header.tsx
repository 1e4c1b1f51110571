import './sort-header.css'
import type { ReactNode } from 'react'
import type { SortOrder } from './list-search.ts'

/**
 * A column heading that sorts its table (issue 33; the WAI-ARIA sortable table pattern): a button in a
 * `th` with `aria-sort` on the sorted column only. The first press sorts by the column in `firstOrder`
 * (descending for "highest first" columns such as a priority), the next reverses it. The arrow is
 * decoration: the state is `aria-sort`, and the screen announces the new order with its result count.
 * @param order this column's order when the table is sorted by it, else undefined
 * @param onSort called with the order to sort by
 */
export function SortHeader({
  children,
  order,
  firstOrder = 'asc',
  onSort,
}: {
  children: ReactNode
  order: SortOrder | undefined
  firstOrder?: SortOrder
  onSort: (order: SortOrder) => void
}) {
  const next: SortOrder = order ? (order === 'asc' ? 'desc' : 'asc') : firstOrder
  return (
    <th
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
      className="sort-header"
    >
      <button type="button" className="sort-header__button" onClick={() => onSort(next)}>
        {children}
        <span aria-hidden="true" className="sort-header__arrow">
          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
