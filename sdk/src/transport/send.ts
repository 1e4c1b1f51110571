/**
 * One HTTP exchange, the innermost step of the transport: adds the CDN auth and authorization
 * headers, enforces the timeout over the whole exchange (headers and body), buffers the body and
 * turns every failure into a catalogue error. No retries here. With telemetry installed
 * (`@music/sdk/telemetry` or `@music/sdk/trace-context`, instrumentation.ts) each exchange is one span,
 * its `traceparent` sent along.
 */

import type { ResolvedSdkConfig } from './config.ts'
import { createServiceError, NetworkError, TimeoutError } from './errors.ts'
import { transportInstrumentation } from './instrumentation.ts'
import type { AuthMode } from './operation.ts'
import type { ServiceName } from './services.ts'

/** A request ready to send, replayable (its body is never a stream). */
export interface PreparedRequest {
  service: ServiceName
  /** Absolute URL. */
  url: string
  method: string
  headers: Headers
  body?: string | ArrayBuffer | Blob | FormData | URLSearchParams
  /** The caller's signal: aborting it rejects with its reason (not a ServiceError). */
  signal?: AbortSignal
  /** `custom`: the caller set `Authorization` itself; the transport leaves credentials alone. */
  auth: AuthMode | 'custom'
  /** What a 2xx reply does to the stored tokens (`tokenOperations`), if anything. */
  tokens?: 'grant' | 'revoke'
  /** The operation's path template (`/api/v1/users/{userId}`), when known: names its span. */
  urlTemplate?: string
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * Sends `prepared` once.
 * @param authorization value of the `Authorization` header, if any
 * @param resendCount 0 for a first exchange, 1 for the retry after a refresh (telemetry's resend count)
 * @returns the response (2xx) with its body buffered, readable once
 * @throws TimeoutError, NetworkError, or the catalogue error from {@link createServiceError};
 *   the caller's abort reason when the caller aborted
 */
export function send(
  config: ResolvedSdkConfig,
  prepared: PreparedRequest,
  authorization?: string,
  resendCount = 0,
): Promise<Response> {
  const instrumentation = transportInstrumentation()
  if (!instrumentation) return sendOnce(config, prepared, authorization)
  const { method, url, urlTemplate, service } = prepared
  return instrumentation.call(
    { method, url, urlTemplate, service, resendCount },
    (traceHeaders) => sendOnce(config, prepared, authorization, traceHeaders),
    (response) => response.status,
  )
}

/** {@link send} without its span; `traceHeaders` (`traceparent`) are sent along. */
async function sendOnce(
  config: ResolvedSdkConfig,
  prepared: PreparedRequest,
  authorization?: string,
  traceHeaders: Record<string, string> = {},
): Promise<Response> {
  const { signal } = prepared
  signal?.throwIfAborted()
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, config.timeout)
  const onCallerAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onCallerAbort, { once: true })

  const failure = (cause: unknown) => {
    if (signal?.aborted) return signal.reason
    if (timedOut) return new TimeoutError(config.timeout)
    return new NetworkError(cause)
  }

  try {
    const headers = new Headers(prepared.headers)
    for (const [name, value] of Object.entries(traceHeaders)) headers.set(name, value)
    if (config.cdnAuthHeader) headers.set(config.cdnAuthHeader.name, config.cdnAuthHeader.value)
    if (authorization) headers.set('Authorization', authorization)
    const hasBody = prepared.body !== undefined && !['GET', 'HEAD'].includes(prepared.method.toUpperCase())
    let response: Response
    let buffer: ArrayBuffer
    try {
      const request = new Request(prepared.url, {
        method: prepared.method.toUpperCase(),
        headers,
        body: hasBody ? prepared.body : undefined,
        signal: controller.signal,
      })
      response = await config.fetch(request)
      buffer = await response.arrayBuffer()
    } catch (cause) {
      throw failure(cause)
    }
    const buffered = new Response(NULL_BODY_STATUSES.has(response.status) ? null : buffer, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
    if (response.ok) return buffered
    throw createServiceError({ status: response.status, body: parseBody(buffer), response: buffered })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * A body as the error catalogue wants it: parsed JSON, else the raw text (an HTML error page),
 * else `undefined` when empty. Never throws.
 */
export function parseBody(buffer: BufferSource): unknown {
  const text = new TextDecoder().decode(buffer)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
