/**
 * gzip for the server-rendered pages (Lighthouse "Document request latency": the HTML of a content
 * page, ~50–75 KiB with its dehydrated data, was sent uncompressed). Static assets are compressed by
 * srvx's static middleware; this covers what the SSR fetch handler answers, and the JSON replies of
 * the services sandbox that `npm start` runs (scripts/sandbox/services/main.ts), as services behind a
 * gateway answer.
 */

import { acceptsGzip } from './gzip-splice.ts'

/** Media types worth compressing: HTML pages and the JSON of server functions. */
const COMPRESSIBLE = /^(text\/html|application\/json)\b/i

/**
 * `response` gzip-encoded when the request accepts gzip (RFC 9110 §12.5.3 `Accept-Encoding`) and the
 * body is compressible and not encoded yet; otherwise `response` itself. The body is compressed as a
 * stream (`CompressionStream`), so streamed HTML stays streamed. Sets `Content-Encoding: gzip` and
 * `Vary: Accept-Encoding`, drops `Content-Length`.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304) {
    return response
  }
  if (response.headers.has('content-encoding')) return response
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response
  if (!acceptsGzip(request.headers.get('accept-encoding'))) return response
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
