/**
 * The content client's own error class; kept apart from `errors.ts` (which imports `@sanity/client`),
 * so the root entry `@music/sdk` can export it without the content client.
 */
import { ServiceError, type ServiceErrorInit } from '../transport/errors.ts'

/**
 * Raised when the content API answers a query with an error reply (4xx, 5xx other than 500/503): a
 * GROQ syntax error (400, `type` `queryParseError`), a refused credential (401/403), an unknown
 * dataset (404). `status` is the HTTP status, `type` the Content Lake error type, `body` the reply
 * (`{ error: { type, description, … } }`), `message` the client's description of it. 500 and 503 are
 * the catalogue's `InternalServiceError` / `ServiceUnavailableError`, no reply at all a
 * `NetworkError`, a timeout a `TimeoutError`.
 */
export class ContentError extends ServiceError {
  override name = 'ContentError'
  /** The Content Lake error type of the reply (`queryParseError`, …), when it names one. */
  readonly type: string | undefined

  constructor(init: ServiceErrorInit) {
    super(init)
    const error = (init.body as { error?: { type?: unknown } } | undefined)?.error
    this.type = typeof error?.type === 'string' ? error.type : undefined
  }
}
