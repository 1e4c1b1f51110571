/**
 * The services sandbox as a process of its own (`npm start` forks it: scripts/start.ts;
 * docs/decisions/019). Configured by the environment: `SERVICES_PORT` (default 4100), `HOST`
 * (default `localhost`), `SITE_ORIGIN` (the website's origin: CORS and sign-in returns),
 * `SANDBOX_ALLOWED_ORIGINS` (the dev app id's exact origins; `@music/sdk/sandbox`, whose server this
 * runs), `SANDBOX_ACCESS_TOKEN_TTL_SECONDS` (default 600),
 * `SANDBOX_TEST_CONTROL` (`1`: the test-only control endpoints answer). With an OTLP exporter in the
 * standard `OTEL_*` variables each request is a span of service `services-sandbox` (unless
 * `OTEL_SERVICE_NAME` says otherwise), a child of the caller's `traceparent` (docs/decisions/041).
 */
import { compressResponse } from '../../../app/server/compression.ts'
import { startTelemetry } from '../../../app/server/telemetry/otel.ts'
import { observeRequest, setRequestRoute } from '../../../app/server/telemetry/request-telemetry.ts'
import { runAsChild } from '../child-process.ts'
import { demoUserLines, loadSdk } from './load-sdk.ts'

/**
 * What the services sandbox reports to `npm start`: its URL, the demo users' sign-in lines, the
 * application secret its identity service knows the site by (decision 022) and the dev app id's
 * origins (decision 035).
 */
export interface ServicesInfo {
  url: string
  demoUsers: string[]
  appSecret: string
  devOrigins: string[]
}

await runAsChild<ServicesInfo>(async () => {
  const telemetry = await startTelemetry({ serviceName: 'services-sandbox' })
  const { accessTokenTtlFromEnv, devOriginsFromEnv, port, startServiceSandbox, testControlFromEnv } = (
    await loadSdk()
  ).sandbox
  const services = await startServiceSandbox({
    host: process.env.HOST ?? 'localhost',
    port: port('SERVICES_PORT', 4100),
    siteOrigin: process.env.SITE_ORIGIN,
    devOrigins: devOriginsFromEnv(),
    accessTokenTtlSeconds: accessTokenTtlFromEnv(),
    testControl: testControlFromEnv(),
    // Each request in its span, a child of the caller's traceparent, named by its service (decision 041);
    // JSON replies gzip-encoded when the caller accepts it, as services behind a gateway answer (the
    // staff console's list of a 2,000-notification campaign is 2.7 MB of JSON, ~0.1 MB encoded: more
    // than the sdk's 10 s timeout on a slow mobile connection without it).
    observeRequest: (request, respond, { route, serverPort }) =>
      observeRequest(
        request,
        async () => {
          if (route) setRequestRoute(route)
          return compressResponse(request, await respond())
        },
        { serverPort },
      ),
  })
  const { DEMO_USERS, SANDBOX_APP_SECRET, SANDBOX_DEV_APP_ID } = (await loadSdk()).mocks
  return {
    info: {
      url: services.url,
      demoUsers: demoUserLines(DEMO_USERS),
      appSecret: SANDBOX_APP_SECRET,
      devOrigins: services.sandbox.options.appOrigins[SANDBOX_DEV_APP_ID] ?? [],
    },
    close: async () => {
      await services.close()
      await telemetry?.flush()
    },
  }
})
