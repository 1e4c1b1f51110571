/** How the screens write dates and sizes (British English, docs/conventions.md "Spelling"). */

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** An ISO 8601 date or date-time as "3 Feb 2027" (UTC, so a date-only value keeps its day). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateFormat.format(time)
}

const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>()

/** The "21 Aug 2026, 20:02" format in `timeZone` (default the visitor's), made once per zone. */
export function dateTimeFormatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    dateTimeFormats.set(timeZone, format)
  }
  return format
}

/**
 * An ISO 8601 date-time as "21 Aug 2026, 20:02", in the visitor's time zone (a moment, not a day), or
 * in `timeZone` (`useVisitorTimeZone`: UTC in the server's HTML, with " UTC" after it).
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const text = dateTimeFormatIn(timeZone).format(time)
  return timeZone === 'UTC' ? `${text} UTC` : text
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
