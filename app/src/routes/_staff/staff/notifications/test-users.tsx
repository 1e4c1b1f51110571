import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { TestUsersScreen } from './-components/test-users-screen.tsx'

/** /staff/notifications/test-users: who sees notifications in testing (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/test-users')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(notificationQueries.testUsers()),
  head: () => screenHead('Test users', STAFF_AREA),
  component: TestUsersScreen,
})
