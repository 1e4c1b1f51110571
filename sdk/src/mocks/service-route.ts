/**
 * Where and how the mocks answer, shared by the generated per-operation handlers
 * (`@music/sdk/mocks/<service>`, rewritten by scripts/codegen/openapi.ts) and the stateful sandbox:
 * - at every base URL an app may have configured for a service: the production hosts, the sandbox
 *   layout (`http://localhost:4100/<service>`), the `serviceBaseUrls` of every sdk instance created
 *   (`configureSdk`, `createSdk`), and any more a sandbox is given (`SandboxOptions.baseUrls`);
 * - as a browser-like environment needs them: jsdom and happy-dom send CORS preflights for calls with
 *   an `Authorization` header or a JSON body, and read no reply without `Access-Control-Allow-Origin`.
 *   In-process mocks are no security boundary, so every origin is allowed (the HTTP services sandbox
 *   applies its own origin list instead);
 * - with the credentials the OpenAPI document demands: an operation that needs a bearer token answers
 *   401 code 2002 without one, like the stateful fakes.
 */
import type {
  DefaultBodyType,
  HttpCustomPredicate,
  HttpHandler,
  HttpResponseResolver,
  PathParams,
  RequestHandlerOptions,
} from 'msw'
import { HttpResponse, http, matchRequestUrl } from 'msw'
import { configuredBaseUrls } from '../transport/base-urls.ts'
import {
  ACCESS_DENIED_CODE,
  BAD_REQUEST_CODE,
  INVALID_ACCESS_TOKEN_CODE,
  NOT_FOUND_CODE,
} from '../transport/error-codes.ts'
import { defaultServiceBaseUrls, type ServiceName, sandboxServiceBaseUrls } from '../transport/services.ts'
import { bearerToken, invalidAccessToken } from './http.ts'

/**
 * The base URLs at which the mocks answer `service`, `extra` first: the ones every sdk instance was
 * created with (the default one, and a server's per-request instances at a custom host), the
 * production host and the sandbox layout at `http://localhost:4100`.
 */
export function mockBaseUrls(service: ServiceName, extra: readonly string[] = []): string[] {
  const candidates = [
    ...extra,
    ...configuredBaseUrls(service),
    defaultServiceBaseUrls[service],
    sandboxServiceBaseUrls()[service],
  ]
  return [
    ...new Set(candidates.filter((url): url is string => Boolean(url)).map((url) => url.replace(/\/+$/, ''))),
  ]
}

/**
 * True for a CORS preflight: any `OPTIONS` request (the services have no `OPTIONS` operation, and
 * happy-dom's preflights reach msw without their `Origin` and `Access-Control-Request-*` headers).
 */
export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS'
}

/**
 * msw predicate of one operation: `method` on `path` (msw syntax, `/api/v1/users/:userId`) under any
 * of {@link mockBaseUrls}, and a CORS preflight of that path (for this method when it says so).
 */
export function serviceRoute(
  service: ServiceName,
  method: string,
  path: string,
): HttpCustomPredicate<PathParams> {
  return ({ request }) => {
    const wanted = isPreflight(request)
      ? (request.headers.get('Access-Control-Request-Method') ?? method)
      : request.method
    if (wanted.toUpperCase() !== method) return false
    const url = new URL(request.url)
    for (const base of mockBaseUrls(service)) {
      const match = matchRequestUrl(url, `${base}${path}`)
      if (match.matches) return { matches: true, params: match.params ?? {} }
    }
    return false
  }
}

/** The origin a reply allows: the request's `Origin`, else the test page's (happy-dom sends none). */
function allowedOrigin(request: Request): string | undefined {
  return request.headers.get('Origin') ?? globalThis.location?.origin
}

/** The 204 reply to a CORS preflight: the origin, every method and the requested headers allowed. */
export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': allowedOrigin(request) ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers':
        request.headers.get('Access-Control-Request-Headers') ?? 'Authorization, Content-Type, Accept',
      'Access-Control-Max-Age': '600',
    },
  })
}

/**
 * `response` readable by the test page (credentials allowed, `Content-Disposition` and `Retry-After`
 * exposed); unchanged outside a page (node).
 */
export function withMockCors(response: Response, request: Request): Response {
  const origin = allowedOrigin(request)
  if (!origin) return response
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', origin)
  headers.set('Access-Control-Allow-Credentials', 'true')
  headers.set('Access-Control-Expose-Headers', 'Content-Disposition, Retry-After, Location')
  headers.append('Vary', 'Origin')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** What {@link mockResolver} checks before the resolver answers. */
export interface MockOptions {
  /** The operation needs a bearer token (its document's security has no anonymous alternative). */
  bearer?: boolean
}

/**
 * Wraps a generated handler's resolver: answers the CORS preflight, refuses a call without a bearer
 * token where the document demands one (401 code 2002, as the real services and the stateful fakes),
 * and makes the reply readable cross-origin.
 */
export function mockResolver(
  options: MockOptions,
  // biome-ignore lint/suspicious/noExplicitAny: any reply body, as orval's resolvers declare none
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, any>,
  // biome-ignore lint/suspicious/noExplicitAny: as above
): HttpResponseResolver<PathParams, DefaultBodyType, any> {
  return async (info) => {
    const { request } = info
    if (isPreflight(request)) return preflightResponse(request)
    if (options.bearer && !bearerToken(request)) {
      return withMockCors(invalidAccessToken('Access token is missing'), request)
    }
    const response = await resolver(info)
    return response instanceof Response ? withMockCors(response, request) : response
  }
}

/** The body of an error reply (the `ErrorBody` schema of every service's OpenAPI document). */
export interface MockErrorBody {
  code: number
  error?: string
  message?: string
  /** One message per invalid field (`ValidationErrorBody`). */
  fields?: Record<string, string>
}

/** What the services answer for a status when a test names no body (the examples of the services' OpenAPI documents). */
const DEFAULT_ERRORS: Record<number, MockErrorBody> = {
  400: { code: BAD_REQUEST_CODE, error: 'Invalid request parameters' },
  401: { code: INVALID_ACCESS_TOKEN_CODE, error: 'Access token is invalid or has expired' },
  403: { code: ACCESS_DENIED_CODE, error: 'Access token has insufficient scopes' },
  404: { code: NOT_FOUND_CODE, error: 'Resource not found' },
  500: { code: 5000, error: 'Internal server error' },
  503: { code: 5030, error: 'Service unavailable' },
}

/** The error statuses (4xx, 5xx) an operation of openapi-typescript's `paths` documents. */
export type OperationErrorStatus<Operation> = Operation extends { responses: infer Responses }
  ? Extract<keyof Responses, number> extends infer Status
    ? Status extends number
      ? `${Status}` extends `4${string}` | `5${string}`
        ? Status
        : never
      : never
    : never
  : never

/** The JSON body an operation documents for `Status` (the catalogue's shape when it documents none). */
export type OperationErrorBody<Operation, Status> = Operation extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : MockErrorBody
    : never
  : never

/** HTTP methods of the operations. */
export type MockMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A handler that answers one operation of `Paths` with an error reply, typed by the service's paths:
 * `commerceErrorMockHandler('GET', '/api/v1/me/subscriptions', 500)`. Without `body`, the catalogue's
 * for the status (500 `{code: 5000}`, 503 `{code: 5030}`, 401 `{code: 2002}`, 403 `{code: 2000}`,
 * 404 `{code: 3001}`, 400 `{code: 1000}`).
 * @param options msw's handler options, e.g. `{ once: true }` (then the next call gets the other handlers)
 */
export type ErrorMockHandler<Paths> = <Path extends keyof Paths & string>(
  method: MockMethod,
  path: Path,
  status: number,
  body?: MockErrorBody,
  options?: RequestHandlerOptions,
) => HttpHandler

/** The {@link ErrorMockHandler} of one service. */
export function errorMockHandler<Paths>(service: ServiceName): ErrorMockHandler<Paths> {
  return (method, path, status, body, options) =>
    http.all(
      serviceRoute(service, method, path.replace(/\{([^}]+)\}/g, ':$1')),
      mockResolver({}, () =>
        HttpResponse.json(body ?? DEFAULT_ERRORS[status] ?? { code: status, error: `HTTP ${status}` }, {
          status,
        }),
      ),
      options,
    )
}
