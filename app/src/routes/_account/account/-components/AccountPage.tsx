import '../../-components/account-skeleton.css'
import { AccountSection } from './AccountSection.tsx'
import './account.css'
import { LicenceList, LicenceSkeleton } from './LicenceList.tsx'
import { ProfileDetails, ProfileSkeleton } from './ProfileDetails.tsx'

/** The /account page: its heading, then the profile and licence sections, each loading on its own. */
export function AccountPage() {
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
