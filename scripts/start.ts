/**
 * `npm start` (after `npm run build`): serves the built site with every sandbox service on loopback
 * and prints their URLs (docs/architecture.md "Data flow" 4).
 *
 * Each sandbox service runs in a process of its own (scripts/sandbox/content/main.ts,
 * scripts/sandbox/services/main.ts, running `@music/sdk/sandbox`; docs/decisions/019), so no content query, image transform or
 * fake service can stall the site, which runs in this process.
 *
 * Ports come from the environment: `PORT` (site, default 3000), `CONTENT_PORT` (content service and
 * image CDN, default 4000), `SERVICES_PORT` (fake web services, default 4100; access-token lifetime
 * `SANDBOX_ACCESS_TOKEN_TTL_SECONDS`, default 600; `SANDBOX_ALLOWED_ORIGINS`, the comma-separated exact
 * origins of the dev app id `music-dev`, another app's dev server, which may call the services from a
 * browser and receive its sign-ins besides the site; default Vite's dev and preview origins; docs/decisions/035).
 * Each service's URL is handed to the site through
 * the same environment variables that point it at real services in production, so switching is
 * configuration only. The content service serves every `<dataset>.ndjson` of its datasets directory
 * (`CONTENT_DATASETS_DIR`, default `.sandbox/datasets`, a gitignored working copy of the seed made on
 * first start, `npm run content:reset` makes it the seed again; `npm run content:import` fills one
 * from a Sanity export) under the project id `SANITY_PROJECT_ID` (default `musicweb`), the one the site builds
 * image URLs with. The site gets the sandbox's application secret (`APP_SECRET`) when it talks to the
 * sandbox, so sign-up works out of the box.
 * A service whose process dies is started again on its port (at once up to 5 times a minute, then after
 * waits that double up to 30 s; never left down), logged as JSON lines, and `/readyz` answers 503 with
 * what it is doing meanwhile (docs/decisions/031, 038).
 * Exits non-zero when a service cannot start (e.g. a port in use). SIGINT/SIGTERM stop everything
 * within a few seconds: the site and the content service drain for up to 2 s (requests in flight get
 * their replies), each service gets SIGTERM and, 3 s later, SIGKILL.
 */

import { logEvent } from '../app/server/log.ts'
import { startSite } from '../app/server/serve.ts'
import { type SupervisedChild, superviseChild } from './sandbox/child-process.ts'
import {
  datasetFromEnv,
  datasetsDirFromEnv,
  prepareDatasetsDir,
  projectIdFromEnv,
} from './sandbox/content/environment.ts'
import type { ContentServiceInfo } from './sandbox/content/main.ts'
import { loadSandboxEntry } from './sandbox/services/load-sdk.ts'
import type { ServicesInfo } from './sandbox/services/main.ts'

// `localhost` (not 127.0.0.1): the preview cookie is per host name, and the site and the content
// service must share it (cookies ignore ports).
const host = process.env.HOST ?? 'localhost'
const started = performance.now()
const { devOriginLine, port } = await loadSandboxEntry()
// `CONTENT_DATASETS_DIR`: another datasets directory (same layout: `<dataset>.ndjson`, `images/`,
// `files/`), e.g. a copy the browser tests may edit; by default the working copy of the seed
// (`.sandbox/datasets`, made on first start), so writes never change the committed seed.
let datasetsDir = datasetsDirFromEnv()
const projectId = projectIdFromEnv()
const sitePort = port('PORT', 3000)
const siteOrigin = process.env.SITE_ORIGIN ?? `http://${host}:${sitePort}`

const children: SupervisedChild<{ url: string }>[] = []
let closing = false
const shutdown = async (signal: string, code = 0) => {
  if (closing) return
  closing = true
  if (signal) console.log(`\n${signal}: closing`)
  await Promise.allSettled([site?.close(), ...children.map((child) => child.stop(3000))])
  process.exit(code)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

let site: Awaited<ReturnType<typeof startSite>> | undefined
try {
  const prepared = await prepareDatasetsDir()
  datasetsDir = prepared.dir
  if (prepared.notice) console.warn(`Warning: ${prepared.notice}`)
  // A child that dies is started again on the port it had (backing off when it keeps dying, never
  // given up), and the site's /readyz says so meanwhile (docs/decisions/031, 038).
  const samePort = (variable: string) => (info: { url: string }) => ({ [variable]: new URL(info.url).port })
  const [content, services] = await Promise.all([
    superviseChild<ContentServiceInfo>(
      new URL('./sandbox/content/main.ts', import.meta.url),
      {
        HOST: host,
        // Its own name in traces, whatever the site's OTEL_SERVICE_NAME (docs/decisions/041).
        OTEL_SERVICE_NAME: 'content-service',
        CONTENT_DATASETS_DIR: datasetsDir,
        CONTENT_PORT: String(port('CONTENT_PORT', 4000)),
        // As the site's drain below, and within the 3 s before SIGKILL (its default is 10 s).
        CONTENT_DRAIN_MS: process.env.CONTENT_DRAIN_MS ?? '2000',
        // The site's live preview calls the content service from the browser, with credentials;
        // `CONTENT_ALLOWED_ORIGINS` adds other apps' dev origins to the site's.
        CONTENT_ALLOWED_ORIGINS: [
          ...new Set([
            siteOrigin,
            `http://localhost:${sitePort}`,
            `http://127.0.0.1:${sitePort}`,
            ...(process.env.CONTENT_ALLOWED_ORIGINS ?? '')
              .split(',')
              .map((origin) => origin.trim())
              .filter(Boolean),
          ]),
        ].join(','),
      },
      { name: 'content', restartEnv: samePort('CONTENT_PORT'), log: logEvent },
    ),
    superviseChild<ServicesInfo>(
      new URL('./sandbox/services/main.ts', import.meta.url),
      {
        HOST: host,
        SERVICES_PORT: String(port('SERVICES_PORT', 4100)),
        SITE_ORIGIN: siteOrigin,
        OTEL_SERVICE_NAME: 'services-sandbox',
      },
      { name: 'services', restartEnv: samePort('SERVICES_PORT'), log: logEvent },
    ),
  ])
  children.push(content, services)
  process.env.CONTENT_API_HOST ??= content.info.url
  if (!process.env.SERVICES_BASE_URL) {
    process.env.SERVICES_BASE_URL = services.info.url
    // The sandbox's identity service knows the site by this secret (sign-up, partner-promotion codes);
    // real services get theirs from the deployment's APP_SECRET.
    process.env.APP_SECRET ??= services.info.appSecret
  }
  // A short drain: `npm start` is stopped by a developer or a test runner, not a load balancer.
  const unready = () => {
    const notUp = children.filter((child) => child.state !== 'up')
    return notUp.length === 0
      ? undefined
      : notUp
          .map(
            (child) => `${child === content ? 'content' : 'services'} sandbox ${child.detail ?? child.state}`,
          )
          .join(', ')
  }
  site = await startSite({ host, port: sitePort, shutdownGraceMs: 2000, unready })

  const elapsed = Math.round(performance.now() - started)
  const datasets = content.info.datasets
  if (!datasets.includes(datasetFromEnv())) {
    console.warn(`Warning: the site reads dataset "${datasetFromEnv()}", which ${datasetsDir} does not have`)
  }
  console.log(
    [
      `Site             ${site.url}`,
      `Content service  ${content.info.url}  (Sanity-compatible API, project "${projectId}", ${datasets.length === 1 ? 'dataset' : 'datasets'} ${datasets.map((d) => `"${d}"`).join(', ') || 'none'} from ${datasetsDir}; images at ${content.info.url}/images/)`,
      `Web services     ${services.info.url}/<service>  (stateful fakes; operations without one answer generated data)`,
      `  Sent e-mails    ${services.info.url}/__sandbox/outbox`,
      `  Dev app         id music-dev, origins ${devOriginLine(services.info.devOrigins)}`,
      `  Sign in as      ${services.info.demoUsers.join('\n                  ')}`,
      `Metrics          ${site.metricsUrl ? `${site.metricsUrl}/metrics  (Prometheus)` : 'off (METRICS_PORT unset)'}`,
      `Traces           ${site.traces ? `exported, ${traceExport()}` : 'off (no OTEL_* exporter set)'}`,
      `Ready in ${elapsed} ms. Press Ctrl+C to stop.`,
    ].join('\n'),
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown('', 1)
}

/** Where spans go, for the banner: the OTLP endpoint's origin (never its path, user or headers), or the console. */
function traceExport(): string {
  const { OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_ENDPOINT } =
    process.env
  if (OTEL_TRACES_EXPORTER?.trim() === 'console') return 'to the console'
  const endpoint = OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  try {
    return endpoint ? `OTLP to ${new URL(endpoint).origin}` : 'OTLP to the SDK default endpoint'
  } catch {
    return 'OTLP'
  }
}
