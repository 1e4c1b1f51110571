/**
 * Which credentials a call carries (docs/requirements.md §6): a bearer access token by default; the application's
 * credentials (HTTP basic) for login, user creation and the partner-promotion code; nothing for the
 * token exchange and refresh. Paths follow the public SDK of the same services (`serato/sws-js-sdk`).
 */
import type { ServiceName } from './services.ts'

/** `bearer`: user access token (refresh + retry apply); `basic`: app id + secret; `none`: no credentials. */
export type AuthMode = 'bearer' | 'basic' | 'none'

/** One operation, as `METHOD /path` relative to the service base URL. */
export type OperationKey = `${ServiceName} ${string} /${string}`

/** Operations that authenticate with the application's credentials (docs/requirements.md §6). */
export const appCredentialOperations: readonly OperationKey[] = [
  'identity POST /api/v1/login',
  'identity POST /api/v1/users',
  'profile POST /api/v1/partnerpromotions/code',
]

/**
 * Operations that send no credentials: the token exchange and refresh, logout (the refresh token in its
 * body is the credential, as in the public SDK: an expired access token must not trigger a refresh
 * that rotates the very token being revoked), notification templates (docs/requirements.md §6).
 */
export const unauthenticatedOperations: readonly OperationKey[] = [
  'identity POST /api/v1/tokens/exchange',
  'identity POST /api/v1/me/logout',
  'identity POST /api/v1/tokens/refresh',
  'identity POST /api/v2/tokens/refresh',
  'notifications GET /api/v2/templates',
]

/**
 * The credentials an operation uses.
 * @param service the service called
 * @param method HTTP method, any case
 * @param path path relative to the service base URL, without query string
 */
export function authModeFor(service: ServiceName, method: string, path: string): AuthMode {
  const key = `${service} ${method.toUpperCase()} ${path.replace(/\/+$/, '')}` as OperationKey
  if (appCredentialOperations.includes(key)) return 'basic'
  if (unauthenticatedOperations.includes(key)) return 'none'
  return 'bearer'
}
