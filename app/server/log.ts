/**
 * The site server's logs: one JSON object per line on stdout (what log collectors read), with a time,
 * a level and a message, plus the fields the caller names. Callers pass only fields that are safe to
 * keep: a path without its query string, never a header, cookie, token or secret (docs/decisions/019).
 * A line written while a request's span is active carries its `trace_id` and `span_id` (the names
 * OpenTelemetry gives them outside OTLP), so a log line leads to its trace and back (docs/decisions/041).
 * Plain TypeScript, so `app/server/` runs it natively as well as inside the SSR bundle.
 */
import { isSpanContextValid, trace } from '@opentelemetry/api'

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

/** Writes `{"time","level","msg",…fields,"trace_id","span_id"}` as one line (the ids inside a span). */
export function logEvent(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const span = trace.getActiveSpan()?.spanContext()
  const ids = span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {}
  sink(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields, ...ids }))
}
