import { queryClientDefaults } from '@music/sdk'
import { QueryClient } from '@tanstack/react-query'
import { followBrowserConnection } from '../../../screens/connection.tsx'

/**
 * A QueryClient for the signed-in area (one per router, so one per browser tab: the router context's
 * `accountQueryClient` creates it on first use, so pages outside the area never load TanStack Query,
 * docs/decisions/008), with its defaults: the sdk's `queryClientDefaults()` (queries retried
 * only after a network error, mutations never; decision 001, docs/conventions.md "Retries live in one place") and
 * data fresh for 60 s. Queries and mutations keep TanStack Query's `networkMode: 'online'`: started
 * while the browser is offline they wait, and are sent once it is back (`followBrowserConnection`,
 * decision 037).
 */
export function createAccountQueryClient(): QueryClient {
  followBrowserConnection()
  const defaults = queryClientDefaults()
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, staleTime: 60_000 } },
  })
}
