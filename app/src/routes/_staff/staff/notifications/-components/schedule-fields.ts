import { type FieldErrors, scheduleProblems } from '@music/sdk/notifications'
import { offsetDateTime } from './local-time.ts'

/** A schedule as a form holds it: `datetime-local` values in the staff member's time zone, '' for none. */
export interface ScheduleValues {
  starts_at: string
  ends_at: string
}

/**
 * Problems of a form's schedule: each value must be a date and time, and the end after the start,
 * checked with the service's own rule (`scheduleProblems`, decision 014) on the offset date-times
 * that will be sent, so the form says what the service would.
 */
export function scheduleFieldProblems(values: ScheduleValues): FieldErrors {
  const problems: FieldErrors = {}
  const converted: { starts_at?: string; ends_at?: string } = {}
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!values[field].trim()) continue
    const value = offsetDateTime(values[field])
    if (value) converted[field] = value
    else problems[field] = 'Enter a date and time, e.g. 01/12/2026 09:00'
  }
  return { ...scheduleProblems(converted), ...problems }
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
