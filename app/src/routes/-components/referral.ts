/**
 * A referred visitor's referral, after their sign-up (decision 017; docs/decisions/022): the code is
 * checked for the new customer (`GET /referralcode/{code}/referee/{userId}`) and logged (`POST
 * /referralcode/{code}/log {referee_user_id}`), both with the customer's own token. The log unlocks
 * the campaign's rewards: the new customer's, and the referrer's when they qualify.
 */
import { type Sdk, ServiceError } from '@music/sdk'
import { getRefereeEligibility, logReferralActivity } from '@music/sdk/rewards'
import { serviceErrorMessage } from '../../screens/service-errors.ts'

/** What applying a referral code led to; `message` says why not, for a person. */
export type ReferralOutcome = { applied: true } | { applied: false; message: string }

/**
 * Checks and logs `code` for the signed-in new customer `userId`. Never rejects: a code that cannot be
 * applied (unknown, not eligible, a failing service) is an outcome, as the account exists either way.
 */
export async function applyReferral(sdk: Sdk, code: string, userId: number): Promise<ReferralOutcome> {
  try {
    const check = await getRefereeEligibility(code, userId, { sdk })
    if (!check.eligible) {
      return { applied: false, message: `The referral code ${code} cannot be used for your account.` }
    }
    await logReferralActivity(code, { referee_user_id: userId }, { sdk })
    return { applied: true }
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404)
      return { applied: false, message: `We do not know the referral code ${code}.` }
    return { applied: false, message: serviceErrorMessage(error) }
  }
}
