/**
 * An sdk instance: configuration, token store and the ONE transport pipeline that both typed faces
 * (orval hooks via `serviceRequest`, openapi-fetch clients via `transportFetch`) go through:
 * proactive refresh → credentials → send (timeout, CDN header) → refresh and retry once on an invalid
 * access token → handlers → catalogue error (docs/requirements.md §6, §8; docs/conventions.md "Transport and errors").
 */

import { basicAuthorization } from './base64.ts'
import { type ResolvedSdkConfig, resolveConfig, type SdkConfig } from './config.ts'
import {
  AccessDeniedError,
  InternalServiceError,
  InvalidAccessTokenError,
  PasswordReentryRequiredError,
  ServiceError,
  ServiceUnavailableError,
  TimeoutError,
} from './errors.ts'
import { createRefresher, isExpired } from './refresh.ts'
import { fromFetchRequest, fromRequestConfig, readResult, type ServiceRequestConfig } from './request.ts'
import { type PreparedRequest, send } from './send.ts'
import type { ServiceName } from './services.ts'
import type { Tokens } from './token-store.ts'

/** One configured sdk: create one per server request, or use the browser default (`configureSdk`). */
export interface Sdk {
  /** The configuration with defaults applied. */
  readonly config: ResolvedSdkConfig
  /** Base URL of a service, without trailing slash. */
  baseUrl(service: ServiceName): string
  /**
   * Calls a service (orval mutator shape). Resolves with the parsed JSON (`undefined` when empty) or a
   * `Blob` for `responseType: 'blob'`; rejects with a {@link ServiceError} subclass (or the caller's
   * abort reason).
   */
  request<T>(service: ServiceName, request: ServiceRequestConfig): Promise<T>
  /**
   * A `fetch` for openapi-fetch's `createClient({ fetch })`: the request's path and query are sent to
   * the service's configured base URL (the client's own `baseUrl` origin is ignored). Resolves with
   * 2xx responses; rejects with a {@link ServiceError} subclass for everything else.
   */
  fetch(service: ServiceName): (input: Request) => Promise<Response>
  /** The stored tokens (fresh read). */
  tokens(): Tokens
  /** Stores tokens, e.g. the `{access, refresh}` reply of the authorization-code exchange. */
  setTokens(tokens: Tokens): void
  /** Signed in when a refresh token is stored (docs/requirements.md §4). */
  isSignedIn(): boolean
  /** Forgets the tokens (logout; `onSignedOut` is not called for a deliberate sign-out). */
  signOut(): void
}

/**
 * Creates an sdk instance. No state is shared between instances: on the server create one per request
 * with that request's token store (`createServerCookieTokenStore`).
 */
export function createSdk(config: SdkConfig = {}): Sdk {
  const resolved = resolveConfig(config)
  const store = resolved.tokenStore
  const refresher = createRefresher(resolved)

  const credentials = (prepared: PreparedRequest, tokens: Tokens): string | undefined => {
    if (prepared.auth === 'bearer' && tokens.access) return `Bearer ${tokens.access.token}`
    if (prepared.auth === 'basic' && resolved.appId !== undefined) {
      return basicAuthorization(resolved.appId, resolved.appSecret ?? '')
    }
    return undefined
  }

  const attempt = (prepared: PreparedRequest) => {
    const tokens = store.get()
    return {
      sentToken: tokens.access?.token,
      response: send(resolved, prepared, credentials(prepared, tokens)),
    }
  }

  /** Refresh-and-retry is for invalid access tokens, and for 403 2000 sent without one (docs/requirements.md §8). */
  const refreshable = (error: unknown, sentToken: string | undefined) =>
    error instanceof InvalidAccessTokenError ||
    (error instanceof AccessDeniedError && sentToken === undefined)

  const execute = async (prepared: PreparedRequest): Promise<Response> => {
    try {
      if (prepared.auth === 'bearer') {
        const { access, refresh } = store.get()
        if (access && refresh && isExpired(access)) await refresher.refresh(access.token)
      }
      const first = attempt(prepared)
      try {
        return await first.response
      } catch (error) {
        if (prepared.auth !== 'bearer' || !refreshable(error, first.sentToken)) throw error
        const tokens = await refresher.refresh(first.sentToken)
        if (!tokens?.access) throw error
        return await attempt(prepared).response
      }
    } catch (error) {
      notify(resolved, error)
      throw error
    }
  }

  return {
    config: resolved,
    baseUrl: (service) => resolved.serviceBaseUrls[service],
    async request<T>(service: ServiceName, request: ServiceRequestConfig): Promise<T> {
      const response = await execute(fromRequestConfig(resolved, service, request))
      return (await readResult(response, request.responseType)) as T
    },
    fetch: (service) => async (input) => execute(await fromFetchRequest(resolved, service, input)),
    tokens: () => store.get(),
    setTokens: (tokens) => store.set(tokens),
    isSignedIn: () => Boolean(store.get().refresh),
    signOut: () => store.clear(),
  }
}

/** Calls the configured handler for the catalogue entries that have one (docs/requirements.md §8). */
function notify(config: ResolvedSdkConfig, error: unknown): void {
  if (!(error instanceof ServiceError)) return
  try {
    if (error instanceof TimeoutError) config.onTimeout?.(error)
    else if (error instanceof InternalServiceError) config.onServiceError?.(error)
    else if (error instanceof ServiceUnavailableError) config.onServiceUnavailable?.(error)
    else if (error instanceof PasswordReentryRequiredError) config.onPasswordReentryRequired?.(error)
  } catch {
    // a failing handler must not replace the catalogue error the caller gets
  }
}
