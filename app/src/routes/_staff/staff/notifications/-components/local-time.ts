/**
 * The staff console's dates (docs/decisions/014, 024): staff type dates and times in their own time
 * zone (a `datetime-local` input, `2026-12-01T09:00`); the notification service takes RFC 3339
 * date-times with an offset and answers in UTC. These functions convert between the two with the
 * browser's time zone (the platform's `Date`, which knows the zone's rules and its daylight saving).
 */

import { formatDateTime } from '../../../../../screens/format.ts'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * A `datetime-local` value (`2026-12-01T09:00`, seconds optional) as an RFC 3339 date-time with the
 * browser's offset at that moment (`2026-12-01T09:00:00+01:00`); undefined when it is not a date and
 * time or names a day that does not exist (30 February). A time skipped by a daylight-saving change
 * moves forward to the first that exists, as the platform does.
 */
export function offsetDateTime(local: string): string | undefined {
  const match = LOCAL_INPUT.exec(local.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (hour > 23 || minute > 59 || second > 59) return undefined
  const date = new Date(year, month - 1, day, hour, minute, second)
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined
  const offset = -date.getTimezoneOffset()
  const sign = offset < 0 ? '-' : '+'
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`
}

/** An RFC 3339 date-time (the service's UTC) as a `datetime-local` value in the browser's time zone; '' for none. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * An RFC 3339 date-time as "1 Dec 2026, 09:00" in the browser's time zone, or in `timeZone`
 * (`useVisitorTimeZone`: UTC in the server's HTML).
 */
export function formatLocalDateTime(iso: string, timeZone?: string): string {
  return formatDateTime(iso, timeZone)
}

/** The browser's IANA time zone, e.g. "Europe/Berlin": what the console's dates are in (or `timeZone`). */
export function localTimeZone(timeZone?: string): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** A schedule as staff read it: "From 1 Dec 2026, 09:00 until 8 Dec 2026, 09:00", "No end", "Always". */
export function describeSchedule(
  starts_at?: string | null,
  ends_at?: string | null,
  timeZone?: string,
): string {
  if (!starts_at && !ends_at) return 'No schedule: always'
  if (!ends_at) return `From ${formatLocalDateTime(starts_at as string, timeZone)}, no end`
  if (!starts_at) return `Until ${formatLocalDateTime(ends_at, timeZone)}`
  return `${formatLocalDateTime(starts_at, timeZone)} – ${formatLocalDateTime(ends_at, timeZone)}`
}
