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
import type { QueryClient } from '@tanstack/react-query'

/** The notification service's queries of the staff console (docs/requirements.md §7 "Notification service v2"). */
export const notificationQueries = {
  /** `GET /campaigns`, optionally of one status; oldest first. */
  campaigns: (params?: ListCampaignsParams) => getListCampaignsSuspenseQueryOptions(params),
  /** `GET /notifications` with their campaign, hosts and content; filtered by campaign and status. */
  notifications: (params?: ListNotificationsParams) => getListNotificationsSuspenseQueryOptions(params),
  /** `GET /templates` (no credentials): what each template shows and the options it takes. */
  templates: () => getListNotificationTemplatesSuspenseQueryOptions(),
  /** `GET /testusers`: who sees notifications in testing. */
  testUsers: () => getListTestUsersSuspenseQueryOptions(),
}

/** What a campaign change affects: the campaign lists and the notifications that embed their campaign. */
export const campaignChanges = [getListCampaignsQueryKey(), getListNotificationsQueryKey()] as const

/** What a change of a notification (its settings, hosts, content, a clone) affects: every notification list. */
export const notificationChanges = [getListNotificationsQueryKey()] as const

/** What a test-user change affects. */
export const testUserChanges = [getListTestUsersQueryKey()] as const

/**
 * The campaign a notification is in, as a notification list in the cache says (the campaign's list or
 * the full one), or undefined when none holds it. The service has no read of one notification: its
 * screen reads its campaign's list (`GET /notifications?campaign_id=`) when this tells the campaign,
 * so opening it and each change refetch one campaign's notifications, not every campaign's (a
 * programme of thousands, issue 33; decision 036).
 */
export function cachedCampaignOf(queryClient: QueryClient, notificationId: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData<NotificationList>({
    queryKey: getListNotificationsQueryKey(),
  })) {
    const found = data?.items.find((item) => item.id === notificationId)
    if (found) return found.campaign.id
  }
  return undefined
}

/**
 * The notification as the service holds it now: its campaign's `GET /notifications?campaign_id=` read
 * past the cache (the service has no read of one notification), which refreshes every screen that
 * shows that list; the full list when it is no longer in that campaign. For a form's check before it
 * writes (`useEditConflict`, decision 028). @returns undefined when there is none
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
  return (await reread({ campaign_id: campaignId })) ?? (await reread())
}

/** The campaign as the service holds it now (`GET /campaigns` past the cache), as {@link rereadNotification}. */
export async function rereadCampaign(
  queryClient: QueryClient,
  campaignId: string,
): Promise<Campaign | undefined> {
  const { items } = await queryClient.fetchQuery({ ...notificationQueries.campaigns(), staleTime: 0 })
  return items.find((item) => item.id === campaignId)
}
