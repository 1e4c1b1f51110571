import {
  getListCampaignsQueryKey,
  getListCampaignsSuspenseQueryOptions,
  getListNotificationsQueryKey,
  getListNotificationsSuspenseQueryOptions,
  getListNotificationTemplatesSuspenseQueryOptions,
  getListTestUsersQueryKey,
  getListTestUsersSuspenseQueryOptions,
  type ListCampaignsParams,
  type ListNotificationsParams,
} from '@music/sdk/notifications'

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
