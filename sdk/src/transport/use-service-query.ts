/**
 * What every generated query hook (`use<Op>`) calls instead of TanStack Query's `useQuery`
 * (scripts/codegen/openapi-templates.ts `refetchOnSignIn`): the same query, refetched when it failed
 * with 401 and the sdk then signs in. A hook mounted before the tokens arrive (on the sign-in return
 * page, or while `completeSignIn` runs) would otherwise stay on its 401 until something else refetched.
 */
import {
  hashKey,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { InvalidAccessTokenError, ServiceError } from './errors.ts'
import { getSdk } from './index.ts'
import type { Sdk } from './sdk.ts'

/**
 * True for the errors a sign-in can cure: a 401 reply (the access token missing, invalid or expired
 * beyond refresh, code 2002; re-entry required, 2011) and the invalid access token of a 403 (2001).
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof InvalidAccessTokenError || (error instanceof ServiceError && error.status === 401)
}

/**
 * `useQuery` with a refetch on sign-in: while mounted, when `sdk` (default: the default instance) stores
 * the tokens of a sign-in (`sdk.onSignIn`), this query refetches if it is in error with a 401
 * ({@link isUnauthorized}); a query that succeeded, or failed otherwise, is left alone.
 * @param options the query's options, as the generated `get<Op>QueryOptions` builds them
 * @param queryClient the client to use; default the one of the nearest `QueryClientProvider`
 * @param sdk the instance the query sends through (the hook's `request.sdk`)
 * @returns what `useQuery` returns
 */
export function useServiceQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  queryClient?: QueryClient,
  sdk?: Sdk,
): UseQueryResult<TData, TError> {
  const client = useQueryClient(queryClient)
  const instance = sdk ?? getSdk()
  const { queryKey } = options
  const keyHash = hashKey(queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its hash, as TanStack Query does
  useEffect(
    () =>
      instance.onSignIn(() => {
        void client.refetchQueries(
          { queryKey, exact: true, predicate: (query) => isUnauthorized(query.state.error) },
          { cancelRefetch: false },
        )
      }),
    [instance, client, keyHash],
  )
  return useQuery(options, queryClient)
}
