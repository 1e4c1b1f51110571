/**
 * Token stores over cookies, written and read with the `cookie` package (RFC 6265):
 *
 * - {@link createServerSessionTokenStore}: the server-cookie pattern (docs/decisions/031, 035; the
 *   OAuth 2.0 for Browser-Based Apps draft's "token-mediating backend"): on the app's server, the
 *   refresh token in an `HttpOnly`, `Secure`, `SameSite=Lax`, `__Host-Http-` cookie that no page script
 *   can read or set, and a readable "signed in" hint beside it; the access token is handed to the page
 *   in a reply body and kept in the tab's memory ({@link createTabTokenStore}).
 * - {@link createBrowserCookieTokenStore} and {@link createServerCookieTokenStore}: both tokens in
 *   cookies that page scripts can read (docs/decisions/001). Deprecated: any script of the site's
 *   host (an XSS payload, a user file served from it) reads a refresh token that lasts a year.
 */
import { parseCookie, stringifySetCookie } from 'cookie'
import { mergeTokens, type StoredToken, type TokenStore, type Tokens, toStoredToken } from './token-store.ts'

/** Default cookie environment (docs/requirements.md §9 "built from environment production-1"). */
export const DEFAULT_COOKIE_ENVIRONMENT = 'production-1'

/** Options of {@link createServerSessionTokenStore} and {@link sessionCookieNames}. */
export interface SessionCookieOptions {
  /** Environment the cookie names are built from; default `production-1`. */
  environment?: string
  /**
   * `Secure` and the name prefixes: `__Host-` (Secure, `Path=/`, no `Domain`: no other host sets it),
   * and `__Host-Http-` for the refresh token (also `HttpOnly`, and never set by a page script: the
   * HTTP cookie draft's Http prefix). Default true. Browsers accept Secure cookies from
   * `http://localhost` and `127.0.0.1` too ({@link sessionCookiesSecure}); false only for plain-http
   * development on another host, where no prefix is possible and a page script could plant the cookie.
   */
  secure?: boolean
  /** The clock, in milliseconds since the epoch (a cookie lives as long as its refresh token). */
  now?: () => number
}

/**
 * The cookie names of the server-cookie pattern: `__Host-Http-sso_<environment>_r` (the refresh token,
 * HttpOnly; a browser refuses it from `document.cookie` and the CookieStore API, so a script of another
 * port of the same host cannot plant a session: docs/decisions/035) and `__Host-sso_<environment>_s`
 * (the readable "signed in" hint, `1`); both without a prefix when `secure` is false.
 */
export function sessionCookieNames(options: Pick<SessionCookieOptions, 'environment' | 'secure'> = {}): {
  refresh: string
  signedIn: string
} {
  const secure = options.secure !== false
  const environment = options.environment ?? DEFAULT_COOKIE_ENVIRONMENT
  return {
    refresh: `${secure ? '__Host-Http-' : ''}sso_${environment}_r`,
    signedIn: `${secure ? '__Host-' : ''}sso_${environment}_s`,
  }
}

/**
 * Cookies of earlier sessions that are never read: the deprecated readable pair (decision 001) and the
 * refresh cookie's name before the Http prefix (`__Host-sso_<environment>_r`, which a page script could
 * set). The server-session store deletes those a request carries when it writes its own.
 */
function staleSessionCookies(
  environment: string | undefined,
  current: { refresh: string; signedIn: string },
) {
  const legacy = tokenCookieNames(environment)
  const names = [legacy.access, legacy.refresh, `__Host-sso_${environment ?? DEFAULT_COOKIE_ENVIRONMENT}_r`]
  return names.filter((name) => name !== current.refresh && name !== current.signedIn)
}

/**
 * Whether the session cookies of a site at `origin` can be `Secure` with the `__Host-` prefix: an
 * https origin, or a loopback one (`localhost`, `127.0.0.0/8`, `[::1]`), which browsers treat as a
 * secure context and accept Secure cookies from (checked in Chromium).
 */
export function sessionCookiesSecure(origin: string): boolean {
  const url = new URL(origin)
  if (url.protocol === 'https:') return true
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname)
}

/**
 * Whether a `Cookie` header (or `document.cookie`) says a session exists: the hint cookie of
 * {@link sessionCookieNames}. The deprecated readable cookies say nothing: they are never read as a
 * session (docs/decisions/035).
 */
export function hasSessionHint(cookieHeader: string, options: SessionCookieOptions = {}): boolean {
  return parseCookie(cookieHeader)[sessionCookieNames(options).signedIn] === '1'
}

/** A per-request server store: {@link TokenStore} plus the `Set-Cookie` headers to send back. */
export interface ServerCookieTokenStore extends TokenStore {
  /** `Set-Cookie` values for every change made during this request, in order. */
  setCookieHeaders(): string[]
}

/**
 * The server-cookie pattern's store for one request on the app's server (docs/decisions/031, 035):
 * reads the refresh token from the request's `Cookie` header (the `HttpOnly` cookie of
 * {@link sessionCookieNames} only: never the deprecated readable ones or the refresh cookie's earlier
 * `__Host-` name, which page scripts could plant, and which it deletes when it writes); keeps
 * the access token of this request in memory only — the server returns it to the page in a reply
 * body; a stored refresh token becomes `Set-Cookie` lines: the refresh cookie (`HttpOnly`, `Secure`,
 * `SameSite=Lax`, `Path=/`, living as long as the token: `Max-Age` = its `expires_at` − now) and the
 * readable hint (`1`, same lifetime, so a page knows to ask for an access token); `clear()` deletes
 * both. Create one per request; nothing is kept in module state.
 */
export function createServerSessionTokenStore(
  cookieHeader: string | null | undefined,
  options: SessionCookieOptions = {},
): ServerCookieTokenStore {
  const names = sessionCookieNames(options)
  const secure = options.secure !== false
  const now = options.now ?? Date.now
  const jar = parseCookie(cookieHeader ?? '')
  const stale = staleSessionCookies(options.environment, names).filter((name) => jar[name] !== undefined)
  const stored = parseStoredToken(jar[names.refresh])
  let current: Tokens = stored ? { refresh: stored } : {}
  const headers: string[] = []
  const cookie = (name: string, value: string, maxAge: number, httpOnly: boolean) =>
    stringifySetCookie({ name, value, maxAge, httpOnly, secure, sameSite: 'lax', path: '/' })
  const forgetStale = () => {
    for (const name of stale.splice(0)) {
      // A `__Host-` cookie is deleted only by a Set-Cookie that meets the prefix's rules.
      const hostOnly = name.startsWith('__Host-')
      headers.push(
        stringifySetCookie({ name, value: '', maxAge: 0, path: '/', sameSite: 'lax', secure: hostOnly }),
      )
    }
  }
  return {
    get: () => ({ ...current }),
    set(tokens) {
      current = mergeTokens(current, tokens)
      if (!('refresh' in tokens)) return
      forgetStale()
      const refresh = tokens.refresh
      const maxAge = refresh ? Math.max(0, Math.floor(refresh.expires_at - now() / 1000)) : 0
      const value = refresh ? JSON.stringify({ token: refresh.token, expires_at: refresh.expires_at }) : ''
      headers.push(
        cookie(names.refresh, value, maxAge, true),
        cookie(names.signedIn, refresh ? '1' : '', maxAge, false),
      )
    },
    clear() {
      current = {}
      forgetStale()
      headers.push(cookie(names.refresh, '', 0, true), cookie(names.signedIn, '', 0, false))
    },
    setCookieHeaders: () => [...headers],
  }
}

/** Lifetime of the deprecated readable token cookies: 365 days, in seconds (docs/decisions/001). */
export const TOKEN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Options of the deprecated readable cookie stores. */
export interface CookieTokenStoreOptions {
  /** Environment the cookie names are built from; default `production-1`. */
  environment?: string
  /** Parent domain to share the cookies across (e.g. `.example.com`); default: current host only. */
  domain?: string
  /** Cookie path; default `/` (docs/requirements.md §9). */
  path?: string
  /** Adds `Secure`; default true on https pages (browser) and false otherwise. */
  secure?: boolean
}

/**
 * The deprecated readable cookies' names: `sso_<environment>_r` (refresh) and `sso_<environment>_a`
 * (access), e.g. `sso_production-1_r` / `sso_production-1_a` (docs/decisions/001).
 */
export function tokenCookieNames(environment = DEFAULT_COOKIE_ENVIRONMENT): {
  access: string
  refresh: string
} {
  return { access: `sso_${environment}_a`, refresh: `sso_${environment}_r` }
}

/**
 * The `Set-Cookie` strings of the deprecated readable cookies that store (or, with `undefined`,
 * delete) tokens: Max-Age 365 days, SameSite=Lax, Path=/ (configurable), Domain when configured.
 * Values are JSON `{token, expires_at}`, URI-encoded.
 */
export function tokenSetCookies(tokens: Tokens, options: CookieTokenStoreOptions = {}): string[] {
  const names = tokenCookieNames(options.environment)
  const out: string[] = []
  for (const kind of ['access', 'refresh'] as const) {
    if (!(kind in tokens)) continue
    const token = tokens[kind]
    out.push(
      stringifySetCookie({
        name: names[kind],
        value: token ? JSON.stringify({ token: token.token, expires_at: token.expires_at }) : '',
        maxAge: token ? TOKEN_COOKIE_MAX_AGE : 0,
        sameSite: 'lax',
        path: options.path ?? '/',
        domain: options.domain,
        secure: options.secure,
      }),
    )
  }
  return out
}

/** Reads {@link Tokens} from a `Cookie` header string (or `document.cookie`). Malformed values are ignored. */
export function readTokenCookies(cookieHeader: string, environment?: string): Tokens {
  const names = tokenCookieNames(environment)
  const jar = parseCookie(cookieHeader)
  const tokens: Tokens = {}
  const access = parseStoredToken(jar[names.access])
  const refresh = parseStoredToken(jar[names.refresh])
  if (access) tokens.access = access
  if (refresh) tokens.refresh = refresh
  return tokens
}

/** The part of `Document` the browser store uses (injectable for tests). */
export interface CookieDocument {
  cookie: string
}

/**
 * Token store over `document.cookie` (browser), shared by every tab of the site.
 * @deprecated page scripts can read both tokens, the refresh token for a year: keep tokens in memory
 *   ({@link createTabTokenStore}, the default) or use the server-cookie pattern
 *   ({@link createServerSessionTokenStore}; README "Where tokens live")
 */
export function createBrowserCookieTokenStore(
  options: CookieTokenStoreOptions & { document?: CookieDocument } = {},
): TokenStore {
  const doc = options.document ?? globalThis.document
  const secure = options.secure ?? globalThis.location?.protocol === 'https:'
  const write = (tokens: Tokens) => {
    for (const line of tokenSetCookies(tokens, { ...options, secure })) doc.cookie = line
  }
  return {
    get: () => readTokenCookies(doc.cookie, options.environment),
    set: write,
    clear: () => write({ access: undefined, refresh: undefined }),
  }
}

/**
 * Token store over one incoming request's readable token cookies (the server side of
 * {@link createBrowserCookieTokenStore}). Writes update the view for later reads and are collected
 * as `Set-Cookie` headers for the response.
 * @deprecated the cookies it writes are readable by page scripts: use {@link createServerSessionTokenStore}
 */
export function createServerCookieTokenStore(
  cookieHeader: string | null | undefined,
  options: CookieTokenStoreOptions = {},
): ServerCookieTokenStore {
  let current = readTokenCookies(cookieHeader ?? '', options.environment)
  const headers: string[] = []
  const write = (tokens: Tokens) => {
    current = mergeTokens(current, tokens)
    headers.push(...tokenSetCookies(tokens, options))
  }
  return {
    get: () => ({ ...current }),
    set: write,
    clear: () => write({ access: undefined, refresh: undefined }),
    setCookieHeaders: () => [...headers],
  }
}

/** A cookie value written as JSON `{token, expires_at}` (already percent-decoded), else undefined. */
function parseStoredToken(raw: string | undefined): StoredToken | undefined {
  if (!raw) return undefined
  try {
    return toStoredToken(JSON.parse(raw))
  } catch {
    return undefined // not ours, or written by an older format: treat as absent
  }
}
