/**
 * `createSandbox`: stateful fakes of the web services as msw handlers (ARCHITECTURE.md "Decisions":
 * msw is the one mocking layer). One in-memory store per service, filled from a seed; the handlers
 * answer at the base URLs of the options (default: the local sandbox, `http://localhost:4100/<service>`).
 */
import type { HttpHandler } from 'msw'
import type { ServiceName } from '../transport/services.ts'
import { identityApiHandlers } from './identity/handlers.ts'
import { identityPageHandlers } from './identity/pages.ts'
import { type IdentityStats, IdentityStore } from './identity/store.ts'
import { licenseHandlers } from './license/handlers.ts'
import { LicenseStore } from './license/store.ts'
import { type ResolvedSandboxOptions, resolveSandboxOptions, type SandboxOptions } from './options.ts'
import { profileHandlers } from './profile/handlers.ts'
import { ProfileStore } from './profile/store.ts'
import { createSeed, type SandboxSeed } from './seed.ts'

/** A running set of stateful fakes. */
export interface Sandbox {
  /** The stateful msw handlers, for `setupServer(...)`, `setupWorker(...)` or `getResponse(...)`. */
  handlers: HttpHandler[]
  /** The options in effect (defaults applied). */
  options: ResolvedSandboxOptions
  /** The in-memory stores, for tests that arrange or inspect state directly. */
  stores: { identity: IdentityStore; profile: ProfileStore; license: LicenseStore }
  /** Counters of token calls (`refreshCalls`, `exchangeCalls`), a copy. */
  stats(): IdentityStats
  /** Sets the counters back to 0. */
  resetStats(): void
  /** The base URL of a service in this sandbox. */
  baseUrl(service: ServiceName): string
}

/**
 * Creates the stateful fakes of identity (sign-in pages, PKCE token exchange, refresh rotation with
 * reuse detection, `/me`, login, logout, sign-up), profile (`GET`/`PUT /me`) and licence (licences,
 * products and their registration, product types, authorizations).
 * @param seed users, apps and catalogue; default `createSeed()` (demo users, see `DEMO_USERS`)
 * @param options base URLs, allowed return origins, token and code lifetimes, clock
 */
export function createSandbox(seed: SandboxSeed = createSeed(), options: SandboxOptions = {}): Sandbox {
  const resolved = resolveSandboxOptions(options)
  const identity = new IdentityStore(seed.users, seed.apps, resolved)
  const profile = new ProfileStore(resolved.now)
  const license = new LicenseStore(seed.productTypes, seed.serialNumbers ?? [], resolved.now)
  for (const user of seed.users) {
    profile.add(user, {
      first_name: user.first_name,
      last_name: user.last_name,
      locale: user.locale,
      ...user.profile,
    })
    license.setProducts(user.id, user.products)
  }
  const { baseUrls } = resolved
  return {
    handlers: [
      ...identityPageHandlers(identity, baseUrls.identity, resolved),
      ...identityApiHandlers(identity, baseUrls.identity),
      ...profileHandlers(profile, identity, baseUrls.profile),
      ...licenseHandlers(license, identity, baseUrls.license),
    ],
    options: resolved,
    stores: { identity, profile, license },
    stats: () => ({ ...identity.stats }),
    resetStats: () => identity.resetStats(),
    baseUrl: (service) => baseUrls[service],
  }
}
