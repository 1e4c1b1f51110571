/**
 * The signed-in session's sdk work, loaded on demand by `Auth.session()` (auth.ts), so that none of it
 * (the sdk transport, PKCE, the identity service's calls) is part of the JavaScript every page loads
 * first (docs/decisions/007, 011).
 *
 * - The ONE place the site configures the sdk in the browser (docs/architecture.md "Data flow" 3): service
 *   base URLs from `SERVICES_BASE_URL`, the 10 s service timeout, the application id, and where tokens
 *   live (docs/decisions/031): the access token in this tab's memory, shared with the site's other
 *   tabs (`createTabTokenStore`), the refresh token in an `HttpOnly` cookie only the site's server
 *   reads; a new access token comes from the `refreshSession` server function. No token is ever in
 *   `document.cookie`, Web Storage or IndexedDB.
 * - Sign-in: OAuth 2 authorization code + PKCE (RFC 7636) against the identity service's
 *   `/en/authorize`; state, verifier and the page to come back to saved in localStorage
 *   (docs/requirements.md §4 "Authentication").
 * - The return: a matching `state` gets its `code` exchanged on the site's server (server-session.ts);
 *   the saved values are cleared either way (docs/decisions/006).
 * - Sign-out: on the site's server (the refresh token revoked, its cookie deleted), the tab's tokens
 *   forgotten in every tab, then the identity service's `/en/logout`.
 * - Password re-entry (401 code 2011, decision 017, docs/decisions/022): a sign-in with `prompt=login`
 *   and `login_hint` that keeps the action the customer asked for (a {@link PendingAction}) beside its
 *   `state`, handed back by the return of that sign-in only, within {@link PENDING_ACTION_TTL_MS}.
 */
import {
  configureSdk,
  createServiceError,
  createTabTokenStore,
  hasSessionHint,
  NetworkError,
  readTokenReply,
  type Sdk,
  sessionCookiesSecure,
  type Tokens,
} from '@music/sdk'
import { buildAuthorizeUrl, buildLogoutUrl, createPkceRequest, safeReturnPath } from '@music/sdk/auth'
import type { PublicConfig } from '../config/server-config.ts'
import { SERVICE_TIMEOUT_MS, serviceBaseUrlsFor } from '../config/service-base-urls.ts'
import { screenTraceHeaders, startScreenTelemetry } from '../telemetry/screen-telemetry.ts'
import type { CodeExchangeInput, CodeExchangeResult, RefreshResult } from './server-session.server.ts'
import { endSession, exchangeSignInCode, refreshSession } from './server-session.ts'
import { forgetDrafts } from './session-drafts.ts'

export { SERVICE_TIMEOUT_MS }

/** The BroadcastChannel over which the site's tabs share the access token (`createTabTokenStore`). */
export const TOKEN_CHANNEL = 'music-site-tokens'

/** The site's server functions a session calls (server-session.ts); tests pass their own. */
export interface SessionServer {
  /** Exchanges a sign-in code; the refresh token stays on the server side (its HttpOnly cookie). */
  exchange(input: CodeExchangeInput): Promise<CodeExchangeResult>
  /**
   * A new access token from the refresh-token cookie, for a tab whose screens belong to `screenUser`
   * (when it shows any: the server then hands out no token of another user, decision 034).
   */
  refresh(screenUser?: number): Promise<RefreshResult>
  /** Deletes the session cookies, revoking the refresh token unless `revoke` is false. */
  end(revoke: boolean): Promise<void>
}

/** The server functions of server-session.ts as a {@link SessionServer}. */
export const siteSessionServer: SessionServer = {
  exchange: (input) => exchangeSignInCode({ data: input }),
  // In the current screen's trace (screen-telemetry.ts): the refresh is part of what a screen waits for.
  refresh: (screenUser) =>
    refreshSession({
      data: screenUser === undefined ? {} : { screenUser },
      headers: screenTraceHeaders(),
    }),
  end: async (revoke) => {
    await endSession({ data: { revoke } })
  },
}

/** The message of the error a call gets when the session now belongs to another user (decision 034). */
export const OTHER_USER_MESSAGE = 'Another account signed in in another tab.'

/** What a session tells the tab about whose session it is (decision 034). */
export interface SessionUserHooks {
  /** The user this tab's screens belong to, if it shows any (sent with each refresh). */
  screenUser?: () => number | undefined
  /** Called with the user of each token the site's server hands out (a refresh, a sign-in). */
  onUser?: (user: number) => void
  /** Called when the server refused this tab a token of another user. */
  onOtherUser?: () => void
}

/**
 * The sdk's `tokenRefresh` (docs/decisions/031): asks the site's server for a new access token when
 * the session hint says there is a session, saying whose screens this tab shows (decision 034).
 * @returns the new access token; `null` without a session
 * @throws InvalidRefreshTokenError when the server says the session ended; a `ServiceError` of status
 *   409 ({@link OTHER_USER_MESSAGE}) when the session now belongs to another user than the tab's
 *   screens; another `ServiceError` (a `NetworkError` when the site did not answer) when the refresh failed
 */
export async function refreshThroughServer(
  server: Pick<SessionServer, 'refresh'>,
  signedIn: () => boolean,
  hooks: SessionUserHooks = {},
): Promise<Tokens | null> {
  if (!signedIn()) return null
  let result: RefreshResult
  try {
    result = await server.refresh(hooks.screenUser?.())
  } catch (error) {
    throw new NetworkError(error)
  }
  if (result.outcome === 'refreshed') {
    hooks.onUser?.(result.user)
    return { access: result.access }
  }
  if (result.outcome === 'other-user') {
    hooks.onOtherUser?.()
    throw createServiceError({ status: 409, message: OTHER_USER_MESSAGE })
  }
  if (result.outcome === 'signed-out') {
    throw createServiceError({ status: 400, body: { code: 1001, error: 'The session has ended' } })
  }
  throw result.status === 0
    ? new NetworkError(new Error(result.message))
    : createServiceError({ status: result.status, message: result.message })
}

/** localStorage keys of the values a sign-in saves before leaving for the identity service. */
export const SIGN_IN_STORAGE_KEYS = {
  /** OAuth `state` sent to `/en/authorize` (RFC 6749 §10.12). */
  state: 'sso_state',
  /** PKCE `code_verifier` (RFC 7636 §4.1), 43 characters. */
  codeVerifier: 'sso_code_verifier',
  /** The site page to land on after sign-in: path + search + hash. */
  redirectUrl: 'sso_redirect_url',
  /** A {@link PendingAction} with the sign-in's `state` and its expiry (JSON). */
  pendingAction: 'sso_pending_action',
} as const

/** How long a {@link PendingAction} waits for its sign-in to return, in milliseconds (10 minutes). */
export const PENDING_ACTION_TTL_MS = 10 * 60_000

/**
 * An action the customer asked for that the service refused until they re-enter their password (401
 * code 2011): kept across the sign-in redirect and done on return, for the same user only.
 */
export interface PendingAction {
  /** What to do, `a-z` and `-` (e.g. `change-email`): the screen that resumes it asks for this type. */
  type: string
  /** The user who asked; the screen does it only when the same user signed in again. */
  userId: number
  /** The action's input (JSON); the screen that resumes it checks it again before using it. */
  data: unknown
}

/** Options of a sign-in beyond the page to come back to. */
export interface SignInOptions {
  /** `login`: ask for the password even when the identity service's session is still signed in. */
  prompt?: 'login'
  /** The email address to fill in on the sign-in page. */
  loginHint?: string
  /** Kept for the return of this sign-in (docs/decisions/022). */
  pendingAction?: PendingAction
}

/** What a sign-in saves. localStorage, not sessionStorage: sign-in may finish in another tab. */
export interface SavedSignIn {
  state: string
  codeVerifier: string
  redirectUrl: string
}

/** The part of `Storage` a session uses (injectable for tests). */
export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What a processed sign-in return leads to; `returnPath` is where to go (path + search + hash, on the site). */
export type SignInReturnResult =
  | { outcome: 'signed-in'; returnPath: string; pendingAction?: PendingAction }
  | { outcome: 'failed'; reason: 'state-mismatch' | 'missing-code' | 'exchange-failed'; returnPath: string }

/** The configured sdk and the sign-in calls of one browser tab. */
export interface Session {
  /** The configured sdk (the default instance: generated hooks without a `request.sdk` use it). */
  readonly sdk: Sdk
  /** True when the session hint cookie says the site's server holds a refresh token (docs/decisions/031). */
  isSignedIn(): boolean
  /**
   * Creates a state, a 43-character verifier and its S256 challenge, saves them with the page to come
   * back to (off-site targets become `/`, `safeReturnPath`), and builds the authorization URL
   * `{identity}/en/authorize?app_id&state&redirect_uri={origin}{path}&code_challenge&code_challenge_method=S256`.
   * With `options`: `prompt` and `login_hint` in the URL, and a pending action saved beside the
   * state (any older one is forgotten).
   * @param returnTo the site page to come back to: path + search + hash, e.g. `/dj/pro?x=1#top`
   * @returns the URL to leave for
   * @throws Error when the sdk has no `appId`
   */
  signInUrl(returnTo: string, options?: SignInOptions): Promise<string>
  /**
   * Ends the session (docs/requirements.md §4 "Logout"): the site's server revokes the refresh token
   * (`POST /api/v1/me/logout`, best effort) and deletes its cookie; every tab forgets the access
   * token; the saved sign-in values are cleared.
   * @returns the logout URL `{identity}/en/logout?continue={origin}/` to leave for
   */
  signOut(): Promise<string>
  /**
   * Processes the sign-in return in `url` (not memoised: `Auth.completeReturn` asks once per code):
   * checks `state` against the saved one, has the site's server exchange the code (`POST
   * /api/v1/tokens/exchange`, `grant_type=authorization_code`, `app_id`, `code`, `redirect_uri` =
   * origin + path, `code_verifier`), keeps the access token it returns, clears the saved values.
   * Never rejects.
   * @param here the current page without `state`/`code`: where a failed return goes, and where a
   *   successful one goes when the saved page is not on the site
   */
  completeReturn(url: URL, here: string): Promise<SignInReturnResult>
  /**
   * Keeps the access token the site's server obtained for this visitor (the password sign-in after a
   * sign-up; the refresh token is already in its HttpOnly cookie), read like a refresh reply.
   * @returns false, storing nothing, when `reply` holds no usable access token
   */
  adoptTokens(reply: unknown): boolean
  /**
   * Forgets the session (cookies, every tab's access token, saved sign-in values) without calling the
   * identity service: for when it has ended the session itself (the account was deactivated).
   */
  forget(): Promise<void>
}

/** Inputs of {@link createSession}. */
export interface SessionOptions {
  /** The configured sdk (identity base URL, `appId`, token store). */
  sdk: Sdk
  /** The site's origin, e.g. `location.origin`. */
  origin: string
  /** The site's server functions; default {@link siteSessionServer}. */
  server?: SessionServer
  /** Whether a session exists (the hint cookie); default read from `document.cookie`. */
  signedIn?: () => boolean
  /** Where the sign-in values are saved; default `localStorage`. */
  storage?: SignInStorage
  /** Called with the signed-in user's id after a successful return, before the tokens are kept. */
  onUser?: (user: number) => void
}

/** Whether `document.cookie` holds the session hint of the site's server (docs/decisions/031). */
export function documentSignedIn(origin = window.location.origin): boolean {
  return hasSessionHint(document.cookie, { secure: sessionCookiesSecure(origin) })
}

/** What {@link createSiteSession} tells its tab. */
export interface SiteSessionEvents extends SessionUserHooks {
  /** Called after a refused refresh cleared the tokens (docs/requirements.md §8). */
  onSignedOut: () => void
  /** Called when another tab signed in or out (its tokens reached this one). */
  onChange?: () => void
  /**
   * Whose tokens the tab keeps (the tab store's owner, decision 034): tokens another tab shares for
   * another user are dropped, and {@link SessionUserHooks.onOtherUser} is called.
   */
  owner?: () => string | undefined
}

/**
 * The browser tab's session: configures the sdk's default instance for the site (base URLs, 10 s
 * timeout, app id, the tab token store, refreshes through the site's server) and wraps it. Called once
 * per router by `Auth.session()`.
 * @param overrides the server functions and the session hint (tests)
 */
export function createSiteSession(
  config: Pick<PublicConfig, 'servicesBaseUrl' | 'appId'> &
    Partial<Pick<PublicConfig, 'servicesTraceparent'>>,
  events: SiteSessionEvents,
  {
    server = siteSessionServer,
    signedIn = () => documentSignedIn(),
  }: Pick<SessionOptions, 'server' | 'signedIn'> = {},
): Session {
  const { onSignedOut, onChange, owner, onOtherUser } = events
  const tokenStore = createTabTokenStore({
    channel: TOKEN_CHANNEL,
    owner,
    onOtherOwner: () => onOtherUser?.(),
  })
  if (onChange) tokenStore.subscribe?.(onChange)
  // The screens' traces and records (decision 041): what the tab's own service calls took.
  startScreenTelemetry({ propagate: config.servicesTraceparent })
  const sdk = configureSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    tokenStore,
    tokenRefresh: () => refreshThroughServer(server, signedIn, events),
    onSignedOut,
  })
  return createSession({ sdk, origin: window.location.origin, server, signedIn, onUser: events.onUser })
}

/**
 * The `redirect_uri` for a page: the site origin plus the page's path, without its search and hash
 * (the identity service appends `state` and `code`; the saved redirect URL keeps the rest).
 */
export function redirectUriFor(origin: string, page: string): string {
  return `${origin}${new URL(page, origin).pathname}`
}

/** Saves the values of a sign-in that is about to start. */
export function saveSignIn(values: SavedSignIn, storage: SignInStorage = localStorage): void {
  storage.setItem(SIGN_IN_STORAGE_KEYS.state, values.state)
  storage.setItem(SIGN_IN_STORAGE_KEYS.codeVerifier, values.codeVerifier)
  storage.setItem(SIGN_IN_STORAGE_KEYS.redirectUrl, values.redirectUrl)
}

/** Reads the saved values; a missing one reads as `null`. */
export function readSignIn(storage: SignInStorage = localStorage): {
  [K in keyof SavedSignIn]: string | null
} {
  return {
    state: storage.getItem(SIGN_IN_STORAGE_KEYS.state),
    codeVerifier: storage.getItem(SIGN_IN_STORAGE_KEYS.codeVerifier),
    redirectUrl: storage.getItem(SIGN_IN_STORAGE_KEYS.redirectUrl),
  }
}

/** Forgets the saved values (after a return, matching or not, and on sign-out). */
export function clearSignIn(storage: SignInStorage = localStorage): void {
  for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) storage.removeItem(key)
}

/**
 * The pending action saved with the sign-in whose `state` came back, when it is well formed and not
 * older than {@link PENDING_ACTION_TTL_MS}; anything else (another sign-in's, edited, expired) is
 * undefined.
 * @param saved the stored JSON, `{state, expires_at (ms since the epoch), action}`
 */
export function readPendingAction(
  saved: string | null,
  state: string,
  now = Date.now(),
): PendingAction | undefined {
  if (!saved || saved.length > 4096) return undefined
  let record: unknown
  try {
    record = JSON.parse(saved)
  } catch {
    return undefined
  }
  if (typeof record !== 'object' || record === null) return undefined
  const { state: savedState, expires_at: expiresAt, action } = record as Record<string, unknown>
  if (savedState !== state || typeof expiresAt !== 'number' || expiresAt <= now) return undefined
  if (typeof action !== 'object' || action === null) return undefined
  const { type, userId, data } = action as Record<string, unknown>
  if (typeof type !== 'string' || !/^[a-z][a-z-]{0,39}$/.test(type)) return undefined
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return undefined
  return { type, userId, data }
}

/** A {@link Session} over `options.sdk`. */
export function createSession({
  sdk,
  origin,
  server = siteSessionServer,
  signedIn = () => documentSignedIn(origin),
  storage = localStorage,
  onUser,
}: SessionOptions): Session {
  const save = (values: SavedSignIn) => saveSignIn(values, storage)
  const read = () => readSignIn(storage)
  const clear = () => clearSignIn(storage)

  return {
    sdk,
    isSignedIn: signedIn,
    async signInUrl(returnTo, options = {}) {
      const appId = sdk.config.appId
      if (!appId) throw new Error('Sign-in needs the sdk to be configured with an appId')
      const page = safeReturnPath(returnTo, origin)
      const { state, codeVerifier, codeChallenge } = await createPkceRequest()
      save({ state, codeVerifier, redirectUrl: page })
      storage.removeItem(SIGN_IN_STORAGE_KEYS.pendingAction)
      if (options.pendingAction) {
        const expires_at = Date.now() + PENDING_ACTION_TTL_MS
        const record = { state, expires_at, action: options.pendingAction }
        storage.setItem(SIGN_IN_STORAGE_KEYS.pendingAction, JSON.stringify(record))
      }
      return buildAuthorizeUrl({
        identityBaseUrl: sdk.baseUrl('identity'),
        appId,
        redirectUri: redirectUriFor(origin, page),
        state,
        codeChallenge,
        prompt: options.prompt,
        loginHint: options.loginHint,
      })
    },
    async signOut() {
      try {
        await server.end(true)
      } catch {
        // The site did not answer: its cookie stays until the next sign-out, the tabs forget anyway.
      }
      sdk.signOut()
      clear()
      // What this tab kept of forms for a user whose session changed goes with the sign-out.
      forgetDrafts()
      return buildLogoutUrl({ identityBaseUrl: sdk.baseUrl('identity'), continue: `${origin}/` })
    },
    async completeReturn(url, here) {
      const state = url.searchParams.get('state')
      const code = url.searchParams.get('code')
      const saved = read()
      const savedAction = storage.getItem(SIGN_IN_STORAGE_KEYS.pendingAction)
      clear()
      const fail = (reason: 'state-mismatch' | 'missing-code' | 'exchange-failed'): SignInReturnResult => ({
        outcome: 'failed',
        reason,
        returnPath: here,
      })
      if (!state || !saved.state || !saved.codeVerifier || state !== saved.state)
        return fail('state-mismatch')
      if (!code) return fail('missing-code')
      try {
        const result = await server.exchange({
          code,
          codeVerifier: saved.codeVerifier,
          // The same rule as the authorization request's (decision 006), or the identity service refuses.
          redirectUri: redirectUriFor(url.origin, url.href),
        })
        if (result.outcome !== 'signed-in') return fail('exchange-failed')
        // Whose tokens they are first: the tab store shares them with the tabs of that user only.
        onUser?.(result.user)
        sdk.setTokens({ access: result.access })
      } catch {
        return fail('exchange-failed')
      }
      const returnPath = safeReturnPath(saved.redirectUrl, url.origin, here)
      const pendingAction = readPendingAction(savedAction, state)
      return pendingAction
        ? { outcome: 'signed-in', returnPath, pendingAction }
        : { outcome: 'signed-in', returnPath }
    },
    adoptTokens(reply) {
      const access = readTokenReply(reply)?.access
      if (!access) return false
      sdk.setTokens({ access })
      return true
    },
    async forget() {
      try {
        await server.end(false)
      } catch {
        // as in signOut
      }
      sdk.signOut()
      clear()
    },
  }
}
