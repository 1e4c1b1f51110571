import {
  type Campaign,
  getListCampaignsQueryKey,
  getListCampaignsSuspenseQueryOptions,
  getListNotificationsQueryKey,
  getListNotificationsSuspenseQueryOptions,
  getListNotificationTemplatesSuspenseQueryOptions,
  getListTestUsersQueryKey,
  getListTestUsersSuspenseQueryOptions,
  type ListCampaignsParams,
  type ListNotificationsParams,
  type Notification,
  type NotificationList,
} from '@music/sdk/notifications'
import { type QueryClient, queryOptions } from '@tanstack/react-query'

/**
 * A query's `meta` when its data stays out of a server-rendered page (`app/src/auth/signed-in-ssr.ts`):
 * a notification list is 2.7 MB with the seed's campaign of 2,000 (decision 036); its screens send
 * what they show instead ({@link notificationListPageKey}, {@link notificationKey}).
 */
export const SERVER_ONLY = { dehydrate: false } as const

/**
 * The key of the page of a campaign's notification list that its server-rendered screen shows (the
 * rows and counts of one view of the address, decision 036), by campaign and view; without arguments,
 * every such page. Its query options are the campaign screen's (`notification-rows.ts`).
 */
export const notificationListPageKey = (campaignId?: string, view?: object) =>
  [
    'notifications',
    'staff-console:list-page',
    ...(campaignId ? [campaignId] : []),
    ...(view ? [view] : []),
  ] as const

/** The key of one notification as its screen reads it ({@link notificationQueries}`.notification`); without an id, all. */
export const notificationKey = (notificationId?: string) =>
  ['notifications', 'staff-console:notification', ...(notificationId ? [notificationId] : [])] as const

/** The notification service's queries of the staff console (docs/requirements.md §7 "Notification service v2"). */
export const notificationQueries = {
  /** `GET /campaigns`, optionally of one status; oldest first. */
  campaigns: (params?: ListCampaignsParams) => getListCampaignsSuspenseQueryOptions(params),
  /**
   * `GET /notifications` with their campaign, hosts and content; filtered by campaign and status.
   * Never written into a server-rendered page ({@link SERVER_ONLY}).
   */
  notifications: (params?: ListNotificationsParams) => ({
    ...getListNotificationsSuspenseQueryOptions(params),
    meta: SERVER_ONLY,
  }),
  /**
   * One notification, or null when there is none. The service has no read of one notification: it is
   * found in its campaign's list (`GET /notifications?campaign_id=`, fresh from the cache or read
   * again), the campaign as any cached list, page or earlier read tells it (`cachedCampaignOf`); else
   * in every notification's list (`GET /notifications`). Its screen's server-rendered page carries
   * this one notification, not the lists it was found in (decision 036).
   */
  notification: (notificationId: string) =>
    queryOptions({
      queryKey: notificationKey(notificationId),
      queryFn: async ({ client }): Promise<Notification | null> => {
        const campaignId = cachedCampaignOf(client, notificationId)
        const find = async (params?: ListNotificationsParams) =>
          (await client.fetchQuery(notificationQueries.notifications(params))).items.find(
            (item) => item.id === notificationId,
          )
        return (campaignId ? await find({ campaign_id: campaignId }) : undefined) ?? (await find()) ?? null
      },
    }),
  /** `GET /templates` (no credentials): what each template shows and the options it takes. */
  templates: () => getListNotificationTemplatesSuspenseQueryOptions(),
  /** `GET /testusers`: who sees notifications in testing. */
  testUsers: () => getListTestUsersSuspenseQueryOptions(),
}

/**
 * What a change of a notification (its settings, hosts, content, a clone) affects: every notification
 * list, and what the screens read of them (one notification, a page of a list).
 */
export const notificationChanges = [
  getListNotificationsQueryKey(),
  notificationKey(),
  notificationListPageKey(),
] as const

/** What a campaign change affects: the campaign lists and the notifications that embed their campaign. */
export const campaignChanges = [getListCampaignsQueryKey(), ...notificationChanges] as const

/** What a test-user change affects. */
export const testUserChanges = [getListTestUsersQueryKey()] as const

/** What {@link cachedCampaignOf} reads of a page of a campaign's list (its rows' ids). */
interface CachedListPage {
  view: { page: { items: readonly { id: string }[] } }
}

/**
 * The campaign a notification is in, as the cache says: an earlier read of it, a notification list
 * (the campaign's or the full one), or a page of a campaign's list that a server-rendered screen
 * brought; undefined when none holds it. The service has no read of one notification: its screen
 * reads its campaign's list (`GET /notifications?campaign_id=`) when this tells the campaign, so
 * opening it and each change refetch one campaign's notifications, not every campaign's (a programme
 * of thousands, issue 33; decision 036).
 */
export function cachedCampaignOf(queryClient: QueryClient, notificationId: string): string | undefined {
  const known = queryClient.getQueryData<Notification | null>(notificationKey(notificationId))
  if (known) return known.campaign.id
  for (const [, data] of queryClient.getQueriesData<NotificationList>({
    queryKey: getListNotificationsQueryKey(),
  })) {
    const found = data?.items.find((item) => item.id === notificationId)
    if (found) return found.campaign.id
  }
  for (const [key, data] of queryClient.getQueriesData<CachedListPage>({
    queryKey: notificationListPageKey(),
  })) {
    const campaignId = key[2]
    if (typeof campaignId === 'string' && data?.view.page.items.some((row) => row.id === notificationId))
      return campaignId
  }
  return undefined
}

/**
 * The notification as the service holds it now: its campaign's `GET /notifications?campaign_id=` read
 * past the cache (the service has no read of one notification), which refreshes every screen that
 * shows that list or that notification; the full list when it is no longer in that campaign. For a
 * form's check before it writes (`useEditConflict`, decision 028). @returns undefined when there is none
 */
export async function rereadNotification(
  queryClient: QueryClient,
  notificationId: string,
  campaignId: string,
): Promise<Notification | undefined> {
  const reread = async (params?: { campaign_id: string }) =>
    (await queryClient.fetchQuery({ ...notificationQueries.notifications(params), staleTime: 0 })).items.find(
      (item) => item.id === notificationId,
    )
  const stored = (await reread({ campaign_id: campaignId })) ?? (await reread())
  queryClient.setQueryData(notificationKey(notificationId), stored ?? null)
  return stored
}

/** The campaign as the service holds it now (`GET /campaigns` past the cache), as {@link rereadNotification}. */
export async function rereadCampaign(
  queryClient: QueryClient,
  campaignId: string,
): Promise<Campaign | undefined> {
  const { items } = await queryClient.fetchQuery({ ...notificationQueries.campaigns(), staleTime: 0 })
  return items.find((item) => item.id === campaignId)
}
