import {
  getGetMyProfileQueryKey,
  getGetMyProfileSuspenseQueryOptions,
  getListBetaProgramsSuspenseQueryOptions,
  getListMyBetaProgramsQueryKey,
  getListMyBetaProgramsSuspenseQueryOptions,
  getListMyPartnerPromotionsSuspenseQueryOptions,
} from '@music/sdk/profile'
import type { QueryClient } from '@tanstack/react-query'

/** The profile service's queries of the customer area (docs/requirements.md §7 "Profile service"). */
export const profileQueries = {
  /** `GET /me`: every profile field of docs/requirements.md §3, the email address and the avatar. */
  profile: () => getGetMyProfileSuspenseQueryOptions(),
}

/**
 * The profile as stored now (`GET /me` past every cache, decision 028): what a form that edits it
 * compares with before it writes. Also refreshes the screen's other parts that show the profile.
 * @throws the transport's errors
 */
export function rereadProfile(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...profileQueries.profile(), staleTime: 0 })
}

/** The queries a change of the profile or the avatar affects (`PUT /me`, the avatar calls; decision 017). */
export const profileChanges = [getGetMyProfileQueryKey()] as const
/** The profile service's membership queries: beta programs and partner promotions (decision 017). */
export const membershipQueries = {
  /** `GET /betaprograms`: every beta program, open (`active`) or not. */
  betaPrograms: () => getListBetaProgramsSuspenseQueryOptions(),
  /** `GET /me/betaprograms`: the customer's memberships (`banned` ones included). */
  myBetaPrograms: () => getListMyBetaProgramsSuspenseQueryOptions(),
  /** `GET /me/partnerpromotions`: the partner promotion codes the customer holds. */
  partnerPromotions: () => getListMyPartnerPromotionsSuspenseQueryOptions(),
}

/** The queries joining, leaving or re-validating a beta program changes (the memberships). */
export const betaProgramChanges = [getListMyBetaProgramsQueryKey()] as const
