import { shouldRetryQuery } from '@music/sdk/auth'
import { getListMyProductsSuspenseQueryOptions } from '@music/sdk/license'
import { getGetMyProfileSuspenseQueryOptions } from '@music/sdk/profile'

/**
 * Query options of the account page, shared by its loader (prefetch) and its components
 * (`useSuspenseQuery`). Retries follow the sdk's policy (only after a network error; STYLE.md
 * "Retries live in one place").
 */
export const accountQueries = {
  /** `GET /me` of the profile service: names, DJ name, email address, country. */
  profile: () => getGetMyProfileSuspenseQueryOptions({ query: { retry: shouldRetryQuery } }),
  /** `GET /me/products` of the licence service: products with their licences. */
  products: () => getListMyProductsSuspenseQueryOptions(undefined, { query: { retry: shouldRetryQuery } }),
}
