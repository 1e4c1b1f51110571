/**
 * The site's server side of the server-cookie pattern (docs/decisions/031; the OAuth 2.0 for
 * Browser-Based Apps draft's token-mediating backend): the sign-in code exchange, the refresh and the
 * sign-out run here, so the refresh token lives only in an `HttpOnly` `__Host-` cookie that no page
 * script can read (`createServerSessionTokenStore` of the sdk), and the browser receives the access
 * token alone, which it keeps in memory (`session.ts`). Each function works on the token store of one
 * request, whose `setCookieHeaders()` the server function sends back.
 */
import {
  createMemoryTokenStore,
  createServerSessionTokenStore,
  InvalidRefreshTokenError,
  readTokenReply,
  type ServerCookieTokenStore,
  ServiceError,
  type StoredToken,
  sessionCookiesSecure,
} from '@music/sdk'
import {
  exchangeToken,
  getMe,
  logoutMe,
  refreshTokens,
  refreshTokensWithoutRotation,
} from '@music/sdk/identity'
import {
  appendResponseHeader,
  getRequestHeader,
  setResponseHeader,
  setResponseStatus,
} from '@tanstack/react-start/server'
import { type ServerConfig, serverConfig } from '../config/server-config.ts'
import { createServerSdk } from '../config/server-sdk.server.ts'

/** The configuration the session functions read. */
export type SessionConfig = Pick<ServerConfig, 'siteOrigin' | 'servicesBaseUrl' | 'appId' | 'appSecret'>

/**
 * The token store of one request's session cookies: `__Host-` and `Secure` for an https or loopback
 * site origin, without them for plain-http development on another host (`sessionCookiesSecure`).
 */
export function sessionStore(
  config: Pick<ServerConfig, 'siteOrigin'>,
  cookieHeader: string | null | undefined,
): ServerCookieTokenStore {
  return createServerSessionTokenStore(cookieHeader, { secure: sessionCookiesSecure(config.siteOrigin) })
}

/** The sign-in return's values the browser sends: the code, its PKCE verifier and the `redirect_uri` used. */
export interface CodeExchangeInput {
  code: string
  codeVerifier: string
  redirectUri: string
}

/** What the exchange leads to: the access token for the tab (the refresh token went into the cookie), or not. */
export type CodeExchangeResult =
  | { outcome: 'signed-in'; access: StoredToken; user: number }
  | { outcome: 'failed' }

/** What a refresh leads to. */
export type RefreshResult =
  /** A new access token (and a rotated refresh token in the cookie), and the id of its user. */
  | { outcome: 'refreshed'; access: StoredToken; user: number }
  /**
   * The session's user is not the one the asking tab's screens belong to (another user signed in in
   * another tab, decision 034): no token is handed out; the session itself is kept.
   */
  | { outcome: 'other-user' }
  /** No session, or the identity service ended it (400 1001/1007): the cookies are deleted. */
  | { outcome: 'signed-out' }
  /** The identity service failed, timed out or did not answer: the session is kept, the call failed. */
  | { outcome: 'unavailable'; status: number; message: string }

/**
 * Exchanges a sign-in code (`POST /api/v1/tokens/exchange`, RFC 6749 §4.1.3 with the RFC 7636
 * verifier) for the site's app id. The `redirect_uri` must be a page of the site's own origin.
 * @returns `signed-in` with the access token (the refresh token is in `store`'s cookies), else
 *   `failed` (refused, malformed reply, another origin), never rejecting
 */
export async function exchangeCodeOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
  input: CodeExchangeInput,
): Promise<CodeExchangeResult> {
  let origin: string
  try {
    origin = new URL(input.redirectUri).origin
  } catch {
    return { outcome: 'failed' }
  }
  if (origin !== new URL(config.siteOrigin).origin) return { outcome: 'failed' }
  const sdk = createServerSdk(config, store)
  try {
    const reply = await exchangeToken(
      {
        grant_type: 'authorization_code',
        app_id: config.appId,
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      },
      { sdk },
    )
    // The transport stored the tokens (a grant); a reply without both is a failed sign-in.
    const tokens = readTokenReply(reply.tokens)
    const access = store.get().access
    if (!tokens?.refresh || !access) {
      store.clear()
      return { outcome: 'failed' }
    }
    return { outcome: 'signed-in', access, user: reply.user.id }
  } catch {
    return { outcome: 'failed' }
  }
}

/**
 * How close to its expiry a refresh token is rotated, in seconds (7 days): a refresh further from it
 * keeps the token (decision 034).
 */
export const ROTATION_WINDOW_SECONDS = 7 * 86_400

/**
 * Refreshes the session of the request's cookies and asks the identity service whose it is (`GET
 * /api/v1/me` with the new access token). The refresh token is rotated (`POST /api/v2/tokens/refresh`,
 * a new cookie living a full lifetime again) only in the last {@link ROTATION_WINDOW_SECONDS} of its
 * life; before that the non-rotating `POST /api/v1/tokens/refresh` keeps it. A rotation spends the
 * token the browser's cookie still holds until the reply arrives, and a page load sent meanwhile (a
 * reload, another tab) would present the spent token, which the identity service takes for a replay
 * and answers by ending the session (OAuth 2.0 Security BCP §4.14.2): rotating once near the end keeps
 * the session sliding while making that race rare (decision 034). Only the `__Host-Http-` cookie is a
 * session: cookies a page script could plant (the deprecated readable ones, the earlier `__Host-`
 * name) are not, and are deleted (decision 035).
 * @param screenUser the user the asking tab's screens belong to, when it shows any: a token of
 *   another user is not handed to it (`other-user`, decision 034), so a form loaded for one user can
 *   never send a write with another's token, whatever the page's script does
 */
export async function refreshOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
  screenUser?: number,
  now: () => number = Date.now,
): Promise<RefreshResult> {
  const refresh = store.get().refresh
  if (!refresh) {
    store.clear()
    return { outcome: 'signed-out' }
  }
  const sdk = createServerSdk(config, store)
  const rotate = refresh.expires_at - now() / 1000 < ROTATION_WINDOW_SECONDS
  try {
    // Either reply is stored by the transport (the cookie store: a rotated token becomes a new cookie).
    if (rotate) await refreshTokens({ refresh_token: refresh.token }, { sdk })
    else await refreshTokensWithoutRotation({ refresh_token: refresh.token }, { sdk })
  } catch (error) {
    if (error instanceof InvalidRefreshTokenError) {
      store.clear()
      return { outcome: 'signed-out' }
    }
    // A timeout or no reply is a ServiceError too (status 0).
    if (error instanceof ServiceError)
      return { outcome: 'unavailable', status: error.status, message: error.message }
    throw error
  }
  const access = store.get().access
  if (!access) return { outcome: 'unavailable', status: 502, message: 'Malformed token refresh reply' }
  let user: number
  try {
    user = (await getMe({ sdk: createServerSdk(config, access.token) })).id
  } catch (error) {
    if (error instanceof ServiceError)
      return { outcome: 'unavailable', status: error.status, message: error.message }
    throw error
  }
  if (screenUser !== undefined && user !== screenUser) return { outcome: 'other-user' }
  return { outcome: 'refreshed', access, user }
}

/** What {@link sessionAccessOnServer} finds: an access token, no session, or no answer. */
export type ServerAccess =
  /** A new access token of the session (the refresh token unchanged). */
  | { outcome: 'access'; access: StoredToken }
  /** No refresh-token cookie, or the identity service ended the session (400 1001/1007). */
  | { outcome: 'signed-out'; ended: boolean }
  /** The identity service failed, timed out or did not answer: the session may well be alive. */
  | { outcome: 'unavailable' }

/**
 * An access token for what the site's server does for the visitor (rendering a signed-in screen with
 * its data, the tracking-consent question), from the refresh-token cookie WITHOUT rotating it (`POST
 * /api/v1/tokens/refresh`): the browser's own refreshes rotate it under their Web Lock, and a second
 * rotation outside it would present a spent token and end the session (OAuth 2.0 Security BCP
 * §4.14.2). So any number of concurrent page loads of one session (two tabs, a reload during a load)
 * never end it. Nothing is kept: each request asks again (decision 034: no per-session memory a
 * cluster's workers would have to share).
 * @returns the token, `signed-out` (`ended` when the service refused a refresh token the cookie held),
 *   or `unavailable`; never rejects
 */
export async function sessionAccessOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
): Promise<ServerAccess> {
  const refresh = store.get().refresh
  if (!refresh) return { outcome: 'signed-out', ended: false }
  try {
    const reply = await refreshTokensWithoutRotation(
      { refresh_token: refresh.token },
      { sdk: createServerSdk(config, createMemoryTokenStore()) },
    )
    const access = readTokenReply(reply)?.access
    return access ? { outcome: 'access', access } : { outcome: 'unavailable' }
  } catch (error) {
    return error instanceof InvalidRefreshTokenError
      ? { outcome: 'signed-out', ended: true }
      : { outcome: 'unavailable' }
  }
}

/**
 * An access token for a call the site's server makes for the visitor ({@link sessionAccessOnServer}).
 * @returns the token, or undefined without a session or when the refresh fails
 */
export async function accessTokenOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
): Promise<string | undefined> {
  const access = await sessionAccessOnServer(config, store)
  return access.outcome === 'access' ? access.access.token : undefined
}

/**
 * Ends the session: revokes its refresh token (`POST /api/v1/me/logout`, best effort: a failure
 * keeps no one signed in) and deletes the cookies.
 * @param revoke false when the identity service ended the session itself (the account was deactivated)
 */
export async function signOutOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
  revoke = true,
): Promise<void> {
  const refresh = store.get().refresh
  if (revoke && refresh) {
    try {
      await logoutMe({ refresh_token: refresh.token }, { sdk: createServerSdk(config, store) })
    } catch {
      // best effort: the cookies are deleted below whatever the service says
    }
  }
  store.clear()
}

/** A request the site's own pages sent (a browser says so in `Sec-Fetch-Site`, an older one in `Origin`). */
function fromTheSite(siteOrigin: string): boolean {
  const site = getRequestHeader('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = getRequestHeader('origin')
  return !origin || origin === new URL(siteOrigin).origin
}

/**
 * For a server function: runs `work` on the request's session cookies and sends the `Set-Cookie`
 * lines it made, with `Cache-Control: private, no-store`. A request another origin made
 * (`Sec-Fetch-Site`, else `Origin`) gets 403 and `refused`, so no other page of the site's host name
 * (cookies ignore ports: a user file on a services origin) can sign a visitor out, in, or rotate their
 * refresh token.
 */
export async function withSessionCookies<T>(
  work: (config: ServerConfig, store: ServerCookieTokenStore) => Promise<T>,
  refused: T,
): Promise<T> {
  setResponseHeader('Cache-Control', 'private, no-store')
  const config = serverConfig()
  if (!fromTheSite(config.siteOrigin)) {
    setResponseStatus(403)
    return refused
  }
  const store = sessionStore(config, getRequestHeader('cookie'))
  const result = await work(config, store)
  const lines = store.setCookieHeaders()
  if (lines.length > 0) appendResponseHeader('Set-Cookie', lines)
  return result
}
