import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { CampaignsScreen } from './-components/campaigns-screen.tsx'

/** /staff/notifications: the notification campaigns (issue 15; docs/decisions/014, 024). */
export const Route = createFileRoute('/_staff/staff/notifications/')({
  // The loader is a chunk of its own, apart from the screen's code: its request starts while the
  // screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(notificationQueries.campaigns()),
  head: () => screenHead('Campaigns', STAFF_AREA),
  component: CampaignsScreen,
})
