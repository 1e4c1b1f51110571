/**
 * What the browser console gets of an error a React error boundary caught (the root's
 * `onCaughtError`, app/src/client.tsx; decision 033). React logs each caught error once with
 * `console.error`; an ended session is no error of the page but a state the signed-in areas show
 * (one "session ended" alert, app/src/screens/session-ended.tsx), so it is not logged. Matched by the
 * sdk's error names (`InvalidRefreshTokenError`, `InvalidAccessTokenError`, docs/requirements.md §8),
 * so this module pulls none of the sdk into the page's first JavaScript.
 */

import { isBrowserOnline } from '../connection/browser-online.ts'

/** The sdk error names that mean the visitor has to sign in again. */
const SESSION_ENDED_ERRORS = new Set(['InvalidRefreshTokenError', 'InvalidAccessTokenError'])

/**
 * Logs a caught error (`console.error`, as React does by default) unless it says the session ended,
 * or the browser is offline: then the failure is the connection's, a state the screens say in words
 * (decision 037), not an error of the page.
 */
export function logCaughtError(error: unknown): void {
  if (error instanceof Error && SESSION_ENDED_ERRORS.has(error.name)) return
  if (!isBrowserOnline()) return
  console.error(error)
}
