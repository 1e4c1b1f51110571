/**
 * The content service and image CDN as a process of its own (`npm start` forks it: scripts/start.ts;
 * docs/decisions/019). Configured by the environment: `CONTENT_PORT` (default 4000), `HOST`
 * (default `localhost`), `CONTENT_DATASETS_DIR` (default the working copy of the seed, environment.ts), `SANITY_PROJECT_ID`, `CONTENT_ALLOWED_ORIGINS`
 * (comma-separated; set by start.ts to the site's origins), `CONTENT_QUERY_TIMEOUT_MS`, `CONTENT_DRAIN_MS`
 * (how long SIGTERM lets requests in flight finish; default 10 s, server.ts). With an OTLP
 * exporter in the standard `OTEL_*` variables each request is a span of service `content-service`
 * (unless `OTEL_SERVICE_NAME` says otherwise), a child of the caller's `traceparent` (docs/decisions/041).
 */
import { join } from 'node:path'
import { startTelemetry } from '../../../app/server/telemetry/otel.ts'
import { runAsChild } from '../child-process.ts'
import { prepareDatasetsDir, projectIdFromEnv } from './environment.ts'
import { startContentService } from './server.ts'

/** What the content service reports to `npm start`. */
export interface ContentServiceInfo {
  url: string
  datasets: string[]
}

await runAsChild<ContentServiceInfo>(async () => {
  const telemetry = await startTelemetry({ serviceName: 'content-service' })
  const { dir: datasetsDir, notice } = await prepareDatasetsDir()
  if (notice) console.warn(`Warning: ${notice}`)
  const service = await startContentService({
    host: process.env.HOST ?? 'localhost',
    port: Number(process.env.CONTENT_PORT ?? 4000),
    datasetsDir,
    imagesDir: join(datasetsDir, 'images'),
    projectId: projectIdFromEnv(),
  })
  return {
    info: { url: service.url, datasets: service.datasets() },
    close: async () => {
      await service.close()
      await telemetry?.flush()
    },
  }
})
