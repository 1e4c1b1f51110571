import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { NONCE_HEADER } from '../server/csp-nonce.ts'
import { createAuth } from './auth/auth.ts'
import { serverQueryClient, setupSignedInSsr } from './auth/signed-in-ssr.ts'
import { createPublicConfigSource } from './config/public-config.ts'
import type { PublicConfig } from './config/server-config.ts'
import { ErrorScreen } from './errors/error-screen.tsx'
import { SIGNED_IN_LAYOUTS } from './routes/__root.tsx'
import { routeTree } from './routeTree.gen.ts'
import { stringifySearch } from './search-string.ts'

/**
 * The CSP nonce of this response (docs/decisions/019): on the server the one the site handler put in
 * the request's `x-csp-nonce` header, which the router stamps on every script, stylesheet link and
 * preload it writes (`ssr.nonce`, also written as `<meta property="csp-nonce">`); in the browser that
 * meta tag's, which Vite's preload helper reads for the links it adds.
 */
const cspNonce = createIsomorphicFn()
  .server(() => getRequestHeader(NONCE_HEADER))
  .client(() => document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined)

/**
 * Creates the router: called once per server request (so nothing leaks between visitors) and once in
 * the browser. Content loaders return the page document as loader data, which TanStack Start
 * dehydrates into the HTML and hydrates back; the router caches it per path (`staleTime` of
 * `contentPageRoute`).
 * The router context holds what would otherwise be module state, one per router: the public
 * configuration, the sign-in state (`auth`, docs/decisions/011) and the signed-in areas' QueryClient.
 * TanStack Query is not part of the pages everyone loads: in the browser that QueryClient is loaded
 * on first use (the signed-in layouts, or the hydration of a signed-in screen the server rendered;
 * docs/decisions/008, 034); on the server each request's router has its own from the start, whose
 * successful queries a signed-in screen's HTML carries (`setupSignedInSsr`).
 * Scroll: top on page change, hash targets and restore-on-back are the router's built-ins
 * (docs/requirements.md §2).
 */
export function getRouter() {
  // The root's `beforeLoad` reads the public configuration through this source: fetched once per
  // router, and in the browser taken from the hydrated root match instead of fetched again.
  const publicConfig = createPublicConfigSource((): PublicConfig | undefined => hydratedConfig(router))
  const auth = createAuth({
    config: () => publicConfig.get(),
    navigate: (href) => void router.navigate({ href, replace: true }),
  })
  const queryClient = serverQueryClient()
  let loaded = queryClient
  const accountQueryClient = queryClient
    ? () => Promise.resolve(queryClient)
    : once(() =>
        import('./routes/_account/-components/account-query-client.ts').then((module) => {
          loaded ??= module.createAccountQueryClient()
          return loaded
        }),
      )
  const loadedQueryClient = () => {
    if (!loaded) throw new Error('The signed-in areas’ QueryClient is loaded by the root route first')
    return loaded
  }
  const router = createRouter({
    routeTree,
    context: { publicConfig, auth, accountQueryClient, loadedQueryClient },
    ssr: { nonce: cspNonce() },
    // A page that fails (its content unavailable or late) shows the error screen inside the site's
    // layout, header and footer included; only the root's own failures use the bare screen.
    defaultErrorComponent: ErrorScreen,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // `?q=1999`, not `?q=%221999%22` (search-string.ts); read with TanStack's default JSON parse.
    stringifySearch,
    // Page transitions where supported (document.startViewTransition), none under reduced motion
    // (also switched off in styles/global.css, should the preference change while the page is open).
    defaultViewTransition: !prefersReducedMotion(),
  })
  setupSignedInSsr(router, {
    auth,
    queryClient,
    accountQueryClient,
    adopt: (client) => {
      loaded = client
    },
    publicConfig,
    inSignedInArea: () =>
      router.matchRoutes(router.latestLocation).some((match) => SIGNED_IN_LAYOUTS.has(match.routeId)),
  })
  return router
}

/** Calls `load` on first use only, and keeps its promise (a rejected one is not kept). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
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
