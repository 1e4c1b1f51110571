import {
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

/** Options of {@link useServiceMutation}: TanStack Query's, plus the queries the change affects. */
type ServiceMutationOptions<TData, TError, TVariables, TContext> = UseMutationOptions<
  TData,
  TError,
  TVariables,
  TContext
> & {
  /**
   * Keys (or key prefixes) of the queries this mutation changes, e.g. the generated
   * `getListMyProductsQueryKey()`: invalidated after success, before `onSuccess` and before the
   * mutation counts as settled, so the screen shows the new state as the pending state ends.
   */
  invalidates: readonly QueryKey[]
}

/**
 * A mutation of a screen (docs/decisions/015): the generated `get<Op>MutationOptions()` (or a
 * `mutationFn` of several generated calls) with the queries it affects invalidated after success.
 * Mutations are never retried here (the transport retries once after a refresh, decision 001).
 * @returns TanStack Query's mutation: `mutateAsync`, `isPending`, `error`…
 */
export function useServiceMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>({
  invalidates,
  onSuccess,
  ...options
}: ServiceMutationOptions<TData, TError, TVariables, TContext>): UseMutationResult<
  TData,
  TError,
  TVariables,
  TContext
> {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(...args)
    },
  })
}
