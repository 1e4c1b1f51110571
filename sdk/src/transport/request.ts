/**
 * The two request shapes the transport accepts, turned into one replayable {@link PreparedRequest}:
 * orval's mutator config (`serviceRequest`) and openapi-fetch's `Request` (`transportFetch`).
 */
import type { ResolvedSdkConfig } from './config.ts'
import type { OperationOptions, OperationTable } from './operation.ts'
import type { Sdk } from './sdk.ts'
import type { PreparedRequest } from './send.ts'
import { parseBody } from './send.ts'
import type { ServiceName } from './services.ts'

/**
 * The options of the operation of `table` that `method path` calls (path parameters match a segment),
 * with its `urlTemplate` (the table's key).
 */
function operationIn(table: OperationTable, method: string, path: string): OperationOptions | undefined {
  for (const [key, options] of Object.entries(table)) {
    const [tableMethod, template = ''] = key.split(' ')
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`)
    if (tableMethod === method && pattern.test(path)) return { urlTemplate: template, ...options }
  }
  return undefined
}

/** The credentials and token effect of a call: a caller's own `Authorization` header wins. */
function operationOf(
  options: OperationOptions,
  headers: Headers,
): Pick<PreparedRequest, 'auth' | 'tokens' | 'urlTemplate'> {
  return {
    auth: headers.has('Authorization') ? 'custom' : (options.auth ?? 'bearer'),
    tokens: options.tokens,
    urlTemplate: options.urlTemplate,
  }
}

/**
 * What orval passes to its mutator, plus the caller's abort signal and the operation's
 * {@link OperationOptions} (generated into each request function).
 */
export interface ServiceRequestConfig extends OperationOptions {
  /** Path relative to the service base URL (`/api/v1/me`), without query string. */
  url: string
  method: string
  /** Query parameters; `undefined`/`null` are left out, arrays repeat the key. */
  params?: Record<string, unknown>
  /** Body: objects are sent as JSON; strings, `FormData`, `Blob`, `URLSearchParams`, `ArrayBuffer` as they are. */
  data?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** `json` (default) parses the body; `blob` resolves with a `Blob` (downloads). */
  responseType?: 'json' | 'blob'
  /**
   * The instance to call through (server: the per-request one); default: the default instance.
   * Lets generated hooks take it as a per-call request option (`{ request: { sdk } }`).
   */
  sdk?: Sdk
}

/** Builds the prepared request for `serviceRequest` (orval). */
export function fromRequestConfig(
  config: ResolvedSdkConfig,
  service: ServiceName,
  request: ServiceRequestConfig,
): PreparedRequest {
  const base = config.serviceBaseUrls[service]
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`
  const url = new URL(`${base}${path}`)
  for (const [key, value] of Object.entries(request.params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item))
    }
  }
  const headers = new Headers(request.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  let body: PreparedRequest['body']
  const { data } = request
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    body = data
  } else if (data !== undefined) {
    body = JSON.stringify(data)
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  }
  return {
    service,
    url: url.toString(),
    method: request.method.toUpperCase(),
    headers,
    body,
    signal: request.signal,
    ...operationOf(request, headers),
  }
}

/**
 * Builds the prepared request for `transportFetch` (openapi-fetch). A URL already under the service's
 * base URL is kept; any other URL keeps only its path and query, re-based onto the service's base URL.
 * The body is read once so that the single retry can resend it.
 */
export async function fromFetchRequest(
  config: ResolvedSdkConfig,
  service: ServiceName,
  input: Request,
  operations: OperationTable = {},
): Promise<PreparedRequest> {
  const base = config.serviceBaseUrls[service]
  let url = input.url
  if (url !== base && !url.startsWith(`${base}/`) && !url.startsWith(`${base}?`)) {
    const parsed = new URL(url)
    url = `${base}${parsed.pathname}${parsed.search}`
  }
  const path = new URL(url).pathname.slice(new URL(base).pathname.replace(/\/$/, '').length) || '/'
  const method = input.method.toUpperCase()
  const body =
    input.body === null || method === 'GET' || method === 'HEAD' ? undefined : await input.arrayBuffer()
  const headers = new Headers(input.headers)
  return {
    service,
    url,
    method,
    headers,
    body,
    signal: input.signal,
    ...operationOf(operationIn(operations, method, path) ?? {}, headers),
  }
}

/** Reads a 2xx response for `serviceRequest`: parsed JSON (raw text if not JSON, `undefined` if empty) or a Blob. */
export async function readResult(
  response: Response,
  responseType: 'json' | 'blob' = 'json',
): Promise<unknown> {
  if (responseType === 'blob') return response.blob()
  return parseBody(await response.arrayBuffer())
}
