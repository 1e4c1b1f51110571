import { useSuspenseQuery } from '@tanstack/react-query'
import { profileQueries } from '../../-components/profile-queries.ts'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** The country's English name for an ISO 3166-1 alpha-2 code (`GB` → "United Kingdom"); the code if unknown. */
export function countryName(countryCode: string | undefined): string | undefined {
  if (!countryCode) return undefined
  try {
    return regionNames.of(countryCode.toUpperCase())
  } catch {
    return countryCode
  }
}

/** The signed-in user's profile (profile service `GET /me`): name, DJ name, email address, country. */
export function ProfileDetails() {
  const { data: profile } = useSuspenseQuery(profileQueries.profile())
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ')
  const rows: [string, string | undefined][] = [
    ['Name', name || undefined],
    ['DJ name', profile.dj_name || undefined],
    ['Email', profile.email_address],
    ['Country', countryName(profile.country_code)],
  ]
  return (
    <dl className="screen-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <span className="screen-muted">Not set</span>}</dd>
        </div>
      ))}
    </dl>
  )
}
