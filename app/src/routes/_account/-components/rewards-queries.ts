import { ServiceError } from '@music/sdk'
import {
  type Campaign,
  getGetMyReferralCampaignSuspenseQueryOptions,
  getGetReferralCampaignQueryKey,
  getListMyRewardsSuspenseQueryOptions,
  getListReferralCampaignsSuspenseQueryOptions,
  getReferralCampaign,
} from '@music/sdk/rewards'
import { queryOptions } from '@tanstack/react-query'

/**
 * The rewards service's queries of the customer area (docs/requirements.md §7 "Rewards service",
 * decision 017), shared by loaders, components and invalidation.
 */
export const rewardsQueries = {
  /** `GET /me/rewards`: the customer's rewards, unlocked or not, the newest first. */
  rewards: () => getListMyRewardsSuspenseQueryOptions(),
  /** `GET /referralcampaigns`: the referral campaigns running now (public). */
  campaigns: () => getListReferralCampaignsSuspenseQueryOptions(),
  /**
   * `GET /referralcampaigns/{id}`: one campaign, or `null` when there is none of that id (the service
   * answers 404 code 3001: an old link, a campaign that ended).
   */
  campaign: (campaignId: number) =>
    queryOptions({
      queryKey: getGetReferralCampaignQueryKey(campaignId),
      queryFn: async ({ signal }): Promise<Campaign | null> => {
        try {
          return await getReferralCampaign(campaignId, undefined, signal)
        } catch (error) {
          if (error instanceof ServiceError && error.status === 404) return null
          throw error
        }
      },
    }),
  /** `GET /me/referralcampaign/{id}`: the customer's code, share link and referrals in a campaign. */
  myCampaign: (campaignId: number) => getGetMyReferralCampaignSuspenseQueryOptions(campaignId),
}
