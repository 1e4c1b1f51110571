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
