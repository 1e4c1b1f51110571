/**
 * Stateful handlers of the notification service (docs/requirements.md §7 "Notification service v2" and v1;
 * `specs/notifications.yaml`, `specs/notifications-v1.yaml`). Management operations need the staff
 * role (`notifications-admin`, decision 014): 401 2002 without a live token, 403 2000 without the
 * scope. Checks run in the order a caller can act on: credentials, then the resource (404), then the
 * fields (400 with `fields`). `GET /me/notifications` and v1's list apply `targetNotifications`, the
 * sdk's one implementation of the targeting rules.
 */
import { HttpResponse, http } from 'msw'
import type { Template } from '../../generated/notifications/hooks.schemas.ts'
import type { FieldErrors } from '../../notifications/rules.ts'
import { NOTIFICATIONS_ADMIN_SCOPE } from '../../notifications/staff.ts'
import { type TargetingResult, targetNotifications } from '../../notifications/targeting.ts'
import { json, notFound, validationFailed } from '../http.ts'
import { requireScope, requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import type { NotificationStore } from './store.ts'
import { toV1Notification } from './v1.ts'
import {
  type Checked,
  checkContent,
  checkCreateCampaign,
  checkCreateNotification,
  checkHost,
  checkHostQuery,
  checkLanguage,
  checkListFilter,
  checkTestUser,
  checkUpdateCampaign,
  checkUpdateNotification,
  type HostQuery,
} from './validate.ts'

/** The JSON body, or `null` when it is missing or not JSON (the checks then report `body`). */
async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return null
  }
}

/** Template checks of a notification write: a known template, one of its options, its takeover flag. */
function templateProblems(
  store: NotificationStore,
  merged: { template_name?: string; template_option?: string; is_takeover?: boolean },
  sent: { template_name?: string; is_takeover?: boolean },
): { fields: FieldErrors; template: Template | undefined } {
  const fields: FieldErrors = {}
  const template = store.template(merged.template_name)
  if (merged.template_name !== undefined && !template)
    fields.template_name = `No such template: ${merged.template_name}`
  if (merged.template_option !== undefined) {
    if (!merged.template_name) fields.template_option = 'Choose a template first'
    else if (template && !(template.options as string[]).includes(merged.template_option))
      fields.template_option = `Must be one of the template's options: ${template.options.join(', ')}`
  }
  if (template && sent.is_takeover !== undefined && sent.is_takeover !== template.is_takeover)
    fields.is_takeover = `Must be ${template.is_takeover}: ${template.name} ${template.is_takeover ? 'is' : 'is not'} a takeover template`
  return { fields, template }
}

/** Targeting for the query of `/me/notifications` (v2) or v1's list. */
function target(
  store: NotificationStore,
  query: HostQuery,
  userId: number | undefined,
  now: number,
): TargetingResult {
  return targetNotifications({
    notifications: store.listNotifications(),
    testUsers: store.listTestUsers(),
    host: {
      app_name: query.host_app_name,
      app_version: query.host_app_version,
      os_name: query.host_os_name,
      os_version: query.host_os_version,
    },
    locale: query.locale,
    userId,
    now,
  })
}

/** The signed-in user's id when the call carries credentials; 401 2002 when they are not live. */
function optionalUser(identity: IdentityStore, request: Request): number | undefined | Response {
  if (!request.headers.has('Authorization')) return undefined
  const user = requireUser(identity, request)
  return user instanceof Response ? user : user.id
}

const reply = <T>(checked: Checked<T>, answer: (value: T) => Response | Promise<Response>) =>
  checked.ok ? answer(checked.value) : validationFailed(checked.fields)

/**
 * The notification handlers: v2 under `base` (e.g. `http://localhost:4100/notifications`), v1's list
 * under `v1Base` (`…/notifications-v1`) and under `base` too (one host serves both in production).
 * @param now the sandbox's clock (ms since the epoch): schedules are judged by it
 */
export function notificationHandlers(
  store: NotificationStore,
  identity: IdentityStore,
  base: string,
  v1Base: string,
  now: () => number,
) {
  const api = `${base}/api/v2`
  const staff = (request: Request) =>
    requireScope(identity, request, 'notifications', NOTIFICATIONS_ADMIN_SCOPE)
  const noNotification = (id: unknown) => notFound(`No notification ${String(id)}`)

  /** `GET /api/v1/notifications`: what v1 applications are sent, in v1's message shape. */
  const listV1 = ({ request }: { request: Request }) => {
    const userId = optionalUser(identity, request)
    if (userId instanceof Response) return userId
    const query = new URLSearchParams(new URL(request.url).search)
    const os = query.get('host_app_os')
    query.delete('host_app_os')
    if (os !== null) query.set('host_os_name', os)
    const checked = checkHostQuery(query, false)
    if (!checked.ok) {
      // v1 names the OS parameter `host_app_os`.
      const { host_os_name: osProblem, ...fields } = checked.fields
      return validationFailed(osProblem ? { ...fields, host_app_os: osProblem } : fields)
    }
    const { delivered } = target(store, checked.value, userId, now())
    return json({ items: delivered.map(toV1Notification) })
  }

  return [
    http.get(`${api}/templates`, () => json({ items: store.templates })),

    http.get(`${api}/campaigns`, ({ request }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      return reply(checkListFilter(new URL(request.url).searchParams), (filter) =>
        json({ items: store.listCampaigns({ status: filter.status }) }),
      )
    }),
    http.post(`${api}/campaigns`, async ({ request }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      return reply(checkCreateCampaign(await readBody(request)), (fields) =>
        json(store.createCampaign(fields)),
      )
    }),
    http.put(`${api}/campaigns/:campaignId`, async ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const campaign = store.getCampaign(String(params.campaignId))
      if (!campaign) return notFound(`No campaign ${String(params.campaignId)}`)
      return reply(checkUpdateCampaign(await readBody(request), campaign), (fields) =>
        json(store.updateCampaign(campaign.id, fields)),
      )
    }),

    http.get(`${api}/notifications`, ({ request }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      return reply(checkListFilter(new URL(request.url).searchParams), (filter) =>
        json({ items: store.listNotifications(filter) }),
      )
    }),
    http.post(`${api}/notifications`, async ({ request }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const checked = checkCreateNotification(await readBody(request))
      if (!checked.ok) return validationFailed(checked.fields)
      const fields = checked.value
      const { fields: problems, template } = templateProblems(store, fields, fields)
      if (!store.getCampaign(fields.campaign_id)) problems.campaign_id = `No campaign ${fields.campaign_id}`
      if (Object.keys(problems).length > 0) return validationFailed(problems)
      return json(
        store.createNotification({
          ...fields,
          is_takeover: template?.is_takeover ?? fields.is_takeover ?? false,
        }),
      )
    }),
    http.put(`${api}/notifications/:notificationId`, async ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const stored = store.getNotification(String(params.notificationId))
      if (!stored) return noNotification(params.notificationId)
      const checked = checkUpdateNotification(await readBody(request), stored)
      if (!checked.ok) return validationFailed(checked.fields)
      const fields = checked.value
      const merged = { ...stored, ...fields }
      const { fields: problems, template } = templateProblems(store, merged, fields)
      if (fields.campaign_id !== undefined && !store.getCampaign(fields.campaign_id))
        problems.campaign_id = `No campaign ${fields.campaign_id}`
      if (Object.keys(problems).length > 0) return validationFailed(problems)
      const takeover = fields.template_name && template ? { is_takeover: template.is_takeover } : {}
      return json(store.updateNotification(stored.id, { ...fields, ...takeover }))
    }),
    http.post(`${api}/notifications/:notificationId`, ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const copy = store.cloneNotification(String(params.notificationId))
      return copy ? json(copy) : noNotification(params.notificationId)
    }),

    http.post(`${api}/notifications/:notificationId/hosts`, async ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const id = String(params.notificationId)
      if (!store.getNotification(id)) return noNotification(id)
      return reply(checkHost(await readBody(request)), (fields) => json(store.addHost(id, fields)))
    }),
    http.put(`${api}/notifications/:notificationId/hosts/:hostId`, async ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const [id, hostId] = [String(params.notificationId), String(params.hostId)]
      const notification = store.getNotification(id)
      if (!notification) return noNotification(id)
      if (!notification.compatible_hosts.some((host) => host.id === hostId))
        return notFound(`Notification ${id} has no host ${hostId}`)
      return reply(checkHost(await readBody(request)), (fields) => json(store.updateHost(id, hostId, fields)))
    }),
    http.delete(`${api}/notifications/:notificationId/hosts/:hostId`, ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const [id, hostId] = [String(params.notificationId), String(params.hostId)]
      if (!store.getNotification(id)) return noNotification(id)
      if (!store.deleteHost(id, hostId)) return notFound(`Notification ${id} has no host ${hostId}`)
      return new HttpResponse(null, { status: 204 })
    }),

    http.put(`${api}/notifications/:notificationId/content/:language`, async ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const id = String(params.notificationId)
      if (!store.getNotification(id)) return noNotification(id)
      const language = checkLanguage(String(params.language))
      if (!language.ok) return validationFailed(language.fields)
      return reply(checkContent(await readBody(request)), (body) =>
        json(store.putContent(id, language.value, body)),
      )
    }),

    http.get(`${api}/testusers`, ({ request }) => {
      const user = staff(request)
      return user instanceof Response ? user : json({ users: store.listTestUsers() })
    }),
    http.post(`${api}/testusers`, async ({ request }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      return reply(checkTestUser(await readBody(request)), ({ user_id, enabled }) =>
        json(store.upsertTestUser(user_id, enabled)),
      )
    }),
    http.delete(`${api}/testusers/:userId`, ({ request, params }) => {
      const user = staff(request)
      if (user instanceof Response) return user
      const userId = Number(params.userId)
      if (!Number.isSafeInteger(userId) || userId < 1)
        return validationFailed({ userId: 'Must be a user id (1 or more)' })
      if (!store.deleteTestUser(userId)) return notFound(`User ${userId} is not a test user`)
      return new HttpResponse(null, { status: 204 })
    }),

    http.get(`${api}/me/notifications`, ({ request }) => {
      const userId = optionalUser(identity, request)
      if (userId instanceof Response) return userId
      return reply(checkHostQuery(new URL(request.url).searchParams, true), (query) => {
        const { delivered } = target(store, query, userId, now())
        return json({
          items: delivered.map(({ notification, content }) => ({ ...notification, content: [content] })),
        })
      })
    }),

    // v1's list, under v1's base URL and under the v2 host's: in production both APIs live on one host
    // (`/api/v1`, `/api/v2`), and the public SDK calls v1 there.
    ...[v1Base, base].map((at) => http.get(`${at}/api/v1/notifications`, listV1)),
  ]
}
