/**
 * Pending email changes of the fake identity service (`specs/identity.yaml` description, decision 017):
 * `POST /me/sendverifyemailaddress` issues a verification token for one user and one new address;
 * the link of the e-mail carries it, and `PUT /users/{userId}` with it as the bearer token completes
 * the change once, within its lifetime. A newer request of the same user replaces the older token.
 */
import { randomToken } from '../http.ts'

/** A verification token and what it allows. */
export interface EmailVerification {
  token: string
  userId: number
  /** The new address, as the user typed it. */
  emailAddress: string
  /** ms since the epoch */
  expiresAt: number
  used: boolean
}

/** The verification tokens issued. */
export class EmailChanges {
  private readonly byToken = new Map<string, EmailVerification>()
  private readonly now: () => number

  /** @param now the sandbox clock, ms since the epoch */
  constructor(now: () => number) {
    this.now = now
  }

  /** A new token for `userId` to take `emailAddress`, valid `ttlSeconds`; earlier ones of the user end. */
  issue(userId: number, emailAddress: string, ttlSeconds: number): EmailVerification {
    for (const pending of this.byToken.values()) if (pending.userId === userId) pending.used = true
    const verification = {
      token: randomToken('sbx_ev_'),
      userId,
      emailAddress,
      expiresAt: this.now() + ttlSeconds * 1000,
      used: false,
    }
    this.byToken.set(verification.token, verification)
    return verification
  }

  /** The verification of a token, used or not; undefined for a token never issued. */
  find(token: string | undefined): EmailVerification | undefined {
    return token ? this.byToken.get(token) : undefined
  }

  /** True while the token may still complete its change (not used, replaced or expired). */
  isUsable(verification: EmailVerification): boolean {
    return !verification.used && verification.expiresAt > this.now()
  }

  /** The user's newest verification (tests: the link that was e-mailed), else undefined. */
  latest(userId: number): EmailVerification | undefined {
    return [...this.byToken.values()].filter((v) => v.userId === userId).at(-1)
  }
}
