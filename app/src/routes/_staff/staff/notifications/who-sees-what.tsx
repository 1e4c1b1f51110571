import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { WhoSeesWhatScreen } from './-components/who-sees-what-screen.tsx'

/** /staff/notifications/who-sees-what: what an application would be shown, and why not the rest (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/who-sees-what')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) =>
    void queryClient.prefetchQuery(notificationQueries.notifications()),
  head: () => screenHead('Who sees what', STAFF_AREA),
  component: WhoSeesWhatScreen,
})
