import type { CampaignRule, ReferrerCampaign } from '@music/sdk/rewards'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CopyField } from '../../../../../screens/copy-field.tsx'
import { webUrl } from '../../../../../screens/web-url.ts'
import { licenseQueries } from '../../../-components/license-queries.ts'
import { rewardsQueries } from '../../../-components/rewards-queries.ts'

/**
 * The link the customer shares in a campaign: the service's `share_url` (the site's `/refer/<code>`
 * page, decision 017), else the campaign's `base_url` and the customer's code.
 * @returns an http(s) URL, or undefined when the service sent none that is
 */
function shareLink(campaign: ReferrerCampaign['referral_campaign']): string | undefined {
  return (
    webUrl(campaign.share_url) ??
    webUrl(`${campaign.base_url.replace(/\/+$/, '')}/${encodeURIComponent(campaign.referral_code)}`)
  )
}

/** "DJ Pro", "DJ Pro or Studio": the product types of campaign rules, by name from the catalogue. */
export function useRuleProducts(rules: readonly CampaignRule[]): string {
  const { data } = useSuspenseQuery(licenseQueries.productTypes())
  const products = rules.map(
    (rule) => data.items.find((type) => type.id === rule.product_type_id)?.name ?? 'a qualifying product',
  )
  const unique = [...new Set(products)]
  return unique.length > 1 ? `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}` : (unique[0] ?? '')
}

/**
 * The customer's share link in a campaign (`GET /me/referralcampaign/{id}`) with its copy button, how
 * many friends joined with it and whether referrals earn the customer a reward yet.
 */
export function ShareLink({ campaignId }: { campaignId: number }) {
  const { data } = useSuspenseQuery(rewardsQueries.myCampaign(campaignId))
  const campaign = data.referral_campaign
  const link = shareLink(campaign)
  const incentive = useRuleProducts(campaign.eligibility.referral_incentive)
  const joined = campaign.referee_activity.length
  const earned = campaign.referrer_activity.length
  return (
    <div className="share-link">
      {link ? (
        <CopyField label="Your share link" value={link} buttonLabel="Copy link" />
      ) : (
        <p>
          Your referral code: <strong className="screen-mono">{campaign.referral_code}</strong>
        </p>
      )}
      <p>
        {joined === 0
          ? 'No friend has joined with your link yet.'
          : `${joined === 1 ? 'One friend has' : `${joined} friends have`} joined with your link${
              earned > 0 ? `, earning you ${earned === 1 ? 'a reward' : `${earned} rewards`}` : ''
            }.`}
      </p>
      {campaign.eligible_for_referral_incentive ? null : (
        <p className="screen-muted">
          Referrals earn you a reward once you own {incentive}. Your friends get theirs either way.
        </p>
      )}
    </div>
  )
}
