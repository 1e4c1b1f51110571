import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { commerceQueries } from '../-components/commerce-queries.ts'
import {
  SubscriptionsScreen,
  type SubscriptionsSearchParams,
} from './-components/commerce/subscriptions-screen.tsx'

/**
 * /account/subscriptions: the customer's subscriptions; changing a plan (price preview, then confirm),
 * cancelling, paying a past-due one, its payment details (docs/requirements.md §7 "Commerce service",
 * docs/decisions/015, 016). `?change=<id>&plan=<catalog id>` opens a plan change (an offer's link).
 */
export const Route = createFileRoute('/_account/account/subscriptions')({
  // The loader is a chunk of its own, out of every page's first JavaScript and apart from the screen's
  // code: its requests start while the screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here (`validateSearch` is not code-split): the screen reads them (`readPlanChangeOffer`).
  validateSearch: (search: Record<string, unknown>): SubscriptionsSearchParams => search,
  // The plan change reads the catalog.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(commerceQueries.subscriptions())
    void queryClient.prefetchQuery(commerceQueries.paymentMethods())
    void queryClient.prefetchQuery(commerceQueries.catalog())
  },
  head: () => screenHead('Subscriptions', ACCOUNT_AREA),
  component: SubscriptionsScreen,
})
