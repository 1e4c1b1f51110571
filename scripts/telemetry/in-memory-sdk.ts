/**
 * An OpenTelemetry SDK that keeps what it records in memory, registered globally as an app's would
 * be (AsyncLocalStorage context, W3C trace-context propagation, a tracer and a meter provider), for
 * unit tests of code that emits telemetry through `@opentelemetry/api` (the sdk's transport and
 * content client, the site's server). Test-only: nothing the package or the site ships imports it.
 */
import { context, metrics, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  type MetricData,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics'
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace'

/** What {@link registerInMemorySdk} recorded, and how to take it down. */
export interface InMemorySdk {
  /** Spans ended so far. */
  spans(): ReadableSpan[]
  /** Forgets the spans ended so far. */
  resetSpans(): void
  /** Collects the metrics now: every instrument's cumulative data, by name. */
  metric(name: string): Promise<MetricData | undefined>
  /** Unregisters everything (the API's no-ops again). */
  unregister(): void
}

/**
 * Registers the in-memory SDK globally; call `unregister()` when the tests are done.
 * @param spanProcessors processors to run before the one that keeps the spans (the site's own, otel.ts)
 */
export function registerInMemorySdk(spanProcessors: SpanProcessor[] = []): InMemorySdk {
  const spans = new InMemorySpanExporter()
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE)
  // Exports only when asked (forceFlush), never on a timer.
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 2 ** 31 - 1 })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(
    new TracerProvider({ spanProcessors: [...spanProcessors, new SimpleSpanProcessor({ exporter: spans })] }),
  )
  const meterProvider = new MeterProvider({ readers: [reader] })
  metrics.setGlobalMeterProvider(meterProvider)
  return {
    spans: () => spans.getFinishedSpans(),
    resetSpans: () => spans.reset(),
    async metric(name) {
      await reader.forceFlush()
      return exporter
        .getMetrics()
        .at(-1)
        ?.scopeMetrics.flatMap((scope) => scope.metrics)
        .find((metric) => metric.descriptor.name === name)
    },
    unregister() {
      trace.disable()
      propagation.disable()
      context.disable()
      metrics.disable()
      void meterProvider.shutdown()
    },
  }
}
