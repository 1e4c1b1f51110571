/**
 * TanStack Query wiring: errors are typed once as {@link ServiceError} (`Register { defaultError }`),
 * and retries stay in the transport (docs/conventions.md "Transport and errors").
 */
import type { DefaultOptions } from '@tanstack/react-query'
import { NetworkError, type ServiceError } from './errors.ts'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ServiceError
  }
}

/** How often a query is retried after a {@link NetworkError} (no response arrived at all). */
export const QUERY_NETWORK_RETRIES = 2

/**
 * Decides whether TanStack Query retries a failed query. The transport already refreshed and
 * retried invalid access tokens; HTTP replies (4xx, 5xx) and timeouts are answers, so they are not
 * retried again. Only a {@link NetworkError} (connection lost) is retried, at most twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < QUERY_NETWORK_RETRIES
}

/**
 * Recommended `QueryClient` defaults: `new QueryClient({ defaultOptions: queryClientDefaults() })`.
 * Mutations never retry (`retry: false`); queries follow {@link shouldRetryQuery}.
 */
export function queryClientDefaults(): DefaultOptions<ServiceError> {
  return {
    queries: { retry: shouldRetryQuery },
    mutations: { retry: false },
  }
}
