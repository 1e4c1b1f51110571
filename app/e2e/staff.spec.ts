import type { Page } from '@playwright/test'
import { accessToken, expectNoHorizontalOverflow, newCustomer, signInTo, test } from './account-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect } from './fixtures.ts'
import { servicesOrigin } from './sign-in-helpers.ts'
import {
  askQuestion,
  deliveredByService,
  form,
  hydrated,
  notificationsApi,
  openStaffScreen,
  ROBIN,
  TIME_ZONE,
  type WhoSeesWhatQuestion,
} from './staff-helpers.ts'

/**
 * The staff console for notification campaigns (issue 15; docs/decisions/014, 024), in Debian's
 * Chromium against the built site and the services sandbox: the staff demo user builds a campaign
 * from scratch, and its "who sees what" is checked against the service's own `GET /me/notifications`;
 * a customer gets the 403 screen. Each run names its campaign and notifications uniquely and uses a
 * customer of its own as test user, so runs do not meet.
 */

/** Asks "who sees what" and returns the names it shows, in order. */
async function askWhoSeesWhat(page: Page, question: WhoSeesWhatQuestion): Promise<string[]> {
  await askQuestion(page, question)
  const answer = page.getByRole('region', { name: 'Answer' })
  await expect(answer.getByText(`host_app_version=${question.version}`)).toBeVisible()
  return answer
    .getByRole('list', { name: 'Shown', exact: true })
    .getByRole('listitem')
    .locator('a')
    .allTextContents()
}

test('staff build a campaign, a notification with two hosts and two languages, clone it, add a test user; who sees what agrees with GET /me/notifications', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const tester = await newCustomer(request)
  const run = crypto.randomUUID().slice(0, 8)
  const campaignName = `E2E launch ${run}`
  const notificationName = `E2E banner ${run}`
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications', ROBIN)
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'DJ Pro 4.0 launch' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // A campaign: an end before its start is refused next to the field, and what was typed stays.
    const newCampaign = form(page, 'New campaign')
    await newCampaign.getByLabel('Name').fill(campaignName)
    await newCampaign.getByLabel('Starts').fill('2026-01-01T09:00')
    await newCampaign.getByLabel('Ends').fill('2025-12-01T09:00')
    await newCampaign.getByRole('button', { name: 'Create campaign' }).click()
    await expect(newCampaign.getByLabel('Ends')).toHaveAccessibleDescription(
      /Choose an end after the start\./,
    )
    await expect(newCampaign.getByLabel('Name')).toHaveValue(campaignName)
    await newCampaign.getByLabel('Ends').fill('2035-01-01T09:00')
    await newCampaign.getByRole('button', { name: 'Create campaign' }).click()
    await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible()
    const campaignUrl = page.url()

    // Stored as the service expects: 09:00 in Berlin in January is 08:00 UTC.
    const robinHeaders = { Authorization: `Bearer ${await accessToken(request, ROBIN)}` }
    const campaigns = (await (
      await request.get(`${notificationsApi}/campaigns`, { headers: robinHeaders })
    ).json()) as {
      items: { name: string; starts_at?: string; ends_at?: string; status: string }[]
    }
    const stored = campaigns.items.find((campaign) => campaign.name === campaignName)
    expect(stored).toMatchObject({
      starts_at: '2026-01-01T08:00:00Z',
      ends_at: '2035-01-01T08:00:00Z',
      status: 'draft',
    })

    // Live: the campaign goes active.
    const settings = form(page, 'Campaign settings')
    await expect(settings.getByLabel('Starts')).toHaveValue('2026-01-01T09:00')
    await settings.getByLabel('Status').selectOption('active')
    await settings.getByRole('button', { name: 'Save campaign' }).click()
    await expect(page.getByText(`Campaign “${campaignName}” saved.`)).toBeVisible()

    // A notification in it, on the banner template.
    const newNotification = form(page, 'New notification')
    await newNotification.getByLabel('Name').fill(notificationName)
    await newNotification.getByLabel('Priority').fill('7')
    await newNotification.getByLabel('Template', { exact: true }).selectOption('banner')
    await expect(newNotification.getByLabel('Template option')).toHaveValue('dark')
    await newNotification.getByRole('button', { name: 'Create notification' }).click()
    await expect(page.getByRole('heading', { level: 1, name: notificationName })).toBeVisible()

    // Two hosts; an inverted range is refused next to its field first.
    const addHost = form(page, 'Add a host')
    await addHost.getByLabel('Application').selectOption({ label: 'DJ Pro' })
    await addHost.getByLabel('App version from').fill('3.0')
    await addHost.getByLabel('App version to').fill('2.9')
    await addHost.getByRole('button', { name: 'Add host' }).click()
    await expect(addHost.getByLabel('App version to')).toHaveAccessibleDescription(
      /Must not be lower than the lowest application version, 3\.0/,
    )
    await addHost.getByLabel('App version to').fill('3.9')
    await addHost.getByLabel('OS', { exact: true }).selectOption({ label: 'macOS' })
    await addHost.getByLabel('OS version from').fill('10.15')
    await addHost.getByRole('button', { name: 'Add host' }).click()
    const hosts = page.getByRole('list', { name: 'Hosts' })
    await expect(hosts.getByText('DJ Pro 3.0 – 3.9 on macOS 10.15 or later', { exact: true })).toBeVisible()
    await addHost.getByLabel('Application').selectOption({ label: 'Studio' })
    await addHost.getByLabel('App version from').fill('2.0')
    await addHost.getByRole('button', { name: 'Add host' }).click()
    await expect(hosts.getByRole('listitem')).toHaveCount(2)

    // Content in English and German; the preview renders what is typed.
    await page.getByLabel('Language').selectOption('en')
    let content = form(page, 'English content')
    await content.getByLabel('Title').fill('Version 4 is here')
    await content.getByLabel('Text', { exact: true }).fill('Update DJ Pro today.')
    await content.getByLabel('Button text (optional)').fill('Update')
    await content.getByLabel('Button link (optional)').fill('https://serato.com/dj/pro')
    await expect(page.getByRole('figure').getByText('Version 4 is here')).toBeVisible()
    await content.getByRole('button', { name: 'Save English content' }).click()
    await expect(page.getByText('English content saved.')).toBeVisible()
    await page.getByLabel('Language').selectOption('de')
    content = form(page, 'German content')
    await content.getByLabel('Title').fill('Version 4 ist da')
    await content.getByLabel('Text', { exact: true }).fill('Aktualisiere DJ Pro noch heute.')
    await content.getByRole('button', { name: 'Save German content' }).click()
    await expect(page.getByText('German content saved.')).toBeVisible()
    await expect(page.getByText('Content in English, German.')).toBeVisible()

    // Live.
    let notificationSettings = form(page, 'Notification settings')
    await notificationSettings.getByLabel('Status').selectOption('active')
    await notificationSettings.getByRole('button', { name: 'Save notification' }).click()
    await expect(page.getByText(`Notification “${notificationName}” saved.`)).toBeVisible()

    // Clone: an editable draft copy with the hosts and content; it goes to testing.
    await page.getByRole('button', { name: 'Clone notification' }).click()
    const cloneName = `${notificationName} (copy)`
    await expect(page.getByRole('heading', { level: 1, name: cloneName })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Hosts' }).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByText('Content in English, German.')).toBeVisible()
    notificationSettings = form(page, 'Notification settings')
    await expect(notificationSettings.getByLabel('Status')).toHaveValue('draft')
    await notificationSettings.getByLabel('Status').selectOption('testing')
    await notificationSettings.getByRole('button', { name: 'Save notification' }).click()
    await expect(page.getByText(`Notification “${cloneName}” saved.`)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The campaign lists both, filtered by status.
    await page.goto(campaignUrl)
    const list = page.getByRole('region', { name: 'Notifications' })
    await expect(list.getByRole('link', { name: cloneName })).toBeVisible()
    // Rendered on the server: a choice made before the screen hydrates is lost.
    await hydrated(list.getByLabel('Status'))
    await list.getByLabel('Status').selectOption('testing')
    await expect(list.getByRole('link', { name: cloneName })).toBeVisible()
    await expect(list.getByRole('link', { name: notificationName, exact: true })).toBeHidden()

    // A test user, found by email address.
    await openStaffScreen(page, 'Test users')
    const addTestUser = form(page, 'Add a test user')
    await addTestUser.getByLabel('User').fill(tester.email)
    await addTestUser.getByRole('button', { name: 'Add test user' }).click()
    await expect(page.getByText(/^User \d+ is a test user\.$/)).toBeVisible()

    // Who sees what, for a matching host and the test user: the service delivers the same, in order.
    await openStaffScreen(page, 'Who sees what')
    const matching = {
      host_app_name: 'serato_dj_pro',
      host_app_version: '3.5',
      host_os_name: 'mac',
      host_os_version: '14.2',
      locale: 'de_DE',
    }
    const shown = await askWhoSeesWhat(page, {
      app: 'DJ Pro',
      version: '3.5',
      os: 'macOS',
      osVersion: '14.2',
      locale: 'de_DE',
      user: tester.email,
    })
    expect(shown).toEqual(expect.arrayContaining([notificationName, cloneName]))
    expect(shown).toEqual(await deliveredByService(request, matching, tester))
    const answer = page.getByRole('region', { name: 'Answer' })
    await expect(
      answer
        .getByRole('list', { name: 'Shown', exact: true })
        .getByRole('listitem')
        .filter({ hasText: cloneName }),
    ).toContainText('German, the language of de_DE')
    // The v1 list (read-only) for the same host, as the staff member: what v1 itself answers.
    const v1 = await request.get(
      `${servicesOrigin}/notifications-v1/api/v1/notifications?host_app_name=serato_dj_pro&host_app_version=3.5&host_app_os=mac&locale=de_DE`,
      { headers: robinHeaders },
    )
    expect(v1.ok(), await v1.text()).toBe(true)
    const v1Titles = (
      (await v1.json()) as { items: { message: { versions: { v1: { title: string } } } }[] }
    ).items.map((item) => item.message.versions.v1.title)
    const v1List = page.getByRole('region', { name: 'The v1 list' })
    await expect(v1List.getByText(/^Applications on the v1 API/)).toBeVisible()
    expect(
      await v1List
        .getByRole('list', { name: 'The v1 list' })
        .getByRole('listitem')
        .locator('.staff-list__title')
        .allTextContents(),
    ).toEqual(v1Titles)
    await expectNoSeriousA11yViolations(page)

    // A host outside the range, nobody signed in: neither is shown, each with its reason; the service agrees.
    const outside = {
      host_app_name: 'serato_dj_pro',
      host_app_version: '4.1',
      host_os_name: 'mac',
      host_os_version: '14.2',
      locale: 'en',
    }
    const shownOutside = await askWhoSeesWhat(page, {
      app: 'DJ Pro',
      version: '4.1',
      os: 'macOS',
      osVersion: '14.2',
      locale: 'en',
    })
    expect(shownOutside).not.toContain(notificationName)
    expect(shownOutside).toEqual(await deliveredByService(request, outside))
    const notShown = answer.getByRole('list', { name: 'Not shown' })
    await expect(notShown.getByRole('listitem').filter({ hasText: cloneName })).toContainText(
      'Not a test user',
    )
    await expect(
      notShown
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: notificationName, exact: true }) }),
    ).toContainText('Sign-in required')
  } finally {
    await context.close()
  }
})

for (const width of [375, 1280] as const) {
  test(`a customer opening /staff/notifications at ${width} px gets the 403 screen, and no console data is requested`, async ({
    browser,
    request,
    consoleErrors,
  }) => {
    const customer = await newCustomer(request)
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    try {
      const page = consoleErrors.watch(await context.newPage())
      // The server answers the 403 screen with HTTP 403 (decision 034); the browser reports that
      // status on the console.
      consoleErrors.allowStatus(403)
      const consoleCalls: string[] = []
      page.on('request', (call) => {
        if (call.url().includes('/notifications/api/')) consoleCalls.push(call.url())
      })
      await signInTo(page, '/staff/notifications', customer)
      await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
      await expect(page).toHaveTitle('Access denied | Staff console | Music Software')
      const reply = await page.request.get('/staff/notifications', { maxRedirects: 0 })
      expect(reply.status()).toBe(403)
      expect(reply.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0)
      expect(consoleCalls).toEqual([])
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousA11yViolations(page)
    } finally {
      await context.close()
    }
  })
}

test('at 768 px (a tablet) the console screens fit and pass axe', async ({ browser, consoleErrors }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications', ROBIN)
    await expect(page.getByRole('link', { name: 'DJ Pro 4.0 launch' })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'DJ Pro 4.0 launch' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Pro 4.0 launch' })).toBeVisible()
    await page.getByRole('region', { name: 'Notifications' }).getByRole('link').first().click()
    await expect(
      page.getByRole('region', { name: 'Hosts' }).getByRole('list', { name: 'Hosts' }),
    ).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
    for (const screen of ['Test users', 'Who sees what']) {
      const nav = page.getByRole('navigation', { name: 'Staff console' })
      await nav.getByRole('button').click()
      await nav.getByRole('link', { name: screen }).click()
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible()
      await expectNoHorizontalOverflow(page)
      await expectNoSeriousA11yViolations(page)
    }
  } finally {
    await context.close()
  }
})
