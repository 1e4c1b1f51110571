/**
 * The site's metrics in the Prometheus text format (docs/decisions/041) on a listener of their own
 * (`METRICS_PORT`, never the public port): `GET /metrics`.
 *
 * The metrics are OpenTelemetry's (the site's, the sdk's, the Node runtime's), read by
 * `@opentelemetry/exporter-prometheus`'s reader and serializer (cumulative; the OpenTelemetry name
 * with `.` as `_`, its unit on a `# UNIT` line: `http_server_request_duration` in seconds). In a cluster (`SITE_WORKERS` > 1, decision 026) each
 * worker keeps its own and the primary serves the one listener: on each scrape it asks every worker
 * over the cluster's IPC channel and answers their series together, each with a `worker` label (the
 * worker's cluster id), the way Prometheus keeps one series per process; queries sum them
 * (`sum by (http_route) (rate(http_server_request_duration_count[5m]))`). A worker that does
 * not answer within {@link WORKER_COLLECT_TIMEOUT_MS} is left out of that scrape.
 */
import cluster, { type Worker } from 'node:cluster'
import { createServer } from 'node:http'
import type { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus'

/** Where the listener answers. */
export const METRICS_PATH = '/metrics'

/** The Prometheus text format's media type (exposition format 0.0.4). */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

/** How long the primary waits for a worker's metrics on a scrape, in ms. */
export const WORKER_COLLECT_TIMEOUT_MS = 2000

/** The metric reader of one process: pulled on each scrape, never on a timer (loaded on first use). */
export async function createMetricsReader(): Promise<PrometheusExporter> {
  const { PrometheusExporter } = await import('@opentelemetry/exporter-prometheus')
  return new PrometheusExporter({ preventServerStart: true, withoutScopeInfo: true })
}

let serializer: Promise<PrometheusSerializer> | undefined

/** The process's metrics now, in the Prometheus text format. */
export async function metricsText(reader: PrometheusExporter): Promise<string> {
  serializer ??= import('@opentelemetry/exporter-prometheus').then(
    ({ PrometheusSerializer }) => new PrometheusSerializer(undefined, false, undefined, false, true),
  )
  const { resourceMetrics } = await reader.collect()
  return (await serializer).serialize(resourceMetrics)
}

/** A running metrics listener. */
export interface MetricsListener {
  /** Its base URL; the metrics are at `${url}/metrics`. */
  url: string
  close(): Promise<void>
}

/**
 * Listens on `port` of `host` (0: a free port) and answers `GET /metrics` with `collect()`'s text;
 * any other path is 404, any other method 405. A failed collection is 500.
 */
export async function startMetricsListener(options: {
  port: number
  host: string
  collect: () => Promise<string>
}): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname
    if (path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        .end('Method not allowed\n')
      return
    }
    options.collect().then(
      (text) => {
        response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' })
        response.end(request.method === 'HEAD' ? undefined : text)
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    )
  })
  // A cluster worker would share the primary's handle: the listener is always this process's own.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host: options.host, exclusive: true }, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The primary asks a worker for its metrics. */
interface CollectRequest {
  kind: 'metrics-collect'
  id: number
}
/** A worker's metrics, in the Prometheus text format. */
interface CollectReply {
  kind: 'metrics-collected'
  id: number
  text: string
}

function isMessage<K extends string>(value: unknown, kind: K): value is { kind: K; id: number } {
  const candidate = value as { kind?: unknown; id?: unknown } | null
  return candidate?.kind === kind && typeof candidate.id === 'number'
}

/** A cluster worker: answers the primary's {@link gatherWorkerMetrics} with `reader`'s metrics. */
export function answerMetricsRequests(reader: PrometheusExporter): void {
  process.on('message', (message: unknown) => {
    if (!isMessage(message, 'metrics-collect')) return
    const reply = (text: string) =>
      process.send?.({ kind: 'metrics-collected', id: message.id, text } satisfies CollectReply)
    metricsText(reader).then(reply, () => reply(''))
  })
}

let nextCollect = 1

/**
 * The primary: every live worker's metrics, merged by {@link mergeExpositions} with the worker's
 * cluster id as its `worker` label.
 */
export async function gatherWorkerMetrics(timeoutMs = WORKER_COLLECT_TIMEOUT_MS): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true,
  )
  const texts = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<{ worker: string; text: string }>((resolve) => {
          const id = nextCollect++
          const done = (text: string) => {
            clearTimeout(timer)
            worker.off('message', onMessage)
            resolve({ worker: String(worker.id), text })
          }
          const onMessage = (message: unknown) => {
            if (isMessage(message, 'metrics-collected') && message.id === id)
              done((message as CollectReply).text)
          }
          const timer = setTimeout(() => done(''), timeoutMs)
          worker.on('message', onMessage)
          worker.send({ kind: 'metrics-collect', id } satisfies CollectRequest)
        }),
    ),
  )
  return mergeExpositions(texts)
}

/** A sample line with `label="value"` added to its labels (`name{a="b"} 1` or `name 1`). */
function withLabel(sample: string, label: string, value: string): string {
  const pair = `${label}="${value.replace(/["\\\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))}"`
  const brace = sample.indexOf('{')
  const space = sample.indexOf(' ')
  if (brace >= 0 && (space < 0 || brace < space)) {
    const close = sample.indexOf('}', brace)
    const inner = sample.slice(brace + 1, close)
    return `${sample.slice(0, brace + 1)}${inner ? `${inner},` : ''}${pair}${sample.slice(close)}`
  }
  return `${sample.slice(0, space)}{${pair}}${sample.slice(space)}`
}

/**
 * Several processes' expositions as one: each metric family once (its `# HELP`, `# UNIT`, `# TYPE` lines
 * from the first process that has it), with every process's samples, each labelled
 * `worker="<process>"`. Families keep their first appearance's order.
 */
export function mergeExpositions(parts: readonly { worker: string; text: string }[]): string {
  const families = new Map<string, { header: string[]; samples: string[] }>()
  for (const { worker, text } of parts) {
    let current: { header: string[]; samples: string[] } | undefined
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      const meta = /^# (HELP|UNIT|TYPE) (\S+)/.exec(line)
      if (meta) {
        const name = meta[2] as string
        const family = families.get(name) ?? { header: [], samples: [] }
        families.set(name, family)
        if (!family.header.some((kept) => kept.startsWith(`# ${meta[1]} `))) family.header.push(line)
        current = family
        continue
      }
      if (line.startsWith('#')) continue
      current?.samples.push(withLabel(line, 'worker', worker))
    }
  }
  return [...families.values()]
    .map((family) => [...family.header, ...family.samples].join('\n'))
    .join('\n\n')
    .concat('\n')
}
