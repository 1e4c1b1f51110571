import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen.ts'

/**
 * Creates the router: called once per server request (so every request gets its own QueryClient and
 * no content leaks between visitors) and once in the browser. Loaders fill the QueryClient with
 * `ensureQueryData`; `setupRouterSsrQueryIntegration` dehydrates it into the HTML and hydrates it back.
 * Scroll: top on page change, hash targets and restore-on-back are the router's built-ins (spec §2).
 */
export function getRouter() {
  const queryClient = new QueryClient({
    // Retries live in one place, the clients (the content client retries per spec §9), not here.
    defaultOptions: { queries: { staleTime: 60_000, retry: false }, mutations: { retry: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness (TanStack Query integration guide).
    defaultPreloadStaleTime: 0,
    // Page transitions where supported (document.startViewTransition), none under reduced motion
    // (also switched off in styles/global.css, should the preference change while the page is open).
    defaultViewTransition: !prefersReducedMotion(),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/** True in a browser whose user asked for reduced motion; false on the server. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}
