import { createMemoryTokenStore, createSdk, queryClientDefaults, type Tokens } from '@music/sdk'
import { getGetMyProfileQueryOptions } from '@music/sdk/profile'
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { Greeting } from './greeting'
import { serviceBaseUrls } from './sdk'

/**
 * On the server, per request: the signed-in user's own sdk and a fresh QueryClient (never shared
 * between requests: it holds this user's data), the page's queries prefetched with the same query
 * options the hooks use, the HTML, and the cache to send along with it.
 */
export async function renderGreetingPage(tokens: Tokens): Promise<{ html: string; state: DehydratedState }> {
  const sdk = createSdk({ serviceBaseUrls, tokenStore: createMemoryTokenStore(tokens) })
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() })
  await queryClient.prefetchQuery(getGetMyProfileQueryOptions({ request: { sdk } }))
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Greeting />
    </QueryClientProvider>,
  )
  return { html, state: dehydrate(queryClient) }
}

/**
 * In the browser: the server's cache hydrated into the app's QueryClient, so `Greeting` shows the
 * profile at once; `queryClientDefaults()`' `staleTime` keeps it from being fetched again right away.
 */
export function HydratedGreeting({ state }: { state: DehydratedState }) {
  return (
    <HydrationBoundary state={state}>
      <Greeting />
    </HydrationBoundary>
  )
}
