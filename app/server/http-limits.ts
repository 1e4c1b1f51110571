/**
 * Request limits of every server this repository runs (the site, the content service, the services
 * sandbox; docs/decisions/019, 031): a URL longer than the server's limit → 414, a body over its limit
 * → 413, before any handler spends work on it; a method no server here answers (TRACE, TRACK,
 * CONNECT) → 405; JSON nested deeper than {@link MAX_JSON_DEPTH} is refused by the handlers that
 * parse it ({@link jsonTooDeep}), so no recursive step downstream runs out of stack. Bodies are counted as they are read (srvx's
 * `maxRequestBodySize`, which also covers chunked bodies without a `Content-Length`); this module maps
 * what srvx raises to the reply.
 */

/** A server's limits: URL characters (path + query) and body bytes. */
export interface RequestLimits {
  maxUrlLength: number
  maxBodyBytes: number
}

/** The reply for a refused request, JSON `{"error": …}` (the sandboxes wrap it in their own error shapes). */
function refusal(status: 405 | 413 | 414, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: message },
    { status, headers: { 'cache-control': 'no-store', connection: 'close', ...headers } },
  )
}

/**
 * Methods the Fetch standard forbids, which no handler here can even see as a `Request`: TRACE and
 * TRACK echo the request back (cross-site tracing, RFC 9110 §9.3.8), CONNECT asks for a tunnel.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** 405 (with `Allow`) for TRACE, TRACK and CONNECT, else `undefined`. */
export function refuseForbiddenMethod(request: Request, allow = 'GET, HEAD, POST'): Response | undefined {
  if (!FORBIDDEN_METHODS.has(request.method.toUpperCase())) return undefined
  return refusal(405, `Method ${request.method.toUpperCase()} is not allowed`, { allow })
}

/** How deep JSON may nest (objects and arrays), as a GROQ query's brackets may (decision 019). */
export const MAX_JSON_DEPTH = 64

/**
 * Whether a parsed JSON value nests objects or arrays deeper than `max` levels (walked without
 * recursion, so any depth is measured safely).
 */
export function jsonTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (typeof current !== 'object' || current === null) continue
    if (depth + 1 > max) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/** 414 when `request`'s path and query are longer than `limits.maxUrlLength` characters, else `undefined`. */
export function refuseLongUrl(request: Request, limits: RequestLimits): Response | undefined {
  const url = new URL(request.url)
  const length = url.pathname.length + url.search.length
  if (length <= limits.maxUrlLength) return undefined
  return refusal(414, `URI too long: ${length} characters (the limit is ${limits.maxUrlLength})`)
}

/** Whether `error` is srvx's body-limit error (`code: "ERR_BODY_TOO_LARGE"`, status 413). */
export function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413
}

/** The 413 reply for a body over `limits.maxBodyBytes`. */
export function bodyTooLarge(limits: RequestLimits): Response {
  return refusal(413, `Request body too large (the limit is ${limits.maxBodyBytes} bytes)`)
}

/**
 * `request` with its body read up to `limits.maxBodyBytes` (so a handler that reads it later cannot
 * hit the limit halfway), or a 413 reply. Requests without a body are returned as they are.
 */
export async function bufferBody(request: Request, limits: RequestLimits): Promise<Request | Response> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request
  const declared = Number(request.headers.get('content-length'))
  if (declared > limits.maxBodyBytes) return bodyTooLarge(limits)
  let body: ArrayBuffer
  try {
    body = await request.arrayBuffer()
  } catch (error) {
    if (isBodyTooLarge(error)) return bodyTooLarge(limits)
    throw error
  }
  if (body.byteLength > limits.maxBodyBytes) return bodyTooLarge(limits)
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
}
