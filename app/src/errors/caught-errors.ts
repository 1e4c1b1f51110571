/**
 * What the browser console gets of an error a React error boundary caught (the root's
 * `onCaughtError`, app/src/client.tsx; decision 033). React logs each caught error once with
 * `console.error`; an ended session is no error of the page but a state the signed-in areas show
 * (one "session ended" alert, app/src/screens/session-ended.tsx), so it is not logged. Matched by the
 * sdk's error names (`InvalidRefreshTokenError`, `InvalidAccessTokenError`, docs/requirements.md §8),
 * so this module pulls none of the sdk into the page's first JavaScript.
 */

/** The sdk error names that mean the visitor has to sign in again. */
const SESSION_ENDED_ERRORS = new Set(['InvalidRefreshTokenError', 'InvalidAccessTokenError'])

/** Logs a caught error (`console.error`, as React does by default) unless it says the session ended. */
export function logCaughtError(error: unknown): void {
  if (error instanceof Error && SESSION_ENDED_ERRORS.has(error.name)) return
  console.error(error)
}

/**
 * React's code for "the server could not finish this Suspense boundary; it is rendered in the browser
 * instead" (https://react.dev/errors/419); its development message says so in words.
 */
const CLIENT_RENDERED_BOUNDARY = /#419\b|could not finish this Suspense boundary/i

/**
 * What the browser console gets of an error React recovered from while hydrating (the root's
 * `onRecoverableError`, app/src/client.tsx). A section of a signed-in screen whose data the server
 * could not load (a service that failed during the server's render, decision 034) comes as its
 * skeleton, and the browser loads it and shows the section's own error or its data: that recovery is
 * the design, so it is only noted (`console.info`). Anything else React recovered from (a hydration
 * mismatch: the server's HTML and the browser's render disagree) is a bug, logged with `console.error`.
 */
export function logRecoverableError(error: unknown): void {
  if (error instanceof Error && CLIENT_RENDERED_BOUNDARY.test(error.message)) {
    console.info('A section the server could not render was rendered in the browser.')
    return
  }
  console.error(error)
}
