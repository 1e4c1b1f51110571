/**
 * `@music/sdk/commerce`: typed access to the commerce service (subscriptions and plan changes, orders and invoices, catalog, payment methods, vouchers, recommendations): docs/requirements.md §7 "Commerce service", `specs/commerce.yaml`.
 *
 * - `createCommerceClient()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'commerce'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/commerce/index.ts'
