import type { Status } from '@music/sdk/notifications'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { notificationQueries } from '../../../-components/notification-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { describeSchedule } from './local-time.ts'
import { NotificationForm } from './notification-form.tsx'
import { APP_NAMES, LANGUAGES, labelOf, STATUSES } from './notification-labels.ts'
import { StatusBadge } from './status-badge.tsx'
import { StatusFilter } from './status-filter.tsx'

const route = getRouteApi('/_staff/staff/notifications/campaigns/$campaignId')

/** Starts loading what the campaign screen shows (its loader: prefetch only). */
export function prefetchCampaign(queryClient: QueryClient, campaignId: string): void {
  void queryClient.prefetchQuery(notificationQueries.campaigns())
  void queryClient.prefetchQuery(notificationQueries.notifications({ campaign_id: campaignId }))
  void queryClient.prefetchQuery(notificationQueries.templates())
}

/**
 * /staff/notifications/campaigns/{id}: the campaign's settings (`PUT /campaigns/{id}`), its
 * notifications filtered by status (`GET /notifications?campaign_id=&status=`), and a new
 * notification in it (`POST /notifications`).
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
      <Section title="Campaign settings" subject="The campaign’s settings" skeleton={<Skeleton lines={4} />}>
        <CampaignForm campaign={campaign} />
      </Section>
    </Screen>
  )
}

const NOTIFICATION_STATUSES = ['draft', 'testing', 'active', 'archived'] as const satisfies readonly Status[]

function CampaignNotifications({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState<Status | ''>('')
  return (
    <Section
      title="Notifications"
      subject="The campaign’s notifications"
      skeleton={<Skeleton blocks={2} />}
      action={<StatusFilter statuses={NOTIFICATION_STATUSES} value={status} onChange={setStatus} />}
    >
      <NotificationList campaignId={campaignId} status={status || undefined} />
    </Section>
  )
}

function NotificationList({ campaignId, status }: { campaignId: string; status?: Status }) {
  const { data } = useSuspenseQuery(
    notificationQueries.notifications({ campaign_id: campaignId, ...(status ? { status } : {}) }),
  )
  const timeZone = useVisitorTimeZone()
  if (data.items.length === 0)
    return (
      <EmptyState>
        {status
          ? `No notification of this campaign is ${STATUSES[status].toLowerCase()}.`
          : 'This campaign has no notifications yet. Write the first one below.'}
      </EmptyState>
    )
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Notifications of the campaign</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Apps</th>
            <th scope="col">Languages</th>
            <th scope="col">Schedule</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((notification) => (
            <tr key={notification.id}>
              <th scope="row">
                <Link to="/staff/notifications/$notificationId" params={{ notificationId: notification.id }}>
                  {notification.name}
                </Link>
              </th>
              <td>
                <StatusBadge status={notification.status} />
              </td>
              <td>{notification.priority}</td>
              <td>
                {[
                  ...new Set(notification.compatible_hosts.map((host) => labelOf(APP_NAMES, host.app_name))),
                ].join(', ') || 'None yet'}
              </td>
              <td>
                {notification.languages.map((language) => labelOf(LANGUAGES, language)).join(', ') ||
                  'None yet'}
              </td>
              <td>{describeSchedule(notification.starts_at, notification.ends_at, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
