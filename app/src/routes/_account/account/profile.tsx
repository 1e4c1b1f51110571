import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { profileQueries } from '../-components/profile-queries.ts'
import { ProfileScreen } from './-components/profile/profile-screen.tsx'

/**
 * /account/profile: the profile picture and every profile field (docs/requirements.md §3, §7 "Profile
 * service"; docs/decisions/022).
 */
export const Route = createFileRoute('/_account/account/profile')({
  // The loader is a chunk of its own, out of every page's first JavaScript and apart from the screen's
  // code: its requests start while the screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // Both sections suspend on it.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQueries.profile()),
  head: () => screenHead('Profile', ACCOUNT_AREA),
  component: ProfileScreen,
})
