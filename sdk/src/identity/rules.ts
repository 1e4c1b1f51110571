/**
 * Field rules of the identity service's account writes (`specs/identity.yaml` description, decision
 * 017): the body codes of its refusals, the e-mail address check and the password policy of `POST
 * /users`. One implementation, like the profile rules (`@music/sdk/profile`): the services sandbox
 * answers 400 `fields` with these messages, and a sign-up or email-change form checks its fields with
 * the same functions before it sends.
 */
import { ERROR_CODES } from '../transport/error-codes.ts'

/** Body codes of the identity service's 400 replies (and 401 2011, password re-entry). */
export const IDENTITY_ERROR_CODES = {
  badRequest: ERROR_CODES.badRequest,
  emailAddressInUse: 1301,
  weakPassword: 1302,
  redirectUriNotAllowed: 1303,
  sameEmailAddress: 1304,
  deactivated: 1305,
  verificationTokenInvalid: 1306,
  passwordReentryRequired: ERROR_CODES.passwordReentryRequired,
} as const

/** Longest e-mail address (RFC 5321 §4.5.3.1.3 path limit less the angle brackets; `maxLength` 254). */
export const MAX_EMAIL_LENGTH = 254

/** Longest first or last name of a sign-up, characters (`CreateUserRequest` maxLength). */
export const MAX_NAME_LENGTH = 50

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

/**
 * Optional text fields of a sign-up: strings of at most `max` characters; one message per field that
 * is not, keyed by the request property.
 */
export function nameProblems(
  body: Record<string, unknown>,
  names: readonly string[],
  max = MAX_NAME_LENGTH,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of names) {
    const value = body[name]
    if (value !== undefined && (typeof value !== 'string' || value.length > max))
      fields[name] = `Use at most ${max} characters.`
  }
  return fields
}
