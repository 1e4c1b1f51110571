import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { membershipQueries } from '../-components/profile-queries.ts'
import { PartnerPromotionsScreen } from './-components/membership/partner-promotions-screen.tsx'

/**
 * /account/partner-promotions: the partner promotion codes the customer holds, each to copy
 * (docs/requirements.md §7 "Profile service", decision 017).
 */
export const Route = createFileRoute('/_account/account/partner-promotions')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) =>
    void queryClient.prefetchQuery(membershipQueries.partnerPromotions()),
  head: () => screenHead('Partner promotions', ACCOUNT_AREA),
  component: PartnerPromotionsScreen,
})
