import { useRouteContext } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { type PublicConfig, serverConfig, toPublicConfig } from './server-config.ts'

/** Server function: the configuration the browser may see (no secrets), read at run time. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(
  async (): Promise<PublicConfig> => toPublicConfig(serverConfig()),
)

/** Where the root route's `beforeLoad` gets the public configuration (one source per router). */
export interface PublicConfigSource {
  /** The public configuration; rejects when the server function fails (the next call tries again). */
  get(): Promise<PublicConfig>
  /**
   * Takes a configuration the page already carries (a signed-in screen's dehydrated state,
   * docs/decisions/034), so the browser's hydration asks no server function for it.
   */
  seed(config: PublicConfig): void
}

/**
 * A {@link PublicConfigSource} that asks `fetchConfig` (default: {@link getPublicConfig}) at most once
 * at a time and keeps the answer for the router's lifetime. `current` returns a configuration already
 * known, if any: in the browser the root match hydrated from the server HTML holds one, so a client
 * navigation never fetches it again; before that match is hydrated, a configuration the page carries
 * is given by `seed`. A failed fetch is not kept.
 */
export function createPublicConfigSource(
  current: () => PublicConfig | undefined,
  fetchConfig: () => Promise<PublicConfig> = () => getPublicConfig(),
): PublicConfigSource {
  let pending: Promise<PublicConfig> | undefined
  let seeded: PublicConfig | undefined
  return {
    get() {
      const known = current() ?? seeded
      if (known) return Promise.resolve(known)
      pending ??= fetchConfig().catch((error: unknown) => {
        pending = undefined
        throw error
      })
      return pending
    },
    seed(config) {
      seeded = config
    },
  }
}

/** The public configuration inside any route component (from the root route's context). */
export function usePublicConfig(): PublicConfig {
  return useRouteContext({ from: '__root__', select: (context) => context.config })
}
