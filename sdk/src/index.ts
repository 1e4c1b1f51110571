/**
 * `@music/sdk`: what every app needs whatever services it calls — configuring the ONE transport
 * (base URLs, timeout, app credentials, token storage, handlers), the error classes of the catalogue
 * (docs/requirements.md §8) that every call rejects with, the token stores and their cookies
 * (docs/requirements.md §9), the TanStack Query defaults, and the shared types. The services are
 * separate entries (`@music/sdk/<service>`), so importing this one pulls in no service.
 *
 * Opt in to typing TanStack Query's errors as `ServiceError` in your app (README "Use a hook"):
 * `declare module '@tanstack/react-query' { interface Register { defaultError: ServiceError } }`.
 */
export { ContentError } from './content/content-error.ts'
export {
  type CookieDocument,
  type CookieTokenStoreOptions,
  createBrowserCookieTokenStore,
  createServerCookieTokenStore,
  createServerSessionTokenStore,
  DEFAULT_COOKIE_ENVIRONMENT,
  hasSessionHint,
  readTokenCookies,
  type ServerCookieTokenStore,
  type SessionCookieOptions,
  sessionCookieNames,
  sessionCookiesSecure,
  TOKEN_COOKIE_MAX_AGE,
  tokenCookieNames,
  tokenSetCookies,
} from './transport/cookie-token-store.ts'
export {
  AccessDeniedError,
  type AuthMode,
  configureSdk,
  createSdk,
  createServiceError,
  DEFAULT_TIMEOUT_MS,
  defaultServiceBaseUrls,
  getSdk,
  InternalServiceError,
  InvalidAccessTokenError,
  InvalidRefreshTokenError,
  type LockManagerLike,
  NetworkError,
  type OperationOptions,
  type OperationTable,
  PasswordReentryRequiredError,
  QUERY_NETWORK_RETRIES,
  queryClientDefaults,
  type ResolvedSdkConfig,
  type Sdk,
  type SdkConfig,
  type ServiceClient,
  ServiceError,
  type ServiceErrorInit,
  type ServiceMethod,
  type ServiceName,
  type ServiceRequestConfig,
  type ServiceResponse,
  ServiceUnavailableError,
  sandboxServiceBaseUrls,
  serviceRequest,
  services,
  shouldRetryQuery,
  TimeoutError,
  userPath,
} from './transport/index.ts'
export {
  type BroadcastChannelLike,
  createMemoryTokenStore,
  createNullTokenStore,
  createTabTokenStore,
  readTokenReply,
  type StoredToken,
  TAB_TOKEN_CHANNEL,
  type TabTokenStoreOptions,
  type TokenStore,
  type Tokens,
} from './transport/token-store.ts'
