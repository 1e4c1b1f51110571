/**
 * Request size limits of every server this repository runs (the site, the content service, the services
 * sandbox; docs/decisions/019): a URL longer than the server's limit → 414, a body over its limit
 * → 413, before any handler spends work on it. Bodies are counted as they are read (srvx's
 * `maxRequestBodySize`, which also covers chunked bodies without a `Content-Length`); this module maps
 * what srvx raises to the reply.
 */

/** A server's limits: URL characters (path + query) and body bytes. */
export interface RequestLimits {
  maxUrlLength: number
  maxBodyBytes: number
}

/** The reply for a refused request, JSON `{"error": …}` (the sandboxes wrap it in their own error shapes). */
function refusal(status: 413 | 414, message: string): Response {
  return Response.json(
    { error: message },
    { status, headers: { 'cache-control': 'no-store', connection: 'close' } },
  )
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
