/**
 * Helpers of the staff console's browser tests (staff*.spec.ts): the staff demo user, the notification
 * service's API as that user (to set up records of a test's own, so tests run in parallel and again
 * against one sandbox, and to read what the service stored), and the console's forms.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { DATA_SHOWN_MARK } from '../src/screens/data-shown-mark.ts'
import { accessToken, type Customer } from './account-helpers.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/** The sandbox's staff demo user (README, decision 014). */
export const ROBIN: Customer = { email: 'robin.park@example.com', password: 'Campaigns-88' }

/** The staff member's time zone in these tests: dates typed in it are sent with its offset. */
export const TIME_ZONE = 'Europe/Berlin'

/** The notification service v2 of the sandbox. */
export const notificationsApi = `${servicesOrigin}/notifications/api/v2`

/** A form (by its accessible name) on the page. */
export const form = (page: Page, name: string) => page.getByRole('form', { name })

/** A notification as the service answers it (the fields these tests read). */
export interface StoredNotification {
  id: string
  name: string
  priority: number
  status: string
  campaign: { id: string; name: string }
  compatible_hosts: { id: string; app_version_min: string; os_version_min: string }[]
}

/** The notification service's API as the staff demo user. */
export async function staffApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await accessToken(request, ROBIN)}` }
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const reply = await request.fetch(`${notificationsApi}${path}`, { method, headers, data })
    expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true)
    return (await reply.json()) as T
  }
  return {
    /** A draft campaign named `name` (`POST /campaigns`). */
    createCampaign: (name: string) =>
      call<{ id: string; name: string }>('POST', '/campaigns', { name, anonymous: true }),
    /** A draft notification in the campaign, with one host (DJ Pro 3.0 or later). */
    async createNotification(campaignId: string, name: string): Promise<StoredNotification> {
      const created = await call<StoredNotification>('POST', '/notifications', {
        name,
        campaign_id: campaignId,
        priority: 1,
        template_name: 'banner',
        template_option: 'dark',
        is_persistent: false,
      })
      await call('POST', `/notifications/${created.id}/hosts`, {
        app_name: 'serato_dj_pro',
        app_version_min: '3.0',
      })
      return created
    },
    /** Every notification (`GET /notifications`). */
    notifications: async () => (await call<{ items: StoredNotification[] }>('GET', '/notifications')).items,
    /** The notification with this id. */
    async notification(id: string): Promise<StoredNotification | undefined> {
      return (await this.notifications()).find((item) => item.id === id)
    },
    /** Every campaign (`GET /campaigns`). */
    campaigns: async () =>
      (
        await call<{ items: { id: string; name: string; status: string; description?: string }[] }>(
          'GET',
          '/campaigns',
        )
      ).items,
    /** The test users (`GET /testusers`). */
    testUsers: async () =>
      (await call<{ users: { user_id: number; enabled: boolean }[] }>('GET', '/testusers')).users,
  }
}

/**
 * A campaign and a notification in it of the test's own (names `E2E <label> <run id>`), and the API.
 * @returns `{ api, id, campaign, notification }`, `id` the run's unique part
 */
export async function ownNotification(request: APIRequestContext, label: string) {
  const api = await staffApi(request)
  const id = crypto.randomUUID().slice(0, 8)
  const campaign = await api.createCampaign(`E2E ${label} campaign ${id}`)
  const notification = await api.createNotification(campaign.id, `E2E ${label} ${id}`)
  return { api, id, campaign, notification }
}

/** Opens a console screen from the staff navigation. */
export async function openStaffScreen(page: Page, name: 'Campaigns' | 'Test users' | 'Who sees what') {
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name }).click()
}

/** What "who sees what" is asked: option labels, versions as typed, a locale, maybe a user. */
export interface WhoSeesWhatQuestion {
  app: string
  version: string
  os: string
  osVersion: string
  locale: string
  user?: string
}

/** Fills in the "who sees what" form and asks. */
export async function askQuestion(page: Page, question: WhoSeesWhatQuestion): Promise<void> {
  const ask = form(page, 'Who sees what')
  await hydrated(ask)
  await ask.getByLabel('Application').selectOption({ label: question.app })
  await ask.getByLabel('App version').fill(question.version)
  await ask.getByLabel('OS', { exact: true }).selectOption({ label: question.os })
  await ask.getByLabel('OS version').fill(question.osVersion)
  await ask.getByLabel('Locale').fill(question.locale)
  await ask.getByLabel('Signed-in user (optional)').fill(question.user ?? '')
  await ask.getByRole('button', { name: 'Show who sees what' }).click()
}

/** The names `GET /me/notifications` delivers for these parameters (as `user`, when given). */
export async function deliveredByService(
  request: APIRequestContext,
  params: Record<string, string>,
  user?: Customer,
): Promise<string[]> {
  const query = new URLSearchParams({ ...params, device_id: 'e2e-staff' })
  const reply = await request.get(`${notificationsApi}/me/notifications?${query}`, {
    headers: user ? { Authorization: `Bearer ${await accessToken(request, user)}` } : {},
  })
  expect(reply.ok(), await reply.text()).toBe(true)
  return ((await reply.json()) as { items: { name: string }[] }).items.map((item) => item.name)
}

/**
 * Resolves once the screen's section titled `section` shows its data in the browser: the screen kit's
 * `screen:data-shown` mark (`DATA_SHOWN_MARK`), set after hydration only. A screen rendered on the
 * server shows its controls before they act (a choice made then is lost when the page hydrates): a
 * test waits for this after a full load before it acts, as a person would wait for a slow page.
 */
export async function sectionHydrated(page: Page, section: string): Promise<void> {
  await page.waitForFunction(
    ({ mark, name }) =>
      performance.getEntriesByName(mark).some((entry) => (entry as PerformanceMark).detail === name),
    { mark: DATA_SHOWN_MARK, name: section },
  )
}

/**
 * Resolves once React has hydrated `element` (it holds React's props: a node the server rendered that
 * has not hydrated yet holds none). A control of a server-rendered screen acts only from then on; a
 * value typed or chosen before is lost when the page hydrates.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true)
}
