/**
 * Error replies of the local content service, in the shapes the Sanity HTTP API uses and
 * `@sanity/client` understands (its `ClientError` reads `error.description`, or for Boom-style
 * bodies `error` + `message`; a `queryParseError` with `query`/`start`/`end` is rendered as a code frame).
 * See docs/references.md "Sanity HTTP API" and docs/requirements.md §5, §8.
 */

/** Extra fields of a Content Lake error object (e.g. `query`, `start`, `end` of a `queryParseError`). */
export type ErrorDetails = Record<string, unknown>

/**
 * A request the service refuses. Thrown by handlers, turned into a JSON reply by the router.
 * `status` is the HTTP status, `type` the Content Lake error type (`queryParseError`, `validationError`…).
 */
export class ContentServiceError extends Error {
  readonly status: number
  readonly type: string
  readonly details: ErrorDetails

  constructor(status: number, type: string, description: string, details: ErrorDetails = {}) {
    super(description)
    this.name = 'ContentServiceError'
    this.status = status
    this.type = type
    this.details = details
  }
}

/** 400 `validationError`: a malformed request part (docs/requirements.md §5). */
export const validationError = (description: string, details?: ErrorDetails): ContentServiceError =>
  new ContentServiceError(400, 'validationError', description, details)

/** One failed mutation of a transaction, by the index of its mutation in the request. */
export interface MutationErrorItem {
  index: number
  /** The HTTP status this failure alone would have (the reply takes the first item's). */
  status: number
  type: string
  description: string
  /** Fields of the item's `error` besides `type` and `description` (`id`, `limit`, `referencingIDs`…). */
  details?: ErrorDetails
}

/** Items named at most in one `mutationError` reply (its description counts them all). */
export const MAX_MUTATION_ERROR_ITEMS = 100

/**
 * The Content Lake's `mutationError` for the failed mutations of a transaction (at least one), with the
 * status of the first: `{type: "mutationError", description: "Mutation(s) failed with N error(s)",
 * items: [{index, error: {type, description, …details}}]}` (`@sanity/client`'s `MutationError`, whose
 * message lists the items' descriptions).
 */
export function mutationError(failures: readonly MutationErrorItem[]): ContentServiceError {
  const first = failures[0] as MutationErrorItem
  return new ContentServiceError(
    first.status,
    'mutationError',
    `Mutation(s) failed with ${failures.length} error(s)`,
    {
      items: failures.slice(0, MAX_MUTATION_ERROR_ITEMS).map(({ index, type, description, details }) => ({
        error: { description, type, ...details },
        index,
      })),
    },
  )
}

/** 404 `notFoundError`: unknown dataset, asset or route. */
export const notFoundError = (description: string): ContentServiceError =>
  new ContentServiceError(404, 'notFoundError', description)

/**
 * 401: missing or wrong preview credential. The body is Boom-style like the real API's
 * (`{statusCode, error: 'Unauthorized', message}`, seen from api.sanity.io for an unknown token),
 * which `@sanity/client` reports as "Unauthorized - <message>".
 */
export const unauthorizedError = (message: string): ContentServiceError =>
  new ContentServiceError(401, 'unauthorizedError', message)

/** 403 when the browser's `Origin` is not on the allow list (docs/requirements.md §8: "origin not allowed"). */
export const originNotAllowedError = (origin: string): ContentServiceError =>
  new ContentServiceError(
    403,
    'corsOriginError',
    `CORS: origin not allowed: "${origin}" is not an allowed origin of this content service`,
    { origin },
  )

/** A JSON reply with `Content-Type: application/json; charset=utf-8`. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers)
  merged.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { status, headers: merged })
}

/** The JSON reply for a {@link ContentServiceError}. */
export function errorResponse(error: ContentServiceError): Response {
  if (error.status === 401) {
    return jsonResponse({ statusCode: 401, error: 'Unauthorized', message: error.message }, 401)
  }
  return jsonResponse(
    { error: { description: error.message, type: error.type, ...error.details }, statusCode: error.status },
    error.status,
    // A busy service (the image CDN's full queue) is asked again shortly.
    error.status === 503 ? { 'retry-after': '1' } : {},
  )
}

/** Converts anything thrown by a handler to a reply: known errors keep their status, others are 500. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ContentServiceError) return errorResponse(error)
  const description = error instanceof Error ? error.message : String(error)
  return errorResponse(new ContentServiceError(500, 'serverError', `Internal error: ${description}`))
}
