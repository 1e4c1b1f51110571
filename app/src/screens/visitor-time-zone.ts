import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * The time zone to write moments in: `undefined` (the visitor's own) once the page has hydrated,
 * `UTC` on the server and while hydrating. A signed-in screen is rendered on the server, which cannot
 * know the visitor's time zone, and its HTML and the browser's first render must agree (a mismatch
 * makes React render the screen again, docs/decisions/034); the browser writes the visitor's time in
 * the render right after hydration.
 */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => 'UTC',
  )
}
