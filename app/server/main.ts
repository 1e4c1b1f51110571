/**
 * The production entry of the site (`node app/server/main.ts`, the Dockerfile's command): the built
 * site on `PORT` (default 3000) of `HOST` (default `0.0.0.0`), configured by the environment
 * (README "Configuration"). With `SITE_WORKERS` above 1 this process is the primary of that many
 * workers, each running this file as a single site (app/server/cluster.ts). SIGTERM and SIGINT drain
 * it (requests in flight finish, up to `SHUTDOWN_GRACE_MS`, default 10000) and exit 0; a second
 * signal exits at once. Forked with an IPC channel, it reports `{kind: 'ready', info: {url, metricsUrl}}`
 * once listening (scripts/sandbox/child-process.ts; `metricsUrl` with `METRICS_PORT`, docs/decisions/041).
 */
import cluster from 'node:cluster'
import { loadServerConfig } from '../src/config/server-config.ts'
import { runPrimary } from './cluster.ts'
import { logEvent } from './log.ts'
import { DEFAULT_SHUTDOWN_GRACE_MS, startSite } from './serve.ts'

const grace = Number(process.env.SHUTDOWN_GRACE_MS)
const shutdownGraceMs = grace >= 0 ? grace : DEFAULT_SHUTDOWN_GRACE_MS
const { siteWorkers, metricsPort, metricsHost } = loadServerConfig(process.env)

if (cluster.isPrimary && siteWorkers > 1) {
  runPrimary({
    workers: siteWorkers,
    shutdownGraceMs,
    metrics: metricsPort === undefined ? undefined : { port: metricsPort, host: metricsHost },
  })
} else {
  const site = await startSite({
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '0.0.0.0',
    shutdownGraceMs,
  })
  logEvent('info', 'listening', { url: site.url, metricsUrl: site.metricsUrl })
  // Forked by a parent that waits for it (the browser tests' extra sites, a cluster's primary).
  process.send?.({ kind: 'ready', info: { url: site.url, metricsUrl: site.metricsUrl } })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) process.exit(1)
    closing = true
    logEvent('info', 'shutting down', { signal })
    void site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  if (cluster.isWorker) {
    // The primary orders the shutdown (a terminal's Ctrl-C reaches every process of the group), and
    // a worker whose primary is gone stops.
    process.on('SIGINT', () => {})
    process.on('disconnect', () => shutdown('disconnect'))
  } else {
    process.on('SIGINT', () => shutdown('SIGINT'))
  }
}
