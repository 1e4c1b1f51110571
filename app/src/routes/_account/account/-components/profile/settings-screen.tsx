import './profile-screens.css'
import type { QueryClient } from '@tanstack/react-query'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { identityQueries } from '../../../-components/identity-queries.ts'
import { DeactivateAccount } from './deactivate-account.tsx'
import { EmailAddress } from './email-address.tsx'

/** Starts the settings screen's first request (its loader): the signed-in user. */
export function prefetchSettings(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(identityQueries.me())
}

/**
 * /account/settings (docs/requirements.md §7 "Identity service"; decision 017, docs/decisions/022): the
 * email address the customer signs in with, its history and its change, and deactivating the account.
 */
export function SettingsScreen() {
  return (
    <Screen title="Account settings" intro="The address you sign in with, and closing your account.">
      <Section title="Email address" skeleton={<Skeleton lines={4} />}>
        <EmailAddress />
      </Section>
      <Section title="Deactivate your account" skeleton={<Skeleton lines={3} />}>
        <DeactivateAccount />
      </Section>
    </Screen>
  )
}
