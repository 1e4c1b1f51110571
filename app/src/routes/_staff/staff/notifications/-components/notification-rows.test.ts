// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { setupTestSandbox, signInAs, TEST_SERVICES } from '../../../../../screens/test-support.tsx'
import {
  cachedCampaignOf,
  notificationKey,
  notificationQueries,
} from '../../../-components/notification-queries.ts'
import { servedListPageQuery } from './notification-rows.ts'

const { sandbox, server } = setupTestSandbox()

/** The seed's campaign "Feature tips 2025": 2,000 notifications (decision 036). */
const FEATURE_TIPS = '99'
const ROBIN = 'robin.park@example.com'

/** The notification service's `GET /notifications` URLs this test's client asks for. */
function recordListReads(): string[] {
  const reads: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (
      request.method === 'GET' &&
      url.href.startsWith(`${TEST_SERVICES}/notifications/api/v2/notifications`)
    )
      reads.push(url.search)
  })
  return reads
}

describe('the page of a campaign’s list that its server-rendered screen carries', () => {
  it('is the 50 rows the screen shows, each with what its row shows, and the counts; not the list', async () => {
    signInAs(sandbox(), ROBIN)
    const client = new QueryClient()
    const served = await client.fetchQuery(servedListPageQuery(FEATURE_TIPS, {}))
    const list = client.getQueryData(
      notificationQueries.notifications({ campaign_id: FEATURE_TIPS }).queryKey,
    )
    expect(list?.items).toHaveLength(2000)
    expect(served.view).toMatchObject({ total: 2000, found: 2000 })
    expect(served.view.page).toMatchObject({ page: 1, pageCount: 40, first: 1, last: 50 })
    // Highest priority first (the list's default), as the service lists them.
    expect(served.view.page.items.map((row) => row.id)).toEqual(
      list?.items.slice(0, 50).map((item) => item.id),
    )
    for (const row of served.view.page.items)
      expect(Object.keys(row).sort()).toEqual(
        expect.arrayContaining(['compatible_hosts', 'id', 'languages', 'name', 'priority', 'status']),
      )
    const first = served.view.page.items[0]
    expect(first).not.toHaveProperty('content')
    expect(first).not.toHaveProperty('campaign')
    expect(first?.compatible_hosts.every((host) => Object.keys(host).join() === 'app_name')).toBe(true)
    // A fiftieth of the list's size and less: what the page's HTML carries instead of 2.7 MB.
    expect(JSON.stringify(served).length * 50).toBeLessThan(JSON.stringify(list).length)
  })

  it('is the view of the address: searched, filtered, sorted and paged as the screen does it', async () => {
    signInAs(sandbox(), ROBIN)
    const client = new QueryClient()
    const searched = await client.fetchQuery(
      servedListPageQuery(FEATURE_TIPS, { q: 'japanese stems jul', sort: 'name', order: 'asc' }),
    )
    expect(searched.view).toMatchObject({ total: 2000, found: 2 })
    expect(searched.view.page.items.map((row) => row.name)).toEqual([
      'Stems tip · Jul 2025 · DJ Pro · macOS · Japanese',
      'Stems tip · Jul 2025 · DJ Pro · Windows · Japanese',
    ])
    const paged = await client.fetchQuery(servedListPageQuery(FEATURE_TIPS, { status: 'archived', page: 2 }))
    expect(paged.view.page.page).toBe(2)
    expect(paged.view.page.items.every((row) => row.status === 'archived')).toBe(true)
  })
})

describe('one notification, as its screen reads it', () => {
  it('is found in every notification when nothing tells its campaign, then in its campaign’s list', async () => {
    signInAs(sandbox(), ROBIN)
    const reads = recordListReads()
    const client = new QueryClient()
    const notification = await client.fetchQuery(notificationQueries.notification('1001'))
    expect(notification).toMatchObject({ id: '1001', campaign: { id: FEATURE_TIPS } })
    expect(reads).toEqual([''])
    // Read again (after a change): its own earlier read tells the campaign.
    await client.invalidateQueries()
    await client.fetchQuery(notificationQueries.notification('1001'))
    expect(reads).toEqual(['', `?campaign_id=${FEATURE_TIPS}`])
  })

  it('takes the campaign from a page a server-rendered screen brought: one campaign’s list, not all', async () => {
    signInAs(sandbox(), ROBIN)
    const server = new QueryClient()
    const served = await server.fetchQuery(servedListPageQuery(FEATURE_TIPS, {}))
    // The browser's client, with the page the HTML carried and nothing else.
    const client = new QueryClient()
    client.setQueryData(servedListPageQuery(FEATURE_TIPS, {}).queryKey, served)
    const id = served.view.page.items[0]?.id ?? ''
    expect(cachedCampaignOf(client, id)).toBe(FEATURE_TIPS)
    const reads = recordListReads()
    expect(await client.fetchQuery(notificationQueries.notification(id))).toMatchObject({ id })
    expect(reads).toEqual([`?campaign_id=${FEATURE_TIPS}`])
  })

  it('is null when there is no such notification', async () => {
    signInAs(sandbox(), ROBIN)
    const client = new QueryClient()
    expect(await client.fetchQuery(notificationQueries.notification('999999'))).toBeNull()
    expect(client.getQueryData(notificationKey('999999'))).toBeNull()
  })
})
