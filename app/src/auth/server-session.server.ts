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
import { exchangeToken, logoutMe, refreshTokens, refreshTokensWithoutRotation } from '@music/sdk/identity'
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
export type CodeExchangeResult = { outcome: 'signed-in'; access: StoredToken } | { outcome: 'failed' }

/** What a refresh leads to. */
export type RefreshResult =
  /** A new access token (and a rotated refresh token in the cookie). */
  | { outcome: 'refreshed'; access: StoredToken }
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
    return { outcome: 'signed-in', access }
  } catch {
    return { outcome: 'failed' }
  }
}

/**
 * Refreshes the session of the request's cookies (`POST /api/v2/tokens/refresh`, rotating the refresh
 * token). Only the `__Host-Http-` cookie is a session: cookies a page script could plant (the
 * deprecated readable ones, the earlier `__Host-` name) are not, and are deleted (docs/decisions/035).
 */
export async function refreshOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
): Promise<RefreshResult> {
  const refresh = store.get().refresh
  if (!refresh) {
    store.clear()
    return { outcome: 'signed-out' }
  }
  const sdk = createServerSdk(config, store)
  try {
    await refreshTokens({ refresh_token: refresh.token }, { sdk })
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
  return access
    ? { outcome: 'refreshed', access }
    : { outcome: 'unavailable', status: 502, message: 'Malformed token refresh reply' }
}

/**
 * An access token for a call the site's server makes for the visitor (the tracking-consent question),
 * from the refresh-token cookie WITHOUT rotating it (`POST /api/v1/tokens/refresh`): the browser's
 * own refreshes rotate it under their Web Lock, and a second rotation outside it would present a
 * spent token and end the session (OAuth 2.0 Security BCP §4.14.2).
 * @returns the token, or undefined without a session or when the refresh fails
 */
export async function accessTokenOnServer(
  config: SessionConfig,
  store: ServerCookieTokenStore,
): Promise<string | undefined> {
  const refresh = store.get().refresh
  if (!refresh) return undefined
  try {
    const reply = await refreshTokensWithoutRotation(
      { refresh_token: refresh.token },
      { sdk: createServerSdk(config, createMemoryTokenStore()) },
    )
    return readTokenReply(reply)?.access?.token
  } catch {
    return undefined
  }
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
