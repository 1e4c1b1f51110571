/**
 * Starts OpenTelemetry in a server process (docs/decisions/041): the Node SDK (`@opentelemetry/sdk-node`)
 * configured by the standard `OTEL_*` environment variables, with this repository's two additions:
 * - **Off unless asked for.** Traces are exported only when an exporter is configured:
 *   `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` set, or `OTEL_TRACES_EXPORTER`
 *   naming one (`otlp`, `console`); `OTEL_TRACES_EXPORTER=none` or `OTEL_SDK_DISABLED=true` turns them
 *   off. Metrics are collected only when the caller passes a reader (the site with `METRICS_PORT`).
 *   With neither, nothing is registered and `@opentelemetry/api` stays a no-op.
 * - **The allow-list** (allow-list.ts) between the spans and the exporter, and on every metric.
 * - **Spans that wait for their children** (pending-work.ts): a route loader's span ends once the
 *   calls it started have.
 * OTLP goes over HTTP: `http/protobuf` (the default) or `http/json`
 * (`OTEL_EXPORTER_OTLP[_TRACES]_PROTOCOL`); the exporter reads its endpoint, headers and timeout from
 * the environment, the batch processor its `OTEL_BSP_*` (read here, as the SDK would), the sampler `OTEL_TRACES_SAMPLER[_ARG]`, the
 * propagators `OTEL_PROPAGATORS` (W3C trace context and baggage by default), the resource
 * `OTEL_SERVICE_NAME` and `OTEL_RESOURCE_ATTRIBUTES`. No instrumentation patches modules: the spans
 * are the site's own (request-telemetry.ts, the SSR bundle's, the sdk's). The SDK's packages are
 * loaded only when telemetry is on (they take seconds to load on a busy machine).
 */
import { type ProxyTracerProvider, trace } from '@opentelemetry/api'
import type { MetricReader } from '@opentelemetry/sdk-metrics'
import type { SpanExporter } from '@opentelemetry/sdk-trace'

/** Options of {@link startTelemetry}. */
export interface TelemetryOptions {
  /** `service.name` when `OTEL_SERVICE_NAME` is unset (`music-site`, `content-service`, `services-sandbox`). */
  serviceName: string
  /** The metric reader (the site's Prometheus reader, metrics-endpoint.ts); none: no metrics. */
  metricReader?: MetricReader
  /** The environment; default `process.env`. */
  env?: Record<string, string | undefined>
}

/** What {@link startTelemetry} started. */
export interface Telemetry {
  /** Whether spans are exported. */
  traces: boolean
  /** Whether metrics are collected. */
  metrics: boolean
  /** Exports the spans still pending (before the process stops); the SDK keeps running. */
  flush(): Promise<void>
}

/** Raised for an `OTEL_*` value this site cannot honour, at start-up rather than silently. */
export class TelemetryConfigError extends Error {
  override name = 'TelemetryConfigError'
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** Whether `env` asks for traces to be exported (see the module's description). */
export function tracesConfigured(env: Record<string, string | undefined>): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false
  const exporters = list(env.OTEL_TRACES_EXPORTER)
  if (exporters.includes('none')) return false
  if (exporters.length > 0) return true
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim())
}

/**
 * The span exporter `env` names (`OTEL_TRACES_EXPORTER`, default `otlp`; its protocol).
 * @throws TelemetryConfigError for more than one exporter, an unknown one, or the `grpc` protocol
 */
export async function traceExporterFromEnv(env: Record<string, string | undefined>): Promise<SpanExporter> {
  const exporters = list(env.OTEL_TRACES_EXPORTER)
  if (exporters.length > 1) {
    throw new TelemetryConfigError(
      `OTEL_TRACES_EXPORTER names one exporter here, got ${JSON.stringify(env.OTEL_TRACES_EXPORTER)}`,
    )
  }
  const name = exporters[0] ?? 'otlp'
  if (name === 'console') return new (await import('@opentelemetry/sdk-trace')).ConsoleSpanExporter()
  if (name !== 'otlp') {
    throw new TelemetryConfigError(
      `OTEL_TRACES_EXPORTER must be otlp, console or none, got ${JSON.stringify(name)}`,
    )
  }
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
    env.OTEL_EXPORTER_OTLP_PROTOCOL ??
    'http/protobuf'
  ).trim()
  if (protocol === 'http/json')
    return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
  if (protocol === 'http/protobuf') {
    return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter()
  }
  throw new TelemetryConfigError(
    `OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf or http/json (OTLP over HTTP), got ${JSON.stringify(protocol)}`,
  )
}

/**
 * Starts the Node SDK as `env` and `options` say (see the module's description); `undefined` when
 * neither traces nor metrics are asked for (nothing registered, nothing loaded).
 * @throws TelemetryConfigError for an `OTEL_*` value it cannot honour
 */
export async function startTelemetry(options: TelemetryOptions): Promise<Telemetry | undefined> {
  const env = options.env ?? process.env
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true'
  const traces = tracesConfigured(env)
  const metrics = options.metricReader !== undefined && !disabled
  if (!traces && !metrics) return undefined
  const [
    { NodeSDK },
    { RuntimeNodeInstrumentation },
    { AllowListSpanExporter, allowListView },
    { BatchSpanProcessor },
    { pendingWorkProcessor },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-runtime-node'),
    import('./allow-list.ts'),
    import('@opentelemetry/sdk-trace'),
    import('./pending-work.ts'),
  ])
  // The batching of the SDK's own default (`OTEL_BSP_*`), after the processor that lets a loader's
  // span last as long as the calls it started (pending-work.ts).
  const batchNumber = (name: string) => {
    const value = Number(env[name])
    return env[name]?.trim() && Number.isFinite(value) && value >= 0 ? value : undefined
  }
  const spanProcessors = traces
    ? [
        pendingWorkProcessor,
        new BatchSpanProcessor({
          exporter: new AllowListSpanExporter(await traceExporterFromEnv(env)),
          maxQueueSize: batchNumber('OTEL_BSP_MAX_QUEUE_SIZE'),
          scheduledDelayMillis: batchNumber('OTEL_BSP_SCHEDULE_DELAY'),
          exportTimeoutMillis: batchNumber('OTEL_BSP_EXPORT_TIMEOUT'),
          maxExportBatchSize: batchNumber('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
        }),
      ]
    : []
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME wins (the SDK's `serviceName` would override it).
    ...(env.OTEL_SERVICE_NAME?.trim() ? {} : { serviceName: options.serviceName }),
    spanProcessors,
    metricReaders: metrics && options.metricReader ? [options.metricReader] : [],
    views: [allowListView],
    // Logs are JSON lines on stdout (app/server/log.ts), joined to traces by their ids.
    logRecordProcessors: [],
    // Saturation: event-loop delay and utilisation, heap, GC (perf_hooks; nothing is patched).
    instrumentations: metrics ? [new RuntimeNodeInstrumentation()] : [],
  })
  sdk.start()
  return {
    traces,
    metrics,
    async flush() {
      const provider = trace.getTracerProvider() as ProxyTracerProvider
      await (provider.getDelegate() as { forceFlush?: () => Promise<void> }).forceFlush?.()
    },
  }
}
