/**
 * The services sandbox (docs/architecture.md "Data flow" 4): an HTTP server on loopback that answers every
 * web service at `http://<host>:<port>/<service>/…` through msw's `getResponse` — first the stateful
 * fakes of `createSandbox` (`@music/sdk/mocks`), then the generated handlers (faker data) of every
 * documented operation, else 404. CORS lets the site's origin call it with credentials.
 * Test-only control endpoints: `GET /__sandbox/stats`, `POST /__sandbox/reset-stats`,
 * `POST /__sandbox/expire-access-token` with `{"token"}` (the services refuse that access token from now
 * on with 401 2002, as when it expires in flight; 404 when unknown), and
 * `GET /__sandbox/outbox[?to=<address>][&service=<service>]`: the e-mails the fake services sent
 * (`sandbox.outbox`), newest first, as `{"items": [{id, service, from, to, subject, text, links, sentAt}]}`;
 * `POST /__sandbox/password-reentry?email_address=<address>`: the user's current sign-ins count as old,
 * so their next email change or deactivation answers 401 code 2011 (decision 017).
 */

import type { ServiceName } from '@music/sdk'
import type { Sandbox, SandboxOptions, SandboxSeed } from '@music/sdk/mocks'
import type { RequestHandler } from 'msw'
import { getResponse } from 'msw'
import { serve } from 'srvx'
import { preflight, withCors } from './cors.ts'
import { loadSdk } from './load-sdk.ts'

/** Options of {@link startServiceSandbox}. */
export interface ServiceSandboxOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind and host name of the base URLs; default 127.0.0.1. */
  host?: string
  /** The site's origin: CORS with credentials, and where sign-in and logout may return; default http://localhost:3000. */
  siteOrigin?: string
  /**
   * More origins allowed like the site's (`SANDBOX_ALLOWED_ORIGINS`): another app's dev or test
   * server. Loopback origins need none for the dev app id (`SandboxOptions.loopbackAppIds`).
   */
  allowedOrigins?: string[]
  /** Access-token lifetime in seconds; default 600. */
  accessTokenTtlSeconds?: number
  /** Users, apps and catalogue; default the demo seed (`createSeed()`). */
  seed?: SandboxSeed
  /** Further sandbox options (clock, code lifetime, extra allowed origins), mainly for tests. */
  sandboxOptions?: Omit<SandboxOptions, 'baseUrls' | 'accessTokenTtlSeconds'>
}

/** A running services sandbox. */
export interface ServiceSandbox {
  /** Origin of the sandbox, e.g. `http://127.0.0.1:4100`; service `x` lives at `${url}/x`. */
  url: string
  /** The stateful fakes behind it (stores, `stats()`). */
  sandbox: Sandbox
  /** Stops the server. */
  close(): Promise<void>
}

/**
 * Starts the services sandbox. Resolves once it listens.
 * @throws when the port is taken or the mocks cannot be loaded
 */
export async function startServiceSandbox(options: ServiceSandboxOptions = {}): Promise<ServiceSandbox> {
  const { sdk, mocks } = await loadSdk()
  const { errorResponse, ERROR_CODES } = mocks
  const isServiceName = (name: string): name is ServiceName =>
    (sdk.services as readonly string[]).includes(name)
  const host = options.host ?? '127.0.0.1'
  const siteOrigin = new URL(options.siteOrigin ?? 'http://localhost:3000').origin
  const allowedOrigins = options.sandboxOptions?.allowedOrigins ?? [
    ...new Set([siteOrigin, ...(options.allowedOrigins ?? []).map((origin) => new URL(origin).origin)]),
  ]
  const generated: RequestHandler[] = mocks.generatedHandlers()
  let sandbox: Sandbox | undefined
  let origin = ''

  const answer = async (request: Request, current: Sandbox): Promise<Response> => {
    const url = new URL(request.url)
    if (url.pathname === '/__sandbox/stats' && request.method === 'GET') return Response.json(current.stats())
    if (url.pathname === '/__sandbox/reset-stats' && request.method === 'POST') {
      current.resetStats()
      return new Response(null, { status: 204 })
    }
    if (url.pathname === '/__sandbox/expire-access-token' && request.method === 'POST') {
      const { token } = (await request.json().catch(() => ({}))) as { token?: unknown }
      const expired = typeof token === 'string' && current.stores.identity.expireAccessToken(token)
      return new Response(null, { status: expired ? 204 : 404 })
    }
    if (url.pathname === '/__sandbox/outbox' && request.method === 'GET') {
      const filter = {
        to: url.searchParams.get('to') ?? undefined,
        service: url.searchParams.get('service') ?? undefined,
      }
      return Response.json(
        { items: current.outbox.list(filter) },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    }
    if (url.pathname === '/__sandbox/password-reentry' && request.method === 'POST') {
      const user = current.stores.identity.findByEmail(url.searchParams.get('email_address') ?? '')
      if (!user) return errorResponse(404, ERROR_CODES.notFound, 'No user with this email_address')
      current.stores.identity.expirePasswordEntry(user.id)
      return new Response(null, { status: 204 })
    }
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    const at = (target: string) =>
      new Request(target, { method: request.method, headers: request.headers, body })
    // Handlers match full URLs: answer as the canonical origin whatever host name the client used.
    const stateful = await getResponse(current.handlers, at(`${origin}${url.pathname}${url.search}`))
    if (stateful) return stateful
    const [, service = '', ...rest] = url.pathname.split('/')
    if (isServiceName(service)) {
      const production = `${sdk.defaultServiceBaseUrls[service]}/${rest.join('/')}${url.search}`
      const fallback = await getResponse(generated, at(production))
      if (fallback) return fallback
    }
    return errorResponse(
      404,
      ERROR_CODES.notFound,
      `No sandbox service answers ${request.method} ${url.pathname}`,
    )
  }

  const server = serve({
    port: options.port ?? 0,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    async fetch(request) {
      const current = sandbox
      if (!current) return errorResponse(503, 5030, 'Service unavailable')
      const requestOrigin = request.headers.get('Origin')
      const allowed = (origin: string) => mocks.isAllowedOrigin(origin, current.options)
      if (request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method')) {
        return preflight(request, allowed)
      }
      let response: Response
      try {
        response = await answer(request, current)
      } catch (error) {
        console.error(
          `services sandbox: ${request.method} ${new URL(request.url).pathname}: ${(error as Error).message}`,
        )
        response = errorResponse(500, 5000, 'Internal server error')
      }
      return withCors(response, requestOrigin, allowed)
    },
  })
  await server.ready()
  const address = server.node?.server?.address()
  if (!address || typeof address === 'string') {
    await server.close(true)
    throw new Error('services sandbox: could not determine the listening port')
  }
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  sandbox = mocks.createSandbox(options.seed, {
    ...options.sandboxOptions,
    baseUrls: sdk.sandboxServiceBaseUrls(origin),
    allowedOrigins,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    // This server answers preflights and sets CORS headers for its allowed origins itself.
    cors: false,
  })
  return { url: origin, sandbox, close: () => server.close(true) }
}
