import { createFileRoute } from '@tanstack/react-router'
import { ScreenPending } from '../../../../screens/area-pending.tsx'
import { screenHead } from '../../../../screens/screen-head.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { NotificationScreen, prefetchNotification } from './-components/notification-screen.tsx'

/** /staff/notifications/{id}: one notification's settings, hosts and content, and its clone (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/$notificationId')({
  // The screen waits for the list it is found in: its placeholder goes with it into its chunk.
  codeSplitGroupings: [
    ['loader', 'component', 'pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  loader: ({ context: { queryClient }, params }) => prefetchNotification(queryClient, params.notificationId),
  head: () => screenHead('Notification', STAFF_AREA),
  pendingComponent: ScreenPending,
  component: NotificationScreen,
})
