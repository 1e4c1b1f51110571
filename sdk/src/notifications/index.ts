/**
 * `@music/sdk/notifications`: typed access to the notifications service v2 (campaigns, notifications, hosts, content, templates, test users): docs/requirements.md §7 "Notification service v2", `specs/notifications.yaml`.
 *
 * - `createNotificationsClient()`: an openapi-fetch client; paths carry the API version (`client.GET('/api/v1/...')`).
 * - React Query: `use<Op>` / `use<Op>Suspense` for reads, `use<Op>` mutations for writes, and the
 *   shareable `get<Op>QueryOptions` / `get<Op>QueryKey` (keys start with `'notifications'`) for loaders and invalidation.
 * - Types: `paths`, `operations`, `components` and one type per schema, request body and query.
 * - The service's rules, shared by the services sandbox and the staff console (decision 014):
 *   `targetNotifications` (who sees what, and why not), the field rules of its writes
 *   (`scheduleProblems`, `hostProblems`, `missingContent`), version comparison and the staff role
 *   (`canManageNotifications`).
 *
 * Both faces send through the ONE sdk transport (base URL, bearer/basic auth, timeout, refresh and
 * retry, the docs/requirements.md §8 error classes). Generated from the OpenAPI document by `npm run codegen`.
 */
export * from '../generated/notifications/index.ts'
export {
  dateTimeProblem,
  type FieldErrors,
  type HostVersions,
  hasContent,
  hostProblems,
  missingContent,
  parseDateTime,
  scheduleProblems,
} from './rules.ts'
export { canManageNotifications, NOTIFICATIONS_ADMIN_SCOPE, type ScopeGrants } from './staff.ts'
export {
  chooseContent,
  DEFAULT_LANGUAGE,
  type Delivery,
  type Exclusion,
  type ExclusionReason,
  type LanguageMatch,
  localeLanguage,
  type TargetHost,
  type TargetingInput,
  type TargetingResult,
  targetNotifications,
} from './targeting.ts'
export {
  compareVersions,
  describeRange,
  isAnyVersion,
  isVersion,
  parseVersion,
  type VersionParts,
  versionInRange,
} from './versions.ts'
