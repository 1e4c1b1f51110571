/**
 * Records and reply shapes of the fake identity service (`store.ts`).
 */
import type { SeedUser } from '../seed.ts'

/**
 * A user account as the identity service keeps it: `disabled` once deactivated (or logged out with
 * `disable_login`), `emailHistory` the addresses it had before, oldest first.
 */
export type IdentityUser = Omit<SeedUser, 'profile' | 'products'> & {
  disabled?: boolean
  emailHistory?: string[]
}

/** An authorization code issued by the sign-in form (RFC 6749 §4.1.2); `expiresAt` in ms since the epoch. */
export interface CodeRecord {
  appId: string
  redirectUri: string
  challenge: string
  userId: number
  sessionId: string | undefined
  /** When the user entered the password that issued the code, ms since the epoch. */
  authTime: number
  expiresAt: number
  used: boolean
  familyId?: string
}

/** The tokens issued from one sign-in; revoked as a whole when a spent refresh token is reused. */
export interface Family {
  userId: number
  appId: string
  revoked: boolean
  /**
   * When the user entered their password for this sign-in, ms since the epoch (OpenID Connect's
   * `auth_time`); refreshing keeps it. Operations that need a recent password compare it.
   */
  authTime: number
}

/** An access or refresh token the service issued; `expiresAt` in ms since the epoch. */
export interface TokenRecord {
  id: number
  familyId: string
  expiresAt: number
  /** Refresh tokens only: spent by a rotation. */
  used?: boolean
}

/** Tokens as the services send them (the `UserTokens` schema of the OpenAPI documents); `expires_at` in seconds. */
export interface IssuedTokens {
  access: { token: string; expires_at: number; type: 'Bearer'; scopes: Record<string, string[]> }
  refresh: { token: string; expires_at: number; type: 'Bearer' }
}

/** Outcome of a token call: tokens, or the catalogue code and message to answer with. */
export type TokenResult =
  | { ok: true; userId: number; tokens: IssuedTokens }
  | { ok: false; code: number; error: string }

/** Scopes granted to every sandbox access token (`AccessToken.scopes`). */
export const SANDBOX_SCOPES = {
  identity: ['user-read', 'user-write'],
  profile: ['profile-read', 'profile-write'],
  license: ['license-read', 'license-write'],
  ecom: ['ecom-read', 'ecom-write'],
}

/**
 * The scopes a user holds: {@link SANDBOX_SCOPES} plus the user's own grants (`SeedUser.scopes`, e.g.
 * the staff role), a fresh object. The access tokens and the `GET /me` reply state the same.
 */
export function grantedScopes(user: Pick<IdentityUser, 'scopes'> | undefined): Record<string, string[]> {
  const scopes: Record<string, string[]> = structuredClone(SANDBOX_SCOPES)
  for (const [service, granted] of Object.entries(user?.scopes ?? {}))
    scopes[service] = [...new Set([...(scopes[service] ?? []), ...granted])]
  return scopes
}

/** Counters observable by tests (`sandbox.stats()`, `GET /__sandbox/stats`). */
export interface IdentityStats {
  /** Calls of `POST /api/v1/tokens/refresh` and `POST /api/v2/tokens/refresh`, failed ones included. */
  refreshCalls: number
  /** Calls of `POST /api/v1/tokens/exchange`, failed ones included. */
  exchangeCalls: number
}
