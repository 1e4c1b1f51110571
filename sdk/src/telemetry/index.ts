/**
 * `@music/sdk/telemetry`: OpenTelemetry for the sdk's calls (docs/decisions/041). `instrumentSdk()`
 * makes every HTTP exchange with a web service and every content query a CLIENT span (so a retry
 * after a token refresh is a second span with `http.request.resend_count` 1), the shared token
 * refresh a `token refresh` span, sends the W3C `traceparent` of the exchange's span to the service,
 * and records the `http.client.request.duration` histogram (seconds) of the HTTP semantic
 * conventions and the `music.sdk.token_refreshes` counter.
 *
 * A separate entry, so the transport every app loads carries none of it: call it once where traces
 * are wanted (a server). Only `@opentelemetry/api` is used: without an OpenTelemetry SDK registered
 * by the app every call here is the API's no-op (no span, no header, nothing measured). Attributes are
 * the semantic conventions' names and the service (`music.service`); never a full URL, a query
 * string, a header or a body, so no token, e-mail address or id reaches telemetry: the path is the
 * operation's template from the OpenAPI document (`url.template`, `/api/v1/users/{userId}/orders`).
 */
import {
  type Attributes,
  context,
  metrics,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api'
import {
  type ClientCall,
  setTransportInstrumentation,
  type TransportInstrumentation,
} from '../transport/instrumentation.ts'

/** The instrumentation scope of the sdk's spans and metrics. */
export const SDK_INSTRUMENTATION_SCOPE = '@music/sdk'

const tracer = () => trace.getTracer(SDK_INSTRUMENTATION_SCOPE)

/** Histogram bounds of the HTTP semantic conventions for request durations, in seconds. */
export const HTTP_DURATION_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
]

let duration: ReturnType<ReturnType<typeof metrics.getMeter>['createHistogram']> | undefined
let refreshes: ReturnType<ReturnType<typeof metrics.getMeter>['createCounter']> | undefined
// Created on first use, so an app that registers its MeterProvider after importing the sdk still
// gets them (the API hands out a proxy meter until then).
const durationHistogram = () =>
  (duration ??= metrics.getMeter(SDK_INSTRUMENTATION_SCOPE).createHistogram('http.client.request.duration', {
    unit: 's',
    description: 'Duration of each HTTP exchange of the sdk with a web service (one per attempt).',
    advice: { explicitBucketBoundaries: HTTP_DURATION_BUCKETS_SECONDS },
  }))
const refreshCounter = () =>
  (refreshes ??= metrics.getMeter(SDK_INSTRUMENTATION_SCOPE).createCounter('music.sdk.token_refreshes', {
    description: 'Token refreshes of the sdk, by outcome (refreshed, none, failed).',
  }))

/**
 * The `error.type` of the HTTP semantic conventions: the status code of an error reply, else the
 * error's class name (`TimeoutError`, `NetworkError`, `AbortError`).
 */
function errorType(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400) return String(status)
  return error instanceof Error ? error.name : 'Error'
}

/**
 * Runs one HTTP exchange inside a CLIENT span named `{method} {url.template}` and records its
 * duration. `exchange` receives the trace headers to send (`traceparent`, `tracestate`; none when no
 * span is recorded); `statusOf` reads the reply's status from its result. Resolves or rejects as
 * `exchange` does.
 */
function traceClientCall<T>(
  call: ClientCall,
  exchange: (traceHeaders: Record<string, string>) => Promise<T>,
  statusOf: (result: T) => number | undefined,
): Promise<T> {
  const method = call.method.toUpperCase()
  const url = new URL(call.url)
  const attributes: Attributes = {
    'http.request.method': method,
    'server.address': url.hostname,
    'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    'music.service': call.service,
    ...(call.urlTemplate ? { 'url.template': call.urlTemplate } : {}),
  }
  const started = performance.now()
  const spanAttributes = call.resendCount
    ? { ...attributes, 'http.request.resend_count': call.resendCount }
    : attributes
  return tracer().startActiveSpan(
    call.urlTemplate ? `${method} ${call.urlTemplate}` : method,
    { kind: SpanKind.CLIENT, attributes: spanAttributes },
    async (span) => {
      const traceHeaders: Record<string, string> = {}
      propagation.inject(context.active(), traceHeaders)
      const done = (status: number | undefined, error?: unknown) => {
        const outcome: Attributes = { ...attributes }
        if (status !== undefined) outcome['http.response.status_code'] = status
        if (error !== undefined) outcome['error.type'] = errorType(error)
        durationHistogram().record((performance.now() - started) / 1000, outcome)
        span.setAttributes(outcome)
        if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR })
        span.end()
      }
      try {
        const result = await exchange(traceHeaders)
        done(statusOf(result))
        return result
      } catch (error) {
        const status = (error as { status?: unknown } | null)?.status
        done(typeof status === 'number' && status > 0 ? status : undefined, error)
        throw error
      }
    },
  )
}

/**
 * Runs the shared token refresh `refresh` inside an INTERNAL span `token refresh`, and counts it by
 * outcome (`refreshed`: new tokens; `none`: nothing to refresh with; `failed`: it rejected). The
 * identity service's refresh call, when the sdk makes it, is a CLIENT span inside it.
 */
function traceRefresh<T>(refresh: () => Promise<T | null>): Promise<T | null> {
  return tracer().startActiveSpan('token refresh', { kind: SpanKind.INTERNAL }, async (span: Span) => {
    const finish = (outcome: 'refreshed' | 'none' | 'failed', error?: unknown) => {
      refreshCounter().add(1, { 'music.token_refresh.outcome': outcome })
      span.setAttribute('music.token_refresh.outcome', outcome)
      if (error !== undefined) {
        span.setAttributes({ 'error.type': errorType(error) })
        span.setStatus({ code: SpanStatusCode.ERROR })
      }
      span.end()
    }
    try {
      const tokens = await refresh()
      finish(tokens === null ? 'none' : 'refreshed')
      return tokens
    } catch (error) {
      finish('failed', error)
      throw error
    }
  })
}

/** The hooks {@link instrumentSdk} installs. */
const instrumentation: TransportInstrumentation = { call: traceClientCall, refresh: traceRefresh }

/**
 * Turns the sdk's telemetry on for every sdk instance of this process (see the module's
 * description). Idempotent.
 * @returns a function that turns it off again
 */
export function instrumentSdk(): () => void {
  setTransportInstrumentation(instrumentation)
  return () => void setTransportInstrumentation(undefined)
}
