import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { BetaProgramsScreen, prefetchBetaPrograms } from './-components/membership/beta-programs-screen.tsx'

/**
 * /account/beta-programs: the customer's beta program memberships, the programs they may join, leaving
 * and re-validating them, and a short survey (docs/requirements.md §7 "Profile service", decision 017).
 */
export const Route = createFileRoute('/_account/account/beta-programs')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchBetaPrograms(queryClient),
  head: () => screenHead('Beta programs', ACCOUNT_AREA),
  component: BetaProgramsScreen,
})
