/**
 * The reader's time zone for the screens' dates (decision 037): the browser's (`Intl`), except on the
 * server and while the browser hydrates what the server rendered, where it is UTC
 * (`useVisitorTimeZone`, decision 034); React then renders again with the browser's, so the first
 * render is the same wherever it happens and the dates end in the reader's zone.
 */
import { useMemo } from 'react'
import { formatDate, formatDateTime } from './format.ts'
import { useVisitorTimeZone } from './visitor-time-zone.ts'

let browserZone: string | undefined

/** The IANA time zone dates are shown in now, e.g. "Pacific/Auckland" ("UTC" on the server). */
export function useTimeZone(): string {
  const zone = useVisitorTimeZone()
  if (zone) return zone
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return browserZone
}

/** The screens' date formatting in the reader's zone: `date(iso)` ("29 Nov 2026"), `dateTime(iso)`. */
export interface Dates {
  /** `formatDate` in the reader's zone (a calendar date stays its day). */
  date: (iso: string) => string
  /** `formatDateTime` in the reader's zone, with the zone's name. */
  dateTime: (iso: string) => string
}

/** {@link Dates} for the reader's time zone ({@link useTimeZone}). */
export function useDates(): Dates {
  const timeZone = useTimeZone()
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, timeZone),
      dateTime: (iso: string) => formatDateTime(iso, timeZone),
    }),
    [timeZone],
  )
}
