/**
 * The shapes of the sandbox's seed data (applications, users, serial numbers, downloads, the whole
 * seed), apart from the data itself (`seed.ts`, `seed-long-values.ts`), so that the seed's parts can
 * name them without importing each other.
 */
import type { components as downloads } from '../generated/downloads/paths.ts'
import type { components } from '../generated/license/paths.ts'
import type { CommerceSeed } from './commerce/seed.ts'
import type { NotificationSeed } from './notifications/seed-types.ts'
import type { ProfileFields } from './profile/store.ts'
import type { MembershipSeed } from './seed-membership.ts'

type Product = components['schemas']['Product']
type ProductType = components['schemas']['ProductType']
type Asset = downloads['schemas']['Asset']

/** An application registered with the identity service (`app_id`, basic-auth secret). */
export interface SeedApp {
  app_id: string
  name: string
  /** Basic-auth secret (`POST /api/v1/login`, `POST /api/v1/users`). Sandbox only, not a secret. */
  secret: string
}

/** A user account with everything the services know about it. */
export interface SeedUser {
  id: number
  email_address: string
  /** Plain text: the sandbox is a test double, never a store of real passwords. */
  password: string
  first_name: string
  last_name: string
  /** ISO 15897 locale, e.g. `en_GB`. */
  locale: string
  /** ISO 8601. */
  date_created: string
  password_last_updated?: string
  /**
   * Scopes granted to this user beyond every user's (`SANDBOX_SCOPES`), per service: the staff role
   * is `{ notifications: ['notifications-admin'] }` (decision 014).
   */
  scopes?: Record<string, string[]>
  profile: ProfileFields
  products: Product[]
}

/** A serial number of the catalogue that nobody has registered yet, and the product type it is for. */
export interface SeedSerialNumber {
  serial: string
  product_type_id: number
}

/** A download of the history (`GET /me/log/downloads/applicationinstaller`). */
export interface SeedDownload {
  user_id: number
  resource_id: number
  /** ISO 8601. */
  downloaded_at: string
}

/**
 * Everything a sandbox starts with. The membership services' parts (`betaPrograms`,
 * `partnerPromotions`, `rewards`, `libraryFiles`, `aiProviders`; `seed-membership.ts`) are optional:
 * absent means none.
 */
export interface SandboxSeed extends Partial<MembershipSeed> {
  apps: SeedApp[]
  users: SeedUser[]
  productTypes: ProductType[]
  /** Campaigns, notifications, templates and test users; absent: the templates and nothing else. */
  notifications?: NotificationSeed
  /** Unregistered serial numbers (`POST /me/products`); none when absent. */
  serialNumbers?: SeedSerialNumber[]
  /** The download catalogue (`GET /assets`); resources without `file_size`. None when absent. */
  assets?: Asset[]
  /** Download history, oldest first; empty when absent. */
  downloads?: SeedDownload[]
  /** Catalog, subscriptions, orders, cards, vouchers; absent: the catalog and nothing else. */
  commerce?: CommerceSeed
}
