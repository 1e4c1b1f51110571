import { getCloneNotificationMutationOptions, type Notification } from '@music/sdk/notifications'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
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

/** Starts loading what the notification screen shows (its loader: prefetch only). */
export function prefetchNotification(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(notificationQueries.notifications())
  void queryClient.prefetchQuery(notificationQueries.templates())
}

/**
 * /staff/notifications/{id}: the notification's settings (`PUT /notifications/{id}`), its hosts, its
 * content per language with a preview, and "Clone" (`POST /notifications/{id}`), which opens the copy.
 * The service has no single-notification read: the screen finds it in `GET /notifications`.
 */
export function NotificationScreen() {
  const { notificationId } = route.useParams()
  const { data } = useSuspenseQuery(notificationQueries.notifications())
  const notification = data.items.find((item) => item.id === notificationId)
  if (!notification)
    return (
      <Screen title="Notification not found">
        <EmptyState action={<Link to="/staff/notifications">All campaigns</Link>}>
          There is no notification {notificationId}.
        </EmptyState>
      </Screen>
    )
  return <NotificationDetails key={notification.id} notification={notification} />
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
  const [result, announce] = useResult()
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
