/**
 * Stateful handlers of the rewards service (docs/requirements.md §7 "Rewards service"; `specs/rewards.yaml`, decision
 * 017): a user's rewards, the public referral campaigns, a referrer's campaign (code, share link,
 * activity), a referee's eligibility for a code and the referral log that unlocks both sides' rewards.
 */
import { http } from 'msw'
import {
  accessDenied,
  badRequest,
  json,
  notFound,
  readJsonObject,
  replyWith,
  validationFailed,
} from '../http.ts'
import { ACCOUNT_PATHS, requireAccountOwner, requireSameUser, requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import type { RewardsStore } from './store.ts'

const campaignId = (value: unknown) => (/^\d{1,9}$/.test(String(value)) ? Number(value) : Number.NaN)
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** The rewards handlers under `base` (e.g. `http://localhost:4100/rewards`). */
export function rewardsHandlers(store: RewardsStore, context: { identity: IdentityStore }, base: string) {
  const { identity } = context
  const api = `${base}/api/v1`
  return [
    ...ACCOUNT_PATHS.flatMap((path) => [
      http.get(`${base}${path}/rewards`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        return user instanceof Response ? user : json({ items: store.listRewards(user.id) })
      }),
      http.get(`${base}${path}/referralcampaign/:campaignId`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const found = store.referrerCampaign(user.id, campaignId(params.campaignId))
        return found ? json(found) : notFound(`No referral campaign ${params.campaignId}`)
      }),
    ]),

    // Public: no credentials (docs/requirements.md §6); a token sent along is ignored.
    http.get(`${api}/referralcampaigns`, () => json({ items: store.listCampaigns() })),
    http.get(`${api}/referralcampaigns/:campaignId`, ({ params }) => {
      const found = store.getCampaign(campaignId(params.campaignId))
      return found ? json(found) : notFound(`No referral campaign ${params.campaignId}`)
    }),

    http.get(`${api}/referralcode/:code/referee/:refereeUserId`, ({ request, params }) => {
      const user = requireSameUser(identity, request, params.refereeUserId)
      if (user instanceof Response) return user
      const found = store.refereeEligibility(String(params.code), user.id)
      if (!found) return notFound(`No referral code ${params.code}`)
      return json({ eligible: found.eligible, activity: found.activity })
    }),

    http.post(`${api}/referralcode/:code/log`, async ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const fields: Record<string, string> = {}
      if (!Number.isInteger(body.referee_user_id)) fields.referee_user_id = 'Must be the referee’s user id.'
      if (body.referrer_user_id !== undefined && !Number.isInteger(body.referrer_user_id))
        fields.referrer_user_id = 'Must be a user id.'
      if (Object.keys(fields).length > 0) return validationFailed(fields)
      // The referee logs their own sign-up.
      if (body.referee_user_id !== user.id) return accessDenied()
      return replyWith(
        store.logReferral(String(params.code), user.id, {
          referrer_user_id: body.referrer_user_id as number | undefined,
          voucher_id: optionalText(body.voucher_id),
          product_id: optionalText(body.product_id),
        }),
      )
    }),
  ]
}
