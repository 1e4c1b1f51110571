import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { isBrowserOnline, subscribeBrowserOnline } from '../connection/browser-online.ts'
import { useWaitingSaves } from '../screens/unsaved-changes.tsx'
import { RecordIcon } from './record-icon.tsx'

/**
 * The screen for every failure other than "not found" (a content fetch that failed outside preview,
 * a render error, a screen's code that did not arrive): a message and a retry that re-runs the loaders
 * (`router.invalidate()`), never a blank page. Logs the error (not while offline).
 *
 * While the browser is offline the failure is the connection's (decision 037): the screen says so and
 * loads the page again by itself as soon as the browser is back online, so a screen opened without a
 * connection comes once there is one. In a signed-in area, a save that waits for the connection (made
 * offline before the person came here) goes out first: the page loads again only once no save waits,
 * and what the area's status line then says (the save's outcome) is said again on the page loaded
 * (`WaitingSaves`, decision 037).
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const saves = useWaitingSaves()
  const online = useSyncExternalStore(subscribeBrowserOnline, isBrowserOnline, () => true)
  // Once offline, this screen stays the offline one until the page loads again.
  const [offline, setOffline] = useState(false)
  if (!online && !offline) setOffline(true)
  useEffect(() => {
    // Offline, nothing is broken: the page waits for the connection (as an ended session is not logged, decision 033).
    if (isBrowserOnline()) console.error(error)
  }, [error])
  useEffect(() => {
    if (!offline) return
    // Back online: the page again, in full. The browser keeps a code chunk that failed to arrive as
    // failed for the page's life (Chromium answers a later import() of it with the same error), so
    // only a new page load brings a screen whose code did not arrive (decision 037).
    let left = false
    const reload = () => {
      // The waiting saves resume on the same event (TanStack Query's onlineManager); a reload now would
      // cancel them.
      void (saves?.whenSent() ?? Promise.resolve()).then(() => {
        if (left) return
        saves?.carryOver()
        window.location.reload()
      })
    }
    if (isBrowserOnline()) {
      reload()
      return () => {
        left = true
      }
    }
    window.addEventListener('online', reload, { once: true })
    return () => {
      left = true
      window.removeEventListener('online', reload)
    }
  }, [offline, saves])
  return (
    <section className="error-screen" aria-labelledby="error-heading" role="alert">
      <RecordIcon />
      <h1 id="error-heading">{offline ? 'You are offline.' : 'Something went wrong.'}</h1>
      <p>
        {offline
          ? 'This page loads when you are back online.'
          : 'This page could not be loaded. Please try again in a moment.'}
      </p>
      <div className="error-screen__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </button>
        <a className="button button--secondary" href="/">
          Homepage
        </a>
      </div>
    </section>
  )
}
