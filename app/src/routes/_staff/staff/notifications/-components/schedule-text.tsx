import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { describeSchedule } from './local-time.ts'

/**
 * A campaign's or notification's schedule in words ({@link describeSchedule}), in the visitor's time
 * zone once hydrated and in UTC on the server (`useVisitorTimeZone`): for a list's cells, which are not
 * components of their own and cannot read the time zone themselves.
 */
export function ScheduleText({ startsAt, endsAt }: { startsAt?: string | null; endsAt?: string | null }) {
  return describeSchedule(startsAt, endsAt, useVisitorTimeZone())
}
