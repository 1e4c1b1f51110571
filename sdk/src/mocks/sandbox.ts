/**
 * `createSandbox`: stateful fakes of the web services as msw handlers (docs/architecture.md "Decisions":
 * msw is the one mocking layer). One in-memory store per service, filled from a seed; the handlers
 * answer at the base URLs of the options (default: the local sandbox, `http://localhost:4100/<service>`).
 */
import type { HttpHandler } from 'msw'
import type { ServiceName } from '../transport/services.ts'
import { type AccountStores, createAccountFakes } from './account-fakes.ts'
import { commerceHandlers } from './commerce/handlers.ts'
import { createCommerceSeed } from './commerce/seed.ts'
import { CommerceStore } from './commerce/store.ts'
import { downloadsHandlers } from './downloads/handlers.ts'
import { DownloadsStore } from './downloads/store.ts'
import { identityApiHandlers } from './identity/handlers.ts'
import { identityPageHandlers } from './identity/pages.ts'
import { type IdentityStats, IdentityStore } from './identity/store.ts'
import { licenseHandlers } from './license/handlers.ts'
import { LicenseStore } from './license/store.ts'
import { notificationHandlers } from './notifications/handlers.ts'
import { createNotificationSeed } from './notifications/seed.ts'
import { NotificationStore } from './notifications/store.ts'
import { type ResolvedSandboxOptions, resolveSandboxOptions, type SandboxOptions } from './options.ts'
import { Outbox } from './outbox.ts'
import { accountProfileFields } from './profile/store.ts'
import { createSeed, type SandboxSeed } from './seed.ts'

/** A running set of stateful fakes. */
export interface Sandbox {
  /** The stateful msw handlers, for `setupServer(...)`, `setupWorker(...)` or `getResponse(...)`. */
  handlers: HttpHandler[]
  /** The options in effect (defaults applied). */
  options: ResolvedSandboxOptions
  /** The in-memory stores, for tests that arrange or inspect state directly. */
  stores: {
    identity: IdentityStore
    license: LicenseStore
    downloads: DownloadsStore
    notifications: NotificationStore
    commerce: CommerceStore
  } & AccountStores
  /**
   * Every e-mail the fake services sent (the download e-mail, the email verification), newest first
   * with `outbox.list()`.
   */
  outbox: Outbox
  /** Counters of token calls (`refreshCalls`, `exchangeCalls`), a copy. */
  stats(): IdentityStats
  /** Sets the counters back to 0. */
  resetStats(): void
  /** The base URL of a service in this sandbox. */
  baseUrl(service: ServiceName): string
}

/**
 * Creates the stateful fakes of identity (sign-in pages, PKCE token exchange, refresh rotation with
 * reuse detection, `/me`, login, logout; sign-up, deactivation, email change and user search in
 * `createAccountFakes` with profile, rewards, cloud library and AI proxy), licence (licences,
 * products and their registration, product types, authorizations), downloads (assets, signed
 * download URLs and the files they serve, installer history, the download e-mail into the outbox) and
 * notifications (campaigns, notifications, hosts, content, templates, test users, `/me/notifications`
 * and v1's list through the sdk's targeting rules) and commerce (subscriptions and plan changes, orders
 * with PDF invoices, payment methods through the sandbox gateway's card form, vouchers that grant
 * licences, recommendations, product voucher orders).
 * @param seed users, apps and catalogues; default `createSeed()` (demo users, see `DEMO_USERS`) with
 *   the first allowed origin as the site of the download pages
 * @param options base URLs, allowed return origins, token and code lifetimes, clock
 */
export function createSandbox(seed?: SandboxSeed, options: SandboxOptions = {}): Sandbox {
  const resolved = resolveSandboxOptions(options)
  const siteOrigin = resolved.allowedOrigins[0] ?? 'http://localhost:3000'
  seed ??= createSeed({ siteOrigin })
  const identity = new IdentityStore(seed.users, seed.apps, resolved)
  const license = new LicenseStore(seed.productTypes, seed.serialNumbers ?? [], resolved.now)
  const outbox = new Outbox(resolved.now)
  const account = createAccountFakes(seed, { identity, license, outbox, options: resolved, siteOrigin })
  const { profile } = account.stores
  const notifications = new NotificationStore(seed.notifications ?? createNotificationSeed([]), resolved.now)
  const { baseUrls } = resolved
  const downloads = new DownloadsStore(
    seed.assets ?? [],
    seed.downloads ?? [],
    `${baseUrls.downloads}/files`,
    resolved.now,
  )
  for (const user of seed.users) {
    profile.add(user, { ...accountProfileFields(user), ...user.profile })
    license.setProducts(user.id, user.products)
  }
  // After the licences: the commerce seed sets its subscriptions' licence state and voucher products.
  const commerce = new CommerceStore(seed.commerce ?? createCommerceSeed(), {
    licenses: license,
    now: resolved.now,
    customerOf: (userId) => {
      const user = identity.users.get(userId)
      const fields = profile.get(userId)
      return {
        first_name: fields?.first_name ?? user?.first_name ?? '',
        last_name: fields?.last_name ?? user?.last_name ?? '',
        ...(fields?.address_1 ? { address_1: fields.address_1 } : {}),
        ...(fields?.address_2 ? { address_2: fields.address_2 } : {}),
        ...(fields?.city ? { city: fields.city } : {}),
        ...(fields?.postcode ? { zip: fields.postcode } : {}),
        country_code: fields?.country_code ?? 'US',
      }
    },
  })
  return {
    handlers: [
      ...identityPageHandlers(identity, baseUrls.identity, resolved),
      ...identityApiHandlers(identity, baseUrls.identity),
      ...account.handlers,
      ...licenseHandlers(license, identity, baseUrls.license),
      ...notificationHandlers(
        notifications,
        identity,
        baseUrls.notifications,
        baseUrls['notifications-v1'],
        resolved.now,
      ),
      ...downloadsHandlers(
        downloads,
        { identity, profiles: profile, outbox, siteOrigin },
        baseUrls.downloads,
      ),
      ...commerceHandlers(commerce, identity, baseUrls.commerce, resolved.allowedOrigins),
    ],
    options: resolved,
    stores: { identity, license, downloads, notifications, commerce, ...account.stores },
    outbox,
    stats: () => ({ ...identity.stats }),
    resetStats: () => identity.resetStats(),
    baseUrl: (service) => baseUrls[service],
  }
}
