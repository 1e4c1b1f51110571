/**
 * The body codes of the error catalogue (docs/requirements.md §8), one table for the transport, which
 * picks an error class by them (`createServiceError`), and the mocks, which answer with them
 * (`ERROR_CODES` of `@music/sdk/mocks`). Service-specific codes (1301 e-mail in use, 1501 card
 * declined, …) live beside each service's rules.
 *
 * Each code is also a constant of its own, which is what the transport reads: a bundler puts the number
 * itself where a constant is used, whereas an object is shipped whole with every name it holds (about
 * 85 bytes gzip of each service's client and hook, `npm run bench:sdk`).
 */

/** 400: the request is invalid (with `fields` naming each invalid property). */
export const BAD_REQUEST_CODE = 1000
/** 400 on a refresh: the refresh token is invalid. */
export const INVALID_REFRESH_TOKEN_CODE = 1001
/** 400 on a refresh: the refresh token has expired. */
export const EXPIRED_REFRESH_TOKEN_CODE = 1007
/** 403: the access token lacks the scope. */
export const ACCESS_DENIED_CODE = 2000
/** 403: the access token is invalid. */
export const INVALID_ACCESS_TOKEN_FORBIDDEN_CODE = 2001
/** 401: the access token is invalid or has expired (the transport refreshes and retries once). */
export const INVALID_ACCESS_TOKEN_CODE = 2002
/** 401: the user must enter their password again. */
export const PASSWORD_REENTRY_REQUIRED_CODE = 2011
/** 404: no such resource. */
export const NOT_FOUND_CODE = 3001

/** The catalogue's body codes by name. */
export const ERROR_CODES = {
  /** 400: the request is invalid (with `fields` naming each invalid property). */
  badRequest: BAD_REQUEST_CODE,
  /** 400 on a refresh: the refresh token is invalid. */
  invalidRefreshToken: INVALID_REFRESH_TOKEN_CODE,
  /** 400 on a refresh: the refresh token has expired. */
  expiredRefreshToken: EXPIRED_REFRESH_TOKEN_CODE,
  /** 403: the access token lacks the scope. */
  accessDenied: ACCESS_DENIED_CODE,
  /** 403: the access token is invalid. */
  invalidAccessTokenForbidden: INVALID_ACCESS_TOKEN_FORBIDDEN_CODE,
  /** 401: the access token is invalid or has expired (the transport refreshes and retries once). */
  invalidAccessToken: INVALID_ACCESS_TOKEN_CODE,
  /** 401: the user must enter their password again. */
  passwordReentryRequired: PASSWORD_REENTRY_REQUIRED_CODE,
  /** 404: no such resource. */
  notFound: NOT_FOUND_CODE,
} as const
