/**
 * Connection loss as a state of the signed-in screens (decision 037), one mechanism for every screen:
 * TanStack Query's own. Its `onlineManager` follows the browser (`navigator.onLine` and its events,
 * app/src/connection/browser-online.ts) from the page's first moment, and with the default
 * `networkMode: 'online'` a query or mutation started while offline is *paused*, not sent, and sent
 * once when the connection returns (the QueryClient resumes paused mutations then). The kit says so:
 * - something still loading says "You are offline. We load … when you are back online." instead of its
 *   skeleton (`Loading`, load-state.tsx);
 * - a form waiting to send says "You are offline. We will send it when you are back online." under its
 *   buttons (`ScreenForm`), a `PendingButton` "Waiting for a connection…"; its outcome is announced as
 *   always once it went through (the form's own result), or in the area's status line when the person
 *   left its screen meanwhile; while it waits, leaving its screen, a reload and closing the tab ask
 *   first, and the error screen does not reload the page under it (`WaitingSaves`, unsaved-changes.tsx);
 * - the area says once, above the screen, that it is offline (`OfflineBanner`, in `AreaLayout`);
 * - a call that failed for want of a connection while the browser is offline says "You are offline"
 *   (`serviceErrorMessage`), not "check your connection".
 * Server renders count as online (`useSyncExternalStore`'s server snapshot), so the first render is
 * the same wherever it happens.
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { isBrowserOnline, subscribeBrowserOnline } from '../connection/browser-online.ts'

/** What a form waiting for the connection says under its buttons. */
export const OFFLINE_SEND_MESSAGE = 'You are offline. We will send it when you are back online.'

/** What a pending `PendingButton` says while the browser is offline. */
export const OFFLINE_PENDING_LABEL = 'Waiting for a connection…'

/**
 * Makes TanStack Query's `onlineManager` follow the browser, starting from `navigator.onLine` (its
 * default starts online and only hears later events, so a screen opened offline would try, fail and
 * retry instead of waiting). Idempotent; call it where the area's QueryClient is made. No-op without a
 * browser.
 */
export function followBrowserConnection(): void {
  if (typeof window === 'undefined') return
  onlineManager.setEventListener((setOnline) => {
    setOnline(isBrowserOnline())
    return subscribeBrowserOnline(() => setOnline(isBrowserOnline()))
  })
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const snapshot = () => onlineManager.isOnline()
const serverSnapshot = () => true

/** True while TanStack Query considers the browser online (tests may set `onlineManager.setOnline`). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/** True when the browser is offline now: a failed call was for want of a connection. */
export function isOffline(): boolean {
  return !onlineManager.isOnline()
}

/**
 * The area's line about the connection: while offline, "You are offline." with what that means for
 * what is shown and what is sent; nothing otherwise. A live region (`role="status"`) rendered always,
 * so going offline is announced. In `AreaLayout`, above the screen.
 */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <p role="status" className="offline-banner">
      {online ? null : (
        <>
          <strong>You are offline.</strong> What you see may be out of date; anything you send waits until you
          are back online.
        </>
      )}
    </p>
  )
}
