/**
 * The server side of a signed-in screen rendered on the site's server (docs/decisions/034): the one
 * place that turns the request's session cookie into what the screen's loaders need, so that spans,
 * limits or logs for the server's data loading go here.
 *
 * - **The access token** comes from the refresh-token cookie through the identity service's
 *   NON-rotating refresh (`sessionAccessOnServer`), so concurrent loads of one session never end it;
 *   nothing is kept between requests (a cluster's workers share no memory, decision 026).
 * - **The sdk on the server**: the generated query functions call the sdk's default instance. On the
 *   server that instance is configured once ({@link configureRequestSdk}) with a token store that reads the
 *   access token of the request being rendered (TanStack Start's request context, an
 *   AsyncLocalStorage): a call outside a request, or in a request that opened no session, sends no
 *   token at all, never another visitor's. The token is never written into the page: the HTML carries
 *   the data only (the dehydrated queries).
 * - **Sign-in from the server**: a signed-out visitor gets an HTTP redirect to the identity service's
 *   sign-in (PKCE, RFC 7636), its state and verifier in a short-lived `HttpOnly` cookie; the return
 *   to a signed-in screen is exchanged here and redirected to the clean address, so the screen's first
 *   response already holds its data (`startSignInOnServer`, `completeSignInOnServer`).
 */
import {
  configureSdk,
  DEFAULT_COOKIE_ENVIRONMENT,
  sessionCookiesSecure,
  type TokenStore,
  type Tokens,
} from '@music/sdk'
import { buildAuthorizeUrl, createPkceRequest, safeReturnPath } from '@music/sdk/auth'
import {
  appendResponseHeader,
  getCookie,
  getRequest,
  getRequestHeader,
  setCookie,
} from '@tanstack/react-start/server'
import { type ServerConfig, serverConfig } from '../config/server-config.ts'
import { SERVICE_TIMEOUT_MS, serviceBaseUrlsFor } from '../config/service-base-urls.ts'
import { countSessionRefresh } from '../telemetry/session-metrics.server.ts'
import { exchangeCodeOnServer, sessionAccessOnServer, sessionStore } from './server-session.server.ts'
import { redirectUriFor } from './session.ts'

/** The access tokens of the requests being rendered, by request (gone with the request). */
const requestTokens = new WeakMap<Request, Tokens>()

/** The request being served, or undefined outside one (TanStack Start's request context). */
function currentRequest(): Request | undefined {
  try {
    return getRequest()
  } catch {
    return undefined
  }
}

/**
 * The server's default token store: the tokens of the request being served, none outside a request.
 * Holds no token in module state: a WeakMap keyed by the request object itself.
 */
export const requestTokenStore: TokenStore = {
  get() {
    const request = currentRequest()
    return request ? { ...requestTokens.get(request) } : {}
  },
  set(tokens) {
    const request = currentRequest()
    if (request) requestTokens.set(request, { ...requestTokens.get(request), ...tokens })
  },
  clear() {
    const request = currentRequest()
    if (request) requestTokens.delete(request)
  },
}

let configured = false

/**
 * Configures the sdk's default instance on the server, once: the services, the 10 s timeout, the
 * app id (no secret: the calls that need it build their own instance) and {@link requestTokenStore};
 * no Web Lock. The generated query functions of the signed-in screens then run on the server as in
 * the browser.
 */
export function configureRequestSdk(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId'> = serverConfig(),
): void {
  if (configured) return
  configured = true
  configureSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    tokenStore: requestTokenStore,
    locks: null,
  })
}

/**
 * What a signed-in screen's server render finds: a session (its access token now serves this
 * request's calls), none, a session the identity service ended (its cookies deleted), or no answer.
 */
export type SignedInRender = 'signed-in' | 'signed-out' | 'ended' | 'unavailable'

/** Opens the request's session for its signed-in screen's loaders (see the module's comment). */
export async function openSignedInRender(): Promise<SignedInRender> {
  const config = serverConfig()
  configureRequestSdk(config)
  const store = sessionStore(config, getRequestHeader('cookie'))
  const access = await sessionAccessOnServer(config, store)
  // Counted beside the browser's refreshes (decision 041); without a cookie nothing was refreshed.
  if (access.outcome !== 'signed-out' || access.ended) {
    const outcome = access.outcome === 'access' ? 'refreshed' : access.outcome
    countSessionRefresh({ outcome }, 'server-render')
  }
  if (access.outcome === 'access') {
    const request = currentRequest()
    if (request) requestTokens.set(request, { access: access.access })
    return 'signed-in'
  }
  if (access.outcome === 'unavailable') return 'unavailable'
  if (!access.ended) return 'signed-out'
  store.clear()
  appendResponseHeader('Set-Cookie', store.setCookieHeaders())
  return 'ended'
}

/** How long a sign-in started by the server may take to come back, in seconds (10 minutes). */
export const SERVER_SIGN_IN_MAX_AGE = 600

/** What the server's sign-in cookie holds. */
interface ServerSignIn {
  state: string
  verifier: string
  page: string
}

/**
 * The name of the cookie of a sign-in the server started: `__Host-Http-sso_<environment>_p`, with the
 * refresh cookie's prefix (`sessionCookieNames`, decision 035), which no page script can set, so a page
 * on another port of the host cannot plant a sign-in of its own (a login CSRF); without a prefix where
 * the session cookies have none.
 */
export function serverSignInCookie(siteOrigin: string): string {
  const prefix = sessionCookiesSecure(siteOrigin) ? '__Host-Http-' : ''
  return `${prefix}sso_${DEFAULT_COOKIE_ENVIRONMENT}_p`
}

/** Sets the server's sign-in cookie to `value`, or deletes it (`undefined`). */
function setSignInCookie(config: Pick<ServerConfig, 'siteOrigin'>, value: ServerSignIn | undefined): void {
  setCookie(serverSignInCookie(config.siteOrigin), value ? JSON.stringify(value) : '', {
    maxAge: value ? SERVER_SIGN_IN_MAX_AGE : 0,
    httpOnly: true,
    secure: sessionCookiesSecure(config.siteOrigin),
    // Sent on the identity service's redirect back (a top-level GET from another site).
    sameSite: 'lax',
    path: '/',
  })
}

/**
 * Starts a sign-in from the server for a signed-out visitor of a signed-in screen: a PKCE request
 * whose state, verifier and return page go into the sign-in cookie (`HttpOnly`, 10 minutes).
 * @param returnTo the page to come back to (path + search; off-site targets become `/`)
 * @returns the identity service's authorization URL to redirect to
 */
export async function startSignInOnServer(returnTo: string): Promise<string> {
  const config = serverConfig()
  const page = safeReturnPath(returnTo, config.siteOrigin)
  const { state, codeVerifier, codeChallenge } = await createPkceRequest()
  setSignInCookie(config, { state, verifier: codeVerifier, page })
  return buildAuthorizeUrl({
    identityBaseUrl: serviceBaseUrlsFor(config.servicesBaseUrl).identity,
    appId: config.appId,
    redirectUri: redirectUriFor(config.siteOrigin, page),
    state,
    codeChallenge,
  })
}

/** The server's sign-in of this request's cookie, when well formed. */
function readServerSignIn(config: Pick<ServerConfig, 'siteOrigin'>): ServerSignIn | undefined {
  const raw = getCookie(serverSignInCookie(config.siteOrigin))
  if (!raw || raw.length > 4096) return undefined
  try {
    const { state, verifier, page } = JSON.parse(raw) as Record<string, unknown>
    return typeof state === 'string' && typeof verifier === 'string' && typeof page === 'string'
      ? { state, verifier, page }
      : undefined
  } catch {
    return undefined
  }
}

/** Whether the sign-in return in `url` answers a sign-in this server started (its cookie's `state`). */
export function ownsSignInReturn(url: URL): boolean {
  const state = url.searchParams.get('state')
  return state !== null && readServerSignIn(serverConfig())?.state === state
}

/**
 * Completes a sign-in the server started, on its return (`state` and `code` in `url`): the code is
 * exchanged with the cookie's verifier, the session cookies are set and the sign-in cookie deleted.
 * @returns the page to go to (the saved one on success, the address without the return otherwise),
 *   or undefined when the return is not one this server started (the browser's own sign-in: the page
 *   completes it, docs/decisions/011)
 */
export async function completeSignInOnServer(url: URL): Promise<string | undefined> {
  const config = serverConfig()
  const saved = readServerSignIn(config)
  const state = url.searchParams.get('state')
  if (!saved || state !== saved.state) return undefined
  setSignInCookie(config, undefined)
  // Checked again: a cookie of the same host name may have been planted by a page on another port.
  const page = safeReturnPath(saved.page, config.siteOrigin)
  const code = url.searchParams.get('code')
  if (!code) return page
  const store = sessionStore(config, getRequestHeader('cookie'))
  await exchangeCodeOnServer(config, store, {
    code,
    codeVerifier: saved.verifier,
    redirectUri: redirectUriFor(config.siteOrigin, url.pathname),
  })
  const lines = store.setCookieHeaders()
  if (lines.length > 0) appendResponseHeader('Set-Cookie', lines)
  return page
}
