/**
 * The site's request handler around TanStack Start's (docs/decisions/019), bundled into the server
 * entry (app/src/server.ts). The Node host in front of it (app/server/serve.ts) serves static files,
 * limits request sizes, logs each request and adds the headers every response carries.
 *
 * - Pages (`GET`/`HEAD`; any other method → 405): rendered with a fresh CSP nonce, which the router
 *   stamps on every script it writes (`x-csp-nonce` request header → `getRouter`). Published pages
 *   are cached in process ({@link PageCache}, one render however many ask at once) and sent with an
 *   ETag (304 on `If-None-Match`) and the shared-cache headers of cache-policy.ts; preview pages,
 *   every error, and every page whose matched route says it is private (the signed-in areas, under
 *   any spelling of their paths: `isPrivateResponse`) `private, no-store`, never kept nor shared.
 * - `/_serverFn/<id>`: Start's server functions; an id the build does not know → 404; a payload that
 *   is not JSON, or nests deeper than `MAX_JSON_DEPTH` → 400 before Start reads it (its parser would
 *   answer 500 and log a stack trace; docs/decisions/031). A validator's refusal is 400 too
 *   (`BadInputError`).
 * - `POST /api/revalidate`: Sanity's GROQ-powered webhook, HMAC-signed (`sanity-webhook-signature`);
 *   a valid one empties the page cache and purges the shared caches in front (`CACHE_PURGE_URLS`;
 *   502 when one fails), a delivery already processed → 409 (webhook-deliveries.ts), anything else
 *   → 401.
 * - `POST /api/csp-report`: CSP violation reports, logged.
 * - `GET /readyz`: 200 while the content service answers, else 503.
 */
import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook'
import { defaultSerovalDeserializerPlugins } from '@tanstack/react-start'
import { fromJSON, type SerovalJSON } from 'seroval'
import type { ServerConfig } from '../src/config/server-config.ts'
import {
  inProcessCacheable,
  isPrivateResponse,
  matchesEtag,
  NO_STORE,
  pageKind,
  publishedPageCacheControl,
} from './cache-policy.ts'
import { CSP_REPORT_PATH, contentSecurityPolicy, REPORTING_ENDPOINTS } from './content-security-policy.ts'
import { createNonce, NONCE_HEADER } from './csp-nonce.ts'
import { acceptsGzip, splice } from './gzip-splice.ts'
import { jsonTooDeep, MAX_JSON_DEPTH } from './http-limits.ts'
import { type LogFields, logEvent } from './log.ts'
import { type CachedPage, type PageCache, pageBody, toCachedPage } from './page-cache.ts'
import { requestRoute, setRequestRoute } from './telemetry/request-telemetry.ts'
import { deliveryKeys, WebhookDeliveries } from './webhook-deliveries.ts'

/** Where Start answers server functions (its default `TSS_SERVER_FN_BASE`). */
export const SERVER_FN_PREFIX = '/_serverFn/'

/**
 * The route template of a server function request until the function names itself
 * (`/_serverFn/<name>`, app/src/telemetry/server-spans.server.ts; docs/decisions/041).
 */
export const SERVER_FUNCTION_ROUTE = '/_serverFn/$id'

/** The signed content-change webhook. */
export const REVALIDATE_PATH = '/api/revalidate'

/** The readiness probe (content service reachable). */
export const READY_PATH = '/readyz'

/** How far a webhook signature's timestamp may be from now: 5 minutes (replayed deliveries are refused). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000

/** How many paths of private pages the handler remembers, to render them without waiting (then it starts over). */
export const PRIVATE_PATHS_MAX = 1000

/** Response header saying whether a page came from the in-process cache (`HIT`, `MISS`, `BYPASS`). */
export const CACHE_STATUS_HEADER = 'x-cache'

/** Options of {@link createSiteHandler}. */
export interface SiteHandlerOptions {
  /** TanStack Start's handler: renders pages and answers server functions. */
  render: (request: Request) => Promise<Response>
  config: ServerConfig
  cache: PageCache
  /** Whether the build has a server function of this id. */
  hasServerFn: (id: string) => Promise<boolean>
  /** Whether the content service answers (for `/readyz`). */
  contentReady: () => Promise<boolean>
  /**
   * Called once a valid webhook has emptied the cache, with the keys of its delivery; the webhook
   * answers when it resolves (the server entry tells a cluster's other workers, cluster-peers.ts).
   * Default: nothing to tell.
   */
  revalidated?: (deliveries: string[]) => Promise<void>
  /** The webhook deliveries processed (shared with a cluster's peers); default a new memory. */
  deliveries?: WebhookDeliveries
  /** Log lines; default {@link logEvent}. */
  log?: typeof logEvent
  /** The clock, in ms since the epoch (webhook timestamps). */
  now?: () => number
}

const json = (body: unknown, status: number, headers: HeadersInit = {}): Response =>
  Response.json(body, { status, headers: { 'cache-control': NO_STORE, ...headers } })

const methodNotAllowed = (allow: string): Response => json({ error: 'Method not allowed' }, 405, { allow })

const isHtml = (response: Response): boolean =>
  /^text\/html\b/i.test(response.headers.get('content-type') ?? '')

/** A copy of `request` as a `GET` (HEAD renders the page like GET) with `nonce` in {@link NONCE_HEADER}. */
function renderRequest(request: Request, nonce: string): Request {
  const headers = new Headers(request.headers)
  headers.set(NONCE_HEADER, nonce)
  return new Request(request.url, { method: 'GET', headers, signal: request.signal })
}

/**
 * The site's handler: routes as the module says. Never throws for a request: what `render` throws
 * propagates (the host answers 500).
 */
export function createSiteHandler(options: SiteHandlerOptions): (request: Request) => Promise<Response> {
  const { render, config, cache } = options
  const log = options.log ?? logEvent
  const now = options.now ?? Date.now
  const deliveries = options.deliveries ?? new WebhookDeliveries()
  const https = new URL(config.siteOrigin).protocol === 'https:'
  const publicCacheControl = publishedPageCacheControl(config)
  /** Renders of published pages in progress, by cache generation and path: later askers share them. */
  const inflight = new Map<string, Promise<CachedPage | undefined>>()
  /**
   * Paths whose last render was private (a signed-in screen): rendered at once for each request,
   * without waiting for another's render, which they could not share anyway. Learnt from the
   * responses (the matched route decides), at most {@link PRIVATE_PATHS_MAX} remembered.
   */
  const privatePaths = new Set<string>()

  // The policy depends on the configuration only, but for its nonce: built once, joined per response.
  const NONCE_SLOT = '\u0000nonce\u0000'
  const policy = contentSecurityPolicy(NONCE_SLOT, config, { https }).split(NONCE_SLOT)
  const pageHeaders = (headers: Headers, nonce: string, cacheControl: string): Headers => {
    headers.set('content-security-policy', policy.join(nonce))
    headers.set('reporting-endpoints', REPORTING_ENDPOINTS)
    headers.set('cache-control', cacheControl)
    return headers
  }

  /** A rendered response that is not kept: its headers replaced as `cacheControl` says. */
  const passThrough = (response: Response, nonce: string, cacheControl: string, head: boolean): Response => {
    const headers = new Headers(response.headers)
    if (isHtml(response)) pageHeaders(headers, nonce, cacheControl)
    else headers.set('cache-control', cacheControl)
    return new Response(head ? null : response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }

  /** The response for a published page: 304 when the client has it, else its HTML with `nonce`. */
  const pageResponse = (request: Request, page: CachedPage, status: string, nonce = createNonce()) => {
    // A page from the cache (or another request's render) names the route it was rendered for.
    if (page.route !== undefined) setRequestRoute(page.route)
    const headers = new Headers(page.headers)
    headers.set('etag', page.etag)
    headers.set('cache-control', publicCacheControl)
    headers.set(CACHE_STATUS_HEADER, status)
    // A 304 carries no Content-Security-Policy: a browser would store the new header with its old
    // copy, whose scripts carry the old nonce (RFC 9111 §4.3.4 updates stored headers from a 304).
    if (matchesEtag(request.headers.get('if-none-match'), page.etag)) {
      return new Response(null, { status: 304, headers })
    }
    pageHeaders(headers, nonce, publicCacheControl)
    headers.append('vary', 'Accept-Encoding')
    // Compressed once when it was stored; only the nonce is added per response (gzip-splice.ts).
    if (acceptsGzip(request.headers.get('accept-encoding'))) {
      headers.set('content-encoding', 'gzip')
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(splice(page.gzip, nonce)), {
        status: 200,
        headers,
      })
    }
    return new Response(request.method === 'HEAD' ? null : pageBody(page, nonce), { status: 200, headers })
  }

  /**
   * Renders a published page. A 200 HTML page comes back as a {@link CachedPage} (kept when
   * `cacheKey` is given and no invalidation happened meanwhile), anything else as the response itself.
   */
  const renderPublished = async (
    request: Request,
    cacheKey: string | undefined,
  ): Promise<{ page: CachedPage; nonce: string } | { response: Response }> => {
    const generation = cache.generation
    const nonce = createNonce()
    const response = await render(renderRequest(request, nonce))
    const path = new URL(request.url).pathname
    if (isPrivateResponse(response.headers)) {
      if (privatePaths.size >= PRIVATE_PATHS_MAX) privatePaths.clear()
      privatePaths.add(path)
    } else privatePaths.delete(path)
    if (response.status !== 200 || !isHtml(response) || isPrivateResponse(response.headers)) {
      return { response: passThrough(response, nonce, NO_STORE, request.method === 'HEAD') }
    }
    const html = new Uint8Array(await response.arrayBuffer())
    const page = toCachedPage(html, nonce, response.headers, {
      oneOff: cacheKey === undefined,
      route: requestRoute(),
    })
    if (cacheKey !== undefined) cache.set(cacheKey, page, generation)
    return { page, nonce }
  }

  const publishedPage = async (request: Request, url: URL): Promise<Response> => {
    if (!cache.enabled || !inProcessCacheable(url) || privatePaths.has(url.pathname)) {
      const result = await renderPublished(request, undefined)
      return 'page' in result ? pageResponse(request, result.page, 'BYPASS', result.nonce) : result.response
    }
    const key = url.pathname
    const hit = cache.get(key)
    if (hit) return pageResponse(request, hit, 'HIT')
    // A render started before the last invalidation is never shared with a request that came after it.
    const flight = `${cache.generation}\n${key}`
    const shared = inflight.get(flight)
    if (shared) {
      const page = await shared
      if (page) return pageResponse(request, page, 'HIT')
    }
    const own = renderPublished(request, key)
    const settled = own.then(
      (result) => ('page' in result ? result.page : undefined),
      () => undefined,
    )
    inflight.set(flight, settled)
    void settled.finally(() => inflight.delete(flight))
    const result = await own
    return 'page' in result ? pageResponse(request, result.page, 'MISS', result.nonce) : result.response
  }

  const page = async (request: Request, url: URL): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD')
    if (pageKind(url) === 'published') return publishedPage(request, url)
    const nonce = createNonce()
    const response = await render(renderRequest(request, nonce))
    return passThrough(response, nonce, NO_STORE, request.method === 'HEAD')
  }

  const serverFunction = async (request: Request, url: URL): Promise<Response> => {
    const id = url.pathname.slice(SERVER_FN_PREFIX.length).split('/')[0] ?? ''
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id) || !(await options.hasServerFn(id))) {
      return json({ error: 'Not found' }, 404)
    }
    setRequestRoute(SERVER_FUNCTION_ROUTE)
    const headers = new Headers(request.headers)
    headers.delete(NONCE_HEADER)
    // A new Request from its parts: the host's request object may be its server's own class.
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    const problem = payloadProblem(url, request.headers.get('content-type'), body)
    if (problem) {
      log('warn', 'server function payload refused', { reason: problem })
      return json({ error: 'Malformed server function payload' }, 400)
    }
    const response = await render(
      new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
    )
    const replyHeaders = new Headers(response.headers)
    if (!replyHeaders.has('cache-control')) replyHeaders.set('cache-control', NO_STORE)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: replyHeaders,
    })
  }

  const revalidate = async (request: Request): Promise<Response> => {
    const secret = config.sanityWebhookSecret
    if (!secret) return json({ error: 'Not found' }, 404)
    if (request.method !== 'POST') return methodNotAllowed('POST')
    const signature = request.headers.get('sanity-webhook-signature') ?? ''
    const body = await request.text()
    if (!(await validWebhook(body, signature, secret, now()))) {
      log('warn', 'revalidate refused', { reason: 'invalid signature' })
      return json({ error: 'Invalid signature' }, 401)
    }
    const keys = deliveryKeys(signature, request.headers)
    if (deliveries.seen(keys)) {
      log('warn', 'revalidate refused', { reason: 'delivery already processed' })
      return json({ error: 'This delivery was already processed' }, 409)
    }
    deliveries.remember(keys)
    cache.clear()
    log('info', 'page cache invalidated', { source: 'webhook' })
    await options.revalidated?.(keys)
    if (!(await purgeSharedCaches(config.cachePurgeUrls, log))) {
      // Sanity delivers it again: that retry must not be refused as a replay.
      deliveries.forget(keys)
      return json({ error: 'A shared cache could not be purged' }, 502)
    }
    return json({ revalidated: true }, 200)
  }

  const cspReport = async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return methodNotAllowed('POST')
    for (const report of parseCspReports(await request.text())) log('warn', 'csp violation', report)
    return new Response(null, { status: 204, headers: { 'cache-control': NO_STORE } })
  }

  const ready = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed('GET, HEAD')
    const up = await options.contentReady().catch(() => false)
    return json(up ? { status: 'ready' } : { status: 'unavailable', content: 'unreachable' }, up ? 200 : 503)
  }

  return async (request) => {
    const url = new URL(request.url)
    if (url.pathname === REVALIDATE_PATH || url.pathname === CSP_REPORT_PATH || url.pathname === READY_PATH) {
      setRequestRoute(url.pathname)
    }
    if (url.pathname === REVALIDATE_PATH) return revalidate(request)
    if (url.pathname === CSP_REPORT_PATH) return cspReport(request)
    if (url.pathname === READY_PATH) return ready(request)
    if (url.pathname.startsWith(SERVER_FN_PREFIX)) return serverFunction(request, url)
    return page(request, url)
  }
}

/**
 * `handler` with a request its client gave up on (the connection closed mid-render, which aborts the
 * request's signal) answered 499 (nginx's "client closed request"; nobody reads it) and logged as one
 * JSON line, instead of Start printing the abort's stack trace (`Error: aborted`, ECONNRESET) for
 * every closed connection. Any other error propagates (Start answers 500).
 */
export function answeringAborts(
  handler: (request: Request) => Promise<Response>,
  log: typeof logEvent = logEvent,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request)
    } catch (error) {
      if (!request.signal.aborted) throw error
      log('info', 'request aborted by the client', { path: new URL(request.url).pathname })
      return new Response(null, { status: 499, headers: { 'cache-control': NO_STORE } })
    }
  }
}

/** How long a shared cache may take to answer a purge, in ms. */
export const PURGE_TIMEOUT_MS = 5000

/**
 * Sends `PURGE` to each shared cache in front of the site (deploy/varnish/site.vcl empties the cache
 * on it; docs/decisions/031) and logs the outcome.
 * @returns whether every cache answered 2xx
 */
export async function purgeSharedCaches(
  urls: readonly string[],
  log: typeof logEvent = logEvent,
): Promise<boolean> {
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const reply = await fetch(url, { method: 'PURGE', signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) })
        await reply.body?.cancel()
        if (!reply.ok) throw new Error(`HTTP ${reply.status}`)
        log('info', 'shared cache purged', { cache: new URL(url).origin })
        return true
      } catch (error) {
        log('error', 'shared cache purge failed', {
          cache: new URL(url).origin,
          error: error instanceof Error ? error.message : String(error),
        })
        return false
      }
    }),
  )
  return results.every(Boolean)
}

/**
 * What is wrong with a server function request's payload, or undefined: the JSON of a GET's
 * `payload` parameter or of a JSON body must parse, nest at most {@link MAX_JSON_DEPTH} levels, and be
 * what Start's client sends (seroval's JSON, read with Start's own plugins as Start reads it: else
 * Start answers 500 and logs the deserializer's stack trace). Other bodies (forms) are left to Start.
 */
export function payloadProblem(
  url: URL,
  contentType: string | null,
  body: ArrayBuffer | undefined,
): string | undefined {
  let text: string | null
  if (body === undefined) text = url.searchParams.get('payload')
  else if (/\bapplication\/json\b/i.test(contentType ?? '')) text = new TextDecoder().decode(body)
  else return undefined
  if (text === null || (body !== undefined && text === '')) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (jsonTooDeep(value)) return `nested deeper than ${MAX_JSON_DEPTH}`
  try {
    fromJSON(value as SerovalJSON, { plugins: defaultSerovalDeserializerPlugins })
  } catch {
    return 'not a server function payload'
  }
  return undefined
}

/**
 * Whether `signature` (`t=<ms>,v1=<HMAC-SHA256 of "<t>.<body>", base64url>`, Sanity's GROQ-powered
 * webhooks) signs `body` with `secret`, and was made within {@link WEBHOOK_TOLERANCE_MS} of `now`.
 */
export async function validWebhook(
  body: string,
  signature: string,
  secret: string,
  now: number,
): Promise<boolean> {
  try {
    if (!(await isValidSignature(body, signature, secret))) return false
    return Math.abs(now - decodeSignatureHeader(signature).timestamp) <= WEBHOOK_TOLERANCE_MS
  } catch {
    return false
  }
}

/**
 * The violations in a CSP report body, as log fields: the old `report-uri` shape
 * (`{"csp-report": {…}}`) and the Reporting API's (`[{type: "csp-violation", body: {…}}]`). Only the
 * directive, the blocked resource's origin (or keyword) and the page's path are kept: a full URL may
 * hold a sign-in code in its query.
 */
export function parseCspReports(text: string): LogFields[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return []
  }
  const bodies: Record<string, unknown>[] = Array.isArray(parsed)
    ? parsed.map((report) => (report as { body?: Record<string, unknown> })?.body ?? {})
    : [((parsed as Record<string, unknown>)?.['csp-report'] ?? {}) as Record<string, unknown>]
  const asText = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const originOrKeyword = (value: string | undefined) => {
    if (!value) return undefined
    try {
      return new URL(value).origin
    } catch {
      return value.slice(0, 40)
    }
  }
  const pathOf = (value: string | undefined) => {
    try {
      return value ? new URL(value).pathname : undefined
    } catch {
      return undefined
    }
  }
  return bodies.map((body) => ({
    directive: asText(body.effectiveDirective ?? body['effective-directive'] ?? body['violated-directive']),
    blocked: originOrKeyword(asText(body.blockedURL ?? body['blocked-uri'])),
    page: pathOf(asText(body.documentURL ?? body['document-uri'])),
  }))
}
