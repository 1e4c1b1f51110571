import { queryClientDefaults } from '@music/sdk/auth'
import { QueryClient } from '@tanstack/react-query'

let queryClient: QueryClient | undefined

/**
 * A QueryClient with the signed-in area's defaults: the sdk's `queryClientDefaults()` (queries retried
 * only after a network error, mutations never; decision 001, STYLE.md "Retries live in one place") and
 * data fresh for 60 s.
 */
export function createAccountQueryClient(): QueryClient {
  const defaults = queryClientDefaults()
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, staleTime: 60_000 } },
  })
}

/**
 * The signed-in area's QueryClient (the sdk's React Query hooks read through it): one per browser tab,
 * created the first time the `_account` layout loads, so pages outside it never load TanStack Query
 * (docs/decisions/008). Browser-only, like the area itself (`ssr: false`).
 */
export function accountQueryClient(): QueryClient {
  queryClient ??= createAccountQueryClient()
  return queryClient
}
