import { createRouter } from '@tanstack/react-router'
import { createPublicConfigSource } from './config/public-config.ts'
import type { PublicConfig } from './config/server-config.ts'
import { routeTree } from './routeTree.gen.ts'

/**
 * Creates the router: called once per server request (so nothing leaks between visitors) and once in
 * the browser. Content loaders return the page document as loader data, which TanStack Start
 * dehydrates into the HTML and hydrates back; the router caches it per path (`staleTime` of
 * `contentPageRoute`). TanStack Query is not part of the pages everyone loads: the signed-in area
 * creates its QueryClient on demand (`_account` layout; docs/decisions/008).
 * Scroll: top on page change, hash targets and restore-on-back are the router's built-ins (spec §2).
 */
export function getRouter() {
  const router = createRouter({
    routeTree,
    // The root's `beforeLoad` reads the public configuration through this source: fetched once per
    // router, and in the browser taken from the hydrated root match instead of fetched again.
    context: {
      publicConfig: createPublicConfigSource((): PublicConfig | undefined => hydratedConfig(router)),
    },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Page transitions where supported (document.startViewTransition), none under reduced motion
    // (also switched off in styles/global.css, should the preference change while the page is open).
    defaultViewTransition: !prefersReducedMotion(),
  })
  return router
}

/** The configuration in the router's current root match, if it has loaded (or hydrated) one. */
function hydratedConfig(router: { state: { matches: { context: unknown }[] } }): PublicConfig | undefined {
  const context = router.state.matches[0]?.context
  return typeof context === 'object' && context !== null && 'config' in context
    ? (context.config as PublicConfig)
    : undefined
}

/** True in a browser whose user asked for reduced motion; false on the server. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}
