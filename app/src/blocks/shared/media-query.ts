import { useCallback, useSyncExternalStore } from 'react'

/**
 * Breakpoints of the blocks (mobile first), as media queries. The hero's five video breakpoints
 * (docs/requirements.md §3: mobile, tablet, tabletRotated, laptop, desktop) partition the width range.
 */
export const BREAKPOINTS = {
  mobile: '(max-width: 47.99rem)',
  tablet: '(min-width: 48rem) and (max-width: 63.99rem)',
  tabletRotated: '(min-width: 64rem) and (max-width: 79.99rem)',
  laptop: '(min-width: 80rem) and (max-width: 119.99rem)',
  desktop: '(min-width: 120rem)',
} as const

/** Breakpoints where art-directed images change: square from tablets up, landscape from 64rem. */
export const IMAGE_MEDIA = { square: '(min-width: 48rem)', landscape: '(min-width: 64rem)' } as const

/**
 * Whether `query` matches, kept current with `matchMedia` change events. On the server (and during
 * hydration) it is `false`, so server HTML never depends on the viewport.
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query: React resubscribes whenever `subscribe` is a new function, which an
  // inline one is on every render (a carousel re-renders on each hover, focus and slide change).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverSnapshot)
}

const serverSnapshot = () => false

/** The user asked the system for reduced motion (`prefers-reduced-motion: reduce`). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
