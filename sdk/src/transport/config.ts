/**
 * Configuration of one sdk instance (docs/architecture.md "Data flow" 3, docs/requirements.md §6, §8, §9).
 */

import type {
  InternalServiceError,
  InvalidRefreshTokenError,
  PasswordReentryRequiredError,
  ServiceUnavailableError,
  TimeoutError,
} from './errors.ts'
import { defaultServiceBaseUrls, type ServiceName } from './services.ts'
import { createNullTokenStore, createTabTokenStore, type TokenStore, type Tokens } from './token-store.ts'

/** Default per-call timeout of the sdk, in milliseconds (docs/requirements.md §9; the site sets 10000). */
export const DEFAULT_TIMEOUT_MS = 3000

/** The part of the Web Locks API the transport uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
  /** With `ifAvailable`, `callback` gets `null` at once when another holder has the lock. */
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>
}

/** Configuration accepted by `createSdk` / `configureSdk`. Every field is optional. */
export interface SdkConfig {
  /** Base URL per service, overriding {@link defaultServiceBaseUrls} (e.g. `sandboxServiceBaseUrls()`). */
  serviceBaseUrls?: Partial<Record<ServiceName, string>>
  /** Timeout of one HTTP exchange in milliseconds; default 3000 (docs/requirements.md §9). */
  timeout?: number
  /** Application id: user of HTTP basic auth (login, user creation, partner-promotion code) and PKCE `app_id`. */
  appId?: string
  /** Application secret for HTTP basic auth. Server-side only: never ship it to a browser. */
  appSecret?: string
  /** Header added to every request when set (server-side CDN auth, docs/requirements.md §6), e.g. `{name: 'x-cdn-auth', value}`. */
  cdnAuthHeader?: { name: string; value: string }
  /**
   * Token storage; default: this tab's memory, shared with the site's other tabs, in a browser
   * (`createTabTokenStore`), nothing kept on the server. README "Where tokens live".
   */
  tokenStore?: TokenStore
  /**
   * How to get new tokens when the access token is missing, expired or refused, in place of the
   * identity service's refresh with the stored refresh token: for apps whose server holds the refresh
   * token (the server-cookie pattern, docs/decisions/031). Resolve the new tokens (an access token at
   * least: they are stored), `null` when there is no session to refresh; reject with
   * `InvalidRefreshTokenError` when the session has ended (the store is cleared and `onSignedOut`
   * called). Called once at a time per instance and, with Web Locks, across the tabs of the origin.
   * @param staleAccessToken the access token the call used, `undefined` when it had none
   */
  tokenRefresh?: (staleAccessToken: string | undefined) => Promise<Tokens | null>
  /** Refresh-token rotation (`/api/v2/tokens/refresh`); false uses `/api/v1/tokens/refresh`. Default true. */
  tokenRotation?: boolean
  /** Web Locks used to serialise refreshes across tabs; default `navigator.locks` in a browser; `null` disables. */
  locks?: LockManagerLike | null
  /** The fetch to send with; default `globalThis.fetch`, looked up on every call (so msw can intercept). */
  fetch?: (request: Request) => Promise<Response>
  /** Called when a call times out, before the {@link TimeoutError} is thrown. */
  onTimeout?: (error: TimeoutError) => void
  /** Called on HTTP 500, before the {@link InternalServiceError} is thrown. */
  onServiceError?: (error: InternalServiceError) => void
  /** Called on HTTP 503, before the {@link ServiceUnavailableError} is thrown. */
  onServiceUnavailable?: (error: ServiceUnavailableError) => void
  /** Called once when a refresh is refused (400 1001/1007): the tokens are cleared, the user is signed out. */
  onSignedOut?: (error: InvalidRefreshTokenError) => void
  /** Called on 401 2011, before the {@link PasswordReentryRequiredError} is thrown. */
  onPasswordReentryRequired?: (error: PasswordReentryRequiredError) => void
}

/** {@link SdkConfig} with every default applied. */
export interface ResolvedSdkConfig
  extends Omit<
    SdkConfig,
    'serviceBaseUrls' | 'timeout' | 'tokenStore' | 'tokenRotation' | 'locks' | 'fetch'
  > {
  serviceBaseUrls: Record<ServiceName, string>
  timeout: number
  tokenStore: TokenStore
  tokenRotation: boolean
  locks: LockManagerLike | null
  fetch: (request: Request) => Promise<Response>
}

const inBrowser = () => typeof document !== 'undefined' && typeof window !== 'undefined'

/**
 * Applies the defaults to a config. Base URLs lose their trailing slash.
 * @throws TypeError `sdk config: …` for a `serviceBaseUrls` key that is not a service name or a base URL
 *   that is not an absolute http(s) URL (a typo must not silently send calls to production)
 * @throws RangeError `sdk config: …` for a `timeout` that is not a positive number of milliseconds
 *   below 2^31 (`setTimeout` turns larger delays into 1 ms: every call would time out)
 */
export function resolveConfig(config: SdkConfig = {}): ResolvedSdkConfig {
  const serviceBaseUrls = { ...defaultServiceBaseUrls }
  for (const [name, url] of Object.entries(config.serviceBaseUrls ?? {})) {
    if (!Object.hasOwn(serviceBaseUrls, name)) throw new TypeError(`sdk config: unknown service ${name}`)
    if (!url) continue
    // The transport appends paths to it (`${base}/api/v1/me`), so it must be absolute.
    if (!/^https?:\/\/[^/]/i.test(url))
      throw new TypeError(`sdk config: serviceBaseUrls.${name} is not an http(s) URL`)
    serviceBaseUrls[name as ServiceName] = url.replace(/\/+$/, '')
  }
  const timeout = config.timeout ?? DEFAULT_TIMEOUT_MS
  if (!(timeout > 0 && timeout < 2 ** 31))
    throw new RangeError(`sdk config: timeout ${timeout} is not > 0 ms`)
  // navigator.locks also exists in Node 24, where it would serialise unrelated users' requests.
  const browserLocks = inBrowser() ? (globalThis.navigator?.locks as LockManagerLike | undefined) : undefined
  return {
    ...config,
    serviceBaseUrls,
    timeout,
    tokenStore: config.tokenStore ?? (inBrowser() ? createTabTokenStore() : createNullTokenStore()),
    tokenRotation: config.tokenRotation ?? true,
    locks: config.locks === undefined ? (browserLocks ?? null) : config.locks,
    fetch: config.fetch ?? ((request) => globalThis.fetch(request)),
  }
}
