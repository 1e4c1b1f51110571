import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import {
  PaymentMethodsScreen,
  prefetchPaymentMethods,
} from './-components/commerce/payment-methods-screen.tsx'

/**
 * /account/payment-methods: the customer's cards (default, expiry, what they pay for), making one the
 * default, new details, removing, and adding one through the payment gateway's hosted card form
 * (docs/requirements.md §7 "Commerce service", docs/decisions/015, 016, 020).
 */
export const Route = createFileRoute('/_account/account/payment-methods')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchPaymentMethods(queryClient),
  head: () => screenHead('Payment methods', ACCOUNT_AREA),
  component: PaymentMethodsScreen,
})
