import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import { FEATURE_TIPS } from '../../sdk/src/mocks/notifications/seed-feature-tips.ts'
import { newCustomer, signInTo, test } from './account-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect as baseExpect } from './fixtures.ts'
import { form, ownNotification, ROBIN, sectionHydrated, staffApi, TIME_ZONE } from './staff-helpers.ts'

/**
 * The staff console at the size of a real notification programme (issue 33; docs/decisions/036): the
 * seed's campaign "Feature tips 2025" has 2,000 notifications. Its list is searched by typing, sorted
 * by its column headings, paged, and all of it is in the address, which reload and back/forward keep;
 * an address with a value the list cannot use keeps the rest. Each screen's actions leave one status
 * message, and removals ask first. Nothing here changes the feature tips, so tests run in parallel.
 */

// A save on these screens waits for the lists it changed to be read again (decision 015): on a loaded
// 2-core machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })

const CAMPAIGN = `/staff/notifications/campaigns/${FEATURE_TIPS.campaignId}`
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** The notification list's table, its count (a polite live region), and the names of its rows. */
function notificationList(page: Page) {
  const section = page.getByRole('region', { name: 'Notifications', exact: true })
  const table = section.getByRole('table', { name: /^Notifications of the campaign/ })
  return {
    section,
    table,
    count: section.getByRole('status').filter({ hasText: /notification/ }),
    names: () => table.getByRole('rowheader').allTextContents(),
    header: (name: string) => table.getByRole('columnheader', { name }),
    /** The focusable region the table scrolls in, named by its caption. */
    region: section.getByRole('region', { name: /^Notifications of the campaign/ }),
    /** The line above the table while it is wider than its region. */
    scrollHint: section.getByText('Scroll the table sideways to see every column.'),
    /** The shade over the region's edge where rows are cut off (`start`: left, `end`: right). */
    shade: (side: 'start' | 'end') => section.locator(`.scroll-region__shade--${side}`),
  }
}

/**
 * Nothing of the screen (`main`) reaches past the window: the table scrolls inside its own region.
 * The signed-in header's own fit at 320 px is the 320 px suite's (issue 33).
 */
async function expectScreenFits(page: Page): Promise<void> {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter(
        (element) => !element.closest('.scroll-region__view') || element.matches('.scroll-region__view'),
      )
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  )
  expect(outside, `sticking out at ${page.url()}`).toEqual([])
}

/** The `aria-sort` of each sortable heading that has one. */
async function sortState(table: Locator): Promise<Record<string, string | null>> {
  return Object.fromEntries(
    await table
      .locator('th[aria-sort]')
      .evaluateAll((cells) =>
        cells.map((cell) => [cell.textContent?.replace(/[▲▼↕]/g, ''), cell.getAttribute('aria-sort')]),
      ),
  )
}

/** The 2,000 feature tips as the service lists them (by priority, highest first). */
async function featureTips(request: APIRequestContext) {
  const api = await staffApi(request)
  const tips = (await api.notifications()).filter((item) => item.campaign.id === FEATURE_TIPS.campaignId)
  expect(tips).toHaveLength(2000)
  return tips
}

test('the campaign with 2,000 notifications shows its first rows, and one is found by typing; a reload keeps the search', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const tips = await featureTips(request)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, CAMPAIGN, ROBIN)
    const list = notificationList(page)

    // The first page: 50 rows, highest priority first (the service's order), said in the count.
    await expect(list.count).toHaveText('2,000 notifications. Sorted by priority, highest first.')
    await expect(list.table.getByRole('row')).toHaveCount(51)
    expect(await sortState(list.table)).toEqual({ Priority: 'descending' })
    const highest = Math.max(...tips.map((tip) => tip.priority))
    await expect(list.table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(String(highest))
    await expect(page.getByText('Showing 1–50 of 2,000 notifications')).toBeVisible()
    // At this width the table fits its column: no hint, no shade.
    await expect(list.scrollHint).toBeHidden()
    await expect(list.shade('end')).toBeHidden()

    // Found by typing, words in any order: the address follows each keystroke.
    const searchBox = list.section.getByRole('searchbox', { name: 'Search by name' })
    await searchBox.pressSequentially('japanese stems jul')
    await expect(list.count).toHaveText(
      '2 of 2,000 notifications match “japanese stems jul”. Sorted by priority, highest first.',
    )
    expect((await list.names()).sort()).toEqual([
      FEATURE_TIPS.name('Stems', 7, 'DJ Pro', 'Windows', 'Japanese'),
      FEATURE_TIPS.name('Stems', 7, 'DJ Pro', 'macOS', 'Japanese'),
    ])
    await searchBox.pressSequentially(' windows')
    const wanted = FEATURE_TIPS.name('Stems', 7, 'DJ Pro', 'Windows', 'Japanese')
    await expect(list.table.getByRole('rowheader')).toHaveText([wanted])
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'japanese stems jul windows')
    await expect(page.getByRole('navigation', { name: /^Pages of/ })).toHaveCount(0)

    // A reload keeps the search; clearing it shows everything again.
    await page.reload()
    await expect(searchBox).toHaveValue('japanese stems jul windows')
    await expect(list.table.getByRole('rowheader')).toHaveText([wanted])
    await sectionHydrated(page, 'Notifications')
    await searchBox.fill('')
    await expect(list.count).toHaveText('2,000 notifications. Sorted by priority, highest first.')

    // A search that looks like a number is written as typed (`?q=1999`, not TanStack's `?q=%221999%22`)
    // and reads back as the same text after a reload (issue 32's walk).
    await searchBox.fill('1999')
    await expect(page).toHaveURL((url) => url.search === '?q=1999')
    await page.reload()
    await expect(searchBox).toHaveValue('1999')
    await sectionHydrated(page, 'Notifications')
    await searchBox.fill('')
    await expect(list.count).toHaveText('2,000 notifications. Sorted by priority, highest first.')

    // Nothing matches: said, with the way back.
    await searchBox.fill('no such tip')
    await expect(list.count).toHaveText('No notification of 2,000 matches “no such tip”.')
    await list.section.getByRole('button', { name: 'Show all notifications' }).click()
    await expect(list.count).toHaveText('2,000 notifications. Sorted by priority, highest first.')
    await expect(searchBox).toHaveValue('')
  } finally {
    await context.close()
  }
})

test('the campaign of 2,000’s page carries the 50 rows it shows, not the list; a notification’s page carries that notification alone', async ({
  browser,
  request,
  baseURL,
}) => {
  const tips = await featureTips(request)
  const context = await browser.newContext()
  try {
    await signInTo(await context.newPage(), '/staff/notifications', ROBIN)
    const cookie = (await context.cookies(baseURL)).map(({ name, value }) => `${name}=${value}`).join('; ')
    /** The server's HTML of `path` for Robin. */
    const html = async (path: string) => {
      const reply = await request.get(path, { headers: { cookie }, maxRedirects: 0 })
      expect(reply.status()).toBe(200)
      return reply.text()
    }
    // A name as the page may hold it: as text, or in its data with letters beyond ASCII escaped.
    const escaped = (name: string, hex: (code: string) => string) =>
      name.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c.charCodeAt(0).toString(16).padStart(4, '0'))}`)
    const namesIn = (page: string) =>
      tips
        .map((tip) => tip.name)
        .filter((name) =>
          [name, escaped(name, (code) => code), escaped(name, (code) => code.toUpperCase())].some((form) =>
            page.includes(form),
          ),
        )

    // The first page, highest priority first: its 50 names and no other of the 2,000, nor any content.
    const campaign = await html(CAMPAIGN)
    expect(namesIn(campaign)).toEqual(tips.slice(0, 50).map((tip) => tip.name))
    expect(campaign).not.toContain('Two minutes show you how.')
    // The view of the address, made on the server.
    expect(namesIn(await html(`${CAMPAIGN}?q=japanese+stems+jul&sort=name`))).toEqual([
      FEATURE_TIPS.name('Stems', 7, 'DJ Pro', 'macOS', 'Japanese'),
      FEATURE_TIPS.name('Stems', 7, 'DJ Pro', 'Windows', 'Japanese'),
    ])
    // Opened from its address alone: the notification, not the lists it was found in.
    const [tip] = tips
    expect(namesIn(await html(`/staff/notifications/${tip?.id}`))).toEqual([tip?.name])
  } finally {
    await context.close()
  }
})

test('the campaign of 2,000’s list, which the browser reads after the page, travels gzip-encoded from the service', async ({
  browser,
}) => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const list = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        /\/notifications\/api\/v2\/notifications\?(.*&)?campaign_id=/.test(response.url()),
    )
    await signInTo(page, CAMPAIGN, ROBIN)
    const response = await list
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers().vary).toMatch(/accept-encoding/i)
    // 2.7 MB of JSON as a few hundred KB on the wire: what a slow mobile connection reads within the
    // sdk's timeout when a staff member saves one of them.
    const decoded = (await response.body()).byteLength
    const sent = (await response.request().sizes()).responseBodySize
    expect(decoded).toBeGreaterThan(2_000_000)
    expect(sent).toBeLessThan(decoded / 5)
  } finally {
    await context.close()
  }
})

test('the campaign with 2,000 notifications is sorted by its headings, filtered and paged by keyboard; the address keeps it across reload and back/forward', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const tips = await featureTips(request)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, CAMPAIGN, ROBIN)
    const list = notificationList(page)
    await expect(list.count).toHaveText('2,000 notifications. Sorted by priority, highest first.')

    // Sorted by name, A to Z, then Z to A: the heading is a button with aria-sort.
    await list.header('Name').getByRole('button').click()
    await expect(list.count).toHaveText('2,000 notifications. Sorted by name, A to Z.')
    expect(await sortState(list.table)).toEqual({ Name: 'ascending' })
    const byName = tips.map((tip) => tip.name).sort(collator.compare)
    expect(await list.names()).toEqual(byName.slice(0, 50))
    await list.header('Name').getByRole('button').click()
    await expect(list.count).toHaveText('2,000 notifications. Sorted by name, Z to A.')
    expect(await list.names()).toEqual([...byName].reverse().slice(0, 50))
    await list.header('Name').getByRole('button').click()
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'asc',
    )

    // Paged by keyboard: the pager's next link, then focus is on the table where the new rows start.
    const pages = page.getByRole('navigation', { name: 'Pages of notifications of the campaign' })
    await pages.getByRole('link', { name: 'Next page' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Showing 51–100 of 2,000 notifications')).toBeVisible()
    await expect(list.section.getByRole('region', { name: /page 2 of 40$/ })).toBeFocused()
    expect(await list.names()).toEqual(byName.slice(50, 100))
    await pages.getByRole('link', { name: 'Page 40' }).click()
    await expect(page.getByText('Showing 1,951–2,000 of 2,000 notifications')).toBeVisible()

    // Back and forward step through the pages; a reload keeps page and sort.
    await page.goBack()
    await expect(page.getByText('Showing 51–100 of 2,000 notifications')).toBeVisible()
    await page.goBack()
    await expect(page.getByText('Showing 1–50 of 2,000 notifications')).toBeVisible()
    expect(await sortState(list.table)).toEqual({ Name: 'ascending' })
    await page.goForward()
    await expect(page.getByText('Showing 51–100 of 2,000 notifications')).toBeVisible()
    await page.reload()
    await expect(page.getByText('Showing 51–100 of 2,000 notifications')).toBeVisible()
    expect(await list.names()).toEqual(byName.slice(50, 100))
    await sectionHydrated(page, 'Notifications')

    // The status filter narrows it (and goes back to the first page), in the address too.
    await list.section.getByLabel('Status').selectOption('testing')
    const testing = tips.filter((tip) => tip.status === 'testing')
    await expect(list.count).toHaveText(
      `${testing.length} of 2,000 notifications have the status Testing. Sorted by name, A to Z.`,
    )
    expect(await list.names()).toEqual(
      testing
        .map((tip) => tip.name)
        .sort(collator.compare)
        .slice(0, 50),
    )
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('status') === 'testing' && !url.searchParams.has('page'),
    )
    await page.goBack()
    await expect(list.section.getByLabel('Status')).toHaveValue('')
    await expect(page.getByText('Showing 51–100 of 2,000 notifications')).toBeVisible()
  } finally {
    await context.close()
  }
})

test('an address with values the list cannot use keeps the rest; at 320 px the list needs no sideways scrolling of the page', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 320, height: 800 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications', ROBIN)
    await page.goto(`${CAMPAIGN}?status=live&sort=name&order=sideways&page=2&q=stems`)
    const list = notificationList(page)
    // status and order dropped, sort, page and search kept: no error screen.
    await expect(list.count).toHaveText('100 of 2,000 notifications match “stems”. Sorted by name, A to Z.')
    await expect(page.getByText('Showing 51–100 of 100 notifications')).toBeVisible()
    await expect(list.section.getByLabel('Status')).toHaveValue('')
    await expectScreenFits(page)
    await expectNoSeriousA11yViolations(page)

    // The table is wider than the screen, and says so: a line above it, a shade on the side with more.
    await expect(list.scrollHint).toBeVisible()
    await expect(list.shade('end')).toBeVisible()
    await expect(list.shade('start')).toBeHidden()
    // The keyboard reaches it after the status filter and scrolls it; the shades follow.
    await sectionHydrated(page, 'Notifications')
    await list.section.getByLabel('Status').focus()
    await page.keyboard.press('Tab')
    await expect(list.region).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => list.region.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0)
    await expect(list.shade('start')).toBeVisible()
    await list.region.evaluate((region) => region.scrollTo({ left: region.scrollWidth }))
    await expect(list.shade('end')).toBeHidden()
    await expect(list.shade('start')).toBeVisible()
    await expect(list.scrollHint).toBeVisible()

    // The campaigns list: searched and sorted the same way.
    await page.goto('/staff/notifications')
    const campaigns = page.getByRole('region', { name: 'All campaigns' })
    await sectionHydrated(page, 'All campaigns')
    await campaigns.getByRole('searchbox', { name: 'Search by name' }).fill('feature tips')
    await expect(campaigns.getByRole('table').getByRole('rowheader')).toHaveText([FEATURE_TIPS.campaignName])
    await expect(campaigns.getByRole('status').filter({ hasText: /campaign/ })).toHaveText(
      /^1 of \d+ campaigns match “feature tips”\.$/,
    )
    await campaigns.getByRole('searchbox', { name: 'Search by name' }).fill('')
    await campaigns
      .getByRole('table')
      .getByRole('columnheader', { name: 'Status' })
      .getByRole('button')
      .click()
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'status')
    await expect(campaigns.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
      'Draft',
    )
    await expectScreenFits(page)
    await expectNoSeriousA11yViolations(page)
  } finally {
    await context.close()
  }
})

test('before the page hydrates: a search typed and a status chosen are kept and run, the forms look not ready; a page past the end is the last page’s address; the headings sit on one line', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, '/staff/notifications', ROBIN)
    // The page's JavaScript waits until the person has acted on the server's HTML: a slow phone.
    const held: Route[] = []
    let holding = true
    await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()))
    await page.goto(CAMPAIGN, { waitUntil: 'commit' })
    const list = notificationList(page)
    const searchbox = list.section.getByRole('searchbox', { name: 'Search by name' })
    await searchbox.pressSequentially('japanese stems jul')
    await list.section.getByLabel('Status').selectOption('Active')
    // A form's controls wait for the page, and look it: dimmed, a busy pointer, the group busy.
    const settings = form(page, 'Campaign settings')
    const name = settings.getByLabel('Name', { exact: true })
    await expect(name).toBeDisabled()
    await expect(settings.getByRole('group').first()).toHaveAttribute('aria-busy', 'true')
    await expect(name).toHaveCSS('cursor', 'progress')
    expect(Number(await name.evaluate((input) => getComputedStyle(input).opacity))).toBeLessThan(1)

    holding = false
    for (const route of held) await route.continue()
    await expect(name).toBeEnabled()
    await expect(name).toHaveCSS('opacity', '1')
    // What was typed and chosen before is still there, and is the list's search and filter.
    await expect(searchbox).toHaveValue('japanese stems jul')
    await expect(list.section.getByLabel('Status')).toHaveValue('active')
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('q') === 'japanese stems jul' && url.searchParams.get('status') === 'active',
    )
    await expect(list.count).toHaveText(
      /^(\d+|No notification) of 2,000 .*the status Active and match(es)? “japanese stems jul”\./,
    )

    // A page past the end shows the last page, and the address says so (replaced: back skips it).
    await page.goto(`${CAMPAIGN}?page=999`)
    await expect(page.getByText('Showing 1,951–2,000 of 2,000 notifications')).toBeVisible()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '40')
    await page.goBack()
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'japanese stems jul')

    // Every column heading's words sit on one line, sortable or not.
    await page.goto(CAMPAIGN)
    await expect(list.table).toBeVisible()
    const tops = await list.table.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => {
        // The first word's line box (a text node's, not the sort button's).
        const words = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        let node = words.nextNode()
        while (node && !node.textContent?.trim()) node = words.nextNode()
        const range = document.createRange()
        if (node) range.selectNodeContents(node)
        const top = node ? range.getBoundingClientRect().top : -1
        return [cell.textContent?.replace(/[▲▼↕]/g, '').trim(), Math.round(top)] as const
      }),
    )
    const firstTop = tops[0]?.[1]
    expect(tops.map(([label]) => label)).toEqual([
      'Name',
      'Status',
      'Priority',
      'Apps',
      'Languages',
      'Schedule',
    ])
    for (const [label, top] of tops) expect(Math.abs(top - (firstTop ?? 0)), label).toBeLessThanOrEqual(1)
  } finally {
    await context.close()
  }
})

test('a notification screen keeps one status message: each action’s replaces the last', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { notification } = await ownNotification(request, 'messages')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, `/staff/notifications/${notification.id}`, ROBIN)
    const messages = page
      .getByRole('status')
      .filter({ hasText: /\S/ })
      .filter({ hasNotText: /^Loading/ })

    const settings = form(page, 'Notification settings')
    await settings.getByLabel('Priority').fill('3')
    await settings.getByRole('button', { name: 'Save notification' }).click()
    await expect(messages).toHaveText([`Notification “${notification.name}” saved.`])

    const addHost = form(page, 'Add a host')
    await addHost.getByLabel('Application').selectOption({ label: 'Studio' })
    await addHost.getByLabel('App version from').fill('2.0')
    await addHost.getByRole('button', { name: 'Add host' }).click()
    await expect(messages).toHaveText(['Added Studio 2.0 or later on any OS.'])

    await page.getByLabel('Language').selectOption('en')
    const content = form(page, 'English content')
    await content.getByLabel('Title').fill('One message')
    await content.getByLabel('Text', { exact: true }).fill('At a time.')
    await content.getByRole('button', { name: 'Save English content' }).click()
    await expect(messages).toHaveText(['English content saved.'])

    await settings.getByLabel('Priority').fill('4')
    await settings.getByRole('button', { name: 'Save notification' }).click()
    await expect(messages).toHaveText([`Notification “${notification.name}” saved.`])
  } finally {
    await context.close()
  }
})

test('removing a host or a test user asks first: “Keep it” keeps it, the removal removes it once', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const { api, notification } = await ownNotification(request, 'removal')
  const tester = await newCustomer(request)
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, timezoneId: TIME_ZONE })
  try {
    const page = consoleErrors.watch(await context.newPage())
    await signInTo(page, `/staff/notifications/${notification.id}`, ROBIN)
    const hosts = page.getByRole('list', { name: 'Hosts' })
    const host = 'DJ Pro 3.0 or later on any OS'
    await hosts.getByRole('button', { name: `Remove ${host}` }).click()
    let dialog = page.getByRole('dialog', { name: 'Remove this host?' })
    await expect(dialog).toContainText(`“${notification.name}” will no longer be shown in ${host}`)
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await expect(dialog).toBeHidden()
    await expect(hosts.getByRole('listitem')).toHaveCount(1)
    expect((await api.notification(notification.id))?.compatible_hosts).toHaveLength(1)

    await hosts.getByRole('button', { name: `Remove ${host}` }).click()
    dialog = page.getByRole('dialog', { name: 'Remove this host?' })
    await dialog.getByRole('button', { name: 'Remove host' }).click()
    await expect(page.getByText(`Removed ${host}.`)).toBeVisible()
    await expect(page.getByText(`Removed ${host}.`).locator('..')).toBeFocused()
    await expect(hosts).toHaveCount(0)
    expect((await api.notification(notification.id))?.compatible_hosts).toEqual([])

    // A test user: the same.
    await page.goto('/staff/notifications/test-users')
    const addTestUser = form(page, 'Add a test user')
    await addTestUser.getByLabel('User').fill(tester.email)
    await addTestUser.getByRole('button', { name: 'Add test user' }).click()
    const added = page.getByText(/^User (\d+) is a test user\.$/)
    await expect(added).toBeVisible()
    const userId = /\d+/.exec((await added.textContent()) ?? '')?.[0]
    await page.getByRole('button', { name: `Remove test user ${userId}` }).click()
    dialog = page.getByRole('dialog', { name: `Remove test user ${userId}?` })
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    expect((await api.testUsers()).some((user) => String(user.user_id) === userId)).toBe(true)
    await page.getByRole('button', { name: `Remove test user ${userId}` }).click()
    await dialog.getByRole('button', { name: 'Remove test user' }).click()
    await expect(page.getByText(`Test user ${userId} removed.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Remove test user ${userId}` })).toHaveCount(0)
    expect((await api.testUsers()).some((user) => String(user.user_id) === userId)).toBe(false)
  } finally {
    await context.close()
  }
})
