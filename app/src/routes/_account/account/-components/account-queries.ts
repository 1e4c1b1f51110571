import { getListMyProductsSuspenseQueryOptions } from '@music/sdk/license'
import { getGetMyProfileSuspenseQueryOptions } from '@music/sdk/profile'

/**
 * Query options of the account page, shared by its loader (prefetch) and its components
 * (`useSuspenseQuery`). Retries follow the QueryClient's defaults (`createAccountQueryClient`).
 */
export const accountQueries = {
  /** `GET /me` of the profile service: names, DJ name, email address, country. */
  profile: () => getGetMyProfileSuspenseQueryOptions(),
  /** `GET /me/products` of the licence service: products with their licences. */
  products: () => getListMyProductsSuspenseQueryOptions(),
}
