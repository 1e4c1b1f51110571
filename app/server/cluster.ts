/**
 * The primary of a cluster of site workers (`SITE_WORKERS` > 1; Node's `node:cluster`): it forks the
 * workers, which run `app/server/main.ts` as a single site does and share its port (the primary hands
 * out connections round-robin), so rendering uses every core the workers are given. The primary:
 * - reports ready (a JSON log line; `{kind: 'ready', info: {url}}` to a parent over IPC) once every
 *   worker listens; fails (exit 1) if a worker exits before that;
 * - relays page-cache clears between workers (app/server/cluster-peers.ts);
 * - with `METRICS_PORT`, serves the workers' metrics on that port, each series labelled with its
 *   worker (telemetry/metrics-endpoint.ts, docs/decisions/041);
 * - replaces a worker that dies, up to {@link MAX_RESTARTS} times a minute (then it stops, exit 1);
 * - on SIGTERM or SIGINT (or its parent going away) has every worker drain (SIGTERM) and exits 0 once
 *   all have, or kills them after their grace period plus {@link KILL_AFTER_MS}; a second signal kills
 *   them at once (exit 1).
 */
import cluster, { type Worker } from 'node:cluster'
import { ANNOUNCE_TIMEOUT_MS, type ClearOrder, isPeerMessage, type RelayedReply } from './cluster-peers.ts'
import { logEvent } from './log.ts'
import {
  gatherWorkerMetrics,
  type MetricsListener,
  startMetricsListener,
} from './telemetry/metrics-endpoint.ts'

/** Replacements of dead workers allowed per minute before the primary gives up. */
export const MAX_RESTARTS = 5

/** How long past the workers' own grace period the primary waits before it kills them, in ms. */
export const KILL_AFTER_MS = 3000

/** Options of {@link runPrimary}. */
export interface PrimaryOptions {
  /** Number of workers (≥ 2). */
  workers: number
  /** The workers' drain time on shutdown (`SHUTDOWN_GRACE_MS`), in ms. */
  shutdownGraceMs: number
  /** Where to serve the workers' metrics (`METRICS_PORT`, `METRICS_HOST`); none: no listener. */
  metrics?: { port: number; host: string }
}

/** A relayed clear in progress: the asking worker, its request id and who has yet to clear. */
interface Relay {
  origin: Worker
  requestId: number
  waiting: Set<number>
  timer: ReturnType<typeof setTimeout>
}

/** Runs the cluster's primary (see the module's description); returns once the workers are forked. */
export function runPrimary({ workers, shutdownGraceMs, metrics }: PrimaryOptions): void {
  const ready = new Set<number>()
  let metricsListener: MetricsListener | undefined
  const relays = new Map<number, Relay>()
  const restarts: number[] = []
  let url: string | undefined
  let nextOrder = 1
  let stopping = false
  let announced = false

  /** Starts the metrics listener once (a failure to listen stops the cluster); its URL. */
  const listenForMetrics = async (): Promise<string | undefined> => {
    if (!metrics) return undefined
    try {
      metricsListener ??= await startMetricsListener({ ...metrics, collect: () => gatherWorkerMetrics() })
      return metricsListener.url
    } catch (error) {
      logEvent('error', 'metrics listener failed', {
        port: metrics.port,
        error: error instanceof Error ? error.message : String(error),
      })
      stop('metrics listener failed')
      process.exitCode = 1
      return undefined
    }
  }

  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined)
  const signalAll = (signal: NodeJS.Signals) => {
    for (const worker of live()) worker.process.kill(signal)
  }

  const finishRelay = (orderId: number) => {
    const relay = relays.get(orderId)
    if (!relay) return
    relays.delete(orderId)
    clearTimeout(relay.timer)
    if (relay.origin.isConnected()) {
      relay.origin.send({ kind: 'page-cache-relayed', id: relay.requestId } satisfies RelayedReply)
    }
  }

  const onMessage = (worker: Worker, message: unknown) => {
    if (isPeerMessage(message, 'page-cache-clear')) {
      const orderId = nextOrder++
      const others = live().filter((w) => w.id !== worker.id && w.isConnected())
      relays.set(orderId, {
        origin: worker,
        requestId: message.id,
        waiting: new Set(others.map((w) => w.id)),
        timer: setTimeout(() => finishRelay(orderId), ANNOUNCE_TIMEOUT_MS),
      })
      for (const other of others)
        other.send({
          kind: 'page-cache-clear-order',
          id: orderId,
          deliveries: message.deliveries,
        } satisfies ClearOrder)
      if (others.length === 0) finishRelay(orderId)
    } else if (isPeerMessage(message, 'page-cache-cleared')) {
      const relay = relays.get(message.id)
      relay?.waiting.delete(worker.id)
      if (relay && relay.waiting.size === 0) finishRelay(message.id)
    } else if (isReady(message)) {
      ready.add(worker.id)
      url ??= message.info.url
      if (ready.size === workers && url && !announced) {
        announced = true
        const listening = url
        void listenForMetrics().then((metricsUrl) => {
          logEvent('info', 'listening', { url: listening, workers, metricsUrl })
          process.send?.({ kind: 'ready', info: { url: listening, metricsUrl } })
        })
      }
    }
  }

  const stop = (signal: string) => {
    if (stopping) {
      signalAll('SIGKILL')
      process.exit(1)
    }
    stopping = true
    void metricsListener?.close()
    logEvent('info', 'shutting down', { signal, workers: live().length })
    signalAll('SIGTERM')
    const killer = setTimeout(() => signalAll('SIGKILL'), shutdownGraceMs + KILL_AFTER_MS)
    killer.unref()
    if (live().length === 0) process.exit(0)
  }

  cluster.on('message', onMessage)
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id)
    for (const [orderId, relay] of relays) {
      relay.waiting.delete(worker.id)
      if (relay.waiting.size === 0) finishRelay(orderId)
    }
    if (stopping) {
      // 1 when the primary gave up on its workers (below), else 0.
      if (live().length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    logEvent('error', 'worker exited', { pid: worker.process.pid, code, signal })
    const now = Date.now()
    restarts.push(now)
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift()
    if (url === undefined || restarts.length > MAX_RESTARTS) {
      logEvent('error', url === undefined ? 'a worker failed to start' : 'workers keep dying', {
        restarts: restarts.length,
      })
      stopping = true
      signalAll('SIGTERM')
      process.exitCode = 1
      if (live().length === 0) process.exit(1)
      return
    }
    cluster.fork()
  })
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  // Forked by a parent that waits for it (a benchmark, a browser test): stop when it goes away.
  process.on('disconnect', () => stop('disconnect'))
  for (let i = 0; i < workers; i++) cluster.fork()
}

/** A worker's `{kind: 'ready', info: {url}}` report (app/server/main.ts). */
function isReady(message: unknown): message is { kind: 'ready'; info: { url: string } } {
  const candidate = message as { kind?: unknown; info?: { url?: unknown } } | null
  return candidate?.kind === 'ready' && typeof candidate.info?.url === 'string'
}
