/**
 * `npm run sandbox`: only the services sandbox (the stateful fakes of every web service, over HTTP),
 * for another app in development: no site build, ready in about a second. `SERVICES_PORT` (default
 * 4100), `HOST` (default localhost), `SANDBOX_ALLOWED_ORIGINS` (the dev app id's exact origins,
 * comma-separated: where its sign-ins return and which origins may call the services from a browser;
 * default Vite's dev and preview origins; docs/decisions/035),
 * `SANDBOX_ACCESS_TOKEN_TTL_SECONDS` (default 600), `SANDBOX_TEST_CONTROL` (`1`: the test-only control
 * endpoints and faults answer, for another app's tests). Prints the app id and secret and the demo users.
 * Exits non-zero when it cannot start; SIGINT/SIGTERM stop it.
 */
import {
  accessTokenTtlFromEnv,
  devOriginsFromEnv,
  port,
  testControlFromEnv,
} from './sandbox/services/environment.ts'
import { demoUserLines, devOriginLine, loadSdk } from './sandbox/services/load-sdk.ts'
import { startServiceSandbox } from './sandbox/services/server.ts'

const started = performance.now()
const host = process.env.HOST ?? 'localhost'
const services = await startServiceSandbox({
  host,
  port: port('SERVICES_PORT', 4100),
  devOrigins: devOriginsFromEnv(),
  accessTokenTtlSeconds: accessTokenTtlFromEnv(),
  testControl: testControlFromEnv(),
})
const { DEMO_USERS, SANDBOX_DEV_APP_ID, SANDBOX_DEV_APP_SECRET } = (await loadSdk()).mocks
console.log(
  [
    `Web services     ${services.url}/<service>  (sandboxServiceBaseUrls('${services.url}'))`,
    `  App            id ${SANDBOX_DEV_APP_ID}, secret ${SANDBOX_DEV_APP_SECRET}`,
    `  Its origins    ${devOriginLine(services.sandbox.options.appOrigins[SANDBOX_DEV_APP_ID] ?? [])}`,
    `  Website        ${services.sandbox.options.allowedOrigins.join(', ')} (the website's app id, music-website)`,
    `  Sent e-mails   ${services.url}/__sandbox/outbox`,
    `  Sign in as     ${demoUserLines(DEMO_USERS).join('\n                 ')}`,
    `Ready in ${Math.round(performance.now() - started)} ms. Press Ctrl+C to stop.`,
  ].join('\n'),
)

const stop = async () => {
  await services.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
