/**
 * An sdk instance: configuration, token store and the ONE transport pipeline that both typed faces
 * (orval hooks via `serviceRequest`, openapi-fetch clients via `transportFetch`) go through:
 * proactive refresh → credentials → send (timeout, CDN header) → refresh and retry once on an invalid
 * access token → handlers → catalogue error (docs/requirements.md §6, §8; docs/conventions.md "Transport and errors").
 */

import { rememberBaseUrls } from './base-urls.ts'
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
import { type PreparedRequest, parseBody, send } from './send.ts'
import type { ServiceName } from './services.ts'
import { readTokenReply, type TokenStore, type Tokens } from './token-store.ts'

/** One configured sdk: create one per server request, or use the browser default (`configureSdk`). */
export interface Sdk {
  /** The configuration with defaults applied. */
  readonly config: ResolvedSdkConfig
  /**
   * Where this instance keeps the tokens (the configured `tokenStore`, else the default one): read it
   * to hand the same store to another instance, or subscribe to its changes.
   */
  readonly tokenStore: TokenStore
  /** Base URL of a service, without trailing slash. */
  baseUrl(service: ServiceName): string
  /**
   * Runs one prepared request through the pipeline (what `serviceRequest` and `transportFetch`, the two
   * typed faces, call after translating their request shapes): proactive refresh, credentials, send,
   * one refresh and retry on an invalid access token, handlers, the stored tokens kept in step with
   * login, code exchange and logout replies.
   * @returns the 2xx response, body buffered
   * @throws a {@link ServiceError} subclass, or the caller's abort reason
   */
  execute(request: PreparedRequest): Promise<Response>
  /** The stored tokens (fresh read). */
  tokens(): Tokens
  /**
   * Stores tokens you obtained yourself (another client, a test). Not needed after the sdk's own
   * login, code exchange or refresh calls: their replies are stored by the transport.
   */
  setTokens(tokens: Tokens): void
  /**
   * Signed in when a refresh token is stored (docs/requirements.md §4). With `tokenRefresh` (the
   * server-cookie pattern) the store holds none: ask the app's own session instead.
   */
  isSignedIn(): boolean
  /** Forgets the tokens (logout; `onSignedOut` is not called for a deliberate sign-out). */
  signOut(): void
  /**
   * Subscribes to sign-ins: `listener` runs after this instance stored the tokens of a login or a code
   * exchange reply, or tokens given to `setTokens`. The generated query hooks use it to refetch their
   * queries that failed with 401 (a hook mounted before the tokens arrived, e.g. on the sign-in return
   * page). A listener that throws does not stop the others.
   * @returns a function that unsubscribes
   */
  onSignIn(listener: () => void): () => void
}

/**
 * Creates an sdk instance. No state is shared between instances: on the server create one per request
 * with that request's token store (`createServerSessionTokenStore`, `createMemoryTokenStore`).
 */
export function createSdk(config: SdkConfig = {}): Sdk {
  const resolved = resolveConfig(config)
  rememberBaseUrls(resolved.serviceBaseUrls)
  const store = resolved.tokenStore
  const refresher = createRefresher(resolved)
  const signInListeners = new Set<() => void>()
  const signedIn = () => {
    for (const listener of [...signInListeners]) {
      try {
        listener()
      } catch {
        // one failing listener must not keep the others (or the caller) from the sign-in
      }
    }
  }

  const credentials = (prepared: PreparedRequest, tokens: Tokens): string | undefined => {
    if (prepared.auth === 'bearer' && tokens.access) return `Bearer ${tokens.access.token}`
    if (prepared.auth === 'basic' && resolved.appId !== undefined) {
      return basicAuthorization(resolved.appId, resolved.appSecret ?? '')
    }
    return undefined
  }

  /** One exchange of `prepared` with the stored credentials; `resendCount` 1 for the retry after a refresh. */
  const attempt = (prepared: PreparedRequest, resendCount: number) => {
    const tokens = store.get()
    return {
      sentToken: tokens.access?.token,
      response: send(resolved, prepared, credentials(prepared, tokens), resendCount),
    }
  }

  /** Refresh-and-retry is for invalid access tokens, and for 403 2000 sent without one (docs/requirements.md §8). */
  const refreshable = (error: unknown, sentToken: string | undefined) =>
    error instanceof InvalidAccessTokenError ||
    (error instanceof AccessDeniedError && sentToken === undefined)

  const execute = async (prepared: PreparedRequest): Promise<Response> => {
    try {
      if (prepared.auth === 'bearer') {
        // Refreshed first when it has expired, or is missing while a refresh can get one.
        const { access, refresh } = store.get()
        const canRefresh = refresh !== undefined || resolved.tokenRefresh !== undefined
        if (canRefresh && (access ? isExpired(access) : resolved.tokenRefresh !== undefined)) {
          await refresher.refresh(access?.token)
        }
      }
      const first = attempt(prepared, 0)
      try {
        return await first.response
      } catch (error) {
        if (prepared.auth !== 'bearer' || !refreshable(error, first.sentToken)) throw error
        const tokens = await refresher.refresh(first.sentToken)
        if (!tokens?.access) throw error
        return await attempt(prepared, 1).response
      }
    } catch (error) {
      notify(resolved, error)
      throw error
    }
  }

  return {
    config: resolved,
    tokenStore: store,
    baseUrl: (service) => resolved.serviceBaseUrls[service],
    async execute(prepared) {
      const response = await execute(prepared)
      if (prepared.tokens && (await keepTokens(store, prepared, response))) signedIn()
      return response
    },
    tokens: () => store.get(),
    setTokens: (tokens) => {
      store.set(tokens)
      if (tokens.access || tokens.refresh) signedIn()
    },
    isSignedIn: () => Boolean(store.get().refresh),
    signOut: () => store.clear(),
    onSignIn: (listener) => {
      const subscription = () => listener()
      signInListeners.add(subscription)
      return () => void signInListeners.delete(subscription)
    },
  }
}

/**
 * Keeps the store in step with a 2xx reply of a token operation: `grant` stores the reply's tokens
 * (`{user, tokens}` of login and the code exchange, `{access, refresh}` of a refresh); `revoke`
 * forgets the stored tokens when the request revoked the stored refresh token.
 * @returns true when tokens of a login or code exchange (a reply with a `user`) were stored: a sign-in
 */
async function keepTokens(
  store: TokenStore,
  prepared: PreparedRequest,
  response: Response,
): Promise<boolean> {
  if (prepared.tokens === 'grant') {
    const body = parseBody(await response.clone().arrayBuffer()) as
      | { tokens?: unknown; user?: unknown }
      | undefined
    const tokens = readTokenReply(body?.tokens ?? body)
    if (tokens) store.set(tokens)
    return Boolean(tokens && body?.user)
  }
  const { body } = prepared
  const sent = parseBody(typeof body === 'string' ? new TextEncoder().encode(body) : (body as BufferSource))
  const revoked = (sent as { refresh_token?: unknown } | undefined)?.refresh_token
  if (revoked !== undefined && revoked === store.get().refresh?.token) store.clear()
  return false
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
