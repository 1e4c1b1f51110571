import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { NotificationScreen, prefetchNotification } from './-components/notification-screen.tsx'

/** /staff/notifications/{id}: one notification's settings, hosts and content, and its clone (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/$notificationId')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchNotification(queryClient),
  head: () => screenHead('Notification', STAFF_AREA),
  component: NotificationScreen,
})
