import { useGetMyProfile } from '@music/sdk/profile'

/** Greets the signed-in user by DJ name (the profile service's `GET /api/v1/me`). */
export function Greeting() {
  const { data: profile, error, isPending } = useGetMyProfile()
  if (isPending) return <p>Loading…</p>
  if (error) return <p role="alert">Could not load your profile ({error.status}).</p>
  return <p>Hello {profile.dj_name ?? profile.first_name}</p>
}
