/**
 * Rules of the fake identity service (`specs/identity.yaml` description, decision 017): the field rules
 * and body codes are the sdk's own (`@music/sdk/identity`, shared with the site's forms); the lifetimes
 * of the password re-entry and the email change are the sandbox's.
 */
export {
  emailAddressProblem,
  IDENTITY_ERROR_CODES,
  nameProblems,
  passwordProblem,
} from '../../identity/rules.ts'

/** Default of how recent a password must be for deactivation and email changes, seconds. */
export const PASSWORD_REENTRY_SECONDS = 5 * 60

/** Lifetime of the link of the email verification e-mail, seconds (24 hours). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60

/**
 * Wrong passwords an account may receive in {@link SIGN_IN_LOCK_SECONDS} before its sign-ins are
 * refused for the rest of that window (OAuth 2.0 Security BCP, RFC 9700 §4.16 credential guessing;
 * OWASP Authentication Cheat Sheet "account lockout"). A right password resets the count.
 */
export const SIGN_IN_ATTEMPTS = 5

/** The window of {@link SIGN_IN_ATTEMPTS}, and how long an account stays locked, in seconds (15 minutes). */
export const SIGN_IN_LOCK_SECONDS = 15 * 60
