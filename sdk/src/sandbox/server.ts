/**
 * The services sandbox (docs/architecture.md "Data flow" 4): an HTTP server on loopback that answers every
 * web service at `http://<host>:<port>/<service>/…` through msw's `getResponse` — first the stateful
 * fakes of `createSandbox` (`@music/sdk/mocks`), then the generated handlers (faker data) of every
 * documented operation, else 404. CORS lets the apps' exact origins call it with credentials (the
 * site's, and the dev app id's: `devOrigins`).
 * Control endpoints under `/__sandbox/` (control.ts): the outbox of sent e-mails always; only when
 * started for tests (`testControl`) token call counters, faults (a service answering 500/503 or late
 * for a test's own requests, faults.ts), fresh serial numbers and the like.
 */

import type { RequestHandler } from 'msw'
import { type ServerRequest, serve } from 'srvx'
import type { Sandbox, SandboxOptions, SandboxSeed } from '../mocks/index.ts'
import {
  defaultServiceBaseUrls,
  type ServiceName,
  sandboxServiceBaseUrls,
  services,
} from '../transport/services.ts'
import { controlResponse, faultResponse } from './control.ts'
import { preflight, withCors } from './cors.ts'
import { Faults } from './faults.ts'
import { isBodyTooLarge, type RequestLimits, refuseForbiddenMethod, refuseLongUrl } from './limits.ts'

/**
 * Request limits of the services sandbox (docs/decisions/019): URLs up to 8 KiB, bodies up to 1 MiB
 * (the largest a service takes is a JSON form; uploads go to their own storage, not to the services).
 */
const SERVICES_LIMITS: RequestLimits = { maxUrlLength: 8192, maxBodyBytes: 1024 * 1024 }

/** Options of {@link startServiceSandbox}. */
export interface ServiceSandboxOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number
  /** Interface to bind and host name of the base URLs; default 127.0.0.1. */
  host?: string
  /**
   * The site's origin, the website app id's (`music-website`) only: where its sign-ins return, and an
   * origin CORS answers with credentials; default http://localhost:3000.
   */
  siteOrigin?: string
  /**
   * The exact origins of the dev app id (`music-dev`, another app in development or its tests):
   * where its sign-ins return, and origins CORS answers with credentials (`SANDBOX_ALLOWED_ORIGINS`;
   * docs/decisions/035). Default Vite's dev and preview origins (`DEFAULT_DEV_APP_ORIGINS` of
   * `@music/sdk/mocks`). Nothing else on loopback is allowed.
   */
  devOrigins?: string[]
  /** Access-token lifetime in seconds; default 600. */
  accessTokenTtlSeconds?: number
  /** Users, apps and catalogue; default the demo seed (`createSeed()`). */
  seed?: SandboxSeed
  /** Further sandbox options (clock, code lifetime, other apps' origins), mainly for tests. */
  sandboxOptions?: Omit<SandboxOptions, 'baseUrls' | 'accessTokenTtlSeconds'>
  /**
   * Whether the test-only control endpoints and faults answer (`SANDBOX_TEST_CONTROL=1`: the browser
   * tests set it); default false: only `GET /__sandbox/outbox` (docs/decisions/031).
   */
  testControl?: boolean
  /**
   * Wraps the handling of each request, e.g. in a tracing span that continues the caller's W3C
   * `traceparent` (the music-site repository passes its OpenTelemetry one, docs/decisions/041).
   * `route` names what was asked without ids or codes: `/<service>/*`, `/__sandbox/*`, or undefined
   * for anything else; `serverPort` is the port listened on. Default: none.
   */
  observeRequest?: (
    request: Request,
    respond: () => Promise<Response>,
    info: { route: string | undefined; serverPort: number | undefined },
  ) => Promise<Response>
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
  // Loaded here, not on import: the entry's settings readers need neither msw nor the fakes.
  const [mocks, msw] = await Promise.all([import('../mocks/index.ts'), import('msw')])
  const { errorResponse, ERROR_CODES } = mocks
  const isServiceName = (name: string): name is ServiceName => (services as readonly string[]).includes(name)
  const host = options.host ?? '127.0.0.1'
  const siteOrigin = new URL(options.siteOrigin ?? 'http://localhost:3000').origin
  const allowedOrigins = options.sandboxOptions?.allowedOrigins ?? [siteOrigin]
  const appOrigins = options.sandboxOptions?.appOrigins ?? {
    [mocks.SANDBOX_DEV_APP_ID]: options.devOrigins ?? mocks.DEFAULT_DEV_APP_ORIGINS,
  }
  const generated: RequestHandler[] = mocks.generatedHandlers()
  let sandbox: Sandbox | undefined
  let origin = ''

  const faults = new Faults()
  /** Answers `request`; `connection` is the host's request, whose socket a `drop` fault closes. */
  const answer = async (request: Request, current: Sandbox, connection: ServerRequest): Promise<Response> => {
    // HEAD is GET without the body (RFC 9110 §9.3.2): the handlers are written for GET.
    if (request.method === 'HEAD') {
      const reply = await answer(
        new Request(request.url, { method: 'GET', headers: request.headers }),
        current,
        connection,
      )
      return new Response(null, { status: reply.status, headers: reply.headers })
    }
    const url = new URL(request.url)
    const controlled = {
      sandbox: current,
      faults,
      services,
      testControl: options.testControl ?? false,
    }
    const control = await controlResponse(request, url, controlled)
    if (control) return control
    const fault = await faultResponse(request, url, controlled, () =>
      connection.runtime?.node?.req.socket.destroy(),
    )
    if (fault) return fault
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer()
    const at = (target: string) =>
      new Request(target, { method: request.method, headers: request.headers, body })
    // Handlers match full URLs: answer as the canonical origin whatever host name the client used.
    const stateful = await msw.getResponse(current.handlers, at(`${origin}${url.pathname}${url.search}`))
    if (stateful) return stateful
    const [, service = '', ...rest] = url.pathname.split('/')
    if (isServiceName(service)) {
      const production = `${defaultServiceBaseUrls[service]}/${rest.join('/')}${url.search}`
      const fallback = await msw.getResponse(generated, at(production))
      if (fallback) return fallback
    }
    return errorResponse(
      404,
      ERROR_CODES.notFound,
      `No sandbox service answers ${request.method} ${url.pathname}`,
    )
  }

  /** Answers one request (limits, CORS, control endpoints, faults, the fakes). */
  const respond = async (request: ServerRequest): Promise<Response> => {
    const current = sandbox
    if (!current) return errorResponse(503, 5030, 'Service unavailable')
    const allowed = (origin: string) => mocks.isAllowedOrigin(origin, current.options)
    const requestOrigin = request.headers.get('Origin')
    if (refuseForbiddenMethod(request)) {
      return errorResponse(405, 4050, `Method ${request.method.toUpperCase()} is not allowed`)
    }
    if (refuseLongUrl(request, SERVICES_LIMITS)) {
      return withCors(errorResponse(414, 4140, 'URI too long'), requestOrigin, allowed)
    }
    if (request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method')) {
      return preflight(request, allowed)
    }
    let response: Response
    try {
      response = await answer(request, current, request)
    } catch (error) {
      if (isBodyTooLarge(error)) {
        return withCors(
          errorResponse(
            413,
            4130,
            `Request body too large (the limit is ${SERVICES_LIMITS.maxBodyBytes} bytes)`,
          ),
          requestOrigin,
          allowed,
        )
      }
      console.error(
        `services sandbox: ${request.method} ${new URL(request.url).pathname}: ${(error as Error).message}`,
      )
      response = errorResponse(500, 5000, 'Internal server error')
    }
    return withCors(response, requestOrigin, allowed)
  }

  let listeningPort: number | undefined
  const server = serve({
    port: options.port ?? 0,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    maxRequestBodySize: SERVICES_LIMITS.maxBodyBytes,
    // Each request in its span, a child of the caller's traceparent (docs/decisions/041).
    fetch: (request) => {
      const observe = options.observeRequest
      if (!observe) return respond(request)
      // The service, never the path: ids and codes are in it (docs/decisions/041).
      const [, first = ''] = new URL(request.url).pathname.split('/')
      const route = isServiceName(first) || first === '__sandbox' ? `/${first}/*` : undefined
      return observe(request, () => respond(request), { route, serverPort: listeningPort })
    },
  })
  await server.ready()
  const address = server.node?.server?.address()
  if (!address || typeof address === 'string') {
    await server.close(true)
    throw new Error('services sandbox: could not determine the listening port')
  }
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  listeningPort = address.port
  sandbox = mocks.createSandbox(options.seed, {
    ...options.sandboxOptions,
    baseUrls: sandboxServiceBaseUrls(origin),
    allowedOrigins,
    appOrigins,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    // This server answers preflights and sets CORS headers for its allowed origins itself.
    cors: false,
  })
  return { url: origin, sandbox, close: () => server.close(true) }
}
