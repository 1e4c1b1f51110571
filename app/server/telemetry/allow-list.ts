/**
 * What telemetry may carry (docs/decisions/041, issue 36 "No personal data in telemetry"): an
 * allow-list of attribute names, not a deny-list. Every span attribute, span event attribute and
 * metric attribute outside it is dropped before export, whoever set it, so a token, an e-mail
 * address, a name, an order id or a query string can only reach telemetry inside an allowed
 * attribute, and each allowed attribute holds a value from a bounded set (a method, a status, a route
 * or path template, a service name, a class name). Span status messages are dropped too (an error's
 * text may quote what the user sent); `error.type` says what failed.
 */
import type { Attributes } from '@opentelemetry/api'
import type { ExportResult } from '@opentelemetry/core'
import { createAllowListAttributesProcessor, type ViewOptions } from '@opentelemetry/sdk-metrics'
import type { ReadableSpan, SpanExporter, TimedEvent } from '@opentelemetry/sdk-trace'

/** The attribute names telemetry may carry, and what each holds. */
export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([
  // HTTP semantic conventions: a known method or `_OTHER`, a status, templates (never a path).
  'http.request.method',
  'http.response.status_code',
  'http.route',
  'http.request.resend_count',
  'url.scheme',
  'url.template',
  // The configured host and port of a service or the content API (never a client's address).
  'server.address',
  'server.port',
  // A status code or an error class name.
  'error.type',
  // The web service an sdk call reached (`identity`, `content`, …).
  'music.service',
  // The page cache's answer (`HIT`, `MISS`, `BYPASS`).
  'music.page_cache',
  // A server function's name in the source (`refreshSession`).
  'music.server_function',
  // Outcomes from fixed lists (sdk token refresh; the site's session refresh and who asked for it).
  'music.token_refresh.outcome',
  'music.session.outcome',
  'music.session.caller',
  // Where a call was measured, when not by this process (`browser`: reported by a beacon).
  'music.measured_in',
  // The Node runtime's metrics (instrumentation-runtime-node): fixed names.
  'nodejs.eventloop.state',
  'v8js.gc.type',
  'v8js.heap.space.name',
  'v8js.resource.type',
  // An exception event's class name (never its message or stack).
  'exception.type',
])

/** `attributes` without the names {@link ALLOWED_ATTRIBUTES} lacks. */
export function allowedAttributes(attributes: Attributes): Attributes {
  const kept: Attributes = {}
  for (const [name, value] of Object.entries(attributes)) {
    if (ALLOWED_ATTRIBUTES.has(name)) kept[name] = value
  }
  return kept
}

/** `span` as exported: allowed attributes only (its events' too), no status message. */
function allowedSpan(span: ReadableSpan): ReadableSpan {
  const events: TimedEvent[] = span.events.map((event) => ({
    ...event,
    attributes: event.attributes ? allowedAttributes(event.attributes) : undefined,
  }))
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes: allowedAttributes(span.attributes),
    links: span.links.map((link) => ({ ...link, attributes: allowedAttributes(link.attributes ?? {}) })),
    events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  }
}

/** A {@link SpanExporter} that hands `exporter` only what the allow-list lets through. */
export class AllowListSpanExporter implements SpanExporter {
  readonly #exporter: SpanExporter
  constructor(exporter: SpanExporter) {
    this.#exporter = exporter
  }
  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    this.#exporter.export(spans.map(allowedSpan), resultCallback)
  }
  shutdown(): Promise<void> {
    return this.#exporter.shutdown()
  }
  forceFlush(): Promise<void> {
    return this.#exporter.forceFlush?.() ?? Promise.resolve()
  }
}

/** The metric view that applies the allow-list to every instrument's attributes. */
export const allowListView: ViewOptions = {
  instrumentName: '*',
  attributesProcessors: [createAllowListAttributesProcessor([...ALLOWED_ATTRIBUTES])],
}
