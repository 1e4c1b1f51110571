/**
 * `createSandbox`: stateful fakes of the web services as msw handlers (docs/architecture.md "Decisions":
 * msw is the one mocking layer). One in-memory store per service, filled from a seed. The fakes live
 * at the base URLs of the options (default: the local sandbox, `http://localhost:4100/<service>`), the
 * URLs they hand out (downloads, avatars, the card form) point there; one msw handler answers them
 * there and at every other base URL an app may have configured (`mockBaseUrls`).
 */
import { getResponse, type HttpHandler, http } from 'msw'
import { type ServiceName, services } from '../transport/services.ts'
import { type AccountStores, createAccountFakes } from './account-fakes.ts'
import { commerceHandlers } from './commerce/handlers.ts'
import { createCommerceSeed } from './commerce/seed.ts'
import { CommerceStore } from './commerce/store.ts'
import { downloadsHandlers } from './downloads/handlers.ts'
import { DownloadsStore } from './downloads/store.ts'
import { identityApiHandlers } from './identity/handlers.ts'
import { checkAuthorizeRequest, identityPageHandlers } from './identity/pages.ts'
import { type IdentityStats, IdentityStore, type IssuedTokens } from './identity/store.ts'
import { licenseHandlers } from './license/handlers.ts'
import { LicenseStore } from './license/store.ts'
import { notificationHandlers } from './notifications/handlers.ts'
import { createNotificationSeed } from './notifications/seed.ts'
import { NotificationStore } from './notifications/store.ts'
import {
  allAppOrigins,
  type ResolvedSandboxOptions,
  resolveSandboxOptions,
  type SandboxOptions,
} from './options.ts'
import { Outbox } from './outbox.ts'
import { accountProfileFields } from './profile/store.ts'
import { createSeed, SANDBOX_APP_ID, type SandboxSeed } from './seed.ts'
import { isPreflight, mockBaseUrls, preflightResponse, withMockCors } from './service-route.ts'

/** A running set of stateful fakes. */
export interface Sandbox {
  /**
   * The msw handlers of the fakes (one, answering every service at every base URL of `mockBaseUrls`
   * and the sandbox's own), for `setupServer(...)`, `setupWorker(...)` or `getResponse(...)`.
   */
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
  /**
   * Signs a user of the seed in without the sign-in page (as `POST /login` would) and returns their
   * tokens: `createMemoryTokenStore(sandbox.signIn(DEMO_USERS[0].email_address))`.
   * @throws Error when no user of the seed has this email address
   */
  signIn(emailAddress: string, appId?: string): IssuedTokens
  /**
   * What the sign-in page does for a user of the seed (without asking the password): checks the
   * authorization URL (`startSignIn`, `buildAuthorizeUrl`) and returns where the browser is sent
   * back, `redirect_uri?code=…&state=…`, for tests of sign-in code.
   * @throws Error listing what is wrong with the URL, or when no user has this email address
   */
  authorize(authorizeUrl: string, emailAddress: string): string
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
  const fakes = [
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
    ...downloadsHandlers(downloads, { identity, profiles: profile, outbox, siteOrigin }, baseUrls.downloads),
    ...commerceHandlers(commerce, identity, baseUrls.commerce, allAppOrigins(resolved)),
  ]
  return {
    handlers: [dispatcher(fakes, resolved)],
    options: resolved,
    stores: { identity, license, downloads, notifications, commerce, ...account.stores },
    outbox,
    stats: () => ({ ...identity.stats }),
    resetStats: () => identity.resetStats(),
    baseUrl: (service) => baseUrls[service],
    signIn(emailAddress, appId = SANDBOX_APP_ID) {
      const user = identity.findByEmail(emailAddress)
      if (!user) throw new Error(`sandbox: no user ${emailAddress} in the seed`)
      return identity.signIn(user.id, appId)
    },
    authorize(authorizeUrl, emailAddress) {
      const checked = checkAuthorizeRequest(new URL(authorizeUrl).searchParams, identity, resolved)
      if (!checked.ok)
        throw new Error(`sandbox: invalid authorization request: ${checked.problems.join(' ')}`)
      const user = identity.findByEmail(emailAddress)
      if (!user) throw new Error(`sandbox: no user ${emailAddress} in the seed`)
      const { params } = checked
      const code = identity.issueCode({
        appId: params.app_id,
        redirectUri: params.redirect_uri,
        challenge: params.code_challenge,
        userId: user.id,
        sessionId: identity.createSession(),
      })
      const back = new URL(params.redirect_uri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', params.state)
      return back.toString()
    },
  }
}

/**
 * The one handler of a sandbox: a request under a base URL of `mockBaseUrls` (or the sandbox's own)
 * is re-addressed to the sandbox's base URL of that service and answered by the fakes. Services that
 * share a production host (notifications v1 and v2) are tried in turn. With `options.cors`, CORS
 * preflights are answered and replies made readable from any origin.
 */
function dispatcher(fakes: HttpHandler[], options: ResolvedSandboxOptions): HttpHandler {
  const targets = (url: string): string[] =>
    services.flatMap((service) => {
      const own = options.baseUrls[service]
      const base = mockBaseUrls(service, [own]).find(
        (candidate) =>
          url === candidate || url.startsWith(`${candidate}/`) || url.startsWith(`${candidate}?`),
      )
      return base === undefined ? [] : [`${own}${url.slice(base.length)}`]
    })
  return http.all(
    ({ request }) => targets(request.url).length > 0,
    async ({ request }) => {
      if (options.cors && isPreflight(request)) return preflightResponse(request)
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
      for (const target of targets(request.url)) {
        const response = await getResponse(
          fakes,
          new Request(target, { method: request.method, headers: request.headers, body }),
        )
        if (response) return options.cors ? withMockCors(response, request) : response
      }
      return undefined
    },
  )
}
