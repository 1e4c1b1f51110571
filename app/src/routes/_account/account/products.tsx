import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { ProductsScreen, prefetchProducts } from './-components/products/products-screen.tsx'

/**
 * /account/products: the customer's products with their licences and the machines they are authorised
 * on; registering a product, an iLok user id, authorising and deauthorising machines (docs/requirements.md
 * §7 "Licence service", docs/decisions/012, 015).
 */
export const Route = createFileRoute('/_account/account/products')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchProducts(queryClient),
  head: () => screenHead('Products & licences', ACCOUNT_AREA),
  component: ProductsScreen,
})
