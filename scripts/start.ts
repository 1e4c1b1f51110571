/**
 * `npm start` (after `npm run build`): serves the built site with every sandbox service on loopback
 * and prints their URLs (docs/architecture.md "Data flow" 4).
 *
 * Ports come from the environment: `PORT` (site, default 3000), `CONTENT_PORT` (content service and
 * image CDN, default 4000), `SERVICES_PORT` (fake web services, default 4100; access-token lifetime
 * `SANDBOX_ACCESS_TOKEN_TTL_SECONDS`, default 600; `SANDBOX_ALLOWED_ORIGINS`, comma-separated origins
 * besides the site's that may call the services from a browser and receive sign-ins: another app's dev
 * server off loopback; loopback origins are allowed for the dev app id anyway). Each service's URL is handed to the site through
 * the same environment variables that point it at real services in production, so switching is
 * configuration only. The content service serves every `<dataset>.ndjson` of its datasets directory
 * (`CONTENT_DATASETS_DIR`, default the seed's; `npm run content:import` fills one from a Sanity
 * export) under the project id `SANITY_PROJECT_ID` (default `musicweb`), the one the site builds
 * image URLs with. The site gets the sandbox's application secret (`APP_SECRET`) when it talks to the
 * sandbox, so sign-up works out of the box.
 * Exits non-zero when a service cannot start (e.g. a port in use); SIGINT/SIGTERM close everything.
 */
import { join } from 'node:path'
import { startSite } from '../app/server/serve.ts'
import { datasetFromEnv, datasetsDirFromEnv, projectIdFromEnv } from './sandbox/content/environment.ts'
import { startContentService } from './sandbox/content/server.ts'
import { accessTokenTtlFromEnv, originsFromEnv, port } from './sandbox/services/environment.ts'
import { loadSdk } from './sandbox/services/load-sdk.ts'
import { startServiceSandbox } from './sandbox/services/server.ts'

// `localhost` (not 127.0.0.1): the preview cookie is per host name, and the site and the content
// service must share it (cookies ignore ports).
const host = process.env.HOST ?? 'localhost'
const started = performance.now()
// `CONTENT_DATASETS_DIR`: another datasets directory (same layout: `<dataset>.ndjson`, `images/`,
// `files/`), e.g. a copy the browser tests may edit without touching the committed seed.
const datasetsDir = datasetsDirFromEnv()
const projectId = projectIdFromEnv()
const sitePort = port('PORT', 3000)
const siteOrigin = process.env.SITE_ORIGIN ?? `http://${host}:${sitePort}`

const content = await startContentService({
  host,
  port: port('CONTENT_PORT', 4000),
  datasetsDir,
  imagesDir: join(datasetsDir, 'images'),
  projectId,
  // The site's live preview calls the content service from the browser, with credentials.
  allowedOrigins: process.env.CONTENT_ALLOWED_ORIGINS
    ? undefined
    : [...new Set([siteOrigin, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`])],
})
process.env.CONTENT_API_HOST ??= content.url

const services = await startServiceSandbox({
  host,
  port: port('SERVICES_PORT', 4100),
  siteOrigin,
  allowedOrigins: originsFromEnv('SANDBOX_ALLOWED_ORIGINS'),
  accessTokenTtlSeconds: accessTokenTtlFromEnv(),
})
const { DEMO_USERS, SANDBOX_APP_SECRET } = (await loadSdk()).mocks
if (!process.env.SERVICES_BASE_URL) {
  process.env.SERVICES_BASE_URL = services.url
  // The sandbox's identity service knows the site by this secret (sign-up, partner-promotion codes);
  // real services get theirs from the deployment's APP_SECRET.
  process.env.APP_SECRET ??= SANDBOX_APP_SECRET
}

const site = await startSite({ host, port: sitePort })

const elapsed = Math.round(performance.now() - started)
const datasets = content.datasets()
if (!datasets.includes(datasetFromEnv())) {
  console.warn(`Warning: the site reads dataset "${datasetFromEnv()}", which ${datasetsDir} does not have`)
}
console.log(
  [
    `Site             ${site.url}`,
    `Content service  ${content.url}  (Sanity-compatible API, project "${projectId}", ${datasets.length === 1 ? 'dataset' : 'datasets'} ${datasets.map((d) => `"${d}"`).join(', ') || 'none'} from ${datasetsDir}; images at ${content.url}/images/)`,
    `Web services     ${services.url}/<service>  (stateful fakes; operations without one answer generated data)`,
    `  Sent e-mails    ${services.url}/__sandbox/outbox`,
    `  Sign in as      ${DEMO_USERS.map((u) => `${u.email_address} / ${u.password} (${u.about})`).join('\n                  ')}`,
    `Ready in ${elapsed} ms. Press Ctrl+C to stop.`,
  ].join('\n'),
)

let closing = false
const shutdown = async (signal: string) => {
  if (closing) return
  closing = true
  console.log(`\n${signal}: closing`)
  await Promise.allSettled([site.close(), content.close(), services.close()])
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
