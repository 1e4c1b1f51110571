/**
 * Options of `createSandbox` and their defaults.
 */
import { type ServiceName, sandboxServiceBaseUrls } from '../transport/services.ts'
import { PASSWORD_REENTRY_SECONDS } from './identity/rules.ts'

/** Options of `createSandbox`. Every field is optional. */
export interface SandboxOptions {
  /** Base URL per service; default `sandboxServiceBaseUrls()` (`http://localhost:4100/<service>`). */
  baseUrls?: Partial<Record<ServiceName, string>>
  /**
   * Origins the identity service may send users back to (`redirect_uri`, logout `continue`): an exact
   * origin match. Default `['http://localhost:3000']`.
   */
  allowedOrigins?: string[]
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
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 60 * 60,
    codeTtlSeconds: options.codeTtlSeconds ?? 60,
    passwordReentrySeconds: options.passwordReentrySeconds ?? PASSWORD_REENTRY_SECONDS,
    now: options.now ?? Date.now,
    cors: options.cors ?? true,
  }
}

/**
 * The absolute http(s) URL `value` when its origin is one of `allowedOrigins` (exact match), else
 * null. Refuses relative and scheme-relative input, other schemes and URLs with credentials.
 */
export function allowedTarget(
  value: string | null | undefined,
  allowedOrigins: readonly string[],
): URL | null {
  if (!value || !/^https?:\/\//i.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  return allowedOrigins.includes(url.origin) ? url : null
}
