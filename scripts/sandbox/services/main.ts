/**
 * The services sandbox as a process of its own (`npm start` forks it: scripts/start.ts;
 * docs/decisions/019). Configured by the environment: `SERVICES_PORT` (default 4100), `HOST`
 * (default `localhost`), `SITE_ORIGIN` (CORS and sign-in returns), `SANDBOX_ALLOWED_ORIGINS` (more
 * origins, scripts/sandbox/services/environment.ts), `SANDBOX_ACCESS_TOKEN_TTL_SECONDS` (default 600),
 * `SANDBOX_TEST_CONTROL` (`1`: the test-only control endpoints answer). With an OTLP exporter in the
 * standard `OTEL_*` variables each request is a span of service `services-sandbox` (unless
 * `OTEL_SERVICE_NAME` says otherwise), a child of the caller's `traceparent` (docs/decisions/041).
 */
import { startTelemetry } from '../../../app/server/telemetry/otel.ts'
import { runAsChild } from '../child-process.ts'
import { accessTokenTtlFromEnv, originsFromEnv, port, testControlFromEnv } from './environment.ts'
import { demoUserLines, loadSdk } from './load-sdk.ts'
import { startServiceSandbox } from './server.ts'

/**
 * What the services sandbox reports to `npm start`: its URL, the demo users' sign-in lines and the
 * application secret its identity service knows the site by (decision 022).
 */
export interface ServicesInfo {
  url: string
  demoUsers: string[]
  appSecret: string
}

await runAsChild<ServicesInfo>(async () => {
  const telemetry = await startTelemetry({ serviceName: 'services-sandbox' })
  const services = await startServiceSandbox({
    host: process.env.HOST ?? 'localhost',
    port: port('SERVICES_PORT', 4100),
    siteOrigin: process.env.SITE_ORIGIN,
    allowedOrigins: originsFromEnv('SANDBOX_ALLOWED_ORIGINS'),
    accessTokenTtlSeconds: accessTokenTtlFromEnv(),
    testControl: testControlFromEnv(),
  })
  const { DEMO_USERS, SANDBOX_APP_SECRET } = (await loadSdk()).mocks
  return {
    info: {
      url: services.url,
      demoUsers: demoUserLines(DEMO_USERS),
      appSecret: SANDBOX_APP_SECRET,
    },
    close: async () => {
      await services.close()
      await telemetry?.flush()
    },
  }
})
