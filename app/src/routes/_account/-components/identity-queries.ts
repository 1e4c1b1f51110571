import {
  getGetMeQueryKey,
  getGetMeSuspenseQueryOptions,
  getListUsersQueryKey,
  getListUsersSuspenseQueryOptions,
} from '@music/sdk/identity'
import { getGetMyProfileQueryKey } from '@music/sdk/profile'

/** The identity service's queries of the customer area (docs/requirements.md §7 "Identity service"). */
export const identityQueries = {
  /** `GET /me`: the signed-in user (id, the email address they sign in with). */
  me: () => getGetMeSuspenseQueryOptions(),
  /**
   * `GET /users?email_address=…&include_email_address_history=true`: the user's own account found by
   * its current address, with the addresses it had before (`email_address_history`, oldest first).
   */
  emailHistory: (emailAddress: string) =>
    getListUsersSuspenseQueryOptions({ email_address: emailAddress, include_email_address_history: true }),
}

/**
 * The queries an email change affects (decision 017): the user, the user search (its history), and
 * the profile, which shows the identity service's address.
 */
export const emailChanges = [getGetMeQueryKey(), getListUsersQueryKey(), getGetMyProfileQueryKey()] as const
