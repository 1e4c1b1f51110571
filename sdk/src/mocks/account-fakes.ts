/**
 * The fakes of the customer's account and memberships (decision 017), built together because they
 * share state: the identity account lifecycle (sign-up, deactivation, email change), the profile
 * service (profiles, avatars with their upload and image hosts, beta programs, surveys, tracking
 * consent, partner promotions), rewards and referrals, the cloud library and the AI proxy.
 * `createSandbox` adds their stores and handlers to the others.
 */
import type { HttpHandler } from 'msw'
import { aiProxyHandlers } from './ai-proxy/handlers.ts'
import { AiProxyStore } from './ai-proxy/store.ts'
import { cloudLibraryHandlers } from './cloud-library/handlers.ts'
import { CloudLibraryStore } from './cloud-library/store.ts'
import { FileHost } from './file-host.ts'
import { identityAccountHandlers } from './identity/account.ts'
import type { IdentityStore } from './identity/store.ts'
import type { LicenseStore } from './license/store.ts'
import type { ResolvedSandboxOptions } from './options.ts'
import type { Outbox } from './outbox.ts'
import { AvatarStore } from './profile/avatars.ts'
import { BetaProgramStore } from './profile/beta-programs.ts'
import { profileHandlers } from './profile/handlers.ts'
import { membershipHandlers } from './profile/membership.ts'
import { PartnerPromotionStore } from './profile/partner-promotions.ts'
import { ProfileStore } from './profile/store.ts'
import { rewardsHandlers } from './rewards/handlers.ts'
import { RewardsStore } from './rewards/store.ts'
import type { SandboxSeed } from './seed.ts'

/** The stores of the account fakes (`sandbox.stores`), for tests that arrange or inspect state. */
export interface AccountStores {
  profile: ProfileStore
  avatars: AvatarStore
  betaPrograms: BetaProgramStore
  partnerPromotions: PartnerPromotionStore
  rewards: RewardsStore
  cloudLibrary: CloudLibraryStore
  aiProxy: AiProxyStore
}

/** What the account fakes read of the sandbox's other parts. */
export interface AccountFakesContext {
  identity: IdentityStore
  license: LicenseStore
  outbox: Outbox
  options: ResolvedSandboxOptions
  /** The site's origin: share links, reward links and beta download pages point there. */
  siteOrigin: string
}

/** Creates the account fakes' stores (from the seed's membership part) and their msw handlers. */
export function createAccountFakes(
  seed: SandboxSeed,
  context: AccountFakesContext,
): { stores: AccountStores; handlers: HttpHandler[] } {
  const { identity, license, outbox, options, siteOrigin } = context
  const { baseUrls, now } = options
  const avatarImages = new FileHost(`${baseUrls.profile}/avatars`, now)
  const avatars = new AvatarStore(avatarImages, `${baseUrls.profile}/uploads`, now)
  const profile = new ProfileStore(now, () => avatars.defaultAvatar())
  const licenseTypeNames = new Map(
    seed.productTypes
      .flatMap((type) => type.license_types ?? [])
      .map(({ license_type: type }) => [String(type.id), type.name]),
  )
  const betaPrograms = new BetaProgramStore(
    seed.betaPrograms?.programs ?? [],
    seed.betaPrograms?.memberships ?? [],
    {
      licenseTypeIdsOf: (userId) => license.listLicenses(userId).map((l) => String(l.license_type.id)),
      licenseTypeName: (id) => licenseTypeNames.get(id),
    },
  )
  const partnerPromotions = new PartnerPromotionStore(
    seed.partnerPromotions?.promotions ?? [],
    seed.partnerPromotions?.codes ?? [],
    now,
  )
  const rewards = new RewardsStore(seed.rewards ?? { campaigns: [], rewards: [], codes: [] }, {
    productTypeIdsOf: (userId) => license.listProducts(userId).map((p) => p.product_type.id),
    productTypeName: (id) => seed.productTypes.find((type) => type.id === id)?.name,
    firstNameOf: (userId) => identity.users.get(userId)?.first_name,
    siteOrigin,
  })
  const libraryFiles = new FileHost(`${baseUrls['cloud-library']}/files`, now)
  const cloudLibrary = new CloudLibraryStore(seed.libraryFiles ?? [], libraryFiles)
  const aiImages = new FileHost(`${baseUrls['ai-proxy']}/images`, now)
  const aiProxy = new AiProxyStore(seed.aiProviders ?? [], aiImages, now)

  return {
    stores: { profile, avatars, betaPrograms, partnerPromotions, rewards, cloudLibrary, aiProxy },
    handlers: [
      ...identityAccountHandlers(identity, baseUrls.identity, { outbox, options }),
      ...profileHandlers(profile, { identity, avatars, avatarImages }, baseUrls.profile),
      ...membershipHandlers(
        { identity, profiles: profile, betaPrograms, partnerPromotions },
        baseUrls.profile,
      ),
      ...rewardsHandlers(rewards, { identity }, baseUrls.rewards),
      ...cloudLibraryHandlers(cloudLibrary, { identity, files: libraryFiles }, baseUrls['cloud-library']),
      ...aiProxyHandlers(aiProxy, { identity, images: aiImages }, baseUrls['ai-proxy'], now),
    ],
  }
}
