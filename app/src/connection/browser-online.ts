/**
 * Whether the browser has a network connection (`navigator.onLine` and its `online` / `offline` events):
 * the one source the signed-in screens' offline state (app/src/screens/connection.tsx, through TanStack
 * Query's `onlineManager`) and the error screen (app/src/errors/error-screen.tsx) read. Small and free of
 * TanStack Query, so the error screen keeps it in every page's first JavaScript (decision 037).
 *
 * `navigator.onLine` false is certain (no network at all); true only means some network is there, so a
 * request may still fail for want of a connection beyond it (then the transport's `NetworkError`).
 */

/** True unless the browser says it is offline; true where there is no browser (a server render). */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/**
 * Calls `onChange` when the browser goes offline or back online.
 * @returns a function that stops listening
 */
export function subscribeBrowserOnline(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
