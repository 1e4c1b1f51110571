/**
 * Telemetry for the content client (docs/decisions/041): with `@music/sdk/telemetry` installed, every
 * request of `@sanity/client`'s promise and observable pipelines (queries, documents; its retries
 * inside) is one call of the transport's instrumentation (a CLIENT span), named by its path template
 * (`GET /v{apiVersion}/data/query/{dataset}`; the GROQ query and its parameters are in the query
 * string, which never reaches telemetry), with the W3C `traceparent` sent to the content service.
 */
import type { RequestHandler } from '@sanity/client'
import { transportInstrumentation } from '../transport/instrumentation.ts'

/** The data endpoints of the Sanity HTTP API whose path ends in the dataset (docs/references.md "Sanity HTTP API"). */
const DATA_ENDPOINT = /^\/v[^/]+\/data\/(query|mutate|listen|doc|actions)\/[^/]+(\/.*)?$/

/**
 * The path template of a content API URL (`/v{apiVersion}/data/query/{dataset}`,
 * `/v{apiVersion}/data/doc/{dataset}/{documentIds}`), or undefined for another endpoint.
 */
export function contentUrlTemplate(url: string): string | undefined {
  const match = DATA_ENDPOINT.exec(new URL(url).pathname)
  if (!match) return undefined
  return `/v{apiVersion}/data/${match[1]}/{dataset}${match[2] ? '/{documentIds}' : ''}`
}

/** `handler` with each request instrumented when telemetry is installed (see the module's description). */
export function instrumentedContentRequests(handler: RequestHandler): RequestHandler {
  return (request, next) => {
    const instrumentation = transportInstrumentation()
    if (!instrumentation) return handler(request, next)
    return instrumentation.call(
      {
        method: request.method ?? 'GET',
        url: request.url,
        urlTemplate: contentUrlTemplate(request.url),
        service: 'content',
      },
      (traceHeaders) => handler({ ...request, headers: { ...request.headers, ...traceHeaders } }, next),
      // `@sanity/client` resolves with the body alone; an error reply rejects with its status.
      () => undefined,
    )
  }
}
