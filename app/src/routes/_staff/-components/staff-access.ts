import { getGetMeQueryOptions } from '@music/sdk/identity'
import { canManageNotifications } from '@music/sdk/notifications'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { STAFF_ONLY } from './staff-only.ts'

/**
 * Resolves when the signed-in user may manage notifications: identity `GET /me` (cached under
 * `['identity', '/api/v1/me']` in the area's QueryClient) states the `notifications-admin` scope
 * (`canManageNotifications`, decision 014). Loaded by the `_staff` layout's `beforeLoad` on use.
 * @throws the router's `notFound` carrying {@link STAFF_ONLY} when the scope is missing: the router stops
 *   there (no screen below is loaded) without logging it as a failure, and the layout's not-found
 *   component shows the 403 screen
 * @throws the transport's errors of `GET /me` (network, session ended)
 */
export async function requireStaff(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(getGetMeQueryOptions())
  if (!canManageNotifications(me.scopes)) throw notFound({ data: STAFF_ONLY })
}
