/**
 * Browser-side auth status as an external store for `useSyncExternalStore` (spec §4 "Authentication:
 * loading, then logged-in when a refresh token cookie exists"). The cookies are the source of truth;
 * this module only tells subscribers when to read them again: after a sign-in return, a sign-out, a
 * refused refresh, and when the tab comes back to the foreground (another tab may have signed out).
 * It also holds the one-shot "sign-in failed" notice shown by `SignInAlert`.
 */

const listeners = new Set<() => void>()
let pendingReturns = 0
let notice: string | null = null

/** Re-reads the status in every subscriber (call after the token cookies changed). */
export function notifyAuthChanged(): void {
  for (const listener of [...listeners]) listener()
}

/**
 * Subscribes to auth changes (`useSyncExternalStore`'s `subscribe`). Also re-reads on `focus` and
 * `visibilitychange`, since cookie writes of other tabs fire no event.
 * @returns the unsubscribe function
 */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('focus', listener)
  document.addEventListener('visibilitychange', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('focus', listener)
    document.removeEventListener('visibilitychange', listener)
  }
}

/** Marks a sign-in return as being processed: the status reads `loading` until it settles. */
export function trackSignInReturn<T>(work: Promise<T>): Promise<T> {
  pendingReturns += 1
  notifyAuthChanged()
  return work.finally(() => {
    pendingReturns -= 1
    notifyAuthChanged()
  })
}

/** True while a sign-in return is exchanging its code. */
export function isSignInReturnPending(): boolean {
  return pendingReturns > 0
}

/** Shows `message` in the site's sign-in alert (role="alert"); `null` hides it. */
export function setSignInNotice(message: string | null): void {
  notice = message
  notifyAuthChanged()
}

/** The current sign-in notice, or `null`. */
export function signInNotice(): string | null {
  return notice
}
