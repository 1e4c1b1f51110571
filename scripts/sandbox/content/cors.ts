/**
 * CORS for the site's credentialed calls (`withCredentials: true`, docs/requirements.md §6): allowed origins get
 * `Access-Control-Allow-Origin: <origin>` with `Access-Control-Allow-Credentials: true`; any other
 * browser origin is refused with 403 "origin not allowed" (docs/requirements.md §8). Requests without `Origin`
 * (servers, tests) pass. Images are public and answer any origin with `*` (images.ts).
 */
import { originNotAllowedError } from './errors.ts'

/** Request headers a preflight may ask for: the client's auth, JSON body and project header, EventSource's extras. */
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Cache-Control, Last-Event-ID, X-Sanity-Project-ID'

/** Default allow list: the site in development and under `npm start`. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000']

/** Throws 403 when the request comes from a browser origin that is not allowed. */
export function assertOriginAllowed(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.headers.get('origin')
  if (origin !== null && !allowedOrigins.includes(origin)) throw originNotAllowedError(origin)
}

/** Adds the CORS reply headers for an allowed `Origin` (none when the request has no `Origin`). */
export function withCors(response: Response, request: Request, allowedOrigins: readonly string[]): Response {
  const origin = request.headers.get('origin')
  if (origin === null || !allowedOrigins.includes(origin)) return response
  if (response.headers.get('access-control-allow-origin') === '*') return response
  response.headers.set('access-control-allow-origin', origin)
  response.headers.set('access-control-allow-credentials', 'true')
  response.headers.append('vary', 'Origin')
  return response
}

/** The reply to a CORS preflight (`OPTIONS`) from an allowed origin. */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '600',
    },
  })
}

/**
 * `GET /v{apiVersion}/check/cors`: the probe `@sanity/client` sends (without credentials) after a
 * listener failure, to tell an origin rejection apart from other failures.
 */
export function checkCorsResponse(request: Request, allowedOrigins: readonly string[]): Response {
  const origin = request.headers.get('origin')
  const allowed = origin === null || allowedOrigins.includes(origin)
  return new Response(JSON.stringify({ result: { allowed, withCredentials: allowed } }), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': origin ?? '*',
    },
  })
}
