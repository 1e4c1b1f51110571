import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { prefetchRewards, RewardsScreen } from './-components/membership/rewards-screen.tsx'

/**
 * /account/rewards: the customer's rewards, and their share link in each referral campaign
 * (docs/requirements.md §7 "Rewards service", decision 017).
 */
export const Route = createFileRoute('/_account/account/rewards/')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchRewards(queryClient),
  head: () => screenHead('Rewards & referrals', ACCOUNT_AREA),
  component: RewardsScreen,
})
