import { getGetMyProfileQueryKey, getGetMyProfileSuspenseQueryOptions } from '@music/sdk/profile'

/** The profile service's queries of the customer area (docs/requirements.md §7 "Profile service"). */
export const profileQueries = {
  /** `GET /me`: every profile field of docs/requirements.md §3, the email address and the avatar. */
  profile: () => getGetMyProfileSuspenseQueryOptions(),
}

/** The queries a change of the profile or the avatar affects (`PUT /me`, the avatar calls; decision 017). */
export const profileChanges = [getGetMyProfileQueryKey()] as const
