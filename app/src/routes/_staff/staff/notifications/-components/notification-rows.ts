/**
 * A campaign's notification list as its screen shows it (issue 33; docs/decisions/036): what a row
 * shows of a notification, how the list sorts, and the page of it that a server-rendered screen
 * carries in its HTML instead of the whole list (2.7 MB with the seed's campaign of 2,000).
 */
import type { Notification } from '@music/sdk/notifications'
import { queryOptions } from '@tanstack/react-query'
import { notificationListPageKey, notificationQueries } from '../../../-components/notification-queries.ts'
import {
  type ColumnSort,
  type ListOrder,
  type ListView,
  listView,
  nameSort,
  startSort,
  statusSort,
} from './staff-list.tsx'
import type { NOTIFICATION_SORTS, NotificationsSearch } from './staff-list-search.ts'

/** What a row of the list shows of a notification: all that a server-rendered page carries of it. */
export type NotificationRow = Pick<
  Notification,
  'id' | 'name' | 'status' | 'priority' | 'languages' | 'starts_at' | 'ends_at'
> & { compatible_hosts: readonly Pick<Notification['compatible_hosts'][number], 'app_name'>[] }

/** A notification as a row shows it (the rest of it, its content above all, is left out). */
export function rowOf(notification: Notification): NotificationRow {
  const { id, name, status, priority, languages, starts_at, ends_at } = notification
  return {
    id,
    name,
    status,
    priority,
    languages,
    compatible_hosts: notification.compatible_hosts.map(({ app_name }) => ({ app_name })),
    ...(starts_at === undefined ? {} : { starts_at }),
    ...(ends_at === undefined ? {} : { ends_at }),
  }
}

const prioritySort: ColumnSort<NotificationRow> = {
  compare: (a, b) => a.priority - b.priority,
  orders: ['lowest first', 'highest first'],
  firstOrder: 'desc',
}

/** How the list sorts; by default highest priority first, the service's order. */
export const NOTIFICATION_ORDER: ListOrder<NotificationRow, (typeof NOTIFICATION_SORTS)[number]> = {
  sorts: { name: nameSort, status: statusSort, priority: prioritySort, start: startSort },
  defaultSort: { sort: 'priority', order: 'desc' },
}

/** The page of the list a server-rendered screen carries: the view of the address it was made for. */
export interface ServedListPage {
  /** The address's view it shows. */
  search: NotificationsSearch
  /** Its rows (the page's only) and counts. */
  view: ListView<NotificationRow>
}

/**
 * The page of the campaign's list that its screen shows for `search`, made from the list
 * (`GET /notifications?campaign_id=`, read or taken from the cache): what the server writes into the
 * page in place of the list, which stays on the server (`SERVER_ONLY`). The browser fetches the list
 * itself once the page is there, for the next search, sort or page.
 */
export const servedListPageQuery = (campaignId: string, search: NotificationsSearch) =>
  queryOptions({
    queryKey: notificationListPageKey(campaignId, search),
    queryFn: async ({ client }): Promise<ServedListPage> => {
      const { items } = await client.ensureQueryData(
        notificationQueries.notifications({ campaign_id: campaignId }),
      )
      const view = listView<Notification, (typeof NOTIFICATION_SORTS)[number]>(
        items,
        search,
        NOTIFICATION_ORDER,
      )
      return { search, view: { ...view, page: { ...view.page, items: view.page.items.map(rowOf) } } }
    },
  })
