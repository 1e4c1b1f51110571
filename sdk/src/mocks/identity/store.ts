/**
 * In-memory state of the fake identity service: users, registered apps, sign-in sessions,
 * authorization codes (single use, short lived; RFC 6749 §4.1.2, RFC 7636) and token families.
 * A family is everything issued from one sign-in: a refresh token rotates inside its family, and the
 * reuse of a spent refresh token revokes the whole family (OAuth 2.0 Security BCP §4.14.2).
 */
import { createCodeChallenge } from '../../auth/pkce.ts'
import { ERROR_CODES, isoSeconds, randomToken } from '../http.ts'
import type { ResolvedSandboxOptions } from '../options.ts'
import type { SeedApp, SeedUser } from '../seed.ts'
import { EmailChanges } from './email-change.ts'
import { type SignInClient, SignInThrottle } from './throttle.ts'
import {
  type CodeRecord,
  type Family,
  grantedScopes,
  type IdentityStats,
  type IdentityUser,
  type IssuedTokens,
  type TokenRecord,
  type TokenResult,
} from './types.ts'

export type { IdentityStats, IdentityUser, IssuedTokens, TokenResult } from './types.ts'

/** The identity service's state. */
export class IdentityStore {
  readonly users = new Map<number, IdentityUser>()
  readonly apps = new Map<string, SeedApp>()
  readonly stats: IdentityStats = { refreshCalls: 0, exchangeCalls: 0 }
  /** Pending email changes (verification tokens of `POST /me/sendverifyemailaddress`). */
  readonly emailChanges: EmailChanges
  private readonly options: ResolvedSandboxOptions
  private readonly codes = new Map<string, CodeRecord>()
  private readonly families = new Map<string, Family>()
  private readonly sessions = new Map<string, Set<string>>()
  private readonly accessTokens = new Map<string, TokenRecord>()
  private readonly refreshTokens = new Map<string, TokenRecord>()
  private nextTokenId = 1001
  private nextUserId = 2_000_001

  constructor(users: SeedUser[], apps: SeedApp[], options: ResolvedSandboxOptions) {
    this.options = options
    this.emailChanges = new EmailChanges(options.now)
    this.throttle = new SignInThrottle(options.now)
    for (const { profile: _profile, products: _products, ...user } of users) this.users.set(user.id, user)
    for (const app of apps) this.apps.set(app.app_id, app)
  }

  /** Wrong passwords per account, and per known device and account (throttle.ts). */
  private readonly throttle: SignInThrottle
  /** Device cookie ids this service issued (`sandbox_identity_device`), each with the users it signed in. */
  private readonly devices = new Map<string, Set<number>>()

  /**
   * The device id for a browser that just signed in as `userId` (the sign-in page's device cookie):
   * `device` when this service issued it, now known for this user too, else a new one.
   */
  rememberDevice(device: string | undefined, userId: number): string {
    const users = device ? this.devices.get(device) : undefined
    if (device && users) {
      users.add(userId)
      return device
    }
    const id = randomToken('dev_', 18)
    this.devices.set(id, new Set([userId]))
    return id
  }

  /**
   * A sign-in attempt with a password (the sign-in page, `POST /api/v1/login`) from `client`: like
   * {@link checkCredentials}, throttled per account (throttle.ts): the device cookie counts as a
   * known device only when this service issued it to a browser that signed in to this account before;
   * every other client is counted with the account's other strangers. While the key must wait, the
   * attempt is refused unchecked with the seconds left (`{retryAfter}`, and `knownDevice`: whether the
   * wait is this browser's own). Wrong passwords are counted; a right one clears its key.
   */
  attemptSignIn(
    email: string,
    password: string,
    client: SignInClient = {},
  ): IdentityUser | 'invalid' | 'deactivated' | { retryAfter: number; knownDevice: boolean } {
    const account = email.trim().toLowerCase()
    const owner = this.findByEmail(email)
    const known: SignInClient =
      client.device && owner && this.devices.get(client.device)?.has(owner.id)
        ? { device: client.device }
        : {}
    const wait = this.throttle.wait(known, account)
    if (wait > 0) return { retryAfter: wait, knownDevice: known.device !== undefined }
    const checked = this.checkCredentials(email, password)
    if (checked === 'invalid') this.throttle.failed(known, account)
    else this.throttle.succeeded(known, account)
    return checked
  }

  /** The active user with these credentials (email address case-insensitive), else undefined. */
  findByCredentials(email: string, password: string): IdentityUser | undefined {
    const checked = this.checkCredentials(email, password)
    return typeof checked === 'string' ? undefined : checked
  }

  /**
   * The user with these credentials, `deactivated` when they are right but the account is disabled
   * (said only to someone who knows the password), else `invalid`.
   */
  checkCredentials(email: string, password: string): IdentityUser | 'invalid' | 'deactivated' {
    const user = this.findByEmail(email)
    if (!user || user.password !== password) return 'invalid'
    return user.disabled ? 'deactivated' : user
  }

  /** The user with this email address (case-insensitive), disabled or not. */
  findByEmail(email: string): IdentityUser | undefined {
    const wanted = email.trim().toLowerCase()
    return [...this.users.values()].find((u) => u.email_address.toLowerCase() === wanted)
  }

  /**
   * Users with this email address (case-insensitive): its holder, and with `includeHistory` the users
   * who had it before, in id order.
   */
  searchByEmail(email: string, includeHistory: boolean): IdentityUser[] {
    const wanted = email.trim().toLowerCase()
    return [...this.users.values()]
      .filter(
        (u) =>
          u.email_address.toLowerCase() === wanted ||
          (includeHistory && u.emailHistory?.some((e) => e.toLowerCase() === wanted)),
      )
      .sort((a, b) => a.id - b.id)
  }

  /** Changes a user's address; the old one joins their history (the caller checked the new one). */
  changeEmail(userId: number, email: string): IdentityUser | undefined {
    const user = this.users.get(userId)
    if (!user) return undefined
    user.emailHistory = [...(user.emailHistory ?? []), user.email_address]
    user.email_address = email.trim()
    return user
  }

  /**
   * Deactivates an account: it can no longer sign in, and every token and sign-in session of it is
   * revoked (signed out everywhere).
   */
  deactivate(userId: number): void {
    const user = this.users.get(userId)
    if (!user) return
    user.disabled = true
    this.endSessions(userId)
  }

  /**
   * Signs a user out everywhere: every token family (refresh and access tokens) and sign-in session of
   * the user is revoked, so the next call with one of their tokens is refused and the next refresh
   * answers 400 code 1001 (the site's "session ended", decision 033).
   */
  endSessions(userId: number): void {
    for (const [id, family] of this.families) if (family.userId === userId) this.revokeFamily(id)
    for (const [sessionId, families] of this.sessions) {
      if ([...families].some((id) => this.families.get(id)?.userId === userId))
        this.sessions.delete(sessionId)
    }
  }

  /**
   * When the password behind a live access token was entered (ms since the epoch), else undefined.
   * Refreshed tokens keep their sign-in's time.
   */
  passwordEnteredAt(accessToken: string | undefined): number | undefined {
    const record = accessToken ? this.accessTokens.get(accessToken) : undefined
    return record ? this.families.get(record.familyId)?.authTime : undefined
  }

  /**
   * Makes every current sign-in of a user count as old: the next operation that needs a recent
   * password answers 401 code 2011 until the user signs in again (tests, `POST /__sandbox/…`).
   */
  expirePasswordEntry(userId: number): void {
    for (const family of this.families.values()) if (family.userId === userId) family.authTime = 0
  }

  /** Adds a user (sign up); the caller has checked the address is free. */
  createUser(fields: Omit<IdentityUser, 'id' | 'date_created'> & { date_created?: string }): IdentityUser {
    const user: IdentityUser = {
      ...fields,
      id: this.nextUserId++,
      date_created: fields.date_created ?? isoSeconds(this.options.now()),
    }
    this.users.set(user.id, user)
    return user
  }

  /** Starts a browser sign-in session (the identity host's session cookie). */
  createSession(): string {
    const id = randomToken('sess_', 24)
    this.sessions.set(id, new Set())
    return id
  }

  /** True while a sign-in session exists (not ended by logout). */
  hasSession(sessionId: string): boolean {
    return this.sessions.has(sessionId)
  }

  /** Ends a session: every token family signed in through it is revoked. */
  endSession(sessionId: string | undefined): void {
    if (!sessionId) return
    for (const familyId of this.sessions.get(sessionId) ?? []) this.revokeFamily(familyId)
    this.sessions.delete(sessionId)
  }

  /**
   * A single-use authorization code bound to the app, redirect URI and S256 challenge; the password
   * was entered now (`authTime`).
   */
  issueCode(fields: Omit<CodeRecord, 'expiresAt' | 'used' | 'authTime'>): string {
    const code = randomToken('code_', 24)
    this.codes.set(code, {
      ...fields,
      authTime: this.options.now(),
      used: false,
      expiresAt: this.options.now() + this.options.codeTtlSeconds * 1000,
    })
    return code
  }

  /**
   * Redeems a code (RFC 6749 §4.1.3, RFC 7636 §4.6). Any attempt spends the code; presenting a spent
   * code again also revokes the tokens it gave (RFC 6749 §4.1.2).
   */
  async exchangeCode(input: {
    code: string
    appId: string
    redirectUri: string
    verifier: string
  }): Promise<TokenResult> {
    const record = this.codes.get(input.code)
    const fail = (error: string): TokenResult => ({ ok: false, code: ERROR_CODES.badRequest, error })
    if (!record) return fail('Invalid authorization code')
    if (record.used) {
      if (record.familyId) this.revokeFamily(record.familyId)
      return fail('Authorization code has already been used')
    }
    record.used = true
    if (record.expiresAt <= this.options.now()) return fail('Authorization code has expired')
    if (record.appId !== input.appId) return fail('app_id does not match the authorization request')
    if (record.redirectUri !== input.redirectUri)
      return fail('redirect_uri does not match the authorization request')
    if ((await createCodeChallenge(input.verifier)) !== record.challenge) return fail('Invalid code_verifier')
    const user = this.users.get(record.userId)
    if (!user || user.disabled) return fail('User account is disabled')
    const familyId = this.startFamily(user.id, record.appId, record.authTime)
    record.familyId = familyId
    if (record.sessionId) this.sessions.get(record.sessionId)?.add(familyId)
    return { ok: true, userId: user.id, tokens: this.issueTokens(familyId) }
  }

  /** Signs a user in without the browser flow (`POST /api/v1/login`: the password entered now). */
  signIn(userId: number, appId: string): IssuedTokens {
    return this.issueTokens(this.startFamily(userId, appId, this.options.now()))
  }

  /**
   * `rotate`: the refresh token is spent and a new one issued; reusing a spent one revokes its family.
   * Without rotation the same refresh token comes back. 1001 invalid, 1007 expired (docs/requirements.md §8).
   */
  refresh(token: string, rotate: boolean): TokenResult {
    this.stats.refreshCalls++
    const record = this.refreshTokens.get(token)
    const family = record && this.families.get(record.familyId)
    if (!record || !family || family.revoked)
      return { ok: false, code: ERROR_CODES.invalidRefreshToken, error: 'Invalid refresh token' }
    if (record.used) {
      this.revokeFamily(record.familyId)
      return {
        ok: false,
        code: ERROR_CODES.invalidRefreshToken,
        error: 'Refresh token has already been used',
      }
    }
    if (record.expiresAt <= this.options.now())
      return { ok: false, code: ERROR_CODES.expiredRefreshToken, error: 'Refresh token has expired' }
    if (!rotate) {
      const access = this.issueAccess(record.familyId)
      return {
        ok: true,
        userId: family.userId,
        tokens: { access, refresh: this.describeRefresh(token, record) },
      }
    }
    record.used = true
    return { ok: true, userId: family.userId, tokens: this.issueTokens(record.familyId) }
  }

  /** The user id behind a live access token; undefined when unknown, expired or revoked. */
  authenticate(accessToken: string | undefined): number | undefined {
    const record = accessToken ? this.accessTokens.get(accessToken) : undefined
    const family = record && this.families.get(record.familyId)
    if (!record || !family || family.revoked || record.expiresAt <= this.options.now()) return undefined
    return family.userId
  }

  /**
   * Revokes the token family of one refresh token (logout), found by its value or by its id
   * (`refresh_token_ids`); with `userId`, only a token of that user.
   * @returns the id of the user the token belongs to, or undefined when there is no such token
   */
  revokeRefreshToken(by: { token?: string; id?: number }, userId?: number): number | undefined {
    const entry = [...this.refreshTokens.entries()].find(([token, r]) =>
      by.token ? token === by.token : r.id === by.id,
    )
    const family = entry && this.families.get(entry[1].familyId)
    if (!entry || !family || (userId !== undefined && family.userId !== userId)) return undefined
    this.revokeFamily(entry[1].familyId)
    return family.userId
  }

  /**
   * Ends the life of one access token now, as if it had reached its `expires_at` (its refresh token
   * stays valid). For tests of the 401 2002 → refresh → retry path: the client still believes the
   * token is live, the service refuses it.
   * @returns false when the token is unknown
   */
  expireAccessToken(accessToken: string): boolean {
    const record = this.accessTokens.get(accessToken)
    if (!record) return false
    record.expiresAt = Math.min(record.expiresAt, this.options.now())
    return true
  }

  /** Revokes every refresh and access token of a sign-in (a token family). */
  revokeFamily(familyId: string): void {
    const family = this.families.get(familyId)
    if (family) family.revoked = true
  }

  /** Sets the counters back to 0. */
  resetStats(): void {
    this.stats.refreshCalls = 0
    this.stats.exchangeCalls = 0
  }

  private startFamily(userId: number, appId: string, authTime: number): string {
    const id = randomToken('fam_', 12)
    this.families.set(id, { userId, appId, revoked: false, authTime })
    return id
  }

  private issueTokens(familyId: string): IssuedTokens {
    const refresh = randomToken('sbx_rt_')
    const record = {
      id: this.nextTokenId++,
      familyId,
      expiresAt: this.expiry(this.options.refreshTokenTtlSeconds),
    }
    this.refreshTokens.set(refresh, record)
    return { access: this.issueAccess(familyId), refresh: this.describeRefresh(refresh, record) }
  }

  private issueAccess(familyId: string): IssuedTokens['access'] {
    const token = randomToken('sbx_at_')
    const expiresAt = this.expiry(this.options.accessTokenTtlSeconds)
    this.accessTokens.set(token, { id: this.nextTokenId++, familyId, expiresAt })
    const userId = this.families.get(familyId)?.userId
    return {
      token,
      expires_at: Math.floor(expiresAt / 1000),
      type: 'Bearer',
      scopes: grantedScopes(userId === undefined ? undefined : this.users.get(userId)),
    }
  }

  private describeRefresh(token: string, record: TokenRecord): IssuedTokens['refresh'] {
    return { token, expires_at: Math.floor(record.expiresAt / 1000), type: 'Bearer' }
  }

  private expiry(ttlSeconds: number): number {
    return this.options.now() + ttlSeconds * 1000
  }
}
