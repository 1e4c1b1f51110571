import { Link } from '@tanstack/react-router'

/** One page of a list, from {@link paginate}. */
export interface Page<T> {
  /** The items of the page. */
  items: T[]
  /** The page shown, 1-based (clamped to the pages there are). */
  page: number
  /** How many pages the list has (at least 1). */
  pageCount: number
  /** 1-based positions of the page's first and last item in the list (0 and 0 for an empty list). */
  first: number
  last: number
}

/**
 * The items of page `page` (1-based) of `items` in pages of `size`; a page past the end shows the
 * last one, a page before the first (or not a number) the first.
 */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount) : 1
  const start = (current - 1) * size
  const pageItems = items.slice(start, start + size)
  return {
    items: pageItems,
    page: current,
    pageCount,
    first: pageItems.length ? start + 1 : 0,
    last: start + pageItems.length,
  }
}

/** A `page` search parameter as the address holds it → the page number (absent or invalid: 1). */
export { pageParam } from './list-search.ts'

/**
 * The pages a pager links to: the first, the last, and two either side of the current one, in order;
 * `null` stands for the pages left out between two of them (a gap of one page shows that page). A
 * list of 2,000 in pages of 50 gets 7 to 9 links, not 40 (issue 33).
 */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const kept = [1, page - 2, page - 1, page, page + 1, page + 2, pageCount]
  const pages = [...new Set(kept.filter((n) => n >= 1 && n <= pageCount))].sort((a, b) => a - b)
  const links: (number | null)[] = []
  for (const n of pages) {
    const previous = links.at(-1)
    if (typeof previous === 'number' && n - previous === 2) links.push(n - 1)
    else if (typeof previous === 'number' && n - previous > 2) links.push(null)
    links.push(n)
  }
  return links
}

const count = new Intl.NumberFormat('en-GB')

/**
 * The pages of a long list (docs/decisions/015; issue 13 "long histories are paged"): "Showing 11–20
 * of 23 orders", then links to the previous page, the pages of {@link pageLinks} and the next page, which set the current
 * route's `page` search parameter (1: none), so a page is an address that back and forward restore.
 * Nothing when everything fits on one page.
 * @param label the navigation's name, e.g. "Pages of your orders"
 * @param noun what the list holds, plural, e.g. "orders"
 * @param total the list's length
 */
export function Pagination({
  label,
  noun,
  total,
  page,
}: {
  label: string
  noun: string
  total: number
  page: Page<unknown>
}) {
  if (page.pageCount <= 1) return null
  const to = (n: number) => ({
    to: '.' as const,
    // Relative to the current route: keep its other search parameters (a filter), change the page.
    search: ((previous: Record<string, unknown>) => ({
      ...previous,
      page: n === 1 ? undefined : n,
    })) as never,
  })
  const pages = pageLinks(page.page, page.pageCount)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">
        Showing {count.format(page.first)}–{count.format(page.last)} of {count.format(total)} {noun}
      </p>
      <ul className="pagination__list">
        <li>
          {page.page > 1 ? (
            <Link {...to(page.page - 1)} className="pagination__link" rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          ) : null}
        </li>
        {pages.map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                {...to(n)}
                className="pagination__link"
                aria-current={n === page.page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page.page < page.pageCount ? (
            <Link {...to(page.page + 1)} className="pagination__link" rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
