/**
 * TanStack Query wiring: retries stay in the transport (docs/conventions.md "Transport and errors").
 * Typing TanStack Query's default error as `ServiceError` (`Register { defaultError }`) is the app's
 * choice, declared in the app (README "Use a hook"): a library must not change the types of every
 * query of the app that imports it.
 */
import type { DefaultOptions } from '@tanstack/react-query'
import { NetworkError } from './errors.ts'

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
 * Mutations never retry (`retry: false`); queries follow {@link shouldRetryQuery}. Data stays fresh
 * for 60 s (`staleTime`, ms), so what a server rendered and the browser hydrated is not fetched again
 * at once (TanStack Query's SSR guide; README "Server rendering"); invalidating a query refetches it
 * whatever its age.
 */
export function queryClientDefaults(): DefaultOptions {
  return {
    queries: { retry: shouldRetryQuery, staleTime: 60_000 },
    mutations: { retry: false },
  }
}
