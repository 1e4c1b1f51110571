/**
 * Seed data of the sandbox: applications allowed to sign users in, demo users with their profiles
 * and products (licences), the product catalogue with its unregistered serial numbers, and the
 * download catalogue with the users' download history. `createSeed()` returns a fresh copy each time,
 * so one sandbox's changes never leak into another's. No random data: every id and date is fixed.
 */
import type { components } from '../generated/license/paths.ts'
import { type CommerceSeed, createCommerceSeed } from './commerce/seed.ts'
import { createNotificationSeed } from './notifications/seed.ts'
import { DEFAULT_ALLOWED_ORIGINS, SANDBOX_APP_ID, SANDBOX_DEV_APP_ID } from './options.ts'
import { DEMO_SERIAL_NUMBERS, productTypes, type SerialProductType } from './seed-catalog.ts'
import { catalogueAssets } from './seed-downloads.ts'
import {
  LONG_VALUES_CUSTOMER,
  longValuesCommerce,
  longValuesDownloads,
  longValuesUser,
  withLongValuesMembership,
} from './seed-long-values.ts'
import { createMembershipSeed } from './seed-membership.ts'
import type { SandboxSeed } from './seed-types.ts'

export type { SandboxSeed, SeedApp, SeedDownload, SeedSerialNumber, SeedUser } from './seed-types.ts'

type Product = components['schemas']['Product']
type ProductType = components['schemas']['ProductType']
type License = components['schemas']['License']

/** Options of {@link createSeed}. */
export interface SeedOptions {
  /** The site's origin, for the assets' `webpage_url`; default `http://localhost:3000`. */
  siteOrigin?: string
}

/** The website's application id in the sandbox (the `app_id` of sign-in and token exchange). */
export { SANDBOX_APP_ID, SANDBOX_DEV_APP_ID }
/** The website's basic-auth secret in the sandbox. */
export const SANDBOX_APP_SECRET = 'sandbox-website-secret'
/** The basic-auth secret of {@link SANDBOX_DEV_APP_ID}, the app id of other apps in development. */
export const SANDBOX_DEV_APP_SECRET = 'sandbox-dev-secret'

/** Demo accounts of the seed, for people and tests signing in to the sandbox. */
export const DEMO_USERS = [
  {
    email_address: 'alex.rivera@example.com',
    password: 'Turntable-42',
    about: 'DJ Riv: five products, one installer download',
  },
  { email_address: 'sam.okafor@example.com', password: 'Sampler-77', about: 'no licences, no downloads' },
  {
    email_address: 'robin.park@example.com',
    password: 'Campaigns-88',
    about: 'staff: the notification console (scope notifications-admin), an enabled test user',
  },
  {
    email_address: LONG_VALUES_CUSTOMER.email,
    password: LONG_VALUES_CUSTOMER.password,
    about:
      'long values: a 50-character name without a space (the longest the services take), emoji, right-to-left text, something on every account screen',
  },
] as const

const activation = (app: string, version: string, machine: string, name: string, at: string) => ({
  app: { id: app as 'dj', version },
  machine: { hardware_id: machine, canonical_hardware_id: machine.toLowerCase(), name, activated_at: at },
})

/**
 * A product of `type` owned by `userId`, with its one licence (of the type's licence type; every
 * product type a seed user owns has exactly one). `license` holds the licence id and what differs
 * from a fresh licence (no activations, limit 2).
 */
function product(
  userId: number,
  type: ProductType,
  id: string,
  created: string,
  { id: licenseId, ...license }: Pick<License, 'id'> & Partial<License>,
  extra: Partial<Product> = {},
): Product {
  const { license_types: licenseTypes = [], ...productType } = type
  const licenseType = licenseTypes[0]?.license_type
  if (licenseTypes.length !== 1 || !licenseType)
    throw new Error(`seed: ${type.name} has no single licence type`)
  return {
    id,
    date_created: created,
    user_id: userId,
    licenses: [
      {
        id: licenseId,
        user_id: userId,
        activations: [],
        activation_limit: 2,
        license_type: licenseType,
        deleted: false,
        ...license,
      },
    ],
    product_type: productType,
    deleted: false,
    ...extra,
  }
}

const ALEX = 1_204_581
const SAM = 1_377_042
const ROBIN = 1_450_007

/**
 * The staff role (decision 014): manage notification campaigns, find users by email address, and
 * (decision 016) product voucher orders and voucher details.
 */
const STAFF_SCOPES = {
  notifications: ['notifications-admin'],
  identity: ['user-admin'],
  ecom: ['ecom-admin'],
}

function alexProducts(): Product[] {
  const macbook = 'C02XK1ZXJGH5'
  const boothPc = '4C4C4544-0042-3510-8052-B2C04F563032'
  return [
    product(
      ALEX,
      productTypes.djPro,
      '2HQ4-81RM-AE3F-7NWX',
      '2021-06-12T18:22:05Z',
      {
        id: '8DJ3-PQ2K-77XA-1M0C',
        activations: [
          activation('dj', '3.2.1', macbook, "Alex's MacBook Pro", '2025-03-14T10:12:00Z'),
          activation('dj', '3.2.0', boothPc, 'Club booth PC', '2024-11-30T21:40:12Z'),
        ],
      },
      { checkout_order_id: 5_118_203, checkout_order_item_id: 1 },
    ),
    product(
      ALEX,
      productTypes.studio,
      '7KS2-D4NW-93PB-QE6R',
      '2024-02-03T09:05:44Z',
      {
        id: 'ST2B-9X4M-JQ81-L7VD',
        activations: [
          activation('serato_studio', '2.1.0', macbook, "Alex's MacBook Pro", '2024-02-03T09:20:00Z'),
        ],
        valid_to: '2027-02-03T09:05:44Z',
        subscription_status: 'Active',
      },
      { subscription_status: 'Active' },
    ),
    // By monthly subscription, past due: the commerce seed keeps its status and validity in step.
    product(ALEX, productTypes.hexFxSubscription, 'H3XF-22LA-R8MC-0P5T', '2025-08-21T14:31:09Z', {
      id: 'HX7Q-LM20-8RTA-C3WE',
    }),
    product(ALEX, productTypes.sample, 'S4MP-LE9Q-1TZK-6YHD', '2022-10-07T16:48:30Z', {
      id: 'SMP1-KE72-WQ4N-8BXR',
      activations: [
        activation('serato_sample', '1.6.2', macbook, "Alex's MacBook Pro", '2023-01-19T20:03:51Z'),
      ],
    }),
    product(ALEX, productTypes.pitchNTime, 'P1TN-77WS-KD3M-2EQA', '2023-05-26T11:14:02Z', {
      id: 'PNT4-2QX9-MA6L-D1RS',
      ilok: { token: 'ILOK-PNT4-2QX9-MA6L-D1RS', user_id: 'djriv', url: 'https://www.ilok.com/' },
    }),
  ]
}

/**
 * A fresh copy of the default seed: the demo users ({@link DEMO_USERS}: two customers, a staff member
 * and the long-value customer of `seed-long-values.ts`, decision 033), the catalogue with the serial numbers of {@link DEMO_SERIAL_NUMBERS}, the download
 * catalogue, the notification campaigns with Robin (enabled) and Sam (disabled) as test users, and
 * the membership services' seed (`createMembershipSeed`: beta programs, partner promotions, referral
 * campaigns and rewards, Alex's cloud library, the AI providers).
 */
export function createSeed(options: SeedOptions = {}): SandboxSeed {
  const siteOrigin = options.siteOrigin ?? (DEFAULT_ALLOWED_ORIGINS[0] as string)
  return structuredClone({
    apps: [
      { app_id: SANDBOX_APP_ID, name: 'Music website', secret: SANDBOX_APP_SECRET },
      { app_id: SANDBOX_DEV_APP_ID, name: 'An app in development', secret: SANDBOX_DEV_APP_SECRET },
      { app_id: 'music-desktop', name: 'Music desktop apps', secret: 'sandbox-desktop-secret' },
    ],
    users: [
      {
        id: ALEX,
        email_address: DEMO_USERS[0].email_address,
        password: DEMO_USERS[0].password,
        first_name: 'Alex',
        last_name: 'Rivera',
        locale: 'en_GB',
        date_created: '2021-06-12T18:20:31Z',
        password_last_updated: '2025-09-02T08:15:47Z',
        profile: {
          global_contact_status: 1,
          dj_name: 'DJ Riv',
          address_1: '14 Brick Lane',
          city: 'London',
          postcode: 'E1 6RF',
          country_code: 'GB',
          language: 'en',
          display_name: 'DJ Riv',
          daw: 'Studio',
          product: 'DJ Pro',
          notify_tracked: true,
          notify_private: true,
          auto_read: false,
          auto_subscribe: true,
          threads_per_page: 25,
        },
        products: alexProducts(),
      },
      {
        id: SAM,
        email_address: DEMO_USERS[1].email_address,
        password: DEMO_USERS[1].password,
        first_name: 'Sam',
        last_name: 'Okafor',
        locale: 'en_US',
        date_created: '2025-10-04T13:57:12Z',
        profile: {
          global_contact_status: 0,
          city: 'Lagos',
          country_code: 'NG',
          language: 'en',
          notify_tracked: false,
          notify_private: true,
          threads_per_page: 10,
        },
        products: [],
      },
      {
        id: ROBIN,
        email_address: DEMO_USERS[2].email_address,
        password: DEMO_USERS[2].password,
        first_name: 'Robin',
        last_name: 'Park',
        locale: 'en_GB',
        date_created: '2019-02-11T09:00:00Z',
        scopes: STAFF_SCOPES,
        profile: { country_code: 'NZ', language: 'en', notify_tracked: false, notify_private: true },
        products: [],
      },
      longValuesUser(),
    ],
    productTypes: Object.values(productTypes),
    notifications: createNotificationSeed([
      {
        user_id: ROBIN,
        enabled: true,
        created_at: '2026-08-21T08:00:00Z',
        updated_at: '2026-08-21T08:00:00Z',
      },
      {
        user_id: SAM,
        enabled: false,
        created_at: '2026-05-02T15:30:00Z',
        updated_at: '2026-09-30T10:12:00Z',
      },
    ]),
    serialNumbers: Object.entries(DEMO_SERIAL_NUMBERS).flatMap(([type, serials]) =>
      serials.map((serial) => ({ serial, product_type_id: productTypes[type as SerialProductType].id })),
    ),
    assets: catalogueAssets(siteOrigin),
    // DJ Pro 3.1.4 for macOS with the core pack (asset 130104, resource 1 = macOS).
    downloads: [
      { user_id: ALEX, resource_id: 1_301_041, downloaded_at: '2026-08-21T19:02:11Z' },
      ...longValuesDownloads(),
    ],
    commerce: withLongValuesCommerce(createCommerceSeed({ alex: ALEX, robin: ROBIN })),
    ...withLongValuesMembership(createMembershipSeed({ alex: ALEX, sam: SAM, robin: ROBIN }, siteOrigin)),
  } satisfies SandboxSeed)
}

/** The commerce seed with the long-value user's subscription, orders, card and voucher added. */
function withLongValuesCommerce(seed: CommerceSeed): CommerceSeed {
  const fxPack = seed.productVoucherTypes.find((type) => type.product_type_id === productTypes.djProFxPack.id)
  if (!fxPack) throw new Error('seed: no DJ Pro FX Pack voucher type')
  const added = longValuesCommerce(fxPack.voucher_type)
  return {
    ...seed,
    subscriptions: [...seed.subscriptions, ...added.subscriptions],
    orders: [...seed.orders, ...added.orders],
    cards: [...seed.cards, ...added.cards],
    billingAddresses: [...seed.billingAddresses, ...added.billingAddresses],
    vouchers: [...seed.vouchers, ...added.vouchers],
  }
}
