/**
 * Failures of the content client as the sdk's error classes (docs/requirements.md §8), so one
 * `instanceof ServiceError` (and TanStack Query's `defaultError`, when an app registers it) covers
 * content queries as well as the web services.
 */
import { ClientError, isTimeoutError, type RequestHandler, ServerError } from '@sanity/client'
import { createServiceError, NetworkError, ServiceError, TimeoutError } from '../transport/errors.ts'
import { ContentError } from './content-error.ts'

/**
 * The sdk error for a failure of the content client (`@sanity/client`'s `ClientError`,
 * `ServerError`, get-it's timeout or network errors); sdk errors pass through unchanged.
 * @param timeoutMs the client's timeout, for the {@link TimeoutError} message
 */
function toContentError(error: unknown, timeoutMs: number): ServiceError {
  if (error instanceof ServiceError) return error
  if (error instanceof ClientError || error instanceof ServerError) {
    const init = {
      status: error.statusCode,
      body: parsed(error.responseBody),
      message: error.message,
      cause: error,
    }
    const catalogued = createServiceError(init)
    // 500 and 503 keep their catalogue classes (their handlers' meaning is the same for content).
    return catalogued.constructor === ServiceError ? new ContentError(init) : catalogued
  }
  if (isTimeoutError(error)) return new TimeoutError(timeoutMs)
  return new NetworkError(error)
}

/**
 * The content client's `requestHandler`: every request through `@sanity/client`'s promise and
 * observable pipelines (queries, documents) rejects with an sdk error. Live events and asset uploads
 * do not pass through it.
 */
export function contentErrorHandler(timeoutMs: number): RequestHandler {
  return (request, next) =>
    next(request).catch((error: unknown) => {
      throw toContentError(error, timeoutMs)
    })
}

/** A reply body as the client keeps it (parsed, or the raw text): parsed JSON when it is JSON text. */
function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}
