import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../../seo/page-head.ts'
import '../-components/account-skeleton.css'
import { AccountSection } from './-components/AccountSection.tsx'
import './-components/account.css'
import { LicenceList, LicenceSkeleton } from './-components/LicenceList.tsx'
import { ProfileDetails, ProfileSkeleton } from './-components/ProfileDetails.tsx'

/**
 * /account: the signed-in user's profile and licences (client-rendered under the `_account` layout).
 * The loader starts both requests; each section then suspends on its own query.
 */
export const Route = createFileRoute('/_account/account/')({
  // Route loaders are not code-split: the queries (and the sdk clients behind them) are loaded here on
  // demand, so they stay out of the JavaScript every page loads first.
  loader: async ({ context }) => {
    const { accountQueries } = await import('./-components/account-queries.ts')
    void context.queryClient.prefetchQuery(accountQueries.profile())
    void context.queryClient.prefetchQuery(accountQueries.products())
  },
  head: () => ({ meta: [{ title: `My account | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: AccountPage,
})

function AccountPage() {
  return (
    <div className="account">
      <h1>My account</h1>
      <AccountSection title="Profile" skeleton={<ProfileSkeleton />}>
        <ProfileDetails />
      </AccountSection>
      <AccountSection title="Licences" skeleton={<LicenceSkeleton />}>
        <LicenceList />
      </AccountSection>
    </div>
  )
}
