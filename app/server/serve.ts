/**
 * Production server of the website (docs/decisions/019), served with srvx:
 * - `GET /healthz`: the process is up (503 once it is shutting down);
 * - static client assets from `app/dist/client` (their precompressed Brotli/gzip variants where the
 *   browser accepts them) with the cache headers of `route-rules.ts`;
 * - everything else through the server entry built into `app/dist/server/server.js` (app/src/server.ts:
 *   pages with their CSP and caching, server functions, `/readyz`, the revalidation webhook),
 *   gzip-encoded (compression.ts).
 * Around all of it: URL and body size limits (http-limits.ts), the security headers of every response
 * (security-headers.ts), an `X-Request-Id`, one JSON log line per request (method, path without
 * its query, route template, status, ms, request id, trace and span ids; app/server/log.ts), and the
 * request's OpenTelemetry span and metrics (telemetry/request-telemetry.ts; on when configured,
 * telemetry/otel.ts). `POST /api/vitals` takes the browsers' Core Web Vitals (web-vitals.ts). With
 * `METRICS_PORT` set the metrics are served on that port (telemetry/metrics-endpoint.ts).
 * `close()` drains: it stops accepting, lets requests in flight finish (up to `shutdownGraceMs`),
 * then closes what is left. Run `npm run build` first.
 */
import cluster from 'node:cluster'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { loadServerConfig } from '../src/config/server-config.ts'
import { clientAddress } from './client-address.ts'
import { compressResponse } from './compression.ts'
import { bufferBody, type RequestLimits, refuseForbiddenMethod, refuseLongUrl } from './http-limits.ts'
import { logEvent } from './log.ts'
import { routeRuleHeaders } from './route-rules.ts'
import { securityHeaders } from './security-headers.ts'
import {
  answerMetricsRequests,
  createMetricsReader,
  type MetricsListener,
  metricsText,
  startMetricsListener,
} from './telemetry/metrics-endpoint.ts'
import { startTelemetry, type Telemetry } from './telemetry/otel.ts'
import { countPageCacheAnswer } from './telemetry/page-cache-metrics.ts'
import { observeRequest, requestRoute, setRequestRoute } from './telemetry/request-telemetry.ts'
import {
  type BrowserCalls,
  createWebVitalsEndpoint,
  WEB_VITALS_PATH,
  type WebVitalsEndpoint,
} from './web-vitals.ts'

/** The site's request limits: URLs up to 8 KiB, bodies (server functions, webhooks, reports) up to 256 KiB. */
export const SITE_LIMITS: RequestLimits = { maxUrlLength: 8192, maxBodyBytes: 256 * 1024 }

/** How long `close()` waits for requests in flight before closing their connections, in ms. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  /** TCP port; 0 picks a free one. */
  port: number
  /** Interface to bind; default `127.0.0.1`. */
  host?: string
  /** Environment overrides (merged into `process.env`, which the SSR bundle reads at run time). */
  env?: Record<string, string | undefined>
  /** How long `close()` lets requests in flight finish, in ms; default {@link DEFAULT_SHUTDOWN_GRACE_MS}. */
  shutdownGraceMs?: number
  /** Why the site is not ready beside its own checks (a sandbox service restarting), else undefined. */
  unready?: HostHandlerOptions['unready']
}

/** A running site: its base URL (no trailing slash) and a way to stop it. */
export interface RunningSite {
  url: string
  /** The metrics listener's base URL (`METRICS_PORT` set, not a cluster worker), else undefined. */
  metricsUrl?: string
  /** Whether spans are exported (an `OTEL_*` exporter is configured, telemetry/otel.ts). */
  traces: boolean
  /** Drains and stops the server (see the module's description). */
  close(): Promise<void>
}

/** What the server entry exports (app/src/server.ts). */
interface ServerEntry {
  default: { fetch(request: Request): Response | Promise<Response> }
  dispose?: () => void
  /** Every route template of the router (`/$product/downloads/$slug`). */
  routeTemplates?: readonly string[]
  /** The services' operations and the histogram of the calls browsers report (web-vitals.ts). */
  browserCalls?: BrowserCalls
}

const distDir = fileURLToPath(new URL('../dist/', import.meta.url))

/** A request id from a proxy in front (`X-Request-Id`, when it looks like one), else a new UUID. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id')
  return given && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : crypto.randomUUID()
}

/** `response` with `headers` set (on a copy when its headers are immutable). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}

/** Options of {@link createHostHandler}. */
export interface HostHandlerOptions {
  /** The site's origin (`SITE_ORIGIN`): HSTS when https. */
  siteOrigin: string
  /** Answers what is not a static file: the server entry's handler (pages, server functions, …). */
  render: (request: Request) => Promise<Response>
  /** Serves static files, calling `next` for any other path; default: none (everything is rendered). */
  staticFiles?: (request: Request, next: () => Promise<Response>) => Response | Promise<Response>
  /** True once the server is shutting down: `/healthz` and `/readyz` answer 503. */
  draining?: () => boolean
  /**
   * Why the site cannot serve right now beside its own checks (`npm start`: a sandbox service that
   * died and is being restarted, docs/decisions/031), else undefined: `/readyz` answers 503 with it.
   */
  unready?: () => string | undefined
  /** Answers `POST /api/vitals` (web-vitals.ts); default: 404 like any unknown path. */
  webVitals?: WebVitalsEndpoint
  /** The port the site listens on, for its spans (`server.port`). */
  serverPort?: () => number | undefined
}

/** The route template of a request the host answers itself (a static file, `/healthz`). */
function hostRoute(pathname: string): string {
  // Hashed assets change with every build: one template for all of them.
  return pathname.startsWith('/assets/') ? '/assets/*' : pathname
}

/**
 * The site's outermost handler (everything the module's description lists except listening and
 * draining): limits, `/healthz`, static files, the rendered rest; security headers and `X-Request-Id`
 * on every response; one log line per request.
 */
export function createHostHandler(options: HostHandlerOptions): (request: Request) => Promise<Response> {
  const everyResponse = securityHeaders(options.siteOrigin)
  const draining = options.draining ?? (() => false)

  const rendered = async (request: Request): Promise<Response> => {
    const buffered = await bufferBody(request, SITE_LIMITS)
    if (buffered instanceof Response) return buffered
    return compressResponse(buffered, await options.render(buffered))
  }

  const route = async (request: Request): Promise<Response> => {
    const refused = refuseForbiddenMethod(request) ?? refuseLongUrl(request, SITE_LIMITS)
    if (refused) return refused
    const { pathname } = new URL(request.url)
    if (pathname === WEB_VITALS_PATH && options.webVitals) {
      setRequestRoute(WEB_VITALS_PATH)
      return options.webVitals(request)
    }
    if (pathname === '/healthz' || (draining() && pathname === '/readyz')) {
      setRequestRoute(pathname)
      return Response.json(
        { status: draining() ? 'shutting down' : 'ok' },
        { status: draining() ? 503 : 200, headers: { 'cache-control': 'no-store' } },
      )
    }
    const unready = pathname === '/readyz' ? options.unready?.() : undefined
    if (unready) {
      return Response.json(
        { status: 'unavailable', reason: unready },
        { status: 503, headers: { 'cache-control': 'no-store' } },
      )
    }
    if (!options.staticFiles) return rendered(request)
    let servedStatic = true
    const response = await options.staticFiles(request, () => {
      servedStatic = false
      return rendered(request)
    })
    if (servedStatic) setRequestRoute(hostRoute(pathname))
    return response.ok ? withHeaders(response, routeRuleHeaders(pathname)) : response
  }

  const handle = async (request: Request): Promise<Response> => {
    const started = performance.now()
    const requestId = requestIdOf(request)
    let response: Response
    try {
      response = await route(request)
    } catch (error) {
      logEvent('error', 'request failed', {
        requestId,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      })
      response = Response.json({ error: 'Internal server error' }, { status: 500 })
      response.headers.set('cache-control', 'no-store')
    }
    response = withHeaders(response, { ...everyResponse, 'x-request-id': requestId })
    const cache = response.headers.get('x-cache') ?? undefined
    countPageCacheAnswer(cache)
    logEvent('info', 'request', {
      method: request.method,
      path: new URL(request.url).pathname,
      route: requestRoute(),
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
      cache,
    })
    return response
  }

  return (request) => observeRequest(request, handle, { serverPort: options.serverPort?.(), metrics: true })
}

/**
 * The URL paths the static middleware can answer from `dir` (its files, `a.html` also as `/a`,
 * `a/index.html` also as `/a` and `/a/`), each with a leading slash.
 */
export function staticPaths(dir: string): Set<string> {
  const paths = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue
    const path = `${file.parentPath.slice(dir.length)}/${file.name}`.replace(/^\/*/, '/')
    paths.add(path)
    if (path.endsWith('/index.html')) {
      paths.add(path.slice(0, -'index.html'.length))
      paths.add(path.slice(0, -'/index.html'.length) || '/')
    } else if (path.endsWith('.html')) paths.add(path.slice(0, -'.html'.length))
  }
  return paths
}

/** The request's path, percent-decoded as the static middleware decodes it (undecodable: as sent). */
function decodedPath(url: string): string {
  const { pathname } = new URL(url)
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * Starts the built site. Validates the configuration first (app/src/config/server-config.ts), so an
 * invalid environment variable rejects with a clear message before anything listens.
 * Throws when `app/dist` has not been built.
 */
export async function startSite({
  port,
  host = '127.0.0.1',
  env = {},
  shutdownGraceMs = DEFAULT_SHUTDOWN_GRACE_MS,
  unready,
}: StartSiteOptions): Promise<RunningSite> {
  process.env.NODE_ENV = 'production'
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  // `PORT=0` asks for a free port, like `port: 0`: the real one is known once listening.
  const portFromEnv = process.env.PORT === '0' ? undefined : process.env.PORT
  if (port !== 0 && !portFromEnv) process.env.PORT = String(port)
  const config = loadServerConfig(process.env)
  const serverEntry = `${distDir}server/server.js`
  if (!existsSync(serverEntry)) throw new Error(`startSite: ${serverEntry} is missing; run \`npm run build\``)
  const telemetry = await startSiteTelemetry(config.metricsPort !== undefined)
  // `encodings`: a file's `.br`/`.gz` variant written at build time (app/build/precompress-plugin.ts) is
  // sent to a browser that accepts it; srvx compresses other text files per request.
  const served = staticMiddleware({ dir: `${distDir}client`, maxAge: 0, encodings: true })
  // The build's files do not change while it runs: a page path goes straight to rendering instead of
  // three `stat` calls by the middleware (`/dj/pro`, `/dj/pro.html`, `/dj/pro/index.html`).
  const files = staticPaths(`${distDir}client`)
  const staticFiles: HostHandlerOptions['staticFiles'] = (request, next) =>
    files.has(decodedPath(request.url)) ? served(request, next) : next()
  let entry: ServerEntry | undefined
  let draining = false
  let listeningPort: number | undefined
  const handler = createHostHandler({
    siteOrigin: config.siteOrigin,
    staticFiles,
    draining: () => draining,
    unready,
    serverPort: () => listeningPort,
    webVitals: createWebVitalsEndpoint({
      routeTemplates: () => entry?.routeTemplates ?? [],
      browserCalls: () => entry?.browserCalls,
      sampleRate: config.webVitalsSampleRate,
      clientAddress: (request) => clientAddress(request, config.clientAddressHeader),
    }),
    render: async (request) => {
      entry ??= (await import(pathToFileURL(serverEntry).href)) as ServerEntry
      return entry.default.fetch(request)
    },
  })
  const server = serve({
    port,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    maxRequestBodySize: SITE_LIMITS.maxBodyBytes,
    // A cluster's workers share the primary's listening socket (srvx asks for an exclusive one).
    ...(cluster.isWorker ? { node: { exclusive: false } } : {}),
    fetch: handler,
  })
  await server.ready()
  const address = server.node?.server?.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  listeningPort = actualPort
  // The SSR bundle reads its configuration on first use: let SITE_ORIGIN's default use the real port.
  if (!portFromEnv) process.env.PORT = String(actualPort)
  // Load the server entry now, so the first visitor does not wait for it (and the content change
  // listener starts with the server).
  entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  // A cluster's primary serves its workers' metrics (cluster.ts); any other site its own.
  let metrics: MetricsListener | undefined
  if (telemetry.reader && config.metricsPort !== undefined && !cluster.isWorker) {
    const reader = telemetry.reader
    metrics = await startMetricsListener({
      port: config.metricsPort,
      host: config.metricsHost,
      collect: () => metricsText(reader),
    })
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    metricsUrl: metrics?.url,
    traces: telemetry.started?.traces ?? false,
    async close() {
      draining = true
      entry?.dispose?.()
      void metrics?.close()
      let timer: ReturnType<typeof setTimeout> | undefined
      const forced = new Promise<void>((resolve) => {
        timer = setTimeout(() => void server.close(true).then(resolve, resolve), shutdownGraceMs)
      })
      await Promise.race([server.close(false), forced])
      clearTimeout(timer)
      // The spans of the last requests leave before the process does.
      await telemetry.started?.flush().catch(() => undefined)
    },
  }
}

let siteTelemetry:
  | Promise<{ started?: Telemetry; reader?: Awaited<ReturnType<typeof createMetricsReader>> }>
  | undefined

/**
 * Starts OpenTelemetry for the site once per process (telemetry/otel.ts): traces when an exporter is
 * configured, metrics when `METRICS_PORT` is set (a cluster worker answers its primary's scrapes).
 */
function startSiteTelemetry(metrics: boolean) {
  siteTelemetry ??= (async () => {
    const reader = metrics ? await createMetricsReader() : undefined
    const started = await startTelemetry({ serviceName: 'music-site', metricReader: reader })
    if (reader && started?.metrics && cluster.isWorker) answerMetricsRequests(reader)
    return { started, reader: started?.metrics ? reader : undefined }
  })()
  return siteTelemetry
}
