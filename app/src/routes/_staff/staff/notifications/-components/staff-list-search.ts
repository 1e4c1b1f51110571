/**
 * The addresses of the staff console's two long lists (issue 33; docs/decisions/036): the campaigns
 * (`/staff/notifications?q=&status=&sort=&order=&page=`) and a campaign's notifications
 * (`/staff/notifications/campaigns/{id}?…`, the same keys). Read by the routes' `validateSearch`, so
 * this module holds only the values each list accepts (it is in every page's first JavaScript).
 */
import type { CampaignStatus, Status } from '@music/sdk/notifications'
import { type ListSearch, listSearchValidator } from '../../../../../screens/list-search.ts'

/** The statuses a campaign can have, in the order of its life (the filter's options). */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'archived'] as const satisfies readonly CampaignStatus[]

/** The statuses a notification can have, in the order of its life. */
export const NOTIFICATION_STATUSES = [
  'draft',
  'testing',
  'active',
  'archived',
] as const satisfies readonly Status[]

/** The columns the campaign list sorts by (`start`: `starts_at`). */
export const CAMPAIGN_SORTS = ['name', 'status', 'start'] as const

/** The columns a campaign's notification list sorts by. */
export const NOTIFICATION_SORTS = ['name', 'status', 'priority', 'start'] as const

/** The campaign list's view in the address. */
export type CampaignsSearch = ListSearch<(typeof CAMPAIGN_STATUSES)[number], (typeof CAMPAIGN_SORTS)[number]>

/** A campaign's notification list's view in the address. */
export type NotificationsSearch = ListSearch<
  (typeof NOTIFICATION_STATUSES)[number],
  (typeof NOTIFICATION_SORTS)[number]
>

/** `validateSearch` of `/staff/notifications`: an unusable value is dropped, the rest kept. */
export const validateCampaignsSearch: (search: Record<string, unknown>) => CampaignsSearch =
  listSearchValidator(CAMPAIGN_STATUSES, CAMPAIGN_SORTS)

/** `validateSearch` of `/staff/notifications/campaigns/{id}`: an unusable value is dropped, the rest kept. */
export const validateNotificationsSearch: (search: Record<string, unknown>) => NotificationsSearch =
  listSearchValidator(NOTIFICATION_STATUSES, NOTIFICATION_SORTS)
