/**
 * The staff role of the notification console (decision 014): a user holds it when the identity service
 * grants the scope `notifications-admin` under `notifications` — in the access token's `scopes`,
 * which the notification service checks (403 code 2000 without it), and in the identity `GET /me`
 * reply's `scopes`, which a site reads to guard its staff screens.
 */

/** The scope that lets a token manage campaigns, notifications, hosts, content and test users. */
export const NOTIFICATIONS_ADMIN_SCOPE = 'notifications-admin'

/** Scopes per service, as the identity service states them (the `Scopes` schema every service's OpenAPI document shares). */
export type ScopeGrants = Readonly<Record<string, readonly string[]>>

/**
 * True when `scopes` grant the staff role of the notification console.
 * @param scopes `scopes` of the identity `GET /me` reply (or of an access token); absent: false
 * @example canManageNotifications(me.scopes) // me = await identity.GET('/api/v1/me')
 */
export function canManageNotifications(scopes: ScopeGrants | undefined): boolean {
  return scopes?.notifications?.includes(NOTIFICATIONS_ADMIN_SCOPE) === true
}
