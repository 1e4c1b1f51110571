/**
 * How the screens write dates and sizes (British English, docs/conventions.md "Spelling"). Dates follow
 * what the service gives (decision 037): a calendar date (`2027-02-03`, OpenAPI `format: date`) is that
 * day wherever the reader is; an instant (`format: date-time`, `2026-11-28T20:03:00Z`) is shown in the
 * reader's time zone, so an order placed at 09:03 on 29 November in Auckland reads 29 Nov, not the UTC
 * day before. The zone comes from `useTimeZone()` (time-zone.ts) or `useVisitorTimeZone()`, UTC on the
 * server and while hydrating, so a server render and the browser's hydration write the same text.
 */

/** A calendar date without a time: `2027-02-03`. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per options and zone (building one costs more than formatting). */
function format(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)} ${timeZone ?? ''}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', { ...options, timeZone })
    formats.set(key, found)
  }
  return found
}

/**
 * A date as "3 Feb 2027": a calendar date as that day; an instant as its day in `timeZone` (an IANA
 * zone, e.g. "Pacific/Auckland"). Text that is not a date is returned as it is.
 */
export function formatDate(iso: string, timeZone: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return format({ dateStyle: 'medium' }, CALENDAR_DATE.test(iso) ? 'UTC' : timeZone).format(time)
}

/**
 * An instant as "21 Aug 2026, 20:02 BST": its date and time in `timeZone` (an IANA zone; the platform's
 * own when undefined), with the zone's name, since a time means little without it ("UTC" in a server
 * render, `useVisitorTimeZone`). Text that is not a date-time is returned as it is.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time)
    ? iso
    : format(
        {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZoneName: 'short',
        },
        timeZone,
      ).format(time)
}

/** A size in bytes as "312 MB", "840 KB" or "512 bytes" (decimal units, as installers state them). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes))} bytes`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}
