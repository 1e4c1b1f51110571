import { queryOptions } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { serverConfig } from './config.server.ts'
import { type PublicConfig, toPublicConfig } from './server-config.ts'

/** Server function: the configuration the browser may see (no secrets), read at run time. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PublicConfig> => toPublicConfig(serverConfig()),
)

/**
 * Query options of the public configuration: fetched once on the server, dehydrated into the HTML,
 * never refetched (`staleTime: Infinity`). The root route's `beforeLoad` puts it into the router
 * context as `config`.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['site', 'config'] as const,
  queryFn: () => getPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** The public configuration inside any route component (from the root route's context). */
export function usePublicConfig(): PublicConfig {
  return useRouteContext({ from: '__root__', select: (context) => context.config })
}
