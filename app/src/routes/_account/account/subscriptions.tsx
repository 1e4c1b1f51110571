import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import {
  prefetchSubscriptions,
  SubscriptionsScreen,
  type SubscriptionsSearchParams,
} from './-components/commerce/subscriptions-screen.tsx'

/**
 * /account/subscriptions: the customer's subscriptions; changing a plan (price preview, then confirm),
 * cancelling, paying a past-due one, its payment details (docs/requirements.md §7 "Commerce service",
 * docs/decisions/015, 016). `?change=<id>&plan=<catalog id>` opens a plan change (an offer's link).
 */
export const Route = createFileRoute('/_account/account/subscriptions')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here (`validateSearch` is not code-split): the screen reads them (`readPlanChangeOffer`).
  validateSearch: (search: Record<string, unknown>): SubscriptionsSearchParams => search,
  loader: ({ context: { queryClient } }) => prefetchSubscriptions(queryClient),
  head: () => screenHead('Subscriptions', ACCOUNT_AREA),
  component: SubscriptionsScreen,
})
