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
 * The app id for other apps in development (`music-dev`): its sign-ins return to the exact origins
 * of `appOrigins` (by default Vite's dev server and preview, {@link DEFAULT_DEV_APP_ORIGINS}; the
 * services sandbox's `SANDBOX_ALLOWED_ORIGINS`), never to any other port (docs/decisions/035).
 */
export const SANDBOX_DEV_APP_ID = 'music-dev'

/**
 * The dev app id's origins when none are configured: Vite's dev server (5173) and `vite preview`
 * (4173), on `localhost` and `127.0.0.1`.
 */
export const DEFAULT_DEV_APP_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

/** Options of `createSandbox`. Every field is optional. */
export interface SandboxOptions {
  /** Base URL per service; default `sandboxServiceBaseUrls()` (`http://localhost:4100/<service>`). */
  baseUrls?: Partial<Record<ServiceName, string>>
  /**
   * The website's origins (app id {@link SANDBOX_APP_ID}): where its sign-ins return, an exact origin
   * match; the first is the site of the download pages. Default `['http://localhost:3000']`.
   */
  allowedOrigins?: string[]
  /**
   * Exact origins of other app ids: where their sign-ins return (`redirect_uri`). Every app's origins
   * together are where the logout page's `continue` may go and which origins the services sandbox's
   * CORS answers with credentials (neither names an app). An app id not listed has none. Default
   * `{ 'music-dev': DEFAULT_DEV_APP_ORIGINS }`, plus the page's own origin when the sandbox runs in a
   * page (a jsdom or happy-dom test, msw's browser worker: the app under test is that page; in Node
   * there is none); the services sandbox's `SANDBOX_ALLOWED_ORIGINS` sets `music-dev`'s. Never "any loopback port": a process on another port of the same machine would
   * receive codes and read replies meant for the app (docs/decisions/035).
   */
  appOrigins?: Record<string, readonly string[]>
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
  /** The website's origins. */
  allowedOrigins: string[]
  /** Every app id's exact origins, the website's ({@link SANDBOX_APP_ID}: `allowedOrigins`) included. */
  appOrigins: Record<string, string[]>
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  codeTtlSeconds: number
  passwordReentrySeconds: number
  now: () => number
  cors: boolean
}

/** Default origin a sandbox sends users back to: the site on `npm start`. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000']

/**
 * The origin of the page the sandbox runs in (a DOM test environment, msw's browser worker), or none
 * (Node, or a page that is not served over HTTP).
 */
function pageOrigin(): string[] {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? [origin] : []
}

/** Applies the defaults; base URLs lose their trailing slash, origins are normalised. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const baseUrls = sandboxServiceBaseUrls()
  for (const [name, url] of Object.entries(options.baseUrls ?? {})) {
    if (url) baseUrls[name as ServiceName] = url.replace(/\/+$/, '')
  }
  const originsOf = (list: readonly string[]) => [...new Set(list.map((o) => new URL(o).origin))]
  const allowedOrigins = originsOf(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)
  const appOrigins: Record<string, string[]> = { [SANDBOX_APP_ID]: allowedOrigins }
  for (const [appId, origins] of Object.entries(
    options.appOrigins ?? { [SANDBOX_DEV_APP_ID]: [...DEFAULT_DEV_APP_ORIGINS, ...pageOrigin()] },
  ))
    appOrigins[appId] = originsOf(origins)
  return {
    baseUrls,
    allowedOrigins,
    appOrigins,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 60 * 60,
    codeTtlSeconds: options.codeTtlSeconds ?? 60,
    passwordReentrySeconds: options.passwordReentrySeconds ?? PASSWORD_REENTRY_SECONDS,
    now: options.now ?? Date.now,
    cors: options.cors ?? true,
  }
}

/**
 * Whether the sandbox may send users of `appId` back to `origin` (sign-in `redirect_uri`): one of that
 * app's exact origins. Without `appId` (the logout page's `continue`, CORS with credentials, the
 * card form's parent): one of any app's.
 */
export function isAllowedOrigin(origin: string, options: ResolvedSandboxOptions, appId?: string): boolean {
  if (appId !== undefined) return options.appOrigins[appId]?.includes(origin) ?? false
  return Object.values(options.appOrigins).some((origins) => origins.includes(origin))
}

/**
 * Every app's origins, once each: the sign-in page's CSP `form-action` sources, the card form's
 * possible parents, what the services sandbox prints at start.
 */
export function allAppOrigins(options: ResolvedSandboxOptions): string[] {
  return [...new Set(Object.values(options.appOrigins).flat())]
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
