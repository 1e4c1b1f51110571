/**
 * The site server's logs: one JSON object per line on stdout (what log collectors read), with a time,
 * a level and a message, plus the fields the caller names. Callers pass only fields that are safe to
 * keep: a path without its query string, never a header, cookie, token or secret (docs/decisions/019).
 * A line written while a request's span is active carries its `trace_id` and `span_id` (the names
 * OpenTelemetry gives them outside OTLP) and `trace_sampled` (the W3C sampled flag: whether the trace
 * was kept and exported, or dropped by the head sampler, `OTEL_TRACES_SAMPLER`), so a log line leads
 * to its trace and back (docs/decisions/041); a line about a browser's trace names that one
 * ({@link logTraceEvent}). A failed or timed-out service call has a line of its own ({@link logServiceCall}).
 * Plain TypeScript, so `app/server/` runs it natively as well as inside the SSR bundle.
 */
import { isSpanContextValid, TraceFlags, trace } from '@opentelemetry/api'

/** Severity of a log line. */
export type LogLevel = 'info' | 'warn' | 'error'

/** Writes one finished log line (no newline). */
export type LogSink = (line: string) => void

/** The fields of a log line besides time, level and message. */
export type LogFields = Record<string, string | number | boolean | null | undefined>

let sink: LogSink = (line) => {
  process.stdout.write(`${line}\n`)
}

/** Sends this module's log lines to `next` (tests); returns the sink it replaces. */
export function setLogSink(next: LogSink): LogSink {
  const previous = sink
  sink = next
  return previous
}

/**
 * Writes `{"time","level","msg",…fields,"trace_id","span_id","trace_sampled"}` as one line (the trace
 * fields inside a span).
 */
export function logEvent(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const span = trace.getActiveSpan()?.spanContext()
  const ids =
    span && isSpanContextValid(span)
      ? {
          trace_id: span.traceId,
          span_id: span.spanId,
          trace_sampled: (span.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED,
        }
      : {}
  sink(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields, ...ids }))
}

/** The trace a line is about when it is not the active span's (a browser's screen). */
export interface TraceFields {
  trace_id: string
  trace_sampled: boolean
}

/** Writes a line about the trace `fields` names (no span id: the browser's spans are not exported). */
export function logTraceEvent(level: LogLevel, msg: string, fields: LogFields & TraceFields): void {
  sink(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }))
}

/** A service call (or content query) that failed, for {@link logServiceCall}. */
export interface FailedCall {
  service: string
  method: string
  /** The operation's path template (never the path: it may hold ids). */
  urlTemplate?: string
  /** The error reply's status, when one came. */
  status?: number
  /** The status of an error reply, else the error class (`TimeoutError`, `NetworkError`). */
  errorType?: string
  durationMs: number
  /** `browser` for a call a browser reported; absent for the server's own. */
  measuredIn?: string
  /**
   * The route template of the screen a browser made it for. A server's own call has none (its loaders
   * run before the route is named): its trace id joins it to the request's line, which has the route.
   */
  route?: string
}

/**
 * Writes the `service call failed` warning of a failed or timed-out call: service, method, path
 * template, status or error type, ms, the screen's route (a browser's call), and its trace (the active
 * span's, or `trace`).
 * Nothing else: no URL, query, header or body.
 */
export function logServiceCall(call: FailedCall, trace?: TraceFields): void {
  const fields: LogFields = {
    service: call.service,
    method: call.method,
    url_template: call.urlTemplate,
    status: call.status,
    error_type: call.errorType ?? (call.status !== undefined ? String(call.status) : undefined),
    ms: Math.round(call.durationMs * 10) / 10,
    measured_in: call.measuredIn,
    route: call.route,
  }
  if (trace) logTraceEvent('warn', 'service call failed', { ...fields, ...trace })
  else logEvent('warn', 'service call failed', fields)
}
