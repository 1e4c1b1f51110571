/**
 * The server entry TanStack Start builds into `dist/server/server.js` (docs/decisions/019): Start's
 * handler inside the site's (app/server/site-handler.ts), with the page cache emptied by the
 * content service's change events (`PAGE_CACHE_LISTEN`) and by the signed webhook (in a cluster, on
 * every worker: cluster-peers.ts). The render and every route loader are spans of the request
 * (telemetry/server-spans.server.ts, docs/decisions/041), and so is every sdk call
 * (`@music/sdk/telemetry`); `routeTemplates` lists the router's routes
 * for the Core Web Vitals endpoint (app/server/web-vitals.ts).
 */
import { services } from '@music/sdk'
import { instrumentSdk, isServiceOperation, recordReportedCall } from '@music/sdk/telemetry'
import { createRouter } from '@tanstack/react-router'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
// Start's own table of the build's server functions (a virtual module of its Vite plugin).
import { getServerFnById } from '#tanstack-start-server-fn-resolver'
import { pageCachePeers } from '../server/cluster-peers.ts'
import { contentServiceReady, listenToContentChanges } from '../server/content-events.ts'
import { logEvent, logServiceCall } from '../server/log.ts'
import { PageCache } from '../server/page-cache.ts'
import { answeringAborts, createSiteHandler } from '../server/site-handler.ts'
import type { BrowserCalls } from '../server/web-vitals.ts'
import { WebhookDeliveries } from '../server/webhook-deliveries.ts'
import { serverConfig } from './config/server-config.ts'
import { routeTree } from './routeTree.gen.ts'
import { routeTemplates as templatesOf } from './telemetry/route-template.ts'
import { tracedRender, traceLoaders } from './telemetry/server-spans.server.ts'

// The sdk's calls and content queries are spans of the request (a no-op while telemetry is off); a
// failed or timed-out one writes a log line too, inside its span (issue 36's operator walk, L1).
instrumentSdk({ onCall: (call) => void (call.errorType !== undefined && logServiceCall(call)) })

/**
 * The services' side of the calls browsers report (`POST /api/vitals`, app/server/web-vitals.ts): only
 * the operations of their OpenAPI documents, recorded in the sdk's own `http.client.request.duration`
 * with `music.measured_in="browser"`.
 */
export const browserCalls: BrowserCalls = {
  isOperation: (service, method, urlTemplate) =>
    urlTemplate === undefined
      ? (services as readonly string[]).includes(service)
      : isServiceOperation(service, method, urlTemplate),
  record: ({ ms, ...call }) => recordReportedCall({ ...call, durationMs: ms }, 'browser'),
}

const start = createStartHandler(tracedRender(defaultStreamHandler))
const config = serverConfig()
const cache = new PageCache({
  maxBytes: config.pageCacheMaxBytes,
  // Kept no longer than a CDN keeps it fresh, should an invalidation be missed (at least 1 s).
  maxAgeMs: Math.max(1, config.cacheSMaxAgeSeconds) * 1000,
})

let stopListening: (() => void) | undefined
if (cache.enabled && config.pageCacheListen) {
  stopListening = listenToContentChanges(config, (reason) => {
    cache.clear()
    logEvent('info', 'page cache invalidated', { source: 'listen', reason })
  })
}

// Webhook deliveries already processed, refused when they come again (docs/decisions/031).
const deliveries = new WebhookDeliveries()

// In a cluster (SITE_WORKERS > 1) a webhook reaches one worker: it has the others empty theirs too,
// and refuse the same delivery.
const peers = pageCachePeers((seen) => {
  deliveries.remember(seen)
  cache.clear()
  logEvent('info', 'page cache invalidated', { source: 'peer' })
})

const siteHandler = createSiteHandler({
  render: async (request) => start(request),
  config,
  cache,
  deliveries,
  revalidated: (seen) => peers.announce(seen),
  hasServerFn: async (id) => {
    try {
      await getServerFnById(id, { origin: 'client' })
      return true
    } catch {
      return false
    }
  },
  contentReady: () => contentServiceReady(config),
})

/** Every route template of the router (`/$product/downloads/$slug`, `/account/orders`), sorted. */
export const routeTemplates: readonly string[] = (() => {
  // A bare router over the route tree, only to read its routes (each request's comes from getRouter):
  // it never loads a request, so it needs no context.
  const routes = Object.values(createRouter({ routeTree, context: undefined as never }).routesById)
  // The route tree is the one every request's router uses: its loaders get their spans here, once.
  traceLoaders(routes)
  return templatesOf(routes)
})()

/** Stops what the entry runs besides requests (the content change listener), for a graceful shutdown. */
export function dispose(): void {
  stopListening?.()
  stopListening = undefined
}

export default createServerEntry({ fetch: answeringAborts(siteHandler) })
