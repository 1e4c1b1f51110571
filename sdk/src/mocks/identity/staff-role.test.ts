/**
 * The staff role as the identity service states it (decision 014): the `notifications-admin` scope in
 * the `GET /me` reply and in the access tokens of the staff demo user only, and the user search by
 * email address (any user for staff, only themselves for everyone else; decision 017). Every reply
 * is checked against `specs/identity.yaml` (`call`).
 */
import { describe, expect, it } from 'vitest'
import { canManageNotifications } from '../../notifications/staff.ts'
import { installNotificationSandbox } from '../../testing/notification-sandbox.ts'

const { call, token, userId, sandbox } = installNotificationSandbox()

describe('the staff role', () => {
  it('is stated in GET /me (and the tokens) for staff only', async () => {
    const robin = await call('identity', 'GET', '/api/v1/me', { token: token('robin') })
    expect(robin.body.scopes.notifications).toEqual(['notifications-admin'])
    expect(canManageNotifications(robin.body.scopes)).toBe(true)
    const alex = await call('identity', 'GET', '/api/v1/me', { token: token('alex') })
    expect(alex.body.scopes).toMatchObject({ identity: ['user-read', 'user-write'] })
    expect(canManageNotifications(alex.body.scopes)).toBe(false)
    const id = sandbox().stores.identity.findByEmail('robin.park@example.com')?.id as number
    const tokens = sandbox().stores.identity.signIn(id, 'music-website')
    expect(canManageNotifications(tokens.access.scopes)).toBe(true)
  })

  it('lets staff find any user by email address, anyone else only themselves', async () => {
    const path = '/api/v1/users?email_address=ALEX.rivera@example.com'
    const found = await call('identity', 'GET', path, { token: token('robin') })
    expect(found.body.items.map((u: { id: number }) => u.id)).toEqual([userId('alex')])
    const none = await call('identity', 'GET', '/api/v1/users?email_address=nobody@example.com', {
      token: token('robin'),
    })
    expect(none.body.items).toEqual([])
    const robinPath = '/api/v1/users?email_address=robin.park@example.com'
    expect(await call('identity', 'GET', robinPath, { token: token('alex') })).toMatchObject({
      status: 403,
      body: { code: 2000 },
    })
    const self = await call('identity', 'GET', path, { token: token('alex') })
    expect(self.body.items.map((u: { id: number }) => u.id)).toEqual([userId('alex')])
    expect(await call('identity', 'GET', path)).toMatchObject({ status: 401, body: { code: 2002 } })
    const invalid = await call('identity', 'GET', '/api/v1/users?email_address=alex', {
      token: token('robin'),
    })
    expect(invalid).toMatchObject({ status: 400, body: { code: 1000 } })
  })
})
