/**
 * Extra servers a browser test starts for itself (docs/decisions/019), beside the shared one of
 * playwright.config.ts: a site with other settings (a content API that hangs or refuses, the tag
 * manager on, the identity service down), a content service over its own copy of the seed, and a
 * content API double that hangs or passes requests on. Each is stopped by the test that started it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChild } from '../../scripts/sandbox/child-process.ts'

/** A server a test started: its base URL and how to stop it. */
export interface TestServer {
  url: string
  /** Stops it: SIGTERM, then SIGKILL after `graceMs` (a site: default 2000). */
  stop(graceMs?: number): Promise<void>
}

/** The shared content service and services sandbox of playwright.config.ts. */
export const sharedContentUrl = (): string => `http://localhost:${process.env.CONTENT_PORT}`
export const sharedServicesUrl = (): string => `http://localhost:${process.env.SERVICES_PORT}`

/**
 * The built site (`app/server/main.ts`) in a process of its own on a free port of 127.0.0.1, with the
 * shared services unless `env` says otherwise.
 */
export async function startSiteProcess(
  env: Record<string, string>,
  options: { stdout?: (chunk: string) => void } = {},
): Promise<TestServer & { metricsUrl?: string }> {
  const child = await startChild<{ url: string; metricsUrl?: string }>(
    new URL('../server/main.ts', import.meta.url),
    {
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: '0',
      CONTENT_API_HOST: sharedContentUrl(),
      SERVICES_BASE_URL: sharedServicesUrl(),
      ...env,
    },
    { stdout: options.stdout ?? 'ignore' },
  )
  return {
    url: child.info.url,
    metricsUrl: child.info.metricsUrl,
    stop: (graceMs = 2000) => child.stop(graceMs),
  }
}

/**
 * A services sandbox of its own (fresh stores, the demo users) in a process on a free port of
 * 127.0.0.1, with the test-only control endpoints; `env` adds to its environment (`SITE_ORIGIN`).
 */
export async function startServicesProcess(
  env: Record<string, string> = {},
): Promise<TestServer & { appSecret: string }> {
  const child = await startChild<{ url: string; appSecret: string }>(
    new URL('../../scripts/sandbox/services/main.ts', import.meta.url),
    { SERVICES_PORT: '0', HOST: '127.0.0.1', SANDBOX_TEST_CONTROL: '1', ...env },
    { stdout: 'ignore' },
  )
  return { url: child.info.url, appSecret: child.info.appSecret, stop: () => child.stop(2000) }
}

/**
 * A content service over a fresh copy of the seed datasets (`datasetsDir`), which the test may change
 * through the Mutations API (content-writes.ts); `env` adds to its environment.
 */
export async function startContentProcess(
  env: Record<string, string> = {},
): Promise<TestServer & { datasetsDir: string }> {
  const datasetsDir = mkdtempSync(join(tmpdir(), 'e2e-content-'))
  for (const entry of ['production.ndjson', 'images', 'files']) {
    cpSync(join('scripts/sandbox/datasets', entry), join(datasetsDir, entry), { recursive: true })
  }
  const child = await startChild<{ url: string }>(
    new URL('../../scripts/sandbox/content/main.ts', import.meta.url),
    { CONTENT_PORT: '0', HOST: '127.0.0.1', CONTENT_DATASETS_DIR: datasetsDir, ...env },
    { stdout: 'ignore' },
  )
  return {
    url: child.info.url,
    datasetsDir,
    async stop() {
      await child.stop(2000)
      rmSync(datasetsDir, { recursive: true, force: true })
    },
  }
}

/**
 * A content API double on a free port: while `hang` is set it accepts requests and never answers
 * (a hung upstream); otherwise it passes them on to `upstream`.
 */
export async function startContentDouble(upstream: string): Promise<TestServer & { hang: boolean }> {
  const held = new Set<import('node:http').ServerResponse>()
  const state = { hang: true }
  const server: Server = createServer(async (request, response) => {
    if (state.hang) {
      held.add(response)
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    // Long queries come as POST with a JSON body (docs/references.md "Sanity HTTP API").
    const reply = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers: {
        accept: request.headers.accept ?? '*/*',
        ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    })
    const type = reply.headers.get('content-type') ?? 'application/json'
    response.writeHead(reply.status, { 'content-type': type, 'access-control-allow-origin': '*' })
    // Asset URLs in replies name the upstream: point them here, as a CDN in front would be named.
    const body = Buffer.from(await reply.arrayBuffer())
    response.end(type.includes('json') ? body.toString('utf8').replaceAll(upstream, double.url) : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const double = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const response of held) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
  return double
}

/** A loopback port nothing listens on (a refused connection). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * A page on another port of the site's host name (`http://localhost:<free port>/`), as another app's
 * dev server or a hostile local process would serve it: `/` answers `html`, anything else 204.
 * Cookies ignore ports, so its scripts write cookies the site receives (docs/decisions/035).
 */
export async function startPageOnAnotherPort(html: string): Promise<TestServer> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(204).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://localhost:${port}/`,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
