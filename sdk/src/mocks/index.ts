/**
 * `@music/sdk/mocks`: msw handlers for the web services, for tests of the sdk, the site and other apps
 * (docs/architecture.md "Decisions": msw is the one mocking layer). Every handler answers at every
 * base URL an app may configure (`mockBaseUrls`), answers CORS preflights (jsdom, happy-dom) and
 * demands the credentials the OpenAPI documents demand.
 * - `createSandbox(seed?, options?)` / `installSandbox(server)`: stateful fakes (sign-in, tokens, the
 *   account's lifecycle, profile with avatars and memberships, licences and products, downloads with
 *   real files, rewards and referrals, the cloud library, AI images, the outbox of sent e-mails,
 *   notification campaigns, commerce with PDF invoices, a hosted card form and vouchers that grant
 *   licences); `mockHandlers()` puts them before the generated ones.
 * - `generatedHandlers()`: every operation of every service answered with faker data (orval);
 *   `seedMockData(n)` makes that data the same every run. One service's per-operation handlers and
 *   response factories are `@music/sdk/mocks/<service>`.
 */
import { faker } from '@faker-js/faker'
import type { HttpHandler, RequestHandler } from 'msw'
import { generatedHandlerFactories, generatedHandlers } from '../generated/msw.ts'
import type { SandboxOptions } from './options.ts'
import { createSandbox, type Sandbox } from './sandbox.ts'
import type { SandboxSeed } from './seed.ts'

export type { AccountStores } from './account-fakes.ts'
export { AI_RESOLUTIONS, AI_TIMEOUT_HOLD_MS, RATE_LIMITED } from './ai-proxy/handlers.ts'
export {
  AI_IMAGE_TTL_SECONDS,
  AI_RATE_LIMIT,
  type AiProxyStore,
  type SeedAiProvider,
} from './ai-proxy/store.ts'
export {
  type CloudLibraryStore,
  LIBRARY_DOWNLOAD_TTL_SECONDS,
  type SeedLibraryFile,
} from './cloud-library/store.ts'
export { CARD_FORM_MESSAGE_SOURCE, CARD_FORM_PATH } from './commerce/card-form.ts'
export { COMMERCE_ERROR_CODES } from './commerce/rules.ts'
export {
  type CommerceSeed,
  DEMO_VOUCHER_CODES,
  REFUSED_VOUCHER_CODES,
  TEST_CARDS,
} from './commerce/seed.ts'
export type { CommerceStore } from './commerce/store.ts'
export { DOWNLOAD_URL_TTL_SECONDS, EMAIL_LINK_TTL_SECONDS } from './downloads/handlers.ts'
export type { AssetFilter, DownloadsStore } from './downloads/store.ts'
export { ERROR_CODES, errorResponse } from './http.ts'
export { ACCOUNT_EMAIL_SENDER } from './identity/account.ts'
export type { EmailVerification } from './identity/email-change.ts'
export { SESSION_COOKIE } from './identity/pages.ts'
export {
  EMAIL_VERIFICATION_TTL_SECONDS,
  IDENTITY_ERROR_CODES,
  PASSWORD_REENTRY_SECONDS,
} from './identity/rules.ts'
export type { IdentityStats, IssuedTokens } from './identity/store.ts'
export {
  DEVICE_COOKIE,
  FREE_ATTEMPTS_PER_ACCOUNT,
  MAX_WAIT_SECONDS,
  type SignInClient,
} from './identity/throttle.ts'
export type { Authorizations } from './license/authorizations.ts'
export { ACTIVATION_LIMIT, LICENSE_ERROR_CODES } from './license/rules.ts'
export type { LicenseFilter, LicenseStore } from './license/store.ts'
export { NOTIFICATION_TEMPLATES } from './notifications/seed.ts'
export type { NotificationSeed } from './notifications/seed-types.ts'
export type { NotificationFilter, NotificationStore } from './notifications/store.ts'
export {
  allAppOrigins,
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_DEV_APP_ORIGINS,
  isAllowedOrigin,
  type ResolvedSandboxOptions,
  type SandboxOptions,
} from './options.ts'
export type { Outbox, OutboxFilter, OutboxMessage, OutgoingMessage } from './outbox.ts'
export { AVATAR_SIZES, type AvatarStore, UPLOAD_URL_TTL_SECONDS } from './profile/avatars.ts'
export {
  BETA_PROGRAM_ERROR_CODES,
  type BetaProgramStore,
  type SeedBetaMembership,
} from './profile/beta-programs.ts'
export { CONSENT_REQUIRED_COUNTRIES, COUNTRY_HEADER, trackingAllowed } from './profile/membership.ts'
export {
  type PartnerPromotionStore,
  PROMOTION_ENDED,
  type SeedPartnerPromotion,
  type SeedPartnerPromotionCode,
} from './profile/partner-promotions.ts'
export type { ProfileFields, ProfileRecord, SurveyRecord } from './profile/store.ts'
export {
  REWARDS_ERROR_CODES,
  type RewardsSeed,
  type RewardsStore,
  type RewardTemplate,
  type SeedCampaign,
} from './rewards/store.ts'
export { createSandbox, type Sandbox } from './sandbox.ts'
export {
  createSeed,
  DEMO_USERS,
  SANDBOX_APP_ID,
  SANDBOX_APP_SECRET,
  SANDBOX_DEV_APP_ID,
  SANDBOX_DEV_APP_SECRET,
  type SandboxSeed,
  type SeedApp,
  type SeedDownload,
  type SeedOptions,
  type SeedSerialNumber,
  type SeedUser,
} from './seed.ts'
export { DEMO_SERIAL_NUMBERS, REFUSED_SERIAL_NUMBERS, type SerialProductType } from './seed-catalog.ts'
export {
  catalogueAssets,
  installerCatalogue,
  type SeedApplication,
  type SeedRelease,
} from './seed-downloads.ts'
export {
  createMembershipSeed,
  DEMO_LIBRARY_FILES,
  DEMO_REFERRAL_CODE,
  type DemoUserIds,
  type MembershipSeed,
} from './seed-membership.ts'
export {
  type ErrorMockHandler,
  errorMockHandler,
  isPreflight,
  type MockErrorBody,
  type MockMethod,
  type MockOptions,
  mockBaseUrls,
  mockResolver,
  preflightResponse,
  serviceRoute,
  withMockCors,
} from './service-route.ts'
export { generatedHandlerFactories, generatedHandlers }

/**
 * A new sandbox and its handlers followed by the generated ones: stateful answers take precedence
 * (msw uses the first handler that answers), everything else gets faker data.
 * @returns `{ sandbox, handlers }`; pass `handlers` to `setupServer(...handlers)`
 */
export function mockHandlers(
  seed?: SandboxSeed,
  options?: SandboxOptions,
): { sandbox: Sandbox; handlers: HttpHandler[] } {
  const sandbox = createSandbox(seed, options)
  return { sandbox, handlers: [...sandbox.handlers, ...generatedHandlers()] }
}

/** The part of msw's `setupServer()` / `setupWorker()` that {@link installSandbox} uses. */
export interface MockServer {
  resetHandlers(...handlers: RequestHandler[]): void
}

/**
 * A fresh sandbox (its own stores, seeded anew: nothing a test did is seen by the next) whose handlers
 * replace `server`'s, including handlers a test added with `server.use`. Call it in `beforeEach`:
 * `beforeEach(() => { sandbox = installSandbox(server) })`.
 * @returns the sandbox, for its stores, `signIn`, the outbox and the stats
 */
export function installSandbox(server: MockServer, seed?: SandboxSeed, options?: SandboxOptions): Sandbox {
  const sandbox = createSandbox(seed, options)
  server.resetHandlers(...sandbox.handlers)
  return sandbox
}

/** The reference date of the generated fake data after {@link seedMockData}: dates are before it. */
export const MOCK_REFERENCE_DATE = '2026-11-01T00:00:00Z'

/**
 * Makes the generated handlers' fake data (faker) the same on every run: the same `seed`, the same
 * replies in the same order of calls; dates relative to {@link MOCK_REFERENCE_DATE} instead of today.
 * Call it in `beforeEach` for data independent of the order of tests. The stateful sandbox never uses
 * random data.
 * @param seed any integer
 */
export function seedMockData(seed: number): void {
  faker.seed(seed)
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE)
}
