import './membership-screens.css'
import type { Campaign, Reward } from '@music/sdk/rewards'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section, SectionLoading } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { webUrl } from '../../../../../screens/web-url.ts'
import { licenseQueries } from '../../../-components/license-queries.ts'
import { rewardsQueries } from '../../../-components/rewards-queries.ts'
import { ShareLink } from './referral-share.tsx'

/**
 * Starts the rewards screen's requests (its loader): the rewards, the campaigns and then the customer's
 * share link in each, the catalogue. On the server the HTML waits for them all (`settleQueries`), so the
 * screen arrives filled, not as skeletons filled later (decision 034).
 */
export function prefetchRewards(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(rewardsQueries.rewards())
  void queryClient.ensureQueryData(rewardsQueries.campaigns()).then(
    ({ items }) =>
      Promise.all(items.map((campaign) => queryClient.prefetchQuery(rewardsQueries.myCampaign(campaign.id)))),
    () => undefined, // the section asks again and says why it failed
  )
  void queryClient.prefetchQuery(licenseQueries.productTypes())
}

/** The rewards screen (/account/rewards): the customer's rewards, and their link in each campaign. */
export function RewardsScreen() {
  return (
    <Screen
      title="Rewards & referrals"
      intro="Rewards for being a customer and for bringing friends along. Share your link: when a friend creates an account with it, you both get a reward."
    >
      <Section title="Your rewards" skeleton={<Skeleton blocks={2} />}>
        <RewardList />
      </Section>
      <Section title="Refer a friend" skeleton={<Skeleton blocks={1} />}>
        <ReferralCampaigns />
      </Section>
    </Screen>
  )
}

/** `GET /me/rewards`: unlocked rewards with their call to action, then locked ones and how to unlock them. */
function RewardList() {
  const { data } = useSuspenseQuery(rewardsQueries.rewards())
  if (data.items.length === 0) {
    return (
      <EmptyState>
        You have no rewards yet. Refer a friend below: when they join, a reward appears here.
      </EmptyState>
    )
  }
  // The service lists the newest first; unlocked rewards come before locked ones, each in that order.
  const rewards = [...data.items.filter((r) => r.unlocked), ...data.items.filter((r) => !r.unlocked)]
  return (
    <ul className="screen-list reward-list" aria-label="Rewards">
      {rewards.map((reward) => (
        <RewardCard key={reward.name} reward={reward} />
      ))}
    </ul>
  )
}

/** One reward, in its template's colours: headline, status, description and (unlocked) its action. */
function RewardCard({ reward }: { reward: Reward }) {
  const action = reward.unlocked ? webUrl(reward.cta.primary_cta_link) : undefined
  const secondary = reward.unlocked ? webUrl(reward.cta.secondary_cta_link) : undefined
  const dark = reward.template.type === 'dark'
  const logo = webUrl(dark ? reward.template.logos.light : reward.template.logos.dark)
  return (
    <li
      className={`screen-card reward-card reward-card--${dark ? 'dark' : 'light'}`}
      data-unlocked={reward.unlocked || undefined}
    >
      <div className="reward-card__header">
        {logo ? <img src={logo} alt="" width={32} height={32} className="reward-card__logo" /> : null}
        <h3>{reward.headline}</h3>
        {reward.latest_ribbon ? <span className="reward-card__ribbon">New</span> : null}
      </div>
      <p className="reward-card__status">{reward.unlocked ? 'Unlocked' : 'Locked'}</p>
      <p>{reward.description}</p>
      {action || secondary ? (
        <div className="screen-actions">
          {action ? (
            <a className="button" href={action}>
              {[reward.cta.primary_cta_prefix, reward.cta.primary_cta, reward.cta.primary_cta_postfix]
                .filter(Boolean)
                .join(' ')}
            </a>
          ) : null}
          {secondary && reward.cta.secondary_cta ? (
            <a className="button button--secondary" href={secondary}>
              {reward.cta.secondary_cta}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

/** `GET /referralcampaigns`: a card per campaign with the customer's share link. */
function ReferralCampaigns() {
  const { data } = useSuspenseQuery(rewardsQueries.campaigns())
  if (data.items.length === 0) {
    return <EmptyState>There is no referral campaign at the moment.</EmptyState>
  }
  return (
    <ul className="screen-list" aria-label="Referral campaigns">
      {data.items.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  )
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <li className="screen-card">
      <h3>{campaign.name}</h3>
      <Suspense
        fallback={
          <SectionLoading title="Your share link">
            <Skeleton lines={2} />
          </SectionLoading>
        }
      >
        <ShareLink campaignId={campaign.id} />
      </Suspense>
      <Link
        to="/account/rewards/$campaignId"
        params={{ campaignId: String(campaign.id) }}
        className="campaign-card__more"
      >
        How “{campaign.name}” works
      </Link>
    </li>
  )
}
