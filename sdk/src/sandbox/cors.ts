/**
 * CORS of the services sandbox: the site (and another app in development) call the services from the
 * browser with credentials and a bearer token, so only allowed origins are echoed back, never `*`
 * (Fetch standard, CORS protocol: credentials require an exact origin). Which origins are allowed is
 * the sandbox's rule (`isAllowedOrigin` of `@music/sdk/mocks`): every app id's exact origins, the
 * site's and the dev app id's (`SANDBOX_ALLOWED_ORIGINS`), no other port (docs/decisions/035).
 */

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
// `X-Sandbox-Scope` names a test's scope for the test-only faults (faults.ts); `traceparent` is the W3C
// trace context a browser's sdk sends (`@music/sdk/trace-context`), so the service's span joins its trace.
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, X-Sandbox-Scope, traceparent'

/** Whether requests from an origin may read the replies. */
export type OriginPolicy = (origin: string) => boolean

/** The CORS headers for a request from `origin`, or none when the origin is not allowed. */
export function corsHeaders(origin: string | null, allowed: OriginPolicy): Record<string, string> {
  if (!origin || !allowed(origin)) return {}
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
}

/** The reply to a preflight (`OPTIONS` with `Access-Control-Request-Method`): 204, or 403 when refused. */
export function preflight(request: Request, allowed: OriginPolicy): Response {
  const cors = corsHeaders(request.headers.get('Origin'), allowed)
  if (!cors['Access-Control-Allow-Origin']) {
    return new Response(null, { status: 403, headers: { Vary: 'Origin' } })
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    },
  })
}

/** `response` with the CORS headers for `origin` added (a copy: msw replies may be immutable). */
export function withCors(response: Response, origin: string | null, allowed: OriginPolicy): Response {
  const headers = new Headers(response.headers)
  // The in-process mocks allow every origin (tests in a page); this server decides itself.
  headers.delete('Access-Control-Allow-Origin')
  headers.delete('Access-Control-Allow-Credentials')
  const cors = corsHeaders(origin, allowed)
  for (const [name, value] of Object.entries(cors)) headers.set(name, value)
  // When to try again (429, 503) is not a CORS-safelisted header: a page may read it only when exposed.
  if (cors['Access-Control-Allow-Origin'] && headers.has('Retry-After')) {
    const exposed = headers.get('Access-Control-Expose-Headers')
    headers.set('Access-Control-Expose-Headers', exposed ? `${exposed}, Retry-After` : 'Retry-After')
  }
  headers.append('Vary', 'Origin')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
