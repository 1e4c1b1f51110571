/**
 * `@music/sdk/trace-context`: W3C Trace Context for the sdk's calls without OpenTelemetry
 * (docs/decisions/041), for a browser tab, where `@opentelemetry/api` and a tracer would cost a page
 * more than it measures. `propagateTraceContext()` sends each HTTP exchange with a web service a
 * `traceparent` (https://www.w3.org/TR/trace-context/#traceparent-header): the trace the app names for
 * it (one per screen, say), a new span id per attempt (a retry after a token refresh is a second one),
 * the sampled flag the app decided. The service's own span then joins that trace. And it reports each
 * settled exchange (service, method, path template, status or error class, duration, trace and span
 * ids) so the app can send them to its server: never the URL, a query string, a header or a body.
 *
 * The service must allow `traceparent` in its CORS preflight (`Access-Control-Allow-Headers`): a
 * browser refuses the call otherwise. No dependency, no module state but the transport's one hook.
 */
import { type ClientCall, setTransportInstrumentation } from '../transport/instrumentation.ts'

export type { ClientCall }

/** The trace an exchange belongs to. */
export interface TraceContext {
  /** 32 lowercase hex digits, not all zero ({@link newTraceId}). */
  traceId: string
  /** The W3C `sampled` flag: whether the caller records this trace (and asks the callee to). */
  sampled: boolean
  /** False: no `traceparent` header is sent (the call is still reported). Default true. */
  propagate?: boolean
}

/** One settled HTTP exchange, as {@link TraceContextOptions.onCall} receives it. */
export interface ReportedCall {
  /** The service called (`commerce`). */
  service: string
  /** The HTTP method, upper case. */
  method: string
  /** The operation's path template (`/api/v1/me/orders`), when the call knows it. */
  urlTemplate?: string
  /** The reply's status code, when a reply came (2xx included). */
  status?: number
  /** The error's class name when no reply came (`TimeoutError`, `NetworkError`, `AbortError`). */
  errorType?: string
  /** From the exchange's start to its reply or failure, in milliseconds. */
  durationMs: number
  /** 0 for a first attempt, 1 for the retry after a token refresh. */
  resendCount: number
  /** The trace of its `traceparent` (sent or not: see {@link TraceContext.propagate}). */
  traceId: string
  /** The span (parent) id of its `traceparent`: the id the service's span names as its parent. */
  spanId: string
  /** The sampled flag of its `traceparent`. */
  sampled: boolean
}

/** Options of {@link propagateTraceContext}. */
export interface TraceContextOptions {
  /**
   * The trace of the exchange about to start (called once per attempt), or undefined for none: no
   * header, no report (e.g. for a service whose CORS does not allow `traceparent`).
   */
  trace(call: Readonly<ClientCall>): TraceContext | undefined
  /** Called once each exchange that had a trace settles. Must not throw. */
  onCall?(call: ReportedCall): void
}

const hex = (bytes: number): string => {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  let text = ''
  for (const value of values) text += value.toString(16).padStart(2, '0')
  return text
}

/** A random trace id: 32 lowercase hex digits, never all zero (W3C Trace Context §3.2.2.3). */
export function newTraceId(): string {
  const id = hex(16)
  return /^0+$/.test(id) ? newTraceId() : id
}

/** A random span (parent) id: 16 lowercase hex digits, never all zero (W3C Trace Context §3.2.2.4). */
export function newSpanId(): string {
  const id = hex(8)
  return /^0+$/.test(id) ? newSpanId() : id
}

/** The `traceparent` header value of version 00: `00-{traceId}-{spanId}-{01 sampled | 00}`. */
export function traceparent(traceId: string, spanId: string, sampled: boolean): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`
}

/** The status of a rejected exchange's error (a catalogue error carries one; 0: no reply). */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status > 0 ? status : undefined
}

/**
 * Turns trace context on for every sdk instance of this module (see the module's description). It
 * replaces `instrumentSdk()` of `@music/sdk/telemetry` where both are called: one hook per process.
 * @returns a function that turns it off again
 */
export function propagateTraceContext(options: TraceContextOptions): () => void {
  setTransportInstrumentation({
    async call(call, exchange, replyStatus) {
      const context = options.trace(call)
      if (!context) return exchange({})
      const spanId = newSpanId()
      const headers: Record<string, string> =
        context.propagate === false
          ? {}
          : { traceparent: traceparent(context.traceId, spanId, context.sampled) }
      const started = performance.now()
      const report = (status: number | undefined, errorType?: string) =>
        options.onCall?.({
          service: call.service,
          method: call.method.toUpperCase(),
          ...(call.urlTemplate ? { urlTemplate: call.urlTemplate } : {}),
          ...(status !== undefined ? { status } : {}),
          ...(status === undefined && errorType !== undefined ? { errorType } : {}),
          durationMs: performance.now() - started,
          resendCount: call.resendCount ?? 0,
          traceId: context.traceId,
          spanId,
          sampled: context.sampled,
        })
      try {
        const result = await exchange(headers)
        report(replyStatus(result))
        return result
      } catch (error) {
        report(statusOf(error), error instanceof Error ? error.name : 'Error')
        throw error
      }
    },
    refresh: (refresh) => refresh(),
  })
  return () => void setTransportInstrumentation(undefined)
}
