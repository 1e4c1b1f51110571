/**
 * One incoming HTTP request as telemetry sees it (docs/decisions/041), for every server here: the
 * site's host (app/server/serve.ts), the content service and the services sandbox.
 * - A SERVER span per request, a child of the caller's W3C `traceparent` (another process's span),
 *   named `{method} {http.route}` once the route template is known ({@link setRequestRoute}), with the
 *   HTTP semantic conventions' attributes: never the raw path, its query, a header or the client's
 *   address.
 * - The request's route template travels in the OpenTelemetry context, so code deeper down (Start's
 *   render in the SSR bundle, a sandbox's router) names it and the host's metrics use it.
 * - `http.server.request.duration` (seconds) and `http.server.active_requests`, by method, route and
 *   status: the rate, errors and latency of the golden signals.
 * Everything goes through `@opentelemetry/api`: without a registered SDK (telemetry off) it costs a
 * few no-op calls. Plain TypeScript, so the host runs it natively and the SSR bundle bundles it; the
 * context key is a global symbol, so both copies find the same request.
 */
import {
  type Attributes,
  type Context,
  context,
  createContextKey,
  metrics,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api'

/** The instrumentation scope of the site's own spans and metrics. */
export const SITE_INSTRUMENTATION_SCOPE = 'music-site'

/** Histogram bounds of the HTTP semantic conventions for request durations, in seconds. */
export const HTTP_DURATION_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
]

/** What is known of the request being served, kept in its OpenTelemetry context. */
interface RequestRecord {
  /** The normalised method (`GET`, … or `_OTHER`). */
  method: string
  /** The route template (`/$product/downloads/$slug`), once known. */
  route?: string
  span: Span
}

// `createContextKey` is `Symbol.for(description)`: the host's copy and the SSR bundle's agree.
const REQUEST_KEY = createContextKey('music.site.request')

/** The methods of RFC 9110 (and PATCH) kept as sent; anything else is `_OTHER` (HTTP semantic conventions). */
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
])

/** `method` as the HTTP semantic conventions record it: a known method, else `_OTHER`. */
export function normalizedMethod(method: string): string {
  const upper = method.toUpperCase()
  return KNOWN_METHODS.has(upper) ? upper : '_OTHER'
}

let tracer: ReturnType<typeof trace.getTracer> | undefined

const headerGetter = {
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
  keys: (carrier: Headers) => [...carrier.keys()],
}

let instruments:
  | {
      duration: ReturnType<ReturnType<typeof metrics.getMeter>['createHistogram']>
      active: ReturnType<ReturnType<typeof metrics.getMeter>['createUpDownCounter']>
    }
  | undefined

// Created on first use: the SDK registers its MeterProvider before the first request.
function serverInstruments() {
  if (!instruments) {
    const meter = metrics.getMeter(SITE_INSTRUMENTATION_SCOPE)
    instruments = {
      duration: meter.createHistogram('http.server.request.duration', {
        unit: 's',
        description: 'Duration of each HTTP request the server answered, to its response headers.',
        advice: { explicitBucketBoundaries: HTTP_DURATION_BUCKETS_SECONDS },
      }),
      active: meter.createUpDownCounter('http.server.active_requests', {
        unit: '{request}',
        description: 'HTTP requests being answered now.',
      }),
    }
  }
  return instruments
}

/** Options of {@link observeRequest}. */
export interface ObserveOptions {
  /** The port the server listens on (`server.port`). */
  serverPort?: number
  /** Whether to record the `http.server.*` metrics (the site's host: yes; the sandboxes: no). */
  metrics?: boolean
}

/**
 * Answers `request` with `handle` inside its SERVER span (see the module's description); `handle`
 * runs in the request's context, so its log lines carry the trace (app/server/log.ts) and its spans
 * are the request's children. Resolves with `handle`'s response; a rejection ends the span as an
 * error (the caller answers 500).
 */
export async function observeRequest(
  request: Request,
  handle: (request: Request) => Promise<Response>,
  options: ObserveOptions = {},
): Promise<Response> {
  const method = normalizedMethod(request.method)
  const scheme = request.url.startsWith('https:') ? 'https' : 'http'
  const parent = propagation.extract(ROOT_CONTEXT, request.headers, headerGetter)
  // A proxy tracer: it follows the provider the SDK registers, whenever that happens.
  tracer ??= trace.getTracer(SITE_INSTRUMENTATION_SCOPE)
  const span = tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.scheme': scheme,
        ...(options.serverPort ? { 'server.port': options.serverPort } : {}),
      },
    },
    parent,
  )
  const record: RequestRecord = { method, span }
  const started = performance.now()
  const { duration, active } = serverInstruments()
  if (options.metrics) active.add(1, { 'http.request.method': method })
  const finish = (status: number | undefined, error?: unknown) => {
    const attributes: Attributes = {
      'http.request.method': method,
      ...(record.route !== undefined ? { 'http.route': record.route } : {}),
      ...(status !== undefined ? { 'http.response.status_code': status } : {}),
    }
    // Server errors only: a 4xx is the client's (HTTP semantic conventions, server spans).
    if (error !== undefined || (status ?? 500) >= 500) {
      attributes['error.type'] = status !== undefined ? String(status) : errorName(error)
      span.setStatus({ code: SpanStatusCode.ERROR })
    }
    span.setAttributes(attributes)
    span.end()
    if (options.metrics) {
      active.add(-1, { 'http.request.method': method })
      duration.record((performance.now() - started) / 1000, attributes)
    }
  }
  try {
    const response = await context.with(trace.setSpan(parent, span).setValue(REQUEST_KEY, record), () =>
      handle(request),
    )
    finish(response.status)
    return response
  } catch (error) {
    finish(undefined, error)
    throw error
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'Error'
}

function currentRecord(from: Context = context.active()): RequestRecord | undefined {
  return from.getValue(REQUEST_KEY) as RequestRecord | undefined
}

/**
 * Names the route template of the request being served (`/$product/downloads/$slug`, `/account/orders`,
 * `/_serverFn/refreshSession`): the `http.route` of its span and metrics, and its span's name. The
 * template must come from a bounded set (the router's routes, a service's operations), never from the
 * path. A no-op outside a request or with telemetry off.
 */
export function setRequestRoute(route: string): void {
  const record = currentRecord()
  if (!record) return
  record.route = route
  record.span.updateName(`${record.method} ${route}`)
  record.span.setAttribute('http.route', route)
}

/** The route template of the request being served, once named ({@link setRequestRoute}). */
export function requestRoute(): string | undefined {
  return currentRecord()?.route
}

/** Sets `attributes` on the request's SERVER span (names must be in the allow-list, allow-list.ts). */
export function setRequestAttributes(attributes: Attributes): void {
  currentRecord()?.span.setAttributes(attributes)
}
