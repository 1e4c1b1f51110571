import {
  getGetProviderStatusQueryKey,
  getGetProviderStatusSuspenseQueryOptions,
  Provider,
} from '@music/sdk/ai-proxy'

/** The image providers of the AI proxy (`Provider` of specs/ai-proxy.yaml), in the order offered. */
export const PROVIDERS = Object.values(Provider)

/** How often the screen asks again whether a provider is up, ms. */
const PROVIDER_STATUS_INTERVAL_MS = 30_000

/** The AI proxy's queries of the customer area (docs/requirements.md §7 "Other", decision 017). */
export const aiProxyQueries = {
  /**
   * `GET /provider/{provider}/status`: whether the customer may generate images with `provider` now
   * (`eligibility.generate_images`, `available`); asked again every 30 s while shown, so a provider
   * that goes down or comes back shows it.
   */
  providerStatus: (provider: string) =>
    getGetProviderStatusSuspenseQueryOptions(provider, {
      query: { staleTime: 0, refetchInterval: PROVIDER_STATUS_INTERVAL_MS },
    }),
}

/** The queries an answer of the image service can correct: every provider's status (a 503 says one is down). */
export const providerStatusChanges = PROVIDERS.map((provider) => getGetProviderStatusQueryKey(provider))
