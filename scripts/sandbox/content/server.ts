/**
 * The local Sanity-compatible content service and image CDN (docs/architecture.md "Data flow" 4):
 * `startContentService(options)` serves the datasets of a directory over the Sanity HTTP API
 * (query, doc, listen, live events) and their images over a CDN path, on loopback, with srvx.
 * The datasets live in a query worker (engine.ts; decision 013): this thread only serves HTTP.
 * Contract: docs/references.md "Sanity HTTP API"; validation docs/requirements.md §5; calls §7; errors §8; limits §9.
 */
import { type IncomingMessage, Server as NodeHttpServer, type ServerResponse } from 'node:http'
import { serve } from 'srvx'
import { observeRequest } from '../../../app/server/telemetry/request-telemetry.ts'
import { MAX_ASSET_BYTES } from './assets.ts'
import { DEFAULT_ALLOWED_ORIGINS } from './cors.ts'
import { QueryEngine } from './engine.ts'
import { ImagePool } from './image-pool.ts'
import { LiveEvents } from './live-events.ts'
import { REPLY_CACHE_MAX_BYTES } from './reply-cache.ts'
import { createHandler } from './router.ts'
import type { CompactionOptions } from './store.ts'

/** Options of {@link startContentService}. */
export interface ContentServiceOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind; default 127.0.0.1. The returned `url` uses this name. */
  host?: string
  /** Directory of `<dataset>.ndjson` files, watched for changes. It must exist when the service starts
   * to be watched: a missing directory serves no datasets, and is not picked up if created later. */
  datasetsDir: string
  /** Directory of original images `<id>-<w>x<h>.<fmt>`; without it every image is a 404. */
  imagesDir?: string
  /** The preview credential; default env `SANITY_PREVIEW_TOKEN`, else `sandbox-preview-token`. */
  previewToken?: string
  /** The token that may write (Mutations and Assets APIs); default env `SANITY_WRITE_TOKEN`, else
   * `sandbox-write-token`. */
  writeToken?: string
  /** Project id in image URLs; default `musicweb`. */
  projectId?: string
  /** Base URL put into asset documents' `url` (`<base>/images|files/<projectId>/<dataset>/<file>`);
   * default the service's own URL. Set it when browsers reach the service under another name. */
  assetBaseUrl?: string
  /** Browser origins allowed to call with credentials; default env `CONTENT_ALLOWED_ORIGINS`
   * (comma-separated), else http://localhost:3000 and http://127.0.0.1:3000. */
  allowedOrigins?: string[]
  /** Interval of `: ping` keep-alive comments on listener streams, in ms; default 10000. */
  keepAliveMs?: number
  /** Use the indexes and the `_id` map in queries (default true); false only to measure the gain. */
  queryIndexes?: boolean
  /** Bytes of query replies kept per dataset snapshot (reply-cache.ts); default 16 MiB; 0 keeps none
   * (to measure query evaluation itself). */
  replyCacheMaxBytes?: number
  /** Query time limit in ms, past which a query fails with a query timeout error; default env
   * `CONTENT_QUERY_TIMEOUT_MS`, else 10000. */
  queryTimeoutMs?: number
  /** When dataset files are rewritten from their journals (store.ts, decision 038); `journalBytes`
   * defaults to env `CONTENT_COMPACT_JOURNAL_BYTES`, else half the file (at least 1 MiB). */
  compaction?: CompactionOptions
  /** How long `close()` lets requests in flight finish before it cuts their connections, in ms;
   * default env `CONTENT_DRAIN_MS`, else {@link DEFAULT_DRAIN_MS}. */
  drainMs?: number
}

/** A running content service. */
export interface ContentService {
  /** Base URL, e.g. `http://127.0.0.1:41234` (use as `apiHost` with `useProjectHostname: false`). */
  url: string
  /** Names of the datasets served (one per `<dataset>.ndjson`), sorted. */
  datasets(): string[]
  /** Bytes of the query worker's JavaScript heap in use after a collection (what the datasets cost). */
  heapUsed(): Promise<number>
  /** Bench: measures the query worker's longest task from now; the function returned stops and resolves with it (CPU ms). */
  watchBlocking(): Promise<() => Promise<number>>
  /**
   * Stops the service without losing a reply: ends listener streams, stops accepting connections,
   * lets the requests in flight finish (a write gets its reply; at most `drainMs`, then their
   * connections are cut), then closes the datasets (writing each written one's file from its
   * journal) and stops watching files.
   */
  close(): Promise<void>
}

/** Default of {@link ContentServiceOptions.drainMs}: the query time limit's default, so a query in flight can finish. */
export const DEFAULT_DRAIN_MS = 10_000

/** Default query time limit (ms); Sanity's own is one minute, but here one worker serves every query. */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000

/** Default preview credential of the sandbox (not a secret: loopback only). */
export const DEFAULT_PREVIEW_TOKEN = 'sandbox-preview-token'

/** Default write token of the sandbox (not a secret: loopback only). */
export const DEFAULT_WRITE_TOKEN = 'sandbox-write-token'

/**
 * Starts the content service. Resolves once it listens; rejects when the port is taken or a
 * dataset file cannot be parsed at start-up.
 */
export async function startContentService(options: ContentServiceOptions): Promise<ContentService> {
  const host = options.host ?? '127.0.0.1'
  const envOrigins = process.env.CONTENT_ALLOWED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  const projectId = options.projectId ?? 'musicweb'
  const envTimeout = Number(process.env.CONTENT_QUERY_TIMEOUT_MS)
  const queryTimeoutMs = options.queryTimeoutMs ?? (envTimeout > 0 ? envTimeout : DEFAULT_QUERY_TIMEOUT_MS)
  const envDrain = Number(process.env.CONTENT_DRAIN_MS)
  const drainMs = options.drainMs ?? (envDrain > 0 ? envDrain : DEFAULT_DRAIN_MS)
  const envJournalBytes = Number(process.env.CONTENT_COMPACT_JOURNAL_BYTES)
  const closeListeners = new Set<() => void>()
  // The handler needs the engine, which needs the URL (asset documents' `url` is on this service):
  // requests only arrive once this function has returned the URL, by when the handler exists.
  const live = new LiveEvents()
  const imagePool = new ImagePool()
  let handler: ((request: Request) => Promise<Response>) | undefined
  let listeningPort: number | undefined
  const server = serve({
    // Each request in its span, a child of the caller's traceparent (docs/decisions/041).
    fetch: (request) =>
      handler
        ? observeRequest(request, handler, { serverPort: listeningPort })
        : new Response('starting', { status: 503 }),
    port: options.port ?? 0,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    // Uploads may be larger than any other body: the router holds the others to CONTENT_LIMITS.
    maxRequestBodySize: MAX_ASSET_BYTES,
  })
  await server.ready()
  // srvx serves HTTP/1.1 with Node's own server here (no TLS, no HTTP/2).
  const nodeServer = server.node?.server
  const address = nodeServer instanceof NodeHttpServer ? nodeServer.address() : undefined
  if (!(nodeServer instanceof NodeHttpServer) || !address || typeof address === 'string') {
    await server.close(true)
    throw new Error('content service: could not determine the listening port')
  }
  const draining = trackInFlight(nodeServer)
  const urlHost = host.includes(':') ? `[${host}]` : host
  const url = `http://${urlHost}:${address.port}`
  listeningPort = address.port
  // The datasets load once the URL is known: asset documents' `url` is on this service (asset-urls.ts).
  // Nobody has the URL before this function resolves, so no request sees the datasets still loading.
  let engine: QueryEngine
  try {
    engine = await QueryEngine.start({
      datasetsDir: options.datasetsDir,
      assetUrls: { baseUrl: options.assetBaseUrl ?? url, projectId },
      queryTimeoutMs,
      useIndexes: options.queryIndexes ?? true,
      replyCacheMaxBytes: options.replyCacheMaxBytes ?? REPLY_CACHE_MAX_BYTES,
      compaction: {
        ...(envJournalBytes >= 0 && process.env.CONTENT_COMPACT_JOURNAL_BYTES
          ? { journalBytes: envJournalBytes }
          : {}),
        ...options.compaction,
      },
    })
  } catch (error) {
    await server.close(true)
    throw error
  }
  const running = engine
  const stopLive = running.onLive((change) => live.publish(change))
  handler = createHandler({
    engine: running,
    live,
    imagePool,
    previewToken: options.previewToken ?? process.env.SANITY_PREVIEW_TOKEN ?? DEFAULT_PREVIEW_TOKEN,
    writeToken: options.writeToken ?? process.env.SANITY_WRITE_TOKEN ?? DEFAULT_WRITE_TOKEN,
    projectId,
    assetBaseUrl: options.assetBaseUrl ?? url,
    imagesDir: options.imagesDir,
    allowedOrigins: options.allowedOrigins ?? envOrigins ?? DEFAULT_ALLOWED_ORIGINS,
    keepAliveMs: options.keepAliveMs ?? 10_000,
    closeListeners,
  })
  return {
    url,
    datasets: () => running.datasets(),
    heapUsed: () => running.heapUsed(),
    watchBlocking: () => running.watchBlocking(),
    async close() {
      stopLive()
      for (const closeListener of [...closeListeners]) closeListener()
      // Before the datasets close: a write in flight gets its reply (it used to be cut, its commit kept).
      draining.start()
      const cut = setTimeout(() => nodeServer.closeAllConnections(), drainMs)
      await server.close().catch(() => undefined)
      clearTimeout(cut)
      imagePool.close()
      await running.close()
    },
  }
}

/**
 * Tracks the responses in flight on `nodeServer`, so that a drain can let them finish on connections
 * that then close: Node's `server.close()` stops accepting and closes idle connections, but a
 * keep-alive connection whose response ends afterwards stays open until its keep-alive timeout (5 s).
 * Once `start()` is called every response not yet begun says `Connection: close`, and every
 * connection closes when its response has been sent.
 */
function trackInFlight(nodeServer: NodeHttpServer): { start(): void } {
  const inFlight = new Set<ServerResponse>()
  let draining = false
  const closeWhenSent = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close')
    response.once('finish', () => response.socket?.end())
  }
  nodeServer.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) closeWhenSent(response)
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })
  return {
    start() {
      draining = true
      for (const response of inFlight) closeWhenSent(response)
    },
  }
}
