import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { profileQueries } from '../-components/profile-queries.ts'
import { LibraryScreen, type LibrarySearchParams } from './-components/membership/library-screen.tsx'

/**
 * /account/library: the files of the customer's cloud library that the account knows of on this device,
 * each to open or download (docs/requirements.md §7 "Other: cloud library"; docs/decisions/023: the
 * service has no list, so a link `/account/library?file=<id>` or the file's ID adds one).
 */
export const Route = createFileRoute('/_account/account/library')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here: `validateSearch` is not code-split; the screen checks the value.
  validateSearch: (search: Record<string, unknown>): LibrarySearchParams => search,
  // Whose list this browser shows: the customer's id (docs/decisions/023).
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQueries.profile()),
  head: () => screenHead('Cloud library', ACCOUNT_AREA),
  component: LibraryScreen,
})
