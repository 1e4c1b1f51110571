import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { ProfileScreen, prefetchProfile } from './-components/profile/profile-screen.tsx'

/**
 * /account/profile: the profile picture and every profile field (docs/requirements.md §3, §7 "Profile
 * service"; docs/decisions/022).
 */
export const Route = createFileRoute('/_account/account/profile')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchProfile(queryClient),
  head: () => screenHead('Profile', ACCOUNT_AREA),
  component: ProfileScreen,
})
