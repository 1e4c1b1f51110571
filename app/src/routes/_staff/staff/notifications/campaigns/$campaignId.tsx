import { createFileRoute } from '@tanstack/react-router'
import { ScreenPending } from '../../../../../screens/area-pending.tsx'
import { screenHead } from '../../../../../screens/screen-head.ts'
import { STAFF_AREA } from '../../../-components/staff-navigation.ts'
import { CampaignScreen, prefetchCampaign } from '../-components/campaign-screen.tsx'

/** /staff/notifications/campaigns/{id}: one campaign's settings and its notifications (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/campaigns/$campaignId')({
  // The screen waits for the list it is found in: its placeholder goes with it into its chunk.
  codeSplitGroupings: [
    ['loader', 'component', 'pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  loader: ({ context: { queryClient }, params }) => prefetchCampaign(queryClient, params.campaignId),
  head: () => screenHead('Campaign', STAFF_AREA),
  pendingComponent: ScreenPending,
  component: CampaignScreen,
})
