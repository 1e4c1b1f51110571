/**
 * Production server of the website: static client assets from `app/dist/client` (their precompressed
 * Brotli/gzip variants where the browser accepts them) with the cache headers
 * of `route-rules.ts` (hashed files under `/assets/` for a year, `immutable`; `/builds/*.json` never
 * cached; everything else revalidated) and every other request through the TanStack Start SSR fetch handler built into
 * `app/dist/server/server.js` (gzip-encoded, compression.ts), served with srvx. Run `npm run build` first.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { loadServerConfig } from '../src/config/server-config.ts'
import { compressResponse } from './compression.ts'
import { routeRuleHeaders } from './route-rules.ts'

/** Options of {@link startSite}. */
export interface StartSiteOptions {
  /** TCP port; 0 picks a free one. */
  port: number
  /** Interface to bind; default `127.0.0.1`. */
  host?: string
  /** Environment overrides (merged into `process.env`, which the SSR bundle reads at run time). */
  env?: Record<string, string | undefined>
}

/** A running site: its base URL (no trailing slash) and a way to stop it. */
export interface RunningSite {
  url: string
  close(): Promise<void>
}

const distDir = fileURLToPath(new URL('../dist/', import.meta.url))

/**
 * Starts the built site. Validates the configuration first (app/src/config/server-config.ts), so an
 * invalid environment variable rejects with a clear message before anything listens.
 * Throws when `app/dist` has not been built.
 */
export async function startSite({
  port,
  host = '127.0.0.1',
  env = {},
}: StartSiteOptions): Promise<RunningSite> {
  process.env.NODE_ENV = 'production'
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  const portFromEnv = process.env.PORT
  if (port !== 0 && !portFromEnv) process.env.PORT = String(port)
  loadServerConfig(process.env)
  const serverEntry = `${distDir}server/server.js`
  if (!existsSync(serverEntry)) throw new Error(`startSite: ${serverEntry} is missing; run \`npm run build\``)
  const { default: handler } = (await import(pathToFileURL(serverEntry).href)) as {
    default: { fetch(request: Request): Response | Promise<Response> }
  }
  // `encodings`: a file's `.br`/`.gz` variant written at build time (app/build/precompress-plugin.ts) is
  // sent to a browser that accepts it; srvx compresses other text files per request.
  const staticFiles = staticMiddleware({ dir: `${distDir}client`, maxAge: 0, encodings: true })
  const server = serve({
    port,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    middleware: [
      (request, next) => withRouteRuleHeaders(new URL(request.url).pathname, staticFiles(request, next)),
    ],
    fetch: async (request) => compressResponse(request, await handler.fetch(request)),
  })
  await server.ready()
  const address = server.node?.server?.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  // The SSR bundle reads its configuration on first request: let SITE_ORIGIN's default use the real port.
  if (!portFromEnv) process.env.PORT = String(actualPort)
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    close: () => server.close(true),
  }
}

/** Sets the headers of the route rule of `pathname` on a successful static file response. */
async function withRouteRuleHeaders(
  pathname: string,
  response: Response | Promise<Response>,
): Promise<Response> {
  const resolved = await response
  if (resolved.ok)
    for (const [name, value] of Object.entries(routeRuleHeaders(pathname))) resolved.headers.set(name, value)
  return resolved
}
