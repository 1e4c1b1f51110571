/**
 * How a signed-in screen's data travels from the server's render into the browser's QueryClient
 * (docs/decisions/034), with TanStack's own integration (`@tanstack/router-ssr-query-core`: the
 * queries dehydrated into the HTML, those that resolve during the render streamed after it).
 *
 * - On the server, each router (one per request) has its own QueryClient, created with the router;
 *   only the queries that succeeded are sent (not those marked `meta: { dehydrate: false }`), and only
 *   when the request rendered a signed-in screen (`auth.dehydrate()`), so a published page carries no
 *   query state at all.
 * - In the browser, TanStack Query, the integration, the area's QueryClient and the session module
 *   are loaded only when the HTML holds a signed-in screen (`router.options.hydrate`), before the page
 *   hydrates: marketing pages load none of it (docs/decisions/008, 034).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setupCoreRouterSsrQueryIntegration } from '@tanstack/router-ssr-query-core'
import type { PublicConfigSource } from '../config/public-config.ts'
import type { PublicConfig } from '../config/server-config.ts'
import { createAccountQueryClient } from '../routes/_account/-components/account-query-client.ts'
import { matchedRouteTemplate } from '../telemetry/route-template.ts'
import { countFailedSections } from '../telemetry/screen-metrics.server.ts'
import type { Auth, DehydratedSession } from './auth.ts'

/** What a signed-in screen's HTML carries for the browser: its user and its queries (no token). */
interface DehydratedSignedIn {
  session: DehydratedSession
  /** The integration's dehydrated state (`{ initial, stream }`). */
  query: unknown
  /**
   * The public configuration (no secrets): the session module needs it before the page hydrates,
   * when the root match that also holds it is not hydrated yet; without it the hydration waited for a
   * server function's round trip (and its fetcher's chunk).
   */
  config?: PublicConfig
}

/** The router's dehydrated data, as far as this module writes it. */
interface Dehydrated {
  signedIn?: DehydratedSignedIn
}

/** The request's own QueryClient on the server; undefined in the browser (loaded on first use there). */
export const serverQueryClient = createIsomorphicFn()
  .server((): QueryClient | undefined => createAccountQueryClient())
  .client((): QueryClient | undefined => undefined)

/**
 * Resolves once no query of `queryClient` is fetching any more (the loaders start their queries
 * without waiting for them; each settles within the service timeout). Never rejects.
 */
export async function settleQueries(queryClient: QueryClient): Promise<void> {
  for (;;) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })
    if (fetching.length === 0) return
    await Promise.allSettled(fetching.map((query) => query.promise))
  }
}

/**
 * Only data that arrived goes into the HTML: a failed query is asked again by the browser. A query
 * whose `meta.dehydrate` is false stays on the server (a list too long to send: its screen sends the
 * part it shows, decision 036).
 */
export const shouldDehydrateQuery = (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
  query.state.status === 'success' && query.meta?.dehydrate !== false

/**
 * Wires the signed-in screens' server rendering into `router` (see the module's comment).
 * @param queryClient the router's QueryClient on the server ({@link serverQueryClient})
 * @param accountQueryClient loads the browser's QueryClient (the router context's)
 * @param adopt called in the browser with the hydrated QueryClient, before the page hydrates (also for
 *   an area's page the server left to the browser, with a new one)
 */
export function setupSignedInSsr(
  router: AnyRouter,
  {
    auth,
    queryClient,
    accountQueryClient,
    adopt,
    inSignedInArea,
    publicConfig,
  }: {
    auth: Auth
    /** The router's public configuration: sent with a signed-in screen, seeded from it in the browser. */
    publicConfig: PublicConfigSource
    queryClient: QueryClient | undefined
    accountQueryClient: () => Promise<QueryClient>
    adopt: (queryClient: QueryClient) => void
    /** Whether the page's address is in a signed-in area (its layouts hand their screens the QueryClient). */
    inSignedInArea: () => boolean
  },
): void {
  if (queryClient) {
    setupOnServer(router, auth, queryClient, publicConfig)
    return
  }
  router.options.hydrate = async (dehydrated: Dehydrated | undefined) => {
    const signedIn = dehydrated?.signedIn
    if (!signedIn) {
      // An area's page whose screen the server left to the browser (a sign-in return the browser
      // started): the router goes on from the area's layout without running the root's `beforeLoad`
      // again, so the QueryClient that layout hands its screens is loaded here, before it.
      if (inSignedInArea()) adopt(await accountQueryClient())
      return
    }
    auth.hydrate(signedIn.session)
    if (signedIn.config) publicConfig.seed(signedIn.config)
    const [{ setupCoreRouterSsrQueryIntegration }, client] = await Promise.all([
      import('@tanstack/router-ssr-query-core'),
      accountQueryClient(),
      // The screen's writes and refreshes need the configured sdk from the first click on.
      auth.session(),
    ])
    router.options.hydrate = undefined
    setupCoreRouterSsrQueryIntegration({ router, queryClient: client, handleRedirects: false })
    await (router.options.hydrate as ((data: unknown) => Promise<void>) | undefined)?.({
      query: signedIn.query,
    })
    adopt(client)
  }
}

/** The server's half: the integration, with its state sent only for a signed-in screen. */
const setupOnServer = createIsomorphicFn()
  .server(
    (router: AnyRouter, auth: Auth, queryClient: QueryClient, publicConfig: PublicConfigSource): void => {
      setupCoreRouterSsrQueryIntegration({
        router,
        queryClient,
        handleRedirects: false,
        dehydrateOptions: { shouldDehydrateQuery },
      })
      const withQueries = router.options.dehydrate
      router.options.dehydrate = async (): Promise<Dehydrated | undefined> => {
        const session = auth.dehydrate()
        if (!session || !withQueries) return undefined
        // Start dehydrates before it renders: the screen's HTML then holds its data in place (readable
        // without scripts), not a skeleton whose content streams later.
        await settleQueries(queryClient)
        // A failed query leaves its section's alert in a 200 page: counted (decision 041).
        countFailedSections(matchedRouteTemplate(router.state.matches), queryClient.getQueryCache().getAll())
        const { query } = (await withQueries()) as { query: unknown }
        // Known by now: the root's `beforeLoad` read it before any screen rendered.
        const config = await publicConfig.get()
        return { signedIn: { session, query, config } }
      }
    },
  )
  .client((): void => undefined)
