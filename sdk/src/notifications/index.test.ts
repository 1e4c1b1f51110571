/**
 * `@music/sdk/notifications` against the stateful sandbox, as the staff console will use it: the
 * generated request functions and the openapi-fetch client over the ONE transport, signed in as the
 * staff demo user. Every request the sdk sends is checked against `specs/notifications.yaml`
 * (`checkRequest`), every reply by the transport's typed shapes; errors arrive as the catalogue
 * classes with the document's bodies (403 2000 → `AccessDeniedError`, 400 → `fields`).
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createContractValidator } from '../../../scripts/contract/validator.ts'
import { createSandbox, type Sandbox } from '../mocks/sandbox.ts'
import { createSeed, DEMO_USERS, SANDBOX_APP_ID } from '../mocks/seed.ts'
import { AccessDeniedError, createSdk, type Sdk, ServiceError, serviceRequest } from '../transport/index.ts'
import { sandboxServiceBaseUrls } from '../transport/services.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import {
  canManageNotifications,
  cloneNotification,
  createCampaign,
  createNotification,
  createNotificationHost,
  createNotificationsClient,
  createTestUser,
  listCampaigns,
  listMyNotifications,
  listNotifications,
  listNotificationTemplates,
  listTestUsers,
  putNotificationContent,
  targetNotifications,
  type ValidationErrorBody,
} from './index.ts'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const validator = createContractValidator(['notifications'])
const server = setupServer()
const requestProblems: string[] = []
let sandbox: Sandbox

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  server.events.on('request:start', async ({ request }) => {
    const base = sandbox.baseUrl('notifications')
    if (request.url.startsWith(`${base}/`))
      requestProblems.push(...(await validator.checkRequest('notifications', request, base)))
  })
})
beforeEach(() => {
  sandbox = createSandbox(createSeed(), { now: () => NOW })
  server.resetHandlers(...sandbox.handlers)
})
afterEach(() => {
  expect(requestProblems.splice(0)).toEqual([])
})
afterAll(() => server.close())

/** An sdk signed in as a demo user (no browser: tokens straight from the identity store). */
function signedIn(email: string): { sdk: Sdk; userId: number } {
  const user = sandbox.stores.identity.findByEmail(email)
  const tokens = sandbox.stores.identity.signIn(user?.id as number, SANDBOX_APP_ID)
  const sdk = createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(),
    tokenStore: createMemoryTokenStore(tokens),
    locks: null,
  })
  return { sdk, userId: user?.id as number }
}

const staffEmail = DEMO_USERS[2].email_address

describe('the console over the sdk and the sandbox', () => {
  it('builds a campaign and a notification, clones it, adds a test user; "who sees what" equals /me/notifications', async () => {
    const { sdk } = signedIn(staffEmail)
    const request = { sdk }
    const templates = await listNotificationTemplates(request)
    expect(templates.items.map((t) => t.name)).toContain('banner')

    const campaign = await createCampaign(
      { name: 'Pitch ’n Time 4', anonymous: true, starts_at: '2026-11-01T00:00:00+01:00' },
      request,
    )
    const notification = await createNotification(
      {
        name: 'Launch banner',
        campaign_id: campaign.id,
        is_persistent: false,
        template_name: 'banner',
        template_option: 'dark',
      },
      request,
    )
    await createNotificationHost(
      notification.id,
      { app_name: 'serato_dj_pro', app_version_min: '3.2', os_name: 'mac' },
      request,
    )
    await createNotificationHost(
      notification.id,
      { app_name: 'serato_dj_pro', app_version_min: '3.2', os_name: 'win' },
      request,
    )
    for (const [language, title] of [
      ['en', 'Pitch ’n Time 4 is out'],
      ['de', 'Pitch ’n Time 4 ist da'],
    ] as const) {
      await putNotificationContent(
        notification.id,
        language,
        { text: [{ mime_type: 'text/plain', content: title, metadata: { metadata_id: 'title' } }] },
        request,
      )
    }
    const client = createNotificationsClient(sdk)
    await client.PUT('/api/v2/notifications/{notificationId}', {
      params: { path: { notificationId: notification.id } },
      body: { status: 'testing' },
    })
    const copy = await cloneNotification(notification.id, request)
    expect(copy).toMatchObject({ status: 'draft', languages: ['en', 'de'], name: 'Launch banner (copy)' })
    expect(copy.compatible_hosts).toHaveLength(2)

    const alex = signedIn(DEMO_USERS[0].email_address)
    await createTestUser({ user_id: alex.userId }, request)
    await client.PUT('/api/v2/campaigns/{campaignId}', {
      params: { path: { campaignId: campaign.id } },
      body: { status: 'active' },
    })

    const [notifications, testUsers] = await Promise.all([
      listNotifications({ campaign_id: campaign.id }, request),
      listTestUsers(request),
    ])
    const host = {
      host_app_name: 'serato_dj_pro',
      host_app_version: '4.0.1',
      host_os_name: 'win',
      locale: 'de_DE',
    } as const
    const whoSeesWhat = targetNotifications({
      notifications: notifications.items,
      testUsers: testUsers.users,
      host: { app_name: host.host_app_name, app_version: host.host_app_version, os_name: host.host_os_name },
      locale: host.locale,
      userId: alex.userId,
      now: NOW,
    })
    expect(whoSeesWhat.delivered.map((d) => `${d.notification.id} ${d.language}`)).toEqual([
      `${notification.id} de`,
    ])
    expect(whoSeesWhat.excluded.map((e) => [e.notification.id, e.reason])).toEqual([[copy.id, 'status']])
    const sent = await listMyNotifications({ ...host, device_id: 'console-test' }, { sdk: alex.sdk })
    expect(sent.items.filter((n) => n.campaign.id === campaign.id).map((n) => n.id)).toEqual([
      notification.id,
    ])

    const nonMatching = await listMyNotifications(
      { ...host, host_app_version: '3.1', device_id: 'console-test' },
      { sdk: alex.sdk },
    )
    expect(nonMatching.items.map((n) => n.id)).not.toContain(notification.id)
  })

  it('tells a customer they are not staff: AccessDeniedError (403 2000), and GET /me says why', async () => {
    const { sdk } = signedIn(DEMO_USERS[0].email_address)
    const refused = await listCampaigns(undefined, { sdk }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AccessDeniedError)
    expect(refused).toMatchObject({ status: 403, code: 2000 })
    const me = await serviceRequest<{ scopes?: Record<string, string[]> }>('identity', {
      sdk,
      url: '/api/v1/me',
      method: 'GET',
    })
    expect(canManageNotifications(me.scopes)).toBe(false)
  })

  it('rejects invalid input with a ServiceError whose body names each field', async () => {
    const { sdk } = signedIn(staffEmail)
    const error = await createCampaign(
      {
        name: 'Backwards',
        anonymous: false,
        starts_at: '2026-12-02T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
      { sdk },
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).status).toBe(400)
    expect(((error as ServiceError).body as ValidationErrorBody).fields).toEqual({
      ends_at: 'Must be after starts_at',
    })
  })
})
