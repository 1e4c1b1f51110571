/**
 * A long list's view as its address holds it (issue 33: the staff console's campaign and notification
 * lists): `?q=stems&status=active&sort=name&order=desc&page=3`. The readers here run in routes'
 * `validateSearch`, which is not code-split (docs/decisions/015, 036): this module is in every page's
 * first JavaScript, so it stays small and imports nothing. A value a list cannot use is dropped on its
 * own and the others kept: an address never leads to an error screen. Searching and sorting the list
 * are `list-view.ts`, in the screens' chunks.
 */

/** The order of a sorted list: ascending (A to Z, lowest first) or descending. */
export type SortOrder = 'asc' | 'desc'

/** A list's view in the address; absent means the list's default. */
export interface ListSearch<S extends string = string, K extends string = string> {
  /** Words the names must hold (any order, case and accents ignored). */
  q?: string
  /** Only items in this status. */
  status?: S
  /** The column sorted by. */
  sort?: K
  order?: SortOrder
  /** 1-based; absent for the first page. */
  page?: number
}

/** The longest search the address keeps (characters); a longer one is cut there. */
export const SEARCH_MAX_LENGTH = 200

/** A `page` search parameter → the page number (absent, invalid or below 1: 1). */
export function pageParam(value: unknown): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 0 ? page : 1
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined

/**
 * A validator of a list's search parameters for a route's `validateSearch`: each of `q`, `status`,
 * `sort`, `order`, `page` that the list can use, else `undefined`. Every key is returned, so an invalid
 * value in the address (`?status=live`) is replaced rather than kept beside the valid ones (the router
 * merges what a route returns over the raw parameters). Numbers typed as text (`?page=2`) are read.
 * @param statuses the statuses the list can be filtered by
 * @param sorts the columns it can be sorted by
 */
export function listSearchValidator<S extends string, K extends string>(
  statuses: readonly S[],
  sorts: readonly K[],
): (search: Record<string, unknown>) => ListSearch<S, K> {
  return (search) => {
    const q =
      typeof search.q === 'string' || typeof search.q === 'number'
        ? String(search.q).trim().slice(0, SEARCH_MAX_LENGTH)
        : ''
    const page = pageParam(search.page)
    return {
      q: q || undefined,
      status: oneOf(search.status, statuses),
      sort: oneOf(search.sort, sorts),
      order: oneOf(search.order, ['asc', 'desc'] as const),
      page: page > 1 ? page : undefined,
    }
  }
}
