/**
 * An in-process OTLP/HTTP receiver for the telemetry browser tests (docs/decisions/041): what an
 * OpenTelemetry Collector would receive from the site and the sandbox services, which a test points
 * at it with `OTEL_EXPORTER_OTLP_ENDPOINT` and `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`. It keeps every
 * byte it was sent (for the personal-data search) and the spans, flattened.
 */
import { createServer } from 'node:http'

/** One exported span, as the receiver flattens it. */
export interface ReceivedSpan {
  /** The exporting process's `service.name` (`music-site`, `content-service`, `services-sandbox`). */
  service: string
  traceId: string
  spanId: string
  /** Empty for a root span. */
  parentSpanId: string
  name: string
  /** OTLP's span kind: 1 internal, 2 server, 3 client. */
  kind: number
  attributes: Record<string, string | number | boolean>
  /**
   * From start to end, in ns: exact within a span (a monotonic clock), where its start and end times
   * may each be off by a millisecond against another span's (each span anchors its own clock).
   */
  durationNs: bigint
}

/** A running receiver. */
export interface OtlpReceiver {
  /** Its base URL: the `OTEL_EXPORTER_OTLP_ENDPOINT` of the processes that export to it. */
  url: string
  /** Every request body received, as text. */
  bodies(): string[]
  /** Every span received so far. */
  spans(): ReceivedSpan[]
  close(): Promise<void>
}

interface OtlpValue {
  stringValue?: string
  intValue?: string | number
  doubleValue?: number
  boolValue?: boolean
}
interface OtlpAttribute {
  key: string
  value: OtlpValue
}

const attributeValue = (value: OtlpValue): string | number | boolean =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.doubleValue ??
  value.boolValue ??
  ''

const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, attributeValue(value)]))

/** Starts a receiver on a free port of 127.0.0.1 (`POST /v1/traces`, `/v1/metrics`, `/v1/logs`: 200). */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = []
  const spans: ReceivedSpan[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    bodies.push(text)
    if (request.url === '/v1/traces') {
      const payload = JSON.parse(text) as {
        resourceSpans?: {
          resource?: { attributes?: OtlpAttribute[] }
          scopeSpans?: {
            spans?: {
              traceId: string
              spanId: string
              parentSpanId?: string
              name: string
              kind: number
              attributes?: OtlpAttribute[]
              startTimeUnixNano: string
              endTimeUnixNano: string
            }[]
          }[]
        }[]
      }
      for (const resourceSpans of payload.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '')
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              durationNs: BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano),
            })
          }
        }
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    bodies: () => [...bodies],
    spans: () => [...spans],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
