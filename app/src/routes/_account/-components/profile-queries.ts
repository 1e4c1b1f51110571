import { getGetMyProfileSuspenseQueryOptions } from '@music/sdk/profile'

/** The profile service's queries of the customer area (docs/requirements.md §7 "Profile service"). */
export const profileQueries = {
  /** `GET /me`: names, DJ name, email address, country. */
  profile: () => getGetMyProfileSuspenseQueryOptions(),
}
