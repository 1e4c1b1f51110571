import { getCloneNotificationMutationOptions, type Notification } from '@music/sdk/notifications'
import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
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
import { notificationChanges, notificationQueries } from '../../../-components/notification-queries.ts'
import { ContentEditor } from './content-editor.tsx'
import { HostEditor } from './host-editor.tsx'
import { describeSchedule } from './local-time.ts'
import { NotificationForm } from './notification-form.tsx'
import { StatusBadge } from './status-badge.tsx'

const route = getRouteApi('/_staff/staff/notifications/$notificationId')

/**
 * Starts loading what the notification screen shows (its loader: prefetch only): the notification
 * (found in its campaign's list, `notificationQueries.notification`) and the templates.
 */
export function prefetchNotification(queryClient: QueryClient, notificationId: string): void {
  void queryClient.prefetchQuery(notificationQueries.notification(notificationId))
  void queryClient.prefetchQuery(notificationQueries.templates())
}

/**
 * /staff/notifications/{id}: the notification's settings (`PUT /notifications/{id}`), its hosts, its
 * content per language with a preview, and "Clone" (`POST /notifications/{id}`), which opens the copy.
 * The service has no single-notification read: the notification is found in its campaign's list
 * (`GET /notifications?campaign_id=`), which each change refetches; opened from an address alone, in
 * the full list first. A server-rendered page carries the notification alone, not those lists
 * (decision 036).
 */
export function NotificationScreen() {
  const { notificationId } = route.useParams()
  const { data: notification } = useSuspenseQuery(notificationQueries.notification(notificationId))
  if (!notification) return <NoSuchNotification notificationId={notificationId} />
  return (
    // One status message for the screen's actions (issue 33): the next replaces the last.
    <ResultScope key={notificationId}>
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
  const queryClient = useQueryClient()
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
            // The copy as the service answered: its screen needs no list read to find it.
            queryClient.setQueryData(notificationQueries.notification(copy.id).queryKey, copy)
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
