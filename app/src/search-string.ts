import { stringifySearchWith } from '@tanstack/react-router'

/** A string that reads back as the same number (`"1999"`, `"-2.5"`; not `"01"`, `"1e3"`, `"1.0"`). */
function isCanonicalNumber(value: string): boolean {
  if (!/^-?\d/.test(value)) return false
  const number = Number(value)
  return Number.isFinite(number) && String(number) === value
}

const stringifyJsonSearch = stringifySearchWith(JSON.stringify, JSON.parse)

/**
 * The router's `stringifySearch`: TanStack's JSON search serialisation (objects and arrays as JSON, a
 * string that would read back as something else quoted), except that a string holding a plain number
 * is written as it is: a search for 1999 is `?q=1999`, not `?q=%221999%22` (issue 32's walk). It reads
 * back as the number 1999; the routes' `validateSearch` readers take a number where they expect text
 * (`listSearchValidator`'s `q`, `pageParam`). Every other value is written as TanStack writes it.
 * @param search the location's search object
 * @returns `?a=1&b=x`, or `''` when there is nothing to write
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const plain: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(search)) {
    plain[key] = typeof value === 'string' && isCanonicalNumber(value) ? Number(value) : value
  }
  return stringifyJsonSearch(plain)
}
