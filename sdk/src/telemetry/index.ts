/**
 * `@music/sdk/telemetry`: OpenTelemetry for the sdk's calls (docs/decisions/041). `instrumentSdk()`
 * makes every HTTP exchange with a web service and every content query a CLIENT span (so a retry
 * after a token refresh is a second span with `http.request.resend_count` 1), the shared token
 * refresh a `token refresh` span, sends the W3C `traceparent` of the exchange's span to the service,
 * and records the `http.client.request.duration` histogram (seconds) of the HTTP semantic
 * conventions and the `music.sdk.token_refreshes` counter; its `onCall` option sees each settled call
 * inside its span (the site logs the failed ones). Calls a browser measured (with
 * `@music/sdk/trace-context`, no OpenTelemetry there) and reported to the app's server go into the same
 * histogram with {@link recordReportedCall}, checked first by {@link isServiceOperation}.
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
import { serviceOperations } from '../generated/operations.ts'
import {
  type ClientCall,
  setTransportInstrumentation,
  type TransportInstrumentation,
} from '../transport/instrumentation.ts'

/** The instrumentation scope of the sdk's spans and metrics. */
export const SDK_INSTRUMENTATION_SCOPE = '@music/sdk'

const tracer = () => trace.getTracer(SDK_INSTRUMENTATION_SCOPE)

/**
 * Histogram bounds for request durations, in seconds: the HTTP semantic conventions' (up to 10 s), and
 * 15, 30 and 60 s above them, so a call cut off by a 10 s timeout lands in a bucket of its own rather
 * than in `+Inf` with everything slower.
 */
export const HTTP_DURATION_BUCKETS_SECONDS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 15, 30, 60,
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
  onCall: InstrumentSdkOptions['onCall'],
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
        const seconds = (performance.now() - started) / 1000
        durationHistogram().record(seconds, outcome)
        span.setAttributes(outcome)
        // Inside the span: a log line the app writes here carries its trace and span ids.
        onCall?.({
          service: call.service,
          method,
          ...(call.urlTemplate ? { urlTemplate: call.urlTemplate } : {}),
          ...(status !== undefined ? { status } : {}),
          ...(error !== undefined ? { errorType: errorType(error) } : {}),
          durationMs: seconds * 1000,
        })
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

/** One settled HTTP exchange with a service (or content query), as {@link InstrumentSdkOptions.onCall} sees it. */
export interface SettledCall {
  /** The service called (`commerce`, `content`). */
  service: string
  /** The HTTP method, upper case. */
  method: string
  /** The operation's path template, when known. */
  urlTemplate?: string
  /** The reply's status, when a reply came and its status is known. */
  status?: number
  /** Set when the exchange failed: the error reply's status, else the error's class name (`TimeoutError`). */
  errorType?: string
  /** From the exchange's start to its reply or failure, in milliseconds. */
  durationMs: number
}

/** Options of {@link instrumentSdk}. */
export interface InstrumentSdkOptions {
  /**
   * Called as each exchange settles, inside its CLIENT span (so a log line written here carries the
   * span's trace), e.g. to log the failed ones. Must not throw.
   */
  onCall?(call: SettledCall): void
}

/**
 * Turns the sdk's telemetry on for every sdk instance of this process (see the module's
 * description). Calling it again replaces the options.
 * @returns a function that turns it off again
 */
export function instrumentSdk(options: InstrumentSdkOptions = {}): () => void {
  const instrumentation: TransportInstrumentation = {
    call: (call, exchange, statusOf) => traceClientCall(call, exchange, statusOf, options.onCall),
    refresh: traceRefresh,
  }
  setTransportInstrumentation(instrumentation)
  return () => void setTransportInstrumentation(undefined)
}

/** A call measured somewhere else (a browser's, reported to the app's server), for {@link recordReportedCall}. */
export interface ReportedCallDuration {
  /** The service called (`commerce`): `music.service`. */
  service: string
  /** The HTTP method, upper case: `http.request.method`. */
  method: string
  /** The operation's path template (`/api/v1/me/orders`): `url.template`. */
  urlTemplate?: string
  /** The reply's status, when one came. */
  status?: number
  /** The error's class name when no reply came (`TimeoutError`). */
  errorType?: string
  /** How long it took where it was measured, in milliseconds (recorded in seconds). */
  durationMs: number
}

/**
 * Records a call measured elsewhere in the same `http.client.request.duration` histogram as the sdk's
 * own calls, told apart by `music.measured_in` (`browser`): `error.type` is the status of an error
 * reply (≥ 400) or the error class, as for the sdk's own. Check the call first
 * ({@link isServiceOperation}): every attribute becomes a metric label.
 */
export function recordReportedCall(call: ReportedCallDuration, measuredIn: string): void {
  const attributes: Attributes = {
    'http.request.method': call.method,
    'music.service': call.service,
    'music.measured_in': measuredIn,
    ...(call.urlTemplate ? { 'url.template': call.urlTemplate } : {}),
    ...(call.status !== undefined ? { 'http.response.status_code': call.status } : {}),
  }
  const error = call.status !== undefined && call.status >= 400 ? String(call.status) : call.errorType
  if (error !== undefined) attributes['error.type'] = error
  durationHistogram().record(call.durationMs / 1000, attributes)
}

/**
 * Whether `method urlTemplate` is an operation of `service` in its OpenAPI document (`GET`,
 * `/api/v1/me/orders`, `commerce`): the bounded set a reported call's labels must come from.
 */
export function isServiceOperation(service: string, method: string, urlTemplate: string): boolean {
  return Object.hasOwn(serviceOperations, service)
    ? (serviceOperations[service]?.includes(`${method} ${urlTemplate}`) ?? false)
    : false
}
