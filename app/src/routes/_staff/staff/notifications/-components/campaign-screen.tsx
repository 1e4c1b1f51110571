import { isServer, type QueryClient, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ResultScope } from '../../../../../screens/result-scope.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchUpdate } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { notificationListPageKey, notificationQueries } from '../../../-components/notification-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { describeSchedule } from './local-time.ts'
import { NotificationForm } from './notification-form.tsx'
import { APP_NAMES, LANGUAGES, labelOf } from './notification-labels.ts'
import {
  NOTIFICATION_ORDER,
  type NotificationRow,
  type ServedListPage,
  servedListPageQuery,
} from './notification-rows.ts'
import { ScheduleText } from './schedule-text.tsx'
import { type ListColumn, StaffList, type StaffListProps, useListView } from './staff-list.tsx'
import {
  type NOTIFICATION_SORTS,
  NOTIFICATION_STATUSES,
  type NotificationsSearch,
  validateNotificationsSearch,
} from './staff-list-search.ts'
import { StatusBadge } from './status-badge.tsx'

const route = getRouteApi('/_staff/staff/notifications/campaigns/$campaignId')

/**
 * Starts loading what the campaign screen shows (its loader: prefetch only). On the server also the
 * page of the notification list that its HTML carries for the address's view (`search`), in place of
 * the list itself (decision 036).
 */
export function prefetchCampaign(
  queryClient: QueryClient,
  campaignId: string,
  search: Record<string, unknown>,
): void {
  void queryClient.prefetchQuery(notificationQueries.campaigns())
  void queryClient.prefetchQuery(notificationQueries.notifications({ campaign_id: campaignId }))
  if (isServer)
    void queryClient.prefetchQuery(servedListPageQuery(campaignId, validateNotificationsSearch(search)))
  void queryClient.prefetchQuery(notificationQueries.templates())
}

/**
 * /staff/notifications/campaigns/{id}: the campaign's settings (`PUT /campaigns/{id}`), its
 * notifications (`GET /notifications?campaign_id=`) searched, filtered, sorted and paged in the address,
 * and a new notification in it (`POST /notifications`).
 */
export function CampaignScreen() {
  const { campaignId } = route.useParams()
  const { data } = useSuspenseQuery(notificationQueries.campaigns())
  const timeZone = useVisitorTimeZone()
  const campaign = data.items.find((item) => item.id === campaignId)
  if (!campaign)
    return (
      <Screen title="Campaign not found">
        <EmptyState action={<Link to="/staff/notifications">All campaigns</Link>}>
          There is no campaign {campaignId}.
        </EmptyState>
      </Screen>
    )
  return (
    // One status message for the screen's forms (issue 33): the next replaces the last.
    <ResultScope>
      <Screen
        title={campaign.name}
        intro={
          <>
            <StatusBadge status={campaign.status} />{' '}
            {describeSchedule(campaign.starts_at, campaign.ends_at, timeZone)} ·{' '}
            {campaign.anonymous ? 'Everyone' : 'Signed-in users only'} ·{' '}
            <Link to="/staff/notifications">All campaigns</Link>
          </>
        }
      >
        <CampaignNotifications campaignId={campaign.id} />
        <Section
          title="New notification"
          subject="The form for a new notification"
          skeleton={<Skeleton lines={6} />}
        >
          <NotificationForm campaignId={campaign.id} />
        </Section>
        <Section
          title="Campaign settings"
          subject="The campaign’s settings"
          skeleton={<Skeleton lines={4} />}
        >
          <CampaignForm campaign={campaign} />
        </Section>
      </Screen>
    </ResultScope>
  )
}

const COLUMNS: ListColumn<NotificationRow, (typeof NOTIFICATION_SORTS)[number]>[] = [
  {
    label: 'Name',
    sort: 'name',
    cell: (notification) => (
      <Link to="/staff/notifications/$notificationId" params={{ notificationId: notification.id }}>
        {notification.name}
      </Link>
    ),
  },
  { label: 'Status', sort: 'status', cell: (notification) => <StatusBadge status={notification.status} /> },
  { label: 'Priority', sort: 'priority', cell: (notification) => notification.priority },
  {
    label: 'Apps',
    cell: (notification) =>
      [...new Set(notification.compatible_hosts.map((host) => labelOf(APP_NAMES, host.app_name)))].join(
        ', ',
      ) || 'None yet',
  },
  {
    label: 'Languages',
    cell: (notification) =>
      notification.languages.map((language) => labelOf(LANGUAGES, language)).join(', ') || 'None yet',
  },
  {
    label: 'Schedule',
    sort: 'start',
    cell: (notification) => <ScheduleText startsAt={notification.starts_at} endsAt={notification.ends_at} />,
  },
]

/**
 * The campaign's notifications (`GET /notifications?campaign_id=`, every one at once: the service has
 * no paging), searched, filtered, sorted and paged in the address (`StaffList`); by default highest
 * priority first, the service's order.
 */
function CampaignNotifications({ campaignId }: { campaignId: string }) {
  return (
    <Section title="Notifications" subject="The campaign’s notifications" skeleton={<Skeleton blocks={2} />}>
      <NotificationList campaignId={campaignId} />
    </Section>
  )
}

/**
 * The list from the page its server-rendered screen brought (read once, when the screen first shows),
 * else from the list itself.
 */
function NotificationList({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient()
  const search = route.useSearch()
  // The list's view alone, as the server's loader read it from the same address (the page's key).
  const [served] = useState(() =>
    queryClient.getQueryData(servedListPageQuery(campaignId, validateNotificationsSearch(search)).queryKey),
  )
  return served ? (
    <ServedList campaignId={campaignId} served={served} />
  ) : (
    <FetchedList campaignId={campaignId} />
  )
}

/**
 * A screen that came in a page from the server: its rows are that page's until the browser has
 * fetched the list, which it starts once the page has hydrated (after the first paint). A search, sort
 * or page asked for before then waits for it, said ("Loading all 2,000 notifications…"). A list that
 * cannot be fetched is the section's failure, with "Try again". On the server the list is there and the
 * view is made from it: the same rows as the page it sends.
 */
function ServedList({ campaignId, served }: { campaignId: string; served: ServedListPage }) {
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const { data } = useQuery({
    ...notificationQueries.notifications({ campaign_id: campaignId }),
    throwOnError: true,
  })
  const fetched = useListView(data?.items, search, NOTIFICATION_ORDER)
  useEffect(() => {
    // The list is here: the pages that stood in for it are of no further use.
    if (data) queryClient.removeQueries({ queryKey: notificationListPageKey(campaignId) })
  }, [data, queryClient, campaignId])
  return (
    <NotificationTable
      view={fetched ?? served.view}
      busy={!fetched && !sameView(served.search, search)}
      search={search}
    />
  )
}

/** A screen opened in the browser: the list itself, the section waiting for it. */
function FetchedList({ campaignId }: { campaignId: string }) {
  const { data } = useSuspenseQuery(notificationQueries.notifications({ campaign_id: campaignId }))
  const search = route.useSearch()
  return <NotificationTable view={useListView(data.items, search, NOTIFICATION_ORDER)} search={search} />
}

/** The list's table, pager, search and filter for `view`. */
function NotificationTable({
  view,
  busy,
  search,
}: Pick<StaffListProps<NotificationRow, NotificationStatus, NotificationSort>, 'view' | 'busy' | 'search'>) {
  const update = useSearchUpdate()
  return (
    <StaffList
      view={view}
      busy={busy}
      search={search}
      onChange={(change: NotificationsSearch, { replace }) =>
        // A list's view changes in place: no page transition (a keystroke would skip the last one's).
        update(change, { replace, resetScroll: false, viewTransition: false })
      }
      noun={['notification', 'notifications']}
      caption="Notifications of the campaign"
      statuses={NOTIFICATION_STATUSES}
      columns={COLUMNS}
      order={NOTIFICATION_ORDER}
      empty={<EmptyState>This campaign has no notifications yet. Write the first one below.</EmptyState>}
    />
  )
}

type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]
type NotificationSort = (typeof NOTIFICATION_SORTS)[number]

/** Whether two views of the address are the same (a server's page is for one of them). */
function sameView(a: NotificationsSearch, b: NotificationsSearch): boolean {
  return a.q === b.q && a.status === b.status && a.sort === b.sort && a.order === b.order && a.page === b.page
}
