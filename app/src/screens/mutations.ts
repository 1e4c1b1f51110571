import { ServiceError } from '@music/sdk'
import {
  hashKey,
  type MutateOptions,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { RepeatGuard } from './repeat-guard.ts'

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
   * mutation counts as settled, so the screen shows the new state as the pending state ends. Also
   * after a refusal (a 4xx reply): the state may have changed elsewhere (another tab), and the screen
   * then shows what is stored now beside the refusal (decision 033).
   */
  invalidates: readonly QueryKey[]
}

/**
 * A mutation of a screen (docs/decisions/015): the generated `get<Op>MutationOptions()` (or a
 * `mutationFn` of several generated calls) with the queries it affects invalidated after success.
 * Mutations are never retried here (the transport retries once after a refresh, decision 001).
 *
 * A repeat is joined, never sent (decision 033, `RepeatGuard`): `mutate` / `mutateAsync` with the same
 * variables while that call is in flight, or within `REPEAT_WINDOW_MS` of its success (a double
 * click), starts nothing: `mutateAsync` answers the first call's promise or result, `mutate` does
 * nothing (its per-call callbacks are not called again). Other variables start their own call.
 * @returns TanStack Query's mutation: `mutateAsync`, `isPending`, `error`…
 */
export function useServiceMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>({
  invalidates,
  onSuccess,
  onError,
  ...options
}: ServiceMutationOptions<TData, TError, TVariables, TContext>): UseMutationResult<
  TData,
  TError,
  TVariables,
  TContext
> {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(...args)
    },
    onError: async (...args) => {
      const [error] = args
      // Not after a failure of ours or of the network: the refetch would fail alike.
      if (error instanceof ServiceError && error.status >= 400 && error.status < 500)
        for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey })
      await onError?.(...args)
    },
  })
  const [guard] = useState(() => new RepeatGuard<TData>())
  const { mutateAsync: start } = mutation
  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) =>
      guard.run(variablesKey(variables), () => start(variables, callOptions)),
    [guard, start],
  )
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      const key = variablesKey(variables)
      if (guard.isRepeat(key)) return
      guard.run(key, () => start(variables, callOptions)).catch(() => undefined)
    },
    [guard, start],
  )
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>
}

/** Ids of files and blobs among a mutation's variables (two uploads are two calls, not one). */
const blobIds = new WeakMap<Blob, number>()
let blobCount = 0

/** The key of a mutation's variables: equal for equal values (TanStack's `hashKey`), a file by identity. */
function variablesKey(variables: unknown): string {
  return hashKey([
    JSON.parse(
      JSON.stringify(variables ?? null, (_key, value: unknown) => {
        if (!(value instanceof Blob)) return value
        let id = blobIds.get(value)
        if (id === undefined) {
          blobCount += 1
          id = blobCount
          blobIds.set(value, id)
        }
        return `blob ${id}`
      }),
    ),
  ])
}
