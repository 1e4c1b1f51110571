/**
 * `@music/sdk/notifications-v1`: typed access to v1 of the notifications service (`GET /api/v1/notifications`): docs/requirements.md §7, `specs/notifications-v1.yaml`.
 *
 * - `createNotificationsV1Client()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'notifications-v1'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/notifications-v1/index.ts'
