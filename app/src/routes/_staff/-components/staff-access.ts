import { getGetMeQueryOptions } from '@music/sdk/identity'
import { canManageNotifications } from '@music/sdk/notifications'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { setDocumentStatus } from '../../../auth/signed-in-guard.ts'
import { STAFF_ONLY } from './staff-only.ts'

/**
 * Resolves when the signed-in user may manage notifications: identity `GET /me` (cached under
 * `['identity', '/api/v1/me']` in the area's QueryClient) states the `notifications-admin` scope
 * (`canManageNotifications`, decision 014). Loaded by the `_staff` layout's `beforeLoad` on use.
 * @throws the router's `notFound` carrying {@link STAFF_ONLY} when the scope is missing: the router stops
 *   there (no screen below is loaded) without logging it as a failure, and the layout's not-found
 *   component shows the 403 screen (a server render answers it with HTTP 403)
 * @throws the transport's errors of `GET /me` (network, session ended)
 */
export async function requireStaff(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(getGetMeQueryOptions())
  if (!canManageNotifications(me.scopes)) {
    // A server render answers the refusal with 403, not the not-found's 404.
    setDocumentStatus(403)
    throw notFound({ data: STAFF_ONLY })
  }
}
