import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { AccountOverview, prefetchOverview } from './-components/overview.tsx'

/**
 * /account: the overview of the customer area, a summary card per area linking to its screen
 * (docs/decisions/015). The loader starts the cards' requests; each card then suspends on its own.
 */
export const Route = createFileRoute('/_account/account/')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchOverview(queryClient),
  head: () => screenHead(ACCOUNT_AREA, ACCOUNT_AREA),
  component: AccountOverview,
})
