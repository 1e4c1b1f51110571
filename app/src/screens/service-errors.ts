/**
 * What a screen tells the user when a service call fails (docs/requirements.md §8; docs/decisions/015):
 * one message per kind of failure, and the service's own message where it is written for the user
 * (the 4xx replies of the licence and download services, docs/decisions/012). Never the raw status.
 */
import {
  InternalServiceError,
  InvalidAccessTokenError,
  InvalidRefreshTokenError,
  NetworkError,
  ServiceError,
  ServiceUnavailableError,
  TimeoutError,
} from '@music/sdk'
import { isOffline } from './connection.tsx'

/** The message for a session that ended (refused refresh, docs/requirements.md §8). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.'

/** The message for a call that got no reply because the browser is offline (decision 037). */
export const OFFLINE_ERROR_MESSAGE = 'You are offline. Try again when you are back online.'

/** True when `error` means the visitor is signed out now and has to sign in again. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof InvalidRefreshTokenError || error instanceof InvalidAccessTokenError
}

/**
 * The user's words for a failed call:
 * - no reply in time (the transport's timeout): our servers were too slow, try again (not the
 *   person's connection: it carried the request);
 * - no reply at all: while the browser is offline, that it is (decision 037); otherwise (refused, a
 *   network beyond the browser's down) check the connection and try again;
 * - 500 / 503: something went wrong on our side / the service is down for now, try again later;
 * - the session ended: sign in again;
 * - another refusal (4xx) with a message from the service: that message (the services write them for
 *   the user: "This serial number is already registered to another account.");
 * - anything else: a generic "could not be completed".
 */
export function serviceErrorMessage(error: unknown): string {
  if (error instanceof TimeoutError)
    return 'Our servers took too long to answer. Please try again in a moment.'
  if (error instanceof NetworkError)
    return isOffline()
      ? OFFLINE_ERROR_MESSAGE
      : 'We could not reach our servers. Check your connection and try again.'
  if (error instanceof ServiceUnavailableError)
    return 'This service is unavailable right now. Please try again in a few minutes.'
  if (error instanceof InternalServiceError) return 'Something went wrong on our side. Please try again.'
  if (isSessionEnded(error)) return SESSION_ENDED_MESSAGE
  if (error instanceof ServiceError && error.status >= 400 && error.status < 500 && hasOwnMessage(error))
    return error.message
  return 'That could not be completed. Please try again.'
}

/** True when the service said why (`error`/`message` in the body), not the transport's fallback text. */
function hasOwnMessage(error: ServiceError): boolean {
  return error.message !== '' && !error.message.startsWith('Request failed with status code')
}

/**
 * Which form field a service's error code belongs to, e.g. `{ 1101: 'serial', 1105: 'ilokUserId' }`:
 * codes listed here show next to that field, any other failure above the form.
 */
export type CodeFields<Field extends string> = Partial<Record<number, Field>>

/**
 * Splits a failed call's error into the field it belongs to (by the service's body code, `codeFields`)
 * and its message: `{ field, message }`, `field` undefined for the form as a whole.
 */
export function serviceErrorTarget<Field extends string>(
  error: unknown,
  codeFields: CodeFields<Field> = {},
): { field: Field | undefined; message: string } {
  const field = error instanceof ServiceError && error.code !== undefined ? codeFields[error.code] : undefined
  return { field, message: serviceErrorMessage(error) }
}
