import { getCloneNotificationMutationOptions, type Notification } from '@music/sdk/notifications'
import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { ResultScope, useScopedResult } from '../../../../../screens/result-scope.tsx'
import { ResultStatus } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import {
  cachedCampaignOf,
  notificationChanges,
  notificationQueries,
} from '../../../-components/notification-queries.ts'
import { ContentEditor } from './content-editor.tsx'
import { HostEditor } from './host-editor.tsx'
import { describeSchedule } from './local-time.ts'
import { NotificationForm } from './notification-form.tsx'
import { StatusBadge } from './status-badge.tsx'

const route = getRouteApi('/_staff/staff/notifications/$notificationId')

/**
 * Starts loading what the notification screen shows (its loader: prefetch only): its campaign's list
 * when a cached list tells the campaign (`cachedCampaignOf`), else every notification.
 */
export function prefetchNotification(queryClient: QueryClient, notificationId: string): void {
  const campaignId = cachedCampaignOf(queryClient, notificationId)
  void queryClient.prefetchQuery(
    notificationQueries.notifications(campaignId ? { campaign_id: campaignId } : undefined),
  )
  void queryClient.prefetchQuery(notificationQueries.templates())
}

/**
 * /staff/notifications/{id}: the notification's settings (`PUT /notifications/{id}`), its hosts, its
 * content per language with a preview, and "Clone" (`POST /notifications/{id}`), which opens the copy.
 * The service has no single-notification read: the screen finds it in its campaign's list
 * (`GET /notifications?campaign_id=`), which each change refetches. Opened from a campaign's list the
 * campaign is known; opened from an address alone, the full list tells it first (decision 036).
 */
export function NotificationScreen() {
  const { notificationId } = route.useParams()
  const queryClient = useQueryClient()
  const campaignId = useMemo(
    () => cachedCampaignOf(queryClient, notificationId),
    [queryClient, notificationId],
  )
  return campaignId ? (
    <InCampaign key={notificationId} notificationId={notificationId} campaignId={campaignId} />
  ) : (
    <FoundInAll key={notificationId} notificationId={notificationId} />
  )
}

/** The notification found in every notification (`GET /notifications`), then read from its campaign's list. */
function FoundInAll({ notificationId }: { notificationId: string }) {
  const { data } = useSuspenseQuery(notificationQueries.notifications())
  const notification = data.items.find((item) => item.id === notificationId)
  if (!notification) return <NoSuchNotification notificationId={notificationId} />
  return <InCampaign notificationId={notificationId} campaignId={notification.campaign.id} />
}

/** The notification in its campaign's list; that list starts from the full one when only that is cached. */
function InCampaign({ notificationId, campaignId }: { notificationId: string; campaignId: string }) {
  const queryClient = useQueryClient()
  const all = notificationQueries.notifications()
  const { data } = useSuspenseQuery({
    ...notificationQueries.notifications({ campaign_id: campaignId }),
    initialData: () => {
      const everything = queryClient.getQueryData(all.queryKey)
      return everything && { items: everything.items.filter((item) => item.campaign.id === campaignId) }
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(all.queryKey)?.dataUpdatedAt,
  })
  const notification = data.items.find((item) => item.id === notificationId)
  if (!notification) return <NoSuchNotification notificationId={notificationId} />
  return (
    // One status message for the screen's actions (issue 33): the next replaces the last.
    <ResultScope>
      <NotificationDetails notification={notification} />
    </ResultScope>
  )
}

function NoSuchNotification({ notificationId }: { notificationId: string }) {
  return (
    <Screen title="Notification not found">
      <EmptyState action={<Link to="/staff/notifications">All campaigns</Link>}>
        There is no notification {notificationId}.
      </EmptyState>
    </Screen>
  )
}

function NotificationDetails({ notification }: { notification: Notification }) {
  const { data: templates } = useSuspenseQuery(notificationQueries.templates())
  const timeZone = useVisitorTimeZone()
  const template = templates.items.find((item) => item.name === notification.template_name)
  return (
    <Screen
      title={notification.name}
      intro={
        <>
          <StatusBadge status={notification.status} />{' '}
          {describeSchedule(notification.starts_at, notification.ends_at, timeZone)} · Campaign{' '}
          <Link
            to="/staff/notifications/campaigns/$campaignId"
            params={{ campaignId: notification.campaign.id }}
          >
            {notification.campaign.name}
          </Link>
        </>
      }
    >
      <CloneButton notification={notification} />
      <Section title="Settings" subject="The notification’s settings" skeleton={<Skeleton lines={6} />}>
        <NotificationForm campaignId={notification.campaign.id} notification={notification} />
      </Section>
      <Section title="Hosts" subject="The notification’s hosts" skeleton={<Skeleton lines={3} />}>
        <HostEditor notification={notification} />
      </Section>
      <Section title="Content" subject="The notification’s content" skeleton={<Skeleton lines={6} />}>
        <ContentEditor notification={notification} template={template} />
      </Section>
    </Screen>
  )
}

/** "Clone notification": a draft copy with the same hosts and content (`POST /notifications/{id}`), opened for editing. */
function CloneButton({ notification }: { notification: Notification }) {
  const [result, announce] = useScopedResult()
  const navigate = useNavigate()
  const clone = useServiceMutation({
    ...getCloneNotificationMutationOptions(),
    invalidates: notificationChanges,
  })
  return (
    <div className="staff-actions">
      <PendingButton
        className="button button--secondary"
        pending={clone.isPending}
        pendingLabel="Cloning…"
        onClick={async () => {
          announce(null)
          try {
            const copy = await clone.mutateAsync({ notificationId: notification.id })
            await navigate({
              to: '/staff/notifications/$notificationId',
              params: { notificationId: copy.id },
            })
          } catch (error) {
            announce({
              tone: 'error',
              message: `The notification could not be cloned. ${serviceErrorMessage(error)}`,
            })
          }
        }}
      >
        Clone notification
      </PendingButton>
      <ResultStatus result={result} />
    </div>
  )
}
