import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * Whether the component runs in a hydrated page: false on the server and during hydration, true
 * after it (and at once for a component first rendered in the browser). A signed-in screen's HTML
 * arrives before its JavaScript (docs/decisions/034); its controls wait on this so that nothing typed
 * or pressed before React is there is lost (React's `useSyncExternalStore` server snapshot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
