import { createFileRoute } from '@tanstack/react-router'
import { ScreenPending } from '../../../../../screens/area-pending.tsx'
import { screenHead } from '../../../../../screens/screen-head.ts'
import { STAFF_AREA } from '../../../-components/staff-navigation.ts'
import { CampaignScreen, prefetchCampaign } from '../-components/campaign-screen.tsx'
import { validateNotificationsSearch } from '../-components/staff-list-search.ts'

/**
 * /staff/notifications/campaigns/{id}: one campaign's settings and its notifications (issue 15),
 * searched, filtered, sorted and paged in the address (`?q=&status=&sort=&order=&page=`, decision 036).
 */
export const Route = createFileRoute('/_staff/staff/notifications/campaigns/$campaignId')({
  // Checked here, on either side (an unusable value is dropped, the rest kept): a small module of its own.
  validateSearch: validateNotificationsSearch,
  // The screen waits for the list it is found in: its placeholder goes with it into its chunk.
  codeSplitGroupings: [
    ['loader', 'component', 'pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  // The address's view, for the page of the list a server-rendered screen carries (not a loader
  // dependency: a change of view in the browser needs no loader, the list is already there).
  loader: ({ context: { queryClient }, params, location }) =>
    prefetchCampaign(queryClient, params.campaignId, location.search),
  head: () => screenHead('Campaign', STAFF_AREA),
  pendingComponent: ScreenPending,
  component: CampaignScreen,
})
