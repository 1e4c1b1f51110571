import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { licenseQueries } from '../-components/license-queries.ts'
import { ProductsScreen } from './-components/products/products-screen.tsx'

/**
 * /account/products: the customer's products with their licences and the machines they are authorised
 * on; registering a product, an iLok user id, authorising and deauthorising machines (docs/requirements.md
 * §7 "Licence service", docs/decisions/012, 015).
 */
export const Route = createFileRoute('/_account/account/products')({
  // The loader is a chunk of its own, out of every page's first JavaScript and apart from the screen's
  // code: its requests start while the screen's chunk still loads (docs/decisions/032).
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // The sections suspend on the same queries.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(licenseQueries.products())
    void queryClient.prefetchQuery(licenseQueries.productTypes())
  },
  head: () => screenHead('Products & licences', ACCOUNT_AREA),
  component: ProductsScreen,
})
