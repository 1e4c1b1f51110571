import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { prefetchVouchers, VouchersScreen } from './-components/commerce/vouchers-screen.tsx'

/**
 * /account/vouchers: redeeming a voucher code (assign, then redeem: its product is added to the
 * licences at once) and the vouchers of the account (docs/requirements.md §4, §7 "Commerce service",
 * docs/decisions/015, 016).
 */
export const Route = createFileRoute('/_account/account/vouchers')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchVouchers(queryClient),
  head: () => screenHead('Vouchers', ACCOUNT_AREA),
  component: VouchersScreen,
})
