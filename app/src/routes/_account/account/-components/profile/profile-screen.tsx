import './profile-screens.css'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { AvatarEditor } from './avatar-editor.tsx'
import { ProfileForm } from './profile-form.tsx'

/**
 * /account/profile (docs/requirements.md §3 "Profile", §7 "Profile service"; docs/decisions/022): the
 * profile picture, and every profile field in one form.
 */
export function ProfileScreen() {
  return (
    <Screen
      title="Profile"
      intro="How you appear in our forums, where we send your orders, and what we write to you about."
    >
      <Section title="Profile picture" skeleton={<Skeleton lines={3} />}>
        <AvatarEditor />
      </Section>
      <Section title="Your details" skeleton={<Skeleton lines={10} />}>
        <ProfileForm />
      </Section>
    </Screen>
  )
}
