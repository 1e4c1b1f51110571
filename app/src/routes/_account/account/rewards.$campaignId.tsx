import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import {
  prefetchReferralCampaign,
  ReferralCampaignScreen,
} from './-components/membership/referral-campaign-screen.tsx'

/**
 * /account/rewards/{campaignId}: one referral campaign: who may be referred, what the customer earns,
 * their share link and their referrals (docs/requirements.md §7 "Rewards service", decision 017). The
 * id is checked by the screen (its chunk), not here: `params.parse` would be in every page's first JS.
 */
export const Route = createFileRoute('/_account/account/rewards/$campaignId')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient }, params }) => prefetchReferralCampaign(queryClient, params.campaignId),
  head: () => screenHead('Referral campaign', ACCOUNT_AREA),
  component: CampaignRoute,
})

function CampaignRoute() {
  return <ReferralCampaignScreen campaignId={Route.useParams().campaignId} />
}
