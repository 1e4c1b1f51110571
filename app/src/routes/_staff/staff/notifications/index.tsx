import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { CampaignsScreen } from './-components/campaigns-screen.tsx'

/** /staff/notifications: the notification campaigns (issue 15; docs/decisions/014, 024). */
export const Route = createFileRoute('/_staff/staff/notifications/')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(notificationQueries.campaigns()),
  head: () => screenHead('Campaigns', STAFF_AREA),
  component: CampaignsScreen,
})
