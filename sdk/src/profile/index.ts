/**
 * `@music/sdk/profile`: typed access to the profile service (profiles, avatars, beta programs, surveys, tracking consent, partner promotions): docs/requirements.md §7 "Profile service", `specs/profile.yaml`.
 *
 * - `createProfileClient()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'profile'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 * - The service's field rules, shared by the services sandbox and the profile form (decision 017):
 *   `profileProblems` (every field of `PUT /me`, the postcode per country), `postcodeProblem`,
 *   `countryName`, and the avatar upload's limits (`avatarFileProblem`, `AVATAR_CONTENT_TYPES`,
 *   `AVATAR_MAX_BYTES`, `AVATAR_PIXELS`).
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/profile/index.ts'
export { countryName } from './country-name.ts'
export {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_PIXELS,
  avatarFileProblem,
  type FieldErrors,
  PROFILE_FLAGS,
  PROFILE_TEXT_LIMITS,
  postcodeProblem,
  profileProblems,
} from './rules.ts'
