/**
 * Rules of the fake identity service (`specs/identity.yaml` description, decision 017): the body codes
 * of its 400 replies, the password policy, the e-mail address check and the lifetimes of the email
 * change.
 */
import type { FieldErrors } from '../http.ts'

/** Body codes of the identity service's 400 replies (and 401 2011, password re-entry). */
export const IDENTITY_ERROR_CODES = {
  badRequest: 1000,
  emailAddressInUse: 1301,
  weakPassword: 1302,
  redirectUriNotAllowed: 1303,
  sameEmailAddress: 1304,
  deactivated: 1305,
  verificationTokenInvalid: 1306,
  passwordReentryRequired: 2011,
} as const

/** Default of how recent a password must be for deactivation and email changes, seconds. */
export const PASSWORD_REENTRY_SECONDS = 5 * 60

/** Lifetime of the link of the email verification e-mail, seconds (24 hours). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60

/** Longest e-mail address (RFC 5321 §4.5.3.1.3 path limit less the angle brackets). */
const MAX_EMAIL_LENGTH = 254
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

/** What is wrong with an e-mail address, for a person; undefined when it is usable. */
export function emailAddressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter your email address.'
  const address = value.trim()
  if (address.length > MAX_EMAIL_LENGTH) return `Use at most ${MAX_EMAIL_LENGTH} characters.`
  return EMAIL.test(address) ? undefined : 'Enter an email address like name@example.com.'
}

/**
 * What is wrong with a new password, for a person; undefined when it is strong enough: 8 to 128
 * characters, a letter and a digit or symbol, not the e-mail address (or its part before the `@`).
 */
export function passwordProblem(password: unknown, emailAddress = ''): string | undefined {
  if (typeof password !== 'string' || password === '') return 'Choose a password.'
  if (password.length < 8 || !/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password))
    return 'Use at least 8 characters with a letter and a digit or symbol.'
  if (password.length > 128) return 'Use at most 128 characters.'
  const email = emailAddress.trim().toLowerCase()
  const local = email.split('@')[0] ?? ''
  const lower = password.toLowerCase()
  if (email && (lower === email || (local.length >= 4 && lower.includes(local))))
    return 'Choose a password that does not contain your email address.'
  return undefined
}

/** Optional text fields of a sign-up: strings of at most `max` characters. */
export function nameProblems(body: Record<string, unknown>, names: string[], max = 50): FieldErrors {
  const fields: FieldErrors = {}
  for (const name of names) {
    const value = body[name]
    if (value !== undefined && (typeof value !== 'string' || value.length > max))
      fields[name] = `Use at most ${max} characters.`
  }
  return fields
}

/**
 * Wrong passwords an account may receive in {@link SIGN_IN_LOCK_SECONDS} before its sign-ins are
 * refused for the rest of that window (OAuth 2.0 Security BCP, RFC 9700 §4.16 credential guessing;
 * OWASP Authentication Cheat Sheet "account lockout"). A right password resets the count.
 */
export const SIGN_IN_ATTEMPTS = 5

/** The window of {@link SIGN_IN_ATTEMPTS}, and how long an account stays locked, in seconds (15 minutes). */
export const SIGN_IN_LOCK_SECONDS = 15 * 60
