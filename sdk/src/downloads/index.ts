/**
 * `@music/sdk/downloads`: typed access to the downloads (digital assets) service (assets, signed download URLs, download e-mails, installer history): docs/requirements.md §7 "Download service", `specs/downloads.yaml`.
 *
 * - `createDownloadsClient()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'downloads'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 * - `installerOf(product, os)`, `installerHostApps`, `installerHostOs`: the service's application and
 *   OS names of the site's product and OS keys (a download button, an `internalDownloadLink` mark).
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/downloads/index.ts'
export {
  type InstallerProductKey,
  installerHostApps,
  installerHostOs,
  installerOf,
} from './host-apps.ts'
