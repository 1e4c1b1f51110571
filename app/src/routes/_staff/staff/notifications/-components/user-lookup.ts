import { getListUsersQueryOptions } from '@music/sdk/identity'
import type { QueryClient } from '@tanstack/react-query'

/** What a staff member may type to name a user: an email address or a user ID. */
export const USER_HINT = 'An email address, e.g. sam.lee@example.com, or a user ID.'

/**
 * The user ID a staff member typed, or found by email address (identity `GET /api/v1/users?
 * email_address=`, which staff with the `user-admin` scope may call; decision 014).
 * @returns `{ userId }`, or `{ problem }` in the staff member's words (nobody with that address, not
 *   an address or an ID)
 * @throws the transport's errors of the look-up
 */
export async function findUser(
  queryClient: QueryClient,
  typed: string,
): Promise<{ userId: number; problem?: undefined } | { userId?: undefined; problem: string }> {
  const text = typed.trim()
  if (/^\d+$/.test(text))
    return Number(text) >= 1 ? { userId: Number(text) } : { problem: 'User IDs start at 1.' }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { problem: USER_HINT }
  const { items } = await queryClient.fetchQuery({
    ...getListUsersQueryOptions({ email_address: text }),
    staleTime: 0,
  })
  const user = items[0]
  return user ? { userId: user.id } : { problem: `No user has the email address ${text}.` }
}
