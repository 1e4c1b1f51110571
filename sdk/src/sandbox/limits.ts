/**
 * Request limits of the services sandbox (the rules every server of the music-site repository applies,
 * there in its site server's `http-limits.ts`; the package cannot import the site, nor the site the
 * package's sandbox, so the sandbox keeps the three checks it needs here): a method no server answers
 * (TRACE, TRACK, CONNECT), a URL longer than the limit, a body over the limit (counted by srvx as it is
 * read, `maxRequestBodySize`, which covers chunked bodies too).
 */

/** A server's limits: URL characters (path + query) and body bytes. */
export interface RequestLimits {
  maxUrlLength: number
  maxBodyBytes: number
}

/**
 * Methods the Fetch standard forbids: TRACE and TRACK echo the request back (cross-site tracing,
 * RFC 9110 §9.3.8), CONNECT asks for a tunnel.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Whether `request`'s method is TRACE, TRACK or CONNECT (answered 405). */
export function refuseForbiddenMethod(request: Request): boolean {
  return FORBIDDEN_METHODS.has(request.method.toUpperCase())
}

/** Whether `request`'s path and query are longer than `limits.maxUrlLength` characters (answered 414). */
export function refuseLongUrl(request: Request, limits: RequestLimits): boolean {
  const url = new URL(request.url)
  return url.pathname.length + url.search.length > limits.maxUrlLength
}

/** Whether `error` is srvx's body-limit error (`code: "ERR_BODY_TOO_LARGE"`, status 413). */
export function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413
}
