import type { Notification } from '@music/sdk/notifications'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ResultScope } from '../../../../../screens/result-scope.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchUpdate } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { notificationQueries } from '../../../-components/notification-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { describeSchedule } from './local-time.ts'
import { NotificationForm } from './notification-form.tsx'
import { APP_NAMES, LANGUAGES, labelOf } from './notification-labels.ts'
import { ScheduleText } from './schedule-text.tsx'
import {
  type ColumnSort,
  type ListColumn,
  nameSort,
  StaffList,
  startSort,
  statusSort,
} from './staff-list.tsx'
import {
  type NOTIFICATION_SORTS,
  NOTIFICATION_STATUSES,
  type NotificationsSearch,
} from './staff-list-search.ts'
import { StatusBadge } from './status-badge.tsx'

const route = getRouteApi('/_staff/staff/notifications/campaigns/$campaignId')

/** Starts loading what the campaign screen shows (its loader: prefetch only). */
export function prefetchCampaign(queryClient: QueryClient, campaignId: string): void {
  void queryClient.prefetchQuery(notificationQueries.campaigns())
  void queryClient.prefetchQuery(notificationQueries.notifications({ campaign_id: campaignId }))
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

const COLUMNS: ListColumn<Notification, (typeof NOTIFICATION_SORTS)[number]>[] = [
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

const prioritySort: ColumnSort<Notification> = {
  compare: (a, b) => a.priority - b.priority,
  orders: ['lowest first', 'highest first'],
  firstOrder: 'desc',
}

const SORTS = { name: nameSort, status: statusSort, priority: prioritySort, start: startSort }

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

function NotificationList({ campaignId }: { campaignId: string }) {
  const { data } = useSuspenseQuery(notificationQueries.notifications({ campaign_id: campaignId }))
  const search = route.useSearch()
  const update = useSearchUpdate()
  return (
    <StaffList
      items={data.items}
      search={search}
      onChange={(change: NotificationsSearch, { replace }) =>
        // A list's view changes in place: no page transition (a keystroke would skip the last one's).
        update(change, { replace, resetScroll: false, viewTransition: false })
      }
      noun={['notification', 'notifications']}
      caption="Notifications of the campaign"
      statuses={NOTIFICATION_STATUSES}
      columns={COLUMNS}
      sorts={SORTS}
      defaultSort={{ sort: 'priority', order: 'desc' }}
      empty={<EmptyState>This campaign has no notifications yet. Write the first one below.</EmptyState>}
    />
  )
}
