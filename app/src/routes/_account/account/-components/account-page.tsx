import '../../-components/account-skeleton.css'
import { AccountSection } from './account-section.tsx'
import './account.css'
import { LicenseList, LicenseSkeleton } from './license-list.tsx'
import { ProfileDetails, ProfileSkeleton } from './profile-details.tsx'

/** The /account page: its heading, then the profile and licence sections, each loading on its own. */
export function AccountPage() {
  return (
    <div className="account">
      <h1>My account</h1>
      <AccountSection title="Profile" skeleton={<ProfileSkeleton />}>
        <ProfileDetails />
      </AccountSection>
      <AccountSection title="Licences" skeleton={<LicenseSkeleton />}>
        <LicenseList />
      </AccountSection>
    </div>
  )
}
