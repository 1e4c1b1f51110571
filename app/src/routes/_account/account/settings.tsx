import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { prefetchSettings, SettingsScreen } from './-components/profile/settings-screen.tsx'

/**
 * /account/settings: the sign-in email address (its change through a verification e-mail, its
 * history) and deactivating the account (docs/decisions/022).
 */
export const Route = createFileRoute('/_account/account/settings')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchSettings(queryClient),
  head: () => screenHead('Account settings', ACCOUNT_AREA),
  component: SettingsScreen,
})
