/**
 * What the staff guard's refusal carries (`notFound({ data: STAFF_ONLY })`, decision 024): the router
 * has no "forbidden" of its own, and its not-found path is the one that stops loading the screens
 * below without being logged as an error; the `_staff` layout's not-found component tells this
 * refusal (the 403 screen) from a path the console does not have.
 */
export const STAFF_ONLY = 'staff-only'

/** True when a not-found's `data` is the staff guard's refusal. */
export function isStaffOnly(data: unknown): boolean {
  return data === STAFF_ONLY
}
