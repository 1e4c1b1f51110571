import type { Page } from '@playwright/test'
import { newCustomer, signInTo, test } from './account-helpers.ts'
import { expect } from './fixtures.ts'
import {
  askQuestion,
  deliveredByService,
  form,
  hydrated,
  notificationsApi,
  openStaffScreen,
  ownNotification,
  ROBIN,
  staffApi,
  TIME_ZONE,
} from './staff-helpers.ts'

/**
 * What issue 25 found in the staff console, walked to the end in Debian's Chromium against the built
 * site and the sandbox (docs/decisions/028): two tabs editing one notification, campaign, host or
 * content never silently lose an update; a double click never acts twice; versions as applications
 * report them are taken; "Who sees what" marks an answer whose question changed. Each test makes its
 * own campaign and notification through the API, so tests run in parallel and again.
 */

const run = () => crypto.randomUUID().slice(0, 8)

/** A 1280 × 900 context in the staff time zone with two tabs on `path`, signed in as Robin. */
async function twoTabs(
  browser: import('@playwright/test').Browser,
  consoleErrors: import('./fixtures.ts').ConsoleErrors,
  path: string,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  const tabA = consoleErrors.watch(await context.newPage())
  await signInTo(tabA, path, ROBIN)
  const tabB = consoleErrors.watch(await context.newPage())
  await tabB.goto(path)
  // The second tab loads the area from scratch (its session, the console's code): on a loaded
  // machine that takes longer than an assertion's 5 s.
  for (const tab of [tabA, tabB])
    await expect(tab.locator('main form, main [aria-busy="true"]').first()).toBeVisible({ timeout: 20_000 })
  await expect(tabB.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  return { context, tabA, tabB }
}

/** The "changed elsewhere" notice of a form. */
const conflictNotice = (page: Page, formName: string) => form(page, formName).getByRole('alert')

test('two tabs editing one notification: tab B’s save finds tab A’s priority and writes nothing; Reload then save keeps both; Overwrite is a choice', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { api, id, notification } = await ownNotification(request, 'two tabs')
  const { context, tabA, tabB } = await twoTabs(
    browser,
    consoleErrors,
    `/staff/notifications/${notification.id}`,
  )
  try {
    const settingsA = form(tabA, 'Notification settings')
    const settingsB = form(tabB, 'Notification settings')
    await expect(settingsB.getByLabel('Priority')).toHaveValue('1')
    // Tab B starts renaming; meanwhile tab A raises the priority and saves.
    await settingsB.getByLabel('Name').fill(`E2E renamed in B ${id}`)
    await settingsA.getByLabel('Priority').fill('7')
    await settingsA.getByRole('button', { name: 'Save notification' }).click()
    await expect(tabA.getByText(`Notification “E2E two tabs ${id}” saved.`)).toBeVisible()

    // Tab B saves: the conflict is found before writing; the priority stays 7 (the found: it went back to 1).
    await settingsB.getByRole('button', { name: 'Save notification' }).click()
    await expect(conflictNotice(tabB, 'Notification settings')).toContainText(
      'This notification was changed elsewhere (in another tab or by someone else) since you opened it: Priority. Nothing was saved.',
    )
    await expect(conflictNotice(tabB, 'Notification settings')).toBeFocused()
    expect(await api.notification(notification.id)).toMatchObject({ name: `E2E two tabs ${id}`, priority: 7 })

    // Reload: tab A's priority appears; the rename typed again is saved beside it.
    await conflictNotice(tabB, 'Notification settings').getByRole('button', { name: 'Reload' }).click()
    await expect(settingsB.getByLabel('Priority')).toHaveValue('7')
    await expect(settingsB.getByLabel('Name')).toHaveValue(`E2E two tabs ${id}`)
    await settingsB.getByLabel('Name').fill(`E2E renamed in B ${id}`)
    await settingsB.getByRole('button', { name: 'Save notification' }).click()
    await expect(tabB.getByText(`Notification “E2E renamed in B ${id}” saved.`)).toBeVisible()
    expect(await api.notification(notification.id)).toMatchObject({
      name: `E2E renamed in B ${id}`,
      priority: 7,
    })

    // Now tab A is the stale one: it may overwrite tab B's name, knowingly.
    await settingsA.getByLabel('Priority').fill('9')
    await settingsA.getByRole('button', { name: 'Save notification' }).click()
    await expect(conflictNotice(tabA, 'Notification settings')).toContainText('since you opened it: Name.')
    expect((await api.notification(notification.id))?.priority).toBe(7)
    await conflictNotice(tabA, 'Notification settings').getByRole('button', { name: 'Overwrite' }).click()
    await expect(tabA.getByText(`Notification “E2E two tabs ${id}” saved.`)).toBeVisible()
    expect(await api.notification(notification.id)).toMatchObject({ name: `E2E two tabs ${id}`, priority: 9 })
  } finally {
    await context.close()
  }
})

test('two tabs editing one campaign, one host and one language’s content: each save finds the other tab’s change first', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { api, id, campaign, notification } = await ownNotification(request, 'two tabs')

  // The campaign: tab A makes it active; tab B's description waits for Reload, then keeps it active.
  const { context, tabA, tabB } = await twoTabs(
    browser,
    consoleErrors,
    `/staff/notifications/campaigns/${campaign.id}`,
  )
  try {
    const campaignA = form(tabA, 'Campaign settings')
    const campaignB = form(tabB, 'Campaign settings')
    await campaignB.getByLabel('Description (optional)').fill('Written in tab B')
    await campaignA.getByLabel('Status').selectOption('active')
    await campaignA.getByRole('button', { name: 'Save campaign' }).click()
    await expect(tabA.getByText(`Campaign “E2E two tabs campaign ${id}” saved.`)).toBeVisible()
    await campaignB.getByRole('button', { name: 'Save campaign' }).click()
    await expect(conflictNotice(tabB, 'Campaign settings')).toContainText(
      'This campaign was changed elsewhere (in another tab or by someone else) since you opened it: Status.',
    )
    await conflictNotice(tabB, 'Campaign settings').getByRole('button', { name: 'Reload' }).click()
    await expect(campaignB.getByLabel('Status')).toHaveValue('active')
    await campaignB.getByLabel('Description (optional)').fill('Written in tab B')
    await campaignB.getByRole('button', { name: 'Save campaign' }).click()
    await expect(tabB.getByText(`Campaign “E2E two tabs campaign ${id}” saved.`)).toBeVisible()
    expect((await api.campaigns()).find((item) => item.id === campaign.id)).toMatchObject({
      status: 'active',
      description: 'Written in tab B',
    })

    // The host: both tabs open its edit form; tab A saves a new minimum first.
    for (const tab of [tabA, tabB]) {
      await tab.goto(`/staff/notifications/${notification.id}`)
      const edit = tab.getByRole('button', { name: 'Edit DJ Pro 3.0 or later on any OS' })
      await hydrated(edit)
      await edit.click()
    }
    const hostA = form(tabA, 'Edit DJ Pro 3.0 or later on any OS')
    const hostB = form(tabB, 'Edit DJ Pro 3.0 or later on any OS')
    await hostB.getByLabel('App version to').fill('3.9')
    await hostA.getByLabel('App version from').fill('3.1')
    await hostA.getByRole('button', { name: 'Save host' }).click()
    await expect(tabA.getByText('Saved DJ Pro 3.1 or later on any OS.')).toBeVisible()
    await hostB.getByRole('button', { name: 'Save host' }).click()
    // (The form's name follows the stored host, so the notice is found in the section.)
    await expect(tabB.getByRole('region', { name: 'Hosts' }).getByRole('alert')).toContainText(
      'This host was changed elsewhere (in another tab or by someone else) since you opened it: App version from.',
    )
    expect((await api.notification(notification.id))?.compatible_hosts[0]?.app_version_min).toBe('3.1')

    // English content: tab B's text waits while tab A's title is saved.
    for (const tab of [tabA, tabB]) await tab.reload()
    const contentA = form(tabA, 'English content')
    const contentB = form(tabB, 'English content')
    // Rendered on the server: what is typed before the screen hydrates is lost.
    for (const content of [contentA, contentB]) await hydrated(content)
    await contentB.getByLabel('Text', { exact: true }).fill('Text from tab B')
    await contentA.getByLabel('Title').fill('Title from tab A')
    await contentA.getByLabel('Text', { exact: true }).fill('Text from tab A')
    await contentA.getByRole('button', { name: 'Save English content' }).click()
    await expect(tabA.getByText('English content saved.')).toBeVisible()
    await contentB.getByLabel('Title').fill('Title from tab B')
    await contentB.getByRole('button', { name: 'Save English content' }).click()
    await expect(conflictNotice(tabB, 'English content')).toContainText(
      'The English content was changed elsewhere (in another tab or by someone else) since you opened it: Title, Text.',
    )
    await conflictNotice(tabB, 'English content').getByRole('button', { name: 'Reload' }).click()
    await expect(contentB.getByLabel('Title')).toHaveValue('Title from tab A')
  } finally {
    await context.close()
  }
})

test('a double click never acts twice: create campaign, create notification, clone, save, add and remove a host, save content, add, disable and remove a test user', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const api = await staffApi(request)
  const tester = await newCustomer(request)
  const id = run()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    const writes: string[] = []
    page.on('request', (call) => {
      if (call.url().startsWith(notificationsApi) && call.method() !== 'GET' && call.method() !== 'OPTIONS')
        writes.push(`${call.method()} ${new URL(call.url()).pathname.replace(/^.*\/api\/v2/, '')}`)
    })
    const writesOf = (pattern: RegExp) => writes.filter((write) => pattern.test(write))
    await signInTo(page, '/staff/notifications', ROBIN)

    // Create campaign: one campaign.
    const newCampaign = form(page, 'New campaign')
    await hydrated(newCampaign)
    await newCampaign.getByLabel('Name').fill(`E2E double ${id}`)
    await newCampaign.getByRole('button', { name: 'Create campaign' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: `E2E double ${id}` })).toBeVisible()
    expect((await api.campaigns()).filter((item) => item.name === `E2E double ${id}`)).toHaveLength(1)

    // Create notification: one notification.
    const newNotification = form(page, 'New notification')
    await newNotification.getByLabel('Name').fill(`E2E double banner ${id}`)
    await newNotification.getByLabel('Template', { exact: true }).selectOption('banner')
    await newNotification.getByRole('button', { name: 'Create notification' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: `E2E double banner ${id}` })).toBeVisible()
    const named = async (name: string) => (await api.notifications()).filter((item) => item.name === name)
    expect(await named(`E2E double banner ${id}`)).toHaveLength(1)

    // Add host: one host.
    const addHost = form(page, 'Add a host')
    await addHost.getByLabel('Application').selectOption({ label: 'DJ Pro' })
    await addHost.getByLabel('App version from').fill('3.0')
    await addHost.getByRole('button', { name: 'Add host' }).dblclick()
    const hosts = page.getByRole('list', { name: 'Hosts' })
    await expect(hosts.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('Added DJ Pro 3.0 or later on any OS.')).toBeVisible()
    expect(writesOf(/^POST \/notifications\/\d+\/hosts$/)).toHaveLength(1)

    // Save content: one write.
    const content = form(page, 'English content')
    await content.getByLabel('Title').fill('Twice?')
    await content.getByLabel('Text', { exact: true }).fill('Once.')
    await content.getByRole('button', { name: 'Save English content' }).dblclick()
    await expect(page.getByText('English content saved.')).toBeVisible()
    expect(writesOf(/^PUT \/notifications\/\d+\/content\/en$/)).toHaveLength(1)

    // Save settings: one write.
    const settings = form(page, 'Notification settings')
    await settings.getByLabel('Priority').fill('4')
    await settings.getByRole('button', { name: 'Save notification' }).dblclick()
    await expect(page.getByText(`Notification “E2E double banner ${id}” saved.`)).toBeVisible()
    expect(writesOf(/^PUT \/notifications\/\d+$/)).toHaveLength(1)

    // Clone: one copy, and it opens (the found: two copies).
    await page.getByRole('button', { name: 'Clone notification' }).dblclick()
    await expect(
      page.getByRole('heading', { level: 1, name: `E2E double banner ${id} (copy)` }),
    ).toBeVisible()
    expect(await named(`E2E double banner ${id} (copy)`)).toHaveLength(1)
    expect(writesOf(/^POST \/notifications\/\d+$/)).toHaveLength(1)

    // Remove the copy's host, confirmed (issue 33): one removal, and no "could not be removed".
    await hosts.getByRole('button', { name: 'Remove DJ Pro 3.0 or later on any OS' }).dblclick()
    await page
      .getByRole('dialog', { name: 'Remove this host?' })
      .getByRole('button', { name: 'Remove host' })
      .dblclick()
    await expect(page.getByText('Removed DJ Pro 3.0 or later on any OS.')).toBeVisible()
    await expect(hosts).toHaveCount(0)
    expect(writesOf(/^DELETE \/notifications\/\d+\/hosts\/\d+$/)).toHaveLength(1)
    await expect(page.getByText(/could not be removed/)).toHaveCount(0)

    // A test user added and removed with double clicks: one call each, no error.
    await openStaffScreen(page, 'Test users')
    const addTestUser = form(page, 'Add a test user')
    await addTestUser.getByLabel('User').fill(tester.email)
    await addTestUser.getByRole('button', { name: 'Add test user' }).dblclick()
    const added = page.getByText(/^User (\d+) is a test user\.$/)
    await expect(added).toBeVisible()
    const userId = /\d+/.exec((await added.textContent()) ?? '')?.[0]
    expect(writesOf(/^POST \/testusers$/)).toHaveLength(1)
    await page.getByRole('button', { name: `Disable test user ${userId}` }).dblclick()
    await expect(page.getByText(`Test user ${userId} disabled.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Enable test user ${userId}` })).toBeVisible()
    expect(writesOf(/^POST \/testusers$/)).toHaveLength(2)
    expect((await api.testUsers()).find((user) => String(user.user_id) === userId)?.enabled).toBe(false)
    await page.getByRole('button', { name: `Remove test user ${userId}` }).dblclick()
    await page
      .getByRole('dialog', { name: `Remove test user ${userId}?` })
      .getByRole('button', { name: 'Remove test user' })
      .dblclick()
    await expect(page.getByText(`Test user ${userId} removed.`)).toBeVisible()
    expect(writesOf(/^DELETE \/testusers\/\d+$/)).toHaveLength(1)
    await expect(page.getByText(/could not be/)).toHaveCount(0)
    expect((await api.testUsers()).some((user) => String(user.user_id) === userId)).toBe(false)
  } finally {
    await context.close()
  }
})

test('versions as applications report them (3.2.0.1234, 14.5, 10.0.19045) are taken, and who sees what marks its answer out of date when the question changes', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { api, notification } = await ownNotification(request, 'versions')
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, `/staff/notifications/${notification.id}`, ROBIN)

    // A host for DJ Pro from 3.2.0.1234 on macOS from 14.5: taken and stored as typed.
    const addHost = form(page, 'Add a host')
    await hydrated(addHost)
    await addHost.getByLabel('Application').selectOption({ label: 'DJ Pro' })
    await addHost.getByLabel('App version from').fill('3.2.0.1234')
    await addHost.getByLabel('OS', { exact: true }).selectOption({ label: 'macOS' })
    await addHost.getByLabel('OS version from').fill('14.5')
    await addHost.getByRole('button', { name: 'Add host' }).click()
    await expect(
      page
        .getByRole('list', { name: 'Hosts' })
        .getByText('DJ Pro 3.2.0.1234 or later on macOS 14.5 or later', { exact: true }),
    ).toBeVisible()
    expect((await api.notification(notification.id))?.compatible_hosts[1]).toMatchObject({
      app_version_min: '3.2.0.1234',
      os_version_min: '14.5',
    })

    // Who sees what, for Windows 10.0.19045 as Windows reports it: no refusal, and the service's answer.
    await page.goto('/staff/notifications/who-sees-what')
    const ask = form(page, 'Who sees what')
    await askQuestion(page, {
      app: 'DJ Pro',
      version: '3.2.0.1234',
      os: 'Windows',
      osVersion: '10.0.19045',
      locale: 'en',
    })
    const answer = page.getByRole('region', { name: 'Answer' })
    await expect(answer.getByText('host_os_version=10.0.19045')).toBeVisible()
    await expect(ask.getByLabel('OS version')).not.toHaveAttribute('aria-invalid', 'true')
    const delivered = await deliveredByService(request, {
      host_app_name: 'serato_dj_pro',
      host_app_version: '3.2.0.1234',
      host_os_name: 'win',
      host_os_version: '10.0.19045',
      locale: 'en',
    })
    await expect(answer.getByRole('list', { name: 'Shown', exact: true }).getByRole('link')).toHaveText(
      delivered,
    )

    // The question changes: the answer says it is out of date, until asked again.
    const status = answer.getByRole('status')
    await expect(status).toHaveText('')
    await ask.getByLabel('OS version').fill('11.0.22631')
    await expect(status).toHaveText(
      'Out of date: this answer is for DJ Pro 3.2.0.1234 on Windows 10.0.19045, en, nobody signed in. The application’s details have changed since; choose “Show who sees what” to ask again.',
    )
    await ask.getByRole('button', { name: 'Show who sees what' }).click()
    await expect(answer.getByText('host_os_version=11.0.22631')).toBeVisible()
    await expect(status).toHaveText('')
  } finally {
    await context.close()
  }
})
