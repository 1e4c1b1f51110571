/**
 * Where the access and refresh tokens live (docs/requirements.md §4, §9): one interface, three stores — cookies over
 * `document.cookie` (browser), cookies over a request's `Cookie` header collecting `Set-Cookie`
 * headers (server, one store per request), and memory (tests, scripts).
 */
import { readCookie, serializeSetCookie } from './cookie-header.ts'

/** A token and when it expires, in seconds since the Unix epoch (as the identity service sends it). */
export interface StoredToken {
  token: string
  expires_at: number
}

/** The pair the identity service issues (`{access, refresh}`); either may be absent. */
export interface Tokens {
  access?: StoredToken
  refresh?: StoredToken
}

/** Storage for {@link Tokens}. Reads are fresh on every `get()` (another tab may have written). */
export interface TokenStore {
  get(): Tokens
  /** Stores the given tokens; a token left out is kept as it was. */
  set(tokens: Tokens): void
  /** Forgets both tokens (sign-out, invalid refresh token). */
  clear(): void
}

/** Cookie lifetime: 365 days, in seconds (docs/requirements.md §9). */
export const TOKEN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Default cookie environment (docs/requirements.md §9 "built from environment production-1"). */
export const DEFAULT_COOKIE_ENVIRONMENT = 'production-1'

/** Options shared by the cookie stores. */
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
 * Cookie names for an environment: `sso_<environment>_r` (refresh) and `sso_<environment>_a` (access),
 * e.g. `sso_production-1_r` / `sso_production-1_a` (docs/requirements.md §9).
 */
export function tokenCookieNames(environment = DEFAULT_COOKIE_ENVIRONMENT): {
  access: string
  refresh: string
} {
  return { access: `sso_${environment}_a`, refresh: `sso_${environment}_r` }
}

/**
 * The `Set-Cookie` strings that store (or, with `undefined`, delete) tokens: Max-Age 365 days,
 * SameSite=Lax, Path=/ (configurable), Domain when configured. Values are JSON `{token, expires_at}`,
 * URI-encoded.
 */
export function tokenSetCookies(tokens: Tokens, options: CookieTokenStoreOptions = {}): string[] {
  const names = tokenCookieNames(options.environment)
  const out: string[] = []
  for (const kind of ['access', 'refresh'] as const) {
    if (!(kind in tokens)) continue
    const token = tokens[kind]
    out.push(
      serializeSetCookie({
        name: names[kind],
        value: token ? JSON.stringify({ token: token.token, expires_at: token.expires_at }) : '',
        maxAge: token ? TOKEN_COOKIE_MAX_AGE : 0,
        sameSite: 'Lax',
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
  const tokens: Tokens = {}
  const access = parseStoredToken(readCookie(cookieHeader, names.access))
  const refresh = parseStoredToken(readCookie(cookieHeader, names.refresh))
  if (access) tokens.access = access
  if (refresh) tokens.refresh = refresh
  return tokens
}

/** The part of `Document` the browser store uses (injectable for tests). */
export interface CookieDocument {
  cookie: string
}

/**
 * Token store over `document.cookie` (browser). Shared by every tab of the site, so a refresh done
 * in one tab is seen by the others on their next `get()`.
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

/** A per-request server store: {@link TokenStore} plus the `Set-Cookie` headers to send back. */
export interface ServerCookieTokenStore extends TokenStore {
  /** `Set-Cookie` values for every change made during this request, in order. */
  setCookieHeaders(): string[]
}

/**
 * Token store over one incoming request's `Cookie` header (server rendering). Create one per request;
 * nothing is kept in module state. Writes update the view for later reads and are collected as
 * `Set-Cookie` headers for the response.
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

/** In-memory token store (tests, scripts, one server request). `initial` seeds it. */
export function createMemoryTokenStore(initial: Tokens = {}): TokenStore {
  let current: Tokens = { ...initial }
  return {
    get: () => ({ ...current }),
    set: (tokens) => {
      current = mergeTokens(current, tokens)
    },
    clear: () => {
      current = {}
    },
  }
}

/**
 * A store that never keeps anything: the default on the server, so that no user's tokens can end up
 * in module state shared by requests.
 */
export function createNullTokenStore(): TokenStore {
  return { get: () => ({}), set: () => {}, clear: () => {} }
}

/**
 * `value` as a {@link StoredToken} (a non-empty `token` string and a numeric `expires_at`), else
 * `undefined`. Reads both the cookie values and the token replies of the identity service.
 */
export function toStoredToken(value: unknown): StoredToken | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { token, expires_at } = value as Record<string, unknown>
  return typeof token === 'string' && token !== '' && typeof expires_at === 'number'
    ? { token, expires_at }
    : undefined
}

/**
 * A token reply of the identity service (`{access: {token, expires_at}, refresh?: {token, expires_at}}`:
 * the code exchange's `tokens`, a refresh reply) → {@link Tokens}; `null` when the access token is
 * missing or malformed (empty token, no `expires_at` in seconds since the epoch). Without rotation (v1)
 * a refresh reply may carry no refresh token: the result then has none, and the caller keeps its own.
 */
export function readTokenReply(body: unknown): Tokens | null {
  if (typeof body !== 'object' || body === null) return null
  const { access, refresh } = body as Record<string, unknown>
  const accessToken = toStoredToken(access)
  if (!accessToken) return null
  const refreshToken = toStoredToken(refresh)
  return refreshToken ? { access: accessToken, refresh: refreshToken } : { access: accessToken }
}

function parseStoredToken(raw: string | undefined): StoredToken | undefined {
  if (!raw) return undefined
  try {
    return toStoredToken(JSON.parse(raw))
  } catch {
    return undefined // not ours, or written by an older format: treat as absent
  }
}

/** `current` updated by `tokens`; a kind set to `undefined` is removed. */
function mergeTokens(current: Tokens, tokens: Tokens): Tokens {
  const merged = { ...current, ...tokens }
  for (const kind of ['access', 'refresh'] as const) if (merged[kind] === undefined) delete merged[kind]
  return merged
}
