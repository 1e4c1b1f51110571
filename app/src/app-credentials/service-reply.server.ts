/**
 * How a server function of the site tells its caller that a service call failed (docs/decisions/022):
 * as data, not as a thrown error, so the browser gets the service's own words for the user and the
 * message per field (`fields` of a 400 reply, decision 017), and never a stack or a token.
 */
import { InvalidAccessTokenError, NetworkError, ServiceError, TimeoutError } from '@music/sdk'

/** A refusal or failure of a service, as a server function answers it. */
export type ServiceFailure =
  /** The service refused the input (4xx): its code, its message and one message per field. */
  | {
      outcome: 'refused'
      status: number
      code: number | undefined
      message: string
      fields: Record<string, string>
    }
  /** The visitor's access token was refused: the browser refreshes it and asks again. */
  | { outcome: 'signed-out' }
  /** The service is down, late or failed (5xx, timeout, no reply), or the site is not configured for it. */
  | { outcome: 'unavailable'; message: string }

/** The message of {@link ServiceFailure} `unavailable`. */
export const UNAVAILABLE_MESSAGE = 'This service is unavailable right now. Please try again in a few minutes.'

/**
 * A failed service call as a {@link ServiceFailure}.
 * @throws `error` again when it is no service error (a bug, not a refusal)
 */
export function serviceFailure(error: unknown): ServiceFailure {
  if (error instanceof InvalidAccessTokenError) return { outcome: 'signed-out' }
  if (error instanceof TimeoutError || error instanceof NetworkError) {
    return { outcome: 'unavailable', message: UNAVAILABLE_MESSAGE }
  }
  if (error instanceof ServiceError && error.status >= 400 && error.status < 500) {
    return {
      outcome: 'refused',
      status: error.status,
      code: error.code,
      message: error.message,
      fields: { ...error.fields },
    }
  }
  if (error instanceof ServiceError) return { outcome: 'unavailable', message: UNAVAILABLE_MESSAGE }
  throw error
}
