/**
 * The error catalogue of docs/requirements.md §8 as classes: one base, one subclass per entry, chosen by ONE factory
 * ({@link createServiceError}) from the HTTP status and the body's `code` (stripe-node `Error.ts` model).
 * Every error the transport throws is a {@link ServiceError}, so TanStack Query's
 * `Register { defaultError }` can name it once.
 */

import {
  ACCESS_DENIED_CODE,
  EXPIRED_REFRESH_TOKEN_CODE,
  INVALID_ACCESS_TOKEN_CODE,
  INVALID_ACCESS_TOKEN_FORBIDDEN_CODE,
  INVALID_REFRESH_TOKEN_CODE,
  PASSWORD_REENTRY_REQUIRED_CODE,
} from './error-codes.ts'

/** What every {@link ServiceError} is built from. */
export interface ServiceErrorInit {
  /** HTTP status; 0 when no response arrived (timeout, network error). */
  status: number
  /** Parsed JSON body, the raw text when it is not JSON, or `undefined` when there was none. */
  body?: unknown
  /** The response, when one arrived (its body is already read). */
  response?: Response
  /** Overrides the message taken from the body. */
  message?: string
  /** The underlying error (network failure), kept as `cause`. */
  cause?: unknown
}

/**
 * Base of every error the transport throws. Raised as itself for any non-2xx reply that no catalogue
 * entry matches (docs/requirements.md §8 "anything else"): `message` is the body's `error` or `message` field, else
 * `Request failed with status code {n}`; `status`, `code` (the body's `code`), `response` and `body`
 * are kept.
 */
export class ServiceError extends Error {
  override name = 'ServiceError'
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  /** The service's error code from the body (`{"code": 2001}`), when present. */
  readonly code: number | undefined
  /**
   * One message per invalid request property, from the body's `fields` (`ValidationErrorBody`, decision
   * 017: `{"fields": {"postcode": "Enter a valid postcode…"}}`); empty when the body has none.
   */
  readonly fields: Readonly<Record<string, string>>
  /** The response, when one arrived. */
  readonly response: Response | undefined
  /** Parsed JSON body, raw text for non-JSON bodies, or `undefined`. */
  readonly body: unknown

  constructor(init: ServiceErrorInit) {
    super(init.message ?? bodyMessage(init.body) ?? `Request failed with status code ${init.status}`, {
      cause: init.cause,
    })
    this.status = init.status
    this.code = bodyCode(init.body)
    this.fields = bodyFields(init.body)
    this.response = init.response
    this.body = init.body
  }
}

/** Raised when a call is not answered within the configured timeout (`timeout of {n}ms exceeded`, docs/requirements.md §8/§9). */
export class TimeoutError extends ServiceError {
  override name = 'TimeoutError'
  /** The timeout that was exceeded, in milliseconds. */
  readonly timeoutMs: number
  constructor(timeoutMs: number) {
    super({ status: 0, message: `timeout of ${timeoutMs}ms exceeded` })
    this.timeoutMs = timeoutMs
  }
}

/** Raised when no HTTP response arrived at all: DNS, refused connection, CORS, offline (`Network Error`). */
export class NetworkError extends ServiceError {
  override name = 'NetworkError'
  constructor(cause?: unknown) {
    super({ status: 0, message: 'Network Error', cause })
  }
}

/** Raised on HTTP 503: the service is unavailable (docs/requirements.md §8, `onServiceUnavailable` is called first). */
export class ServiceUnavailableError extends ServiceError {
  override name = 'ServiceUnavailableError'
}

/** Raised on HTTP 500: the service failed (docs/requirements.md §8, `onServiceError` is called first). */
export class InternalServiceError extends ServiceError {
  override name = 'InternalServiceError'
}

/**
 * Raised on 403 code 2001 (invalid access token) or 401 code 2002 (expired access token) when the
 * transport could not recover: no refresh token, or the single retry after a refresh failed again.
 */
export class InvalidAccessTokenError extends ServiceError {
  override name = 'InvalidAccessTokenError'
}

/**
 * Raised on 400 code 1001 (invalid) or 1007 (expired refresh token), answered to a token refresh.
 * The token store has been cleared and `onSignedOut` called: the user is signed out.
 */
export class InvalidRefreshTokenError extends ServiceError {
  override name = 'InvalidRefreshTokenError'
}

/**
 * Raised on 403 code 2000 (access token lacks the scope) when a refresh cannot help: an access token
 * was sent, or there is no refresh token (docs/requirements.md §8).
 */
export class AccessDeniedError extends ServiceError {
  override name = 'AccessDeniedError'
}

/** Raised on 401 code 2011: the user must re-enter their password (`onPasswordReentryRequired` is called first). */
export class PasswordReentryRequiredError extends ServiceError {
  override name = 'PasswordReentryRequiredError'
}

/**
 * THE factory: picks the catalogue class for an HTTP reply from its status and body code (docs/requirements.md §8).
 * @param init status, parsed body (or raw text), response
 * @returns an instance of the matching subclass, or of {@link ServiceError} itself
 */
export function createServiceError(init: ServiceErrorInit): ServiceError {
  const code = bodyCode(init.body)
  const { status } = init
  if (status === 500) return new InternalServiceError(init)
  if (status === 503) return new ServiceUnavailableError(init)
  if (
    (status === 403 && code === INVALID_ACCESS_TOKEN_FORBIDDEN_CODE) ||
    (status === 401 && code === INVALID_ACCESS_TOKEN_CODE)
  ) {
    return new InvalidAccessTokenError(init)
  }
  if (status === 400 && (code === INVALID_REFRESH_TOKEN_CODE || code === EXPIRED_REFRESH_TOKEN_CODE)) {
    return new InvalidRefreshTokenError(init)
  }
  if (status === 403 && code === ACCESS_DENIED_CODE) return new AccessDeniedError(init)
  if (status === 401 && code === PASSWORD_REENTRY_REQUIRED_CODE) return new PasswordReentryRequiredError(init)
  return new ServiceError(init)
}

function bodyField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined
}

/** The body's `code` as a number (services send numbers; numeric strings are accepted). */
function bodyCode(body: unknown): number | undefined {
  const code = bodyField(body, 'code')
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code)
  return undefined
}

/** The body's `fields` object, its string values only. */
function bodyFields(body: unknown): Record<string, string> {
  const fields = bodyField(body, 'fields')
  if (typeof fields !== 'object' || fields === null) return {}
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The body's `error` field, else its `message` field, when either is a non-empty string (docs/requirements.md §8). */
function bodyMessage(body: unknown): string | undefined {
  for (const field of ['error', 'message']) {
    const value = bodyField(body, field)
    if (typeof value === 'string' && value !== '') return value
  }
  return undefined
}
