/**
 * The body codes of the error catalogue (docs/requirements.md §8), one table for the transport, which
 * picks an error class by them (`createServiceError`), and the mocks, which answer with them
 * (`ERROR_CODES` of `@music/sdk/mocks`). Service-specific codes (1301 e-mail in use, 1501 card
 * declined, …) live beside each service's rules.
 */
export const ERROR_CODES = {
  /** 400: the request is invalid (with `fields` naming each invalid property). */
  badRequest: 1000,
  /** 400 on a refresh: the refresh token is invalid. */
  invalidRefreshToken: 1001,
  /** 400 on a refresh: the refresh token has expired. */
  expiredRefreshToken: 1007,
  /** 403: the access token lacks the scope. */
  accessDenied: 2000,
  /** 403: the access token is invalid. */
  invalidAccessTokenForbidden: 2001,
  /** 401: the access token is invalid or has expired (the transport refreshes and retries once). */
  invalidAccessToken: 2002,
  /** 401: the user must enter their password again. */
  passwordReentryRequired: 2011,
  /** 404: no such resource. */
  notFound: 3001,
} as const
