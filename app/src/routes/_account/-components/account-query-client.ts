import { QueryClient } from '@tanstack/react-query'

let queryClient: QueryClient | undefined

/**
 * The signed-in area's QueryClient (the sdk's React Query hooks read through it): one per browser tab,
 * created the first time the `_account` layout loads, so pages outside it never load TanStack Query
 * (docs/decisions/008). Browser-only, like the area itself (`ssr: false`). Retries live in one place,
 * the queries' own options (the sdk's `shouldRetryQuery`; STYLE.md), not here.
 */
export function accountQueryClient(): QueryClient {
  queryClient ??= new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false }, mutations: { retry: false } },
  })
  return queryClient
}
