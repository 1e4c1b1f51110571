import './profile-screens.css'
import type { QueryClient } from '@tanstack/react-query'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { identityQueries } from '../../../-components/identity-queries.ts'
import { DeactivateAccount } from './deactivate-account.tsx'
import { EmailAddress } from './email-address.tsx'

/**
 * Starts the settings screen's requests (its loader): the signed-in user, then the history of their
 * email address (it needs the address). On the server the HTML waits for both (`settleQueries`), so
 * the "Email address" section arrives filled, not as a skeleton filled later (decision 034).
 */
export function prefetchSettings(queryClient: QueryClient): void {
  void queryClient.ensureQueryData(identityQueries.me()).then(
    (me) => queryClient.prefetchQuery(identityQueries.emailHistory(me.email_address)),
    () => undefined, // the section asks again and says why it failed
  )
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
