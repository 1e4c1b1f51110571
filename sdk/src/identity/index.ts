/**
 * `@music/sdk/identity`: typed access to the identity service (sign-in token exchange and refresh, users, logout): docs/requirements.md §7 "Identity service", `specs/identity.yaml`.
 *
 * - `createIdentityClient()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'identity'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 * - The service's field rules and body codes, shared by the services sandbox and the site's forms
 *   (decision 017): `emailAddressProblem`, `passwordProblem`, `nameProblems`, `IDENTITY_ERROR_CODES`.
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/identity/index.ts'
export {
  emailAddressProblem,
  IDENTITY_ERROR_CODES,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  nameProblems,
  passwordProblem,
} from './rules.ts'
