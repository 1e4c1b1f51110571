import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { CampaignsScreen } from './-components/campaigns-screen.tsx'
import { validateCampaignsSearch } from './-components/staff-list-search.ts'

/**
 * /staff/notifications: the notification campaigns (issue 15; docs/decisions/014, 024), searched,
 * filtered, sorted and paged in the address (`?q=&status=&sort=&order=&page=`, decision 036).
 */
export const Route = createFileRoute('/_staff/staff/notifications/')({
  // Checked here, on either side (an unusable value is dropped, the rest kept): a small module of its own.
  validateSearch: validateCampaignsSearch,
  // The loader is a chunk of its own, apart from the screen's code: its request starts while the
  // screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(notificationQueries.campaigns()),
  head: () => screenHead('Campaigns', STAFF_AREA),
  component: CampaignsScreen,
})
