import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../../seo/page-head.ts'
import { AccountPage } from './-components/account-page.tsx'

/**
 * /account: the signed-in user's profile and licences (client-rendered under the `_account` layout).
 * The loader starts both requests; each section then suspends on its own query.
 */
export const Route = createFileRoute('/_account/account/')({
  // Route loaders are not code-split: the queries (and the sdk clients behind them) are loaded here on
  // demand, so they stay out of the JavaScript every page loads first.
  loader: async ({ context }) => {
    const { accountQueries } = await import('./-components/account-queries.ts')
    void context.queryClient.prefetchQuery(accountQueries.profile())
    void context.queryClient.prefetchQuery(accountQueries.products())
  },
  head: () => ({ meta: [{ title: `My account | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: AccountPage,
})
