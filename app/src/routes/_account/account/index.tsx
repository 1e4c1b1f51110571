import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { commerceQueries } from '../-components/commerce-queries.ts'
import { downloadQueries } from '../-components/download-queries.ts'
import { licenseQueries } from '../-components/license-queries.ts'
import { membershipQueries, profileQueries } from '../-components/profile-queries.ts'
import { rewardsQueries } from '../-components/rewards-queries.ts'
import { AccountOverview } from './-components/overview.tsx'

/**
 * /account: the overview of the customer area, a summary card per area linking to its screen
 * (docs/decisions/015). The loader starts the cards' requests; each card then suspends on its own.
 */
export const Route = createFileRoute('/_account/account/')({
  // The loader is a chunk of its own, out of every page's first JavaScript and apart from the screen's
  // code: its requests start while the screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // Starts the cards' requests; each card suspends on its own.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQueries.profile())
    void queryClient.prefetchQuery(licenseQueries.products())
    void queryClient.prefetchQuery(licenseQueries.licenses())
    void queryClient.prefetchQuery(downloadQueries.history())
    void queryClient.prefetchQuery(commerceQueries.recommendations())
    void queryClient.prefetchQuery(commerceQueries.subscriptions())
    void queryClient.prefetchQuery(commerceQueries.catalog())
    void queryClient.prefetchQuery(membershipQueries.myBetaPrograms())
    void queryClient.prefetchQuery(rewardsQueries.rewards())
  },
  head: () => screenHead(ACCOUNT_AREA, ACCOUNT_AREA),
  component: AccountOverview,
})
