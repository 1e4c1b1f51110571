import { type FieldErrors, scheduleProblems } from '@music/sdk/notifications'
import { formatLocalDate, localTimeZone, offsetDateTime, skippedBy } from './local-time.ts'

/** A schedule as a form holds it: `datetime-local` values in the staff member's time zone, '' for none. */
export interface ScheduleValues {
  starts_at: string
  ends_at: string
}

/** The time of a `datetime-local` value (`2027-03-28T01:30` → "01:30"). */
const timeOf = (local: string) => local.trim().slice(11, 16)

/**
 * Problems of a form's schedule, in sentences: each value must be a date and time that exists in the
 * staff member's time zone (a time in the hour the clocks skip says so and names the first that
 * exists, decision 037), and the end after the start — the service's own rule (`scheduleProblems`,
 * decision 014) on the offset date-times that will be sent, worded for people ("Must be after
 * starts_at" named a field of the request).
 */
export function scheduleFieldProblems(values: ScheduleValues): FieldErrors {
  const problems: FieldErrors = {}
  const converted: { starts_at?: string; ends_at?: string } = {}
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!values[field].trim()) continue
    const skipped = skippedBy(values[field])
    const value = offsetDateTime(values[field])
    if (skipped)
      problems[field] =
        `${timeOf(values[field])} does not exist on ${formatLocalDate(values[field])} in your time zone (${localTimeZone()}): the clocks go forward then. Choose ${timeOf(skipped)} or later.`
    else if (value) converted[field] = value
    else problems[field] = 'Enter a date and time, e.g. 01/12/2026 09:00'
  }
  const rule = scheduleProblems(converted)
  if (rule.ends_at && converted.starts_at && converted.ends_at)
    rule.ends_at = 'Choose an end after the start.'
  return { ...rule, ...problems }
}

/**
 * The schedule of a request body: each value as an RFC 3339 date-time with the browser's offset; an
 * empty value becomes `empty`: `undefined` (left out) when creating, `null` (cleared) when updating.
 */
export function scheduleBody<Empty extends null | undefined>(
  values: ScheduleValues,
  empty: Empty,
): { starts_at: string | Empty; ends_at: string | Empty } {
  const convert = (value: string) =>
    value.trim() ? ((offsetDateTime(value) ?? empty) as string | Empty) : empty
  return { starts_at: convert(values.starts_at), ends_at: convert(values.ends_at) }
}

/** `{ fields }` for a TanStack Form form-level validator, undefined when there is no problem. */
export function fieldErrors(problems: FieldErrors): { fields: FieldErrors } | undefined {
  return Object.keys(problems).length > 0 ? { fields: problems } : undefined
}
