/**
 * Options of `createSandbox` and their defaults.
 */
import { type ServiceName, sandboxServiceBaseUrls } from '../transport/services.ts'
import { PASSWORD_REENTRY_SECONDS } from './identity/rules.ts'

/**
 * The website's app id at the sandbox identity service (`music-website`): its sign-ins return to the
 * site's configured origin only (`allowedOrigins`; docs/decisions/031), never to another port.
 */
export const SANDBOX_APP_ID = 'music-website'

/**
 * The app id for other apps in development (`music-dev`): its sign-ins may return to any loopback
 * origin (`loopbackAppIds`), so a new app's dev server needs no configuration (README, `npm run sandbox`).
 */
export const SANDBOX_DEV_APP_ID = 'music-dev'

/** Options of `createSandbox`. Every field is optional. */
export interface SandboxOptions {
  /** Base URL per service; default `sandboxServiceBaseUrls()` (`http://localhost:4100/<service>`). */
  baseUrls?: Partial<Record<ServiceName, string>>
  /**
   * Origins the identity service may send users back to (`redirect_uri`, logout `continue`): an exact
   * origin match. Default `['http://localhost:3000']`. The services sandbox's `SANDBOX_ALLOWED_ORIGINS`.
   */
  allowedOrigins?: string[]
  /**
   * Apps whose sign-ins may also return to any loopback origin (`http(s)://localhost`, `127.0.0.1`,
   * `[::1]`, any port; RFC 8252 §7.3), so a new app's dev server needs no configuration; the logout
   * page's `continue` accepts loopback origins while this is not empty. Default
   * `[SANDBOX_DEV_APP_ID]`: not the website's app id, whose codes a process on another port of the
   * same machine could otherwise receive and exchange.
   */
  loopbackAppIds?: string[]
  /** Lifetime of access tokens in seconds; default 600. */
  accessTokenTtlSeconds?: number
  /** Lifetime of refresh tokens in seconds; default 30 days. */
  refreshTokenTtlSeconds?: number
  /** Lifetime of authorization codes in seconds; default 60. */
  codeTtlSeconds?: number
  /**
   * How recent a password must be for deactivating the account and changing its email address, in
   * seconds (older sign-ins get 401 code 2011); default 300.
   */
  passwordReentrySeconds?: number
  /** The clock, in milliseconds since the epoch; default `Date.now` (tests pass a fake one). */
  now?: () => number
  /**
   * Answer CORS preflights and let a page of any origin read the replies (default true), as tests in
   * jsdom or happy-dom need. The HTTP services sandbox sets false and applies its origin list instead.
   */
  cors?: boolean
}

/** {@link SandboxOptions} with every default applied. */
export interface ResolvedSandboxOptions {
  baseUrls: Record<ServiceName, string>
  allowedOrigins: string[]
  loopbackAppIds: string[]
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  codeTtlSeconds: number
  passwordReentrySeconds: number
  now: () => number
  cors: boolean
}

/** Default origin a sandbox sends users back to: the site on `npm start`. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000']

/** Applies the defaults; base URLs lose their trailing slash, origins are normalised. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const baseUrls = sandboxServiceBaseUrls()
  for (const [name, url] of Object.entries(options.baseUrls ?? {})) {
    if (url) baseUrls[name as ServiceName] = url.replace(/\/+$/, '')
  }
  return {
    baseUrls,
    allowedOrigins: (options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS).map((o) => new URL(o).origin),
    loopbackAppIds: options.loopbackAppIds ?? [SANDBOX_DEV_APP_ID],
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 60 * 60,
    codeTtlSeconds: options.codeTtlSeconds ?? 60,
    passwordReentrySeconds: options.passwordReentrySeconds ?? PASSWORD_REENTRY_SECONDS,
    now: options.now ?? Date.now,
    cors: options.cors ?? true,
  }
}

/** True for an http(s) origin on a loopback host (`localhost`, `127.0.0.0/8`, `[::1]`), any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const loopbackHost =
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname)
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHost && url.origin === origin
}

/**
 * Whether the sandbox may send users back to `origin` (and answer its CORS requests): one of
 * `allowedOrigins`, or a loopback origin for an app of `loopbackAppIds` (`appId` omitted: any of them).
 */
export function isAllowedOrigin(origin: string, options: ResolvedSandboxOptions, appId?: string): boolean {
  if (options.allowedOrigins.includes(origin)) return true
  const loopbackApp =
    appId === undefined ? options.loopbackAppIds.length > 0 : options.loopbackAppIds.includes(appId)
  return loopbackApp && isLoopbackOrigin(origin)
}

/**
 * CSP source expressions of the origins {@link isAllowedOrigin} accepts (loopback ones with any port).
 * `[::1]` is left out: CSP host sources cannot name an IPv6 address (Chromium reports the source as
 * invalid on every page), so a browser sign-in returns to `localhost` or `127.0.0.1`.
 */
export function allowedOriginSources(options: ResolvedSandboxOptions): string[] {
  const loopback =
    options.loopbackAppIds.length > 0
      ? ['http', 'https'].flatMap((scheme) =>
          ['localhost', '127.0.0.1'].map((host) => `${scheme}://${host}:*`),
        )
      : []
  return [...options.allowedOrigins, ...loopback]
}

/**
 * The absolute http(s) URL `value` when its origin is allowed (one of `allowed`, exact match, or
 * accepted by the predicate), else null. Refuses relative and scheme-relative input, other schemes
 * and URLs with credentials.
 */
export function allowedTarget(
  value: string | null | undefined,
  allowed: readonly string[] | ((origin: string) => boolean),
): URL | null {
  if (!value || !/^https?:\/\//i.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  return (typeof allowed === 'function' ? allowed(url.origin) : allowed.includes(url.origin)) ? url : null
}
