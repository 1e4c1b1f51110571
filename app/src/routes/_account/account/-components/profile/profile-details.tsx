import { countryName } from '@music/sdk/profile'
import { useSuspenseQuery } from '@tanstack/react-query'
import { profileQueries } from '../../../-components/profile-queries.ts'

/** The signed-in user's profile (profile service `GET /me`): name, DJ name, email address, country. */
export function ProfileDetails() {
  const { data: profile } = useSuspenseQuery(profileQueries.profile())
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  const rows: [string, string | undefined][] = [
    ['Name', name || undefined],
    ['DJ name', profile.dj_name || undefined],
    ['Email', profile.email_address],
    ['Country', profile.country_code ? countryName(profile.country_code) : undefined],
  ]
  return (
    <dl className="screen-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          {/* What the customer wrote, in its own direction (an Arabic name right to left, decision 037). */}
          <dd dir={value ? 'auto' : undefined}>{value ?? <span className="screen-muted">Not set</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
