/**
 * Searching and sorting a list the service returned whole (issue 33; docs/decisions/036), so every
 * list of the screens does them alike. Its address (`q`, `sort`, `order`, `page`) is read by
 * `list-search.ts`; paging is `pagination.tsx`.
 */
import type { SortOrder } from './list-search.ts'

/**
 * Text as searches compare it: lower case, accents and marks removed (NFKD), typographic apostrophes
 * and quotes as typed ones (’ → '), spaces collapsed. "Pitch ’n Time" matches "pitch 'n time".
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A search over `items` prepared once (each item's text made comparable, {@link searchText}), so each
 * keystroke only compares: a function from a query to the items whose text (`textOf`, e.g. the name)
 * holds every word of it, in any order, in their order; all of them for an empty query. "stems jul
 * japanese" finds "Stems tip · Jul 2025 · DJ Pro · macOS · Japanese".
 */
export function prepareSearch<T>(items: readonly T[], textOf: (item: T) => string): (query?: string) => T[] {
  const texts = items.map((item) => searchText(textOf(item)))
  return (query) => {
    const words = searchText(query ?? '')
      .split(' ')
      .filter(Boolean)
    if (words.length === 0) return [...items]
    return items.filter((_, index) => words.every((word) => texts[index]?.includes(word)))
  }
}

/** The items whose text holds every word of `query` ({@link prepareSearch} for one query). */
export function searchItems<T>(
  items: readonly T[],
  query: string | undefined,
  textOf: (item: T) => string,
): T[] {
  return prepareSearch(items, textOf)(query)
}

/** Compares two items of a list for one column, ascending. */
export type Compare<T> = (a: T, b: T) => number

/**
 * `items` sorted by `compare` (ascending) or its reverse; items that compare equal keep their order
 * (the service's), in either direction, so a sort never shuffles ties.
 */
export function sortItems<T>(items: readonly T[], compare: Compare<T>, order: SortOrder): T[] {
  const direction = order === 'desc' ? -1 : 1
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => direction * compare(a.item, b.item) || a.index - b.index)
    .map(({ item }) => item)
}

let collator: Intl.Collator | undefined

/** Compares text as people sort names: case- and accent-blind, numbers by value ("Tip 2" before "Tip 10"). */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}

/**
 * Compares optional instants (ISO 8601); an absent one sorts first ascending (a schedule without a start
 * has started), and text that is no date after the dates.
 */
export function compareInstants(a: string | undefined, b: string | undefined): number {
  const time = (value: string | undefined) => {
    if (value === undefined) return Number.NEGATIVE_INFINITY
    const parsed = Date.parse(value)
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed
  }
  const [x, y] = [time(a), time(b)]
  return x === y ? 0 : x < y ? -1 : 1
}
