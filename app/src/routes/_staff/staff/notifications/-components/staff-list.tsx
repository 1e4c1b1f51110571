import type { Status } from '@music/sdk/notifications'
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import type { ListSearch, SortOrder } from '../../../../../screens/list-search.ts'
import {
  type Compare,
  compareInstants,
  compareText,
  prepareSearch,
  searchItems,
  sortItems,
} from '../../../../../screens/list-view.ts'
import { Loading } from '../../../../../screens/load-state.tsx'
import { type Page, Pagination, paginate } from '../../../../../screens/pagination.tsx'
import { ScrollRegion } from '../../../../../screens/scroll-region.tsx'
import { SearchField } from '../../../../../screens/search-field.tsx'
import { SortHeader } from '../../../../../screens/sort-header.tsx'
import { STATUSES } from './notification-labels.ts'
import { StatusFilter } from './status-filter.tsx'

/** Rows a page of a console list shows. */
export const PAGE_SIZE = 50

/** How a column sorts: its comparison (ascending) and how each order reads ("A to Z"). */
export interface ColumnSort<T> {
  compare: Compare<T>
  /** Said after "sorted by …": `[ascending, descending]`, e.g. `['lowest first', 'highest first']`. */
  orders: readonly [string, string]
  /** What the column sorts by, in the announcement ("start date"); default its label in lower case. */
  subject?: string
  /** The first press's order; default ascending. */
  firstOrder?: SortOrder
}

/** A column of a console list. */
export interface ListColumn<T, K extends string> {
  label: string
  /** The cell of a row. */
  cell: (item: T) => ReactNode
  /** This column sorts the list by `sort` (a key of the list's `sorts`). */
  sort?: K
}

/** What a console list holds: campaigns or notifications (their id, name and status). */
export interface ListItem {
  id: string
  name: string
  status: Status
}

/** How a list sorts: each sortable column's comparison, and the sort when the address names none. */
export interface ListOrder<T, K extends string> {
  /** How each sortable column sorts (a module constant: the sorted list is kept while it is the same). */
  sorts: Record<K, ColumnSort<T>>
  /** The sort when the address names none (the service's order when absent). */
  defaultSort?: { sort: K; order: SortOrder }
}

/**
 * A list as its screen shows it for one view of the address: the page of rows and the counts its
 * sentences say. What a server-rendered page carries of a list too long to send whole (decision 036).
 */
export interface ListView<T> {
  /** The page shown of the items found, sorted. */
  page: Page<T>
  /** How many items the list has. */
  total: number
  /** How many the search and the status filter found. */
  found: number
}

/** Props of {@link StaffList}. */
export interface StaffListProps<T extends ListItem, S extends Status, K extends string> {
  /** What the list shows for `search` ({@link useListView}, or a page a server-rendered screen brought). */
  view: ListView<T>
  /**
   * The view is of an earlier address: the list is still on its way (a server-rendered screen brings
   * one page of it, decision 036). Said, and the rows shown as waiting, until the list is there.
   */
  busy?: boolean
  /** The list's view, as the route validated it from the address. */
  search: ListSearch<S, K>
  /**
   * Changes the address's view (`navigate({ search: (prev) => ({ ...prev, ...change }) })`, so it
   * builds on the latest address); `replace` for each keystroke of the search, so back does not step
   * through them.
   */
  onChange: (change: ListSearch<S, K>, options: { replace: boolean }) => void
  /** The list's noun: `[one, many]`, e.g. `['notification', 'notifications']`. */
  noun: readonly [string, string]
  /** The table's caption (read by screen readers), e.g. "Notifications of the campaign". */
  caption: string
  statuses: readonly S[]
  /** The first column is the row's heading: the item's name, usually a link. */
  columns: readonly ListColumn<T, K>[]
  /** How the columns sort (the same the view was made with). */
  order: ListOrder<T, K>
  /** Shown when the list is empty before any search or filter. */
  empty: ReactNode
}

const count = new Intl.NumberFormat('en-GB')
const nameOfItem = (item: ListItem) => item.name

/**
 * A long list of the console (issue 33; docs/decisions/036): search by name, a status filter, sortable
 * columns and pages of {@link PAGE_SIZE}, all held in the address (`q`, `status`, `sort`, `order`,
 * `page`), over a list the notification service returns whole (it has no paging or search). The
 * status filter too is applied here, to the list already fetched: the service's `status` parameter
 * would download the campaign's list again for each choice and show a loading state meanwhile. It
 * shows `view`: the list's page for the address ({@link useListView}), or the page a server-rendered
 * screen brought while the list is on its way (`busy` once the address asks for another one).
 * - the result count and the order are announced in a polite live region that stays mounted;
 * - the table scrolls inside its own focusable region (`ScrollRegion`), so the page never scrolls
 *   sideways at 320 px, and says so while the table is wider than the screen;
 * - after a change of page (only), focus moves to the table, where the new rows start; an address
 *   asking for a page that is not there (past the end, or page 1 spelt out) is replaced by the page shown;
 * - nothing matching says so, with a way to clear the search and the filter.
 */
export function StaffList<T extends ListItem, S extends Status, K extends string>({
  view,
  busy = false,
  search,
  onChange,
  noun,
  caption,
  statuses,
  columns,
  order: listOrder,
  empty,
}: StaffListProps<T, S, K>) {
  const captionId = useId()
  const table = useRef<HTMLElement>(null)
  const { sort, columnSort, order } = sortOf(search, listOrder)
  const { page, found } = view
  useFocusOnPageChange(table, search)
  // A page past the end (`?page=999`) shows the last one: the address says the page shown (replaced,
  // so back does not return to the page that is not there).
  const shownPage = page.page === 1 ? undefined : page.page
  const normalise = !busy && view.total > 0 && search.page !== shownPage
  useEffect(() => {
    if (normalise) onChange({ page: shownPage }, { replace: true })
  }, [normalise, shownPage, onChange])

  const [one, many] = noun
  const total = count.format(view.total)
  const narrowed = Boolean(search.status || search.q)
  const counted = busy
    ? ''
    : !narrowed
      ? `${total} ${view.total === 1 ? one : many}.`
      : found === 0
        ? `No ${one} of ${total} ${conditionsOf(search, 'has', 'matches')}.`
        : `${count.format(found)} of ${total} ${many} ${conditionsOf(search, 'have', 'match')}.`
  const sortedBy =
    !busy && columnSort && sort && found > 1
      ? ` Sorted by ${columnSort.subject ?? columns.find((column) => column.sort === sort)?.label.toLowerCase()}, ${columnSort.orders[order === 'asc' ? 0 : 1]}.`
      : ''
  const clear = () => onChange({ q: undefined, status: undefined, page: undefined }, { replace: false })

  if (view.total === 0) return <>{empty}</>
  return (
    <div className="staff-list-view">
      <div className="staff-list-view__controls">
        <SearchField
          label="Search by name"
          value={search.q ?? ''}
          onSearch={(text) => onChange({ q: text.trim() || undefined, page: undefined }, { replace: true })}
        />
        <StatusFilter
          statuses={statuses}
          value={search.status ?? ''}
          onChange={(status) =>
            onChange({ status: status || undefined, page: undefined }, { replace: false })
          }
        />
      </div>
      <p role="status" className="staff-list-view__count">
        {counted}
        {sortedBy}
      </p>
      {/* The list is still on its way: the rows of the address the page came with wait, dimmed. */}
      {busy ? <Loading what={`all ${total} ${many}`} visible /> : null}
      <div className="staff-list-view__rows" aria-busy={busy || undefined}>
        {found === 0 ? (
          <EmptyState
            action={
              <button type="button" className="button button--secondary" onClick={clear}>
                Show all {many}
              </button>
            }
          >
            Nothing matches. Try fewer words, or another status.
          </EmptyState>
        ) : (
          <>
            <ScrollRegion ref={table} labelledBy={captionId}>
              <table className="staff-table">
                <caption id={captionId} className="visually-hidden">
                  {caption}
                  {page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ''}
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) =>
                      column.sort ? (
                        <SortHeader
                          key={column.label}
                          order={column.sort === sort ? order : undefined}
                          firstOrder={listOrder.sorts[column.sort].firstOrder}
                          onSort={(next) =>
                            onChange({ sort: column.sort, order: next, page: undefined }, { replace: false })
                          }
                        >
                          {column.label}
                        </SortHeader>
                      ) : (
                        <th key={column.label} scope="col">
                          {column.label}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((item) => (
                    <tr key={item.id}>
                      {columns.map((column, index) =>
                        index === 0 ? (
                          <th key={column.label} scope="row">
                            {column.cell(item)}
                          </th>
                        ) : (
                          <td key={column.label}>{column.cell(item)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination label={`Pages of ${caption.toLowerCase()}`} noun={many} total={found} page={page} />
          </>
        )}
      </div>
    </div>
  )
}

/** The sort of `search` ({@link ListOrder}'s default when it names none): the column, its comparison, the order. */
function sortOf<T, K extends string>(search: ListSearch<string, K>, { sorts, defaultSort }: ListOrder<T, K>) {
  const sort = search.sort ?? defaultSort?.sort
  const columnSort: ColumnSort<T> | undefined = sort ? sorts[sort] : undefined
  const order: SortOrder =
    search.order ?? (search.sort ? columnSort?.firstOrder : defaultSort?.order) ?? 'asc'
  return { sort, columnSort, order }
}

/**
 * What a list shows for one view of its address: `items` (the service's order) sorted, filtered by
 * status, searched by name and cut to the page (pages of {@link PAGE_SIZE}), with its counts. Pure: a
 * server computes the page its HTML carries with it (decision 036); a screen uses {@link useListView}.
 */
export function listView<T extends ListItem, K extends string>(
  items: readonly T[],
  search: ListSearch<string, K>,
  listOrder: ListOrder<T, K>,
): ListView<T> {
  const { columnSort, order } = sortOf(search, listOrder)
  const sorted = columnSort ? sortItems(items, columnSort.compare, order) : items
  const inStatus = search.status ? sorted.filter((item) => item.status === search.status) : sorted
  const found = searchItems(inStatus, search.q, nameOfItem)
  return { page: paginate(found, search.page ?? 1, PAGE_SIZE), total: items.length, found: found.length }
}

/**
 * {@link listView} for a screen, kept between renders: the list is sorted and prepared for searching
 * once per list, order and status, so a keystroke only compares names. Undefined without `items` (the
 * list not there yet).
 */
export function useListView<T extends ListItem, K extends string>(
  items: readonly T[],
  search: ListSearch<string, K>,
  listOrder: ListOrder<T, K>,
): ListView<T>
export function useListView<T extends ListItem, K extends string>(
  items: readonly T[] | undefined,
  search: ListSearch<string, K>,
  listOrder: ListOrder<T, K>,
): ListView<T> | undefined
export function useListView<T extends ListItem, K extends string>(
  items: readonly T[] | undefined,
  search: ListSearch<string, K>,
  listOrder: ListOrder<T, K>,
): ListView<T> | undefined {
  const { columnSort, order } = sortOf(search, listOrder)
  const sorted = useMemo(
    () => items && (columnSort ? sortItems(items, columnSort.compare, order) : items),
    [items, columnSort, order],
  )
  const inStatus = useMemo(
    () => (search.status ? sorted?.filter((item) => item.status === search.status) : sorted),
    [sorted, search.status],
  )
  const matching = useMemo(() => inStatus && prepareSearch(inStatus, nameOfItem), [inStatus])
  const found = useMemo(() => matching?.(search.q), [matching, search.q])
  if (!items || !found) return undefined
  return { page: paginate(found, search.page ?? 1, PAGE_SIZE), total: items.length, found: found.length }
}

/** "have the status Testing and match “stems”" (the verbs in the count's number). */
function conditionsOf(search: ListSearch<Status>, have: string, match: string): string {
  return [
    search.status ? `${have} the status ${STATUSES[search.status]}` : '',
    search.q ? `${match} “${search.q}”` : '',
  ]
    .filter(Boolean)
    .join(' and ')
}

/**
 * Moves focus to the table when only the page changed (a pager link, or back and forward between
 * pages): the new rows start there, not at the pager. A change of search, filter or sort leaves focus
 * where it is (the search box being typed in).
 */
function useFocusOnPageChange(table: RefObject<HTMLElement | null>, search: ListSearch) {
  const previous = useRef(search)
  useEffect(() => {
    const before = previous.current
    previous.current = search
    const samePageOtherwise =
      before.q === search.q &&
      before.status === search.status &&
      before.sort === search.sort &&
      before.order === search.order
    if (samePageOtherwise && before.page !== search.page) table.current?.focus()
  }, [search, table])
}

const STATUS_ORDER: readonly Status[] = ['draft', 'testing', 'active', 'archived']

/** Sorting by name: as people sort names (`compareText`). */
export const nameSort: ColumnSort<{ name: string }> = {
  compare: (a, b) => compareText(a.name, b.name),
  orders: ['A to Z', 'Z to A'],
}

/** Sorting by status: in the order of a notification's life (draft, testing, active, archived). */
export const statusSort: ColumnSort<{ status: Status }> = {
  compare: (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  orders: ['draft first', 'archived first'],
}

/** Sorting by the schedule's start (`starts_at`); no start (started already) first. */
export const startSort: ColumnSort<{ starts_at?: string }> = {
  compare: (a, b) => compareInstants(a.starts_at, b.starts_at),
  orders: ['earliest first', 'latest first'],
  subject: 'start date',
}
