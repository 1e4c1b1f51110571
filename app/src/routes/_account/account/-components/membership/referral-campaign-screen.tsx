import './membership-screens.css'
import type { Campaign } from '@music/sdk/rewards'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { licenseQueries } from '../../../-components/license-queries.ts'
import { rewardsQueries } from '../../../-components/rewards-queries.ts'
import { ShareLink, useRuleProducts } from './referral-share.tsx'

/** The campaign id of the address (`/account/rewards/3` → 3), or undefined when it is not one. */
function campaignIdOf(param: string): number | undefined {
  return /^\d{1,9}$/.test(param) ? Number(param) : undefined
}

/** Starts the campaign screen's requests (its loader): the campaign, the customer's part, the catalogue. */
export function prefetchReferralCampaign(queryClient: QueryClient, param: string): void {
  const id = campaignIdOf(param)
  if (id === undefined) return
  void queryClient.prefetchQuery(rewardsQueries.campaign(id))
  void queryClient.prefetchQuery(rewardsQueries.myCampaign(id))
  void queryClient.prefetchQuery(licenseQueries.productTypes())
}

/**
 * One referral campaign (/account/rewards/{campaignId}): who may be referred and what each side gets
 * (`GET /referralcampaigns/{id}`), and the customer's share link and referrals
 * (`GET /me/referralcampaign/{id}`). An unknown id says so and leads back to the rewards.
 * @param campaignId the address's `$campaignId`, as written
 */
export function ReferralCampaignScreen({ campaignId }: { campaignId: string }) {
  const id = campaignIdOf(campaignId)
  return (
    <Screen title="Referral campaign" intro={<Link to="/account/rewards">Back to rewards & referrals</Link>}>
      <Section title="About this campaign" skeleton={<Skeleton lines={4} />}>
        {id === undefined ? <NoCampaign /> : <CampaignDetails campaignId={id} />}
      </Section>
    </Screen>
  )
}

function NoCampaign() {
  return (
    <EmptyState action={<Link to="/account/rewards">See the campaigns running now</Link>}>
      There is no referral campaign at this address. It may have ended.
    </EmptyState>
  )
}

/** The campaign's rules in words, then the customer's share link (only for a campaign that exists). */
function CampaignDetails({ campaignId }: { campaignId: number }) {
  const { data: campaign } = useSuspenseQuery(rewardsQueries.campaign(campaignId))
  if (!campaign) return <NoCampaign />
  return (
    <div className="campaign-details">
      <h3>{campaign.name}</h3>
      <CampaignRules campaign={campaign} />
      <ShareLink campaignId={campaignId} />
    </div>
  )
}

/** How the campaign works, from its eligibility rules (decision 017). */
function CampaignRules({ campaign }: { campaign: Campaign }) {
  const refereeProducts = useRuleProducts(campaign.eligibility.referee)
  const incentiveProducts = useRuleProducts(campaign.eligibility.referral_incentive)
  return (
    <ol className="campaign-steps">
      <li>Copy your share link below and send it to a friend.</li>
      <li>
        Your friend opens it and creates an account. The link is for people new to{' '}
        {refereeProducts || 'our products'}; each person can use one referral link, once.
      </li>
      <li>
        Your friend gets a welcome reward, and so do you
        {incentiveProducts ? `, as long as you own ${incentiveProducts}` : ''}. Rewards appear under “Your
        rewards”.
      </li>
    </ol>
  )
}
