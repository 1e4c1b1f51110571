/**
 * The long-value demo user (decision 033; README "Trying it"): a customer whose data is the real-world
 * input screens must hold without breaking — a first name of 50 characters without a space, a
 * 60-character e-mail address, emoji, right-to-left text (Arabic, Hebrew), long machine, file and address values —
 * with something on every account screen, coherent across the services: licences (one authorised on
 * a machine with a long name, one on an iLok account), downloads, a Studio subscription with its card,
 * orders and invoices, a voucher, a beta program, a partner code, rewards and a cloud library file.
 *
 * Every value is as long as the services accept and no longer: what they store is what their writes
 * accept (`specs/identity.yaml` `CreateUserRequest`, `specs/profile.yaml` `UpdateProfileRequest`: names
 * at most 50 characters, an address line 100), so the customer can save his profile as it stands and
 * edit any field of it (issue 33). Services without such a limit (a library file's name) get
 * 200 characters. Fixed ids and dates: no random data.
 */
import type { components } from '../generated/license/paths.ts'
import { CATALOG_PRODUCT_IDS, type CommerceSeed, type SeedBillingParty } from './commerce/seed.ts'
import { productTypes } from './seed-catalog.ts'
import type { MembershipSeed } from './seed-membership.ts'
import type { SeedDownload, SeedUser } from './seed-types.ts'

/** The long values themselves, for tests that look for them on a screen. */
export const LONG_VALUES_CUSTOMER = {
  /** A first name of 50 characters without a space: the longest the identity and profile services take. */
  firstName: 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2).slice(0, 50),
  /** A last name in Arabic (right to left). */
  lastName: 'الحسيني',
  /** 60 characters. */
  email: 'maximiliana.wolfeschlegelsteinhausen-bergerdorff@example.com',
  password: 'Long-values-60',
  /** Emoji and accented letters. */
  djName: '🎧 DJ Ünïcødé 🔥🌍 Ωmega',
  /** Hebrew (right to left) and an emoji. */
  displayName: 'מקסימיליאנה 🎛️',
  /** A machine name of 63 characters with emoji, as a computer's owner typed it. */
  machineName: '🎹 Maximiliana’s MacBook Pro (Studio B, 2nd floor) — تل أبيب 🎚️',
  /** A library file's name of 200 characters without a space (with its extension). */
  fileName: `${'Wolfeschlegelsteinhausenbergerdorff_final_master_'.repeat(5).slice(0, 196)}.wav`,
} as const

/** The user's id at every service. */
export const LONG_VALUES_USER_ID = 1_512_345

const id = LONG_VALUES_USER_ID
const { firstName, lastName, machineName } = LONG_VALUES_CUSTOMER

/** A 100-character first address line: one unbroken word and spaces. */
const ADDRESS_1 = `Apartment 7, ${'Rothschildboulevard'.repeat(5)}`.slice(0, 100)
const CITY = 'תל אביב-יפו'

type Product = components['schemas']['Product']
type License = components['schemas']['License']
type ProductType = components['schemas']['ProductType']

/** The identity and profile record of the long-value user, with their licences. */
export function longValuesUser(): SeedUser {
  const product = (
    type: ProductType,
    serial: string,
    created: string,
    license: Partial<License>,
  ): Product => {
    const { license_types: licenseTypes = [], ...productType } = type
    const licenseType = licenseTypes[0]?.license_type
    if (!licenseType) throw new Error(`seed: ${type.name} has no licence type`)
    return {
      id: serial,
      date_created: created,
      user_id: id,
      licenses: [
        {
          id: `${serial}-1`,
          user_id: id,
          activations: [],
          activation_limit: 2,
          license_type: licenseType,
          deleted: false,
          ...license,
        },
      ],
      product_type: productType,
      deleted: false,
    }
  }
  const machine = '4C4C4544-0057-4D10-8031-C3C04F4E5A31-WOLFESCHLEGELSTEINHAUSEN'
  return {
    id,
    email_address: LONG_VALUES_CUSTOMER.email,
    password: LONG_VALUES_CUSTOMER.password,
    first_name: firstName,
    last_name: lastName,
    locale: 'en_GB',
    date_created: '2023-03-08T07:45:00Z',
    password_last_updated: '2025-01-19T22:10:00Z',
    profile: {
      global_contact_status: 1,
      dj_name: LONG_VALUES_CUSTOMER.djName,
      display_name: LONG_VALUES_CUSTOMER.displayName,
      company:
        'Wolfeschlegelsteinhausenbergerdorff Audio Engineering, Mastering & Restoration Laboratories GmbH',
      address_1: ADDRESS_1,
      address_2: 'קומה 3, דירה 12 — الطابق الثالث',
      city: CITY,
      region: 'מחוז תל אביב',
      postcode: '6473424',
      country_code: 'IL',
      language: 'en',
      daw: 'Ableton Live',
      product: 'DJ Pro',
      notify_tracked: true,
      notify_private: false,
      auto_read: true,
      auto_subscribe: false,
      threads_per_page: 100,
    },
    products: [
      product(productTypes.djPro, 'LNGV-DJPR-7Q2W-0001', '2023-03-08T08:02:11Z', {
        activations: [
          {
            app: { id: 'dj', version: '3.2.0' },
            machine: {
              hardware_id: machine,
              canonical_hardware_id: machine.toLowerCase(),
              name: machineName,
              activated_at: '2026-10-30T23:58:00Z',
            },
          },
        ],
      }),
      // Kept valid by the Studio monthly subscription of the commerce seed below.
      product(productTypes.studio, 'LNGV-STDO-7Q2W-0002', '2024-05-01T12:00:00Z', {}),
      product(productTypes.pitchNTime, 'LNGV-PNTM-7Q2W-0003', '2024-06-11T18:30:00Z', {
        ilok: {
          token: 'ILOK-LNGV-PNTM-7Q2W-0003',
          user_id: 'wolfeschlegelsteinhausenbergerd',
          url: 'https://www.ilok.com/',
        },
      }),
    ],
  }
}

/** Downloads of the long-value user: installers of two products and the Studio core pack. */
export function longValuesDownloads(): SeedDownload[] {
  return [
    { user_id: id, resource_id: 1_302_001, downloaded_at: '2026-09-02T21:14:05Z' },
    { user_id: id, resource_id: 3_900_011, downloaded_at: '2026-10-11T08:00:40Z' },
    { user_id: id, resource_id: 4_200_001, downloaded_at: '2026-11-01T17:45:30Z' },
  ]
}

/**
 * The long-value user's commerce state, added to the demo seed's: Studio monthly (active, paid by an
 * American Express card whose billing address has the long and right-to-left values), its first two
 * orders with invoices billed to the long name, and an assigned voucher for DJ Pro FX Pack.
 * `voucherType` is the FX Pack's voucher type of the seed.
 */
export function longValuesCommerce(
  voucherType: CommerceSeed['vouchers'][number]['voucher_type'],
): Pick<CommerceSeed, 'subscriptions' | 'orders' | 'cards' | 'billingAddresses' | 'vouchers'> {
  const amex = 'a7mx0l'
  const billing: SeedBillingParty = {
    first_name: firstName,
    last_name: lastName,
    address_1: ADDRESS_1,
    city: CITY,
    zip: '6473424',
    country_code: 'IL',
  }
  const studioMonthly = (orderId: string, created: string, invoice: number) => ({
    id: orderId,
    user_id: id,
    status: 'complete' as const,
    created_at: created,
    items: [{ catalog_product_id: CATALOG_PRODUCT_IDS.studioMonthly, quantity: 1, base_price: 999 }],
    invoice_id: invoice,
    billing,
    payment_method_token: amex,
  })
  return {
    subscriptions: [
      {
        id: 'l0ngv1',
        user_id: id,
        product_id: 'LNGV-STDO-7Q2W-0002',
        catalog_product_id: CATALOG_PRODUCT_IDS.studioMonthly,
        status: 'Active',
        first_billing_date: '2026-10-01T12:00:00Z',
        next_billing_date: '2026-12-01T12:00:00Z',
        current_billing_cycle: 2,
        number_of_billing_cycle: 0,
        payment_method_token: amex,
        discounts: [],
      },
    ],
    orders: [
      studioMonthly('8100001', '2026-10-01T12:00:00Z', 5_100_001),
      studioMonthly('8100002', '2026-11-01T12:00:00Z', 5_100_002),
    ],
    cards: [
      {
        id: 91_001,
        token: amex,
        user_id: id,
        card_type: 'American Express',
        bin: '378282',
        last4: '0005',
        expiration_month: '09',
        expiration_year: '2030',
        created_at: '2026-10-01T11:58:00Z',
        billing_address_id: 'l1',
        default: true,
        outcome: 'approve',
      },
    ],
    billingAddresses: [
      {
        id: 'l1',
        user_id: id,
        first_name: firstName,
        last_name: lastName,
        address: ADDRESS_1,
        city: CITY,
        post_code: '6473424',
        country_code: 'IL',
      },
    ],
    vouchers: [
      {
        id: 'VCH-LNGV-7Q2W',
        voucher_type: voucherType,
        product_type_id: productTypes.djProFxPack.id,
        created_at: '2026-10-30T12:00:00Z',
        expires_at: '2027-10-30T23:59:59Z',
        user_id: id,
        assigned_at: '2026-11-03T09:12:00Z',
      },
    ],
  }
}

/**
 * Adds the long-value user's membership state to `seed`: the DJ Pro public beta (their DJ Pro licence
 * qualifies), a Beatport partner code, a reward with long and right-to-left text, and a library file
 * whose name is 200 characters without a space.
 */
export function withLongValuesMembership(seed: MembershipSeed): MembershipSeed {
  const [template] = seed.rewards.rewards
  return {
    ...seed,
    betaPrograms: {
      ...seed.betaPrograms,
      memberships: [...seed.betaPrograms.memberships, { user_id: id, beta_program_id: 'dj-pro-public-beta' }],
    },
    partnerPromotions: {
      ...seed.partnerPromotions,
      codes: [
        ...seed.partnerPromotions.codes,
        { user_id: id, promotion_name: 'beatport-streaming-1-month', user_added_at: '2026-10-05T20:00:00Z' },
      ],
    },
    rewards: {
      ...seed.rewards,
      rewards: [
        ...seed.rewards.rewards,
        ...(template
          ? [
              {
                user_id: id,
                reward: {
                  ...template.reward,
                  name: 'long-values-welcome',
                  headline: `${firstName} — مكافأة 🎁`,
                  description: `A welcome gift for ${firstName}: twenty samples, ${'🎶'.repeat(8)} עשרים דגימות.`,
                  unlocked: true,
                },
              },
            ]
          : []),
      ],
    },
    libraryFiles: [
      ...seed.libraryFiles,
      {
        user_id: id,
        id: LONG_VALUES_LIBRARY_FILE,
        file_name: LONG_VALUES_CUSTOMER.fileName,
        mime_type: 'audio/wav',
        content: { tone: { hertz: 220, seconds: 0.25 } },
      },
    ],
  }
}

/** The id of the long-value user's cloud library file (open `/account/library?file=<id>`). */
export const LONG_VALUES_LIBRARY_FILE = 'f_01J0LNGV7Q2W'
