/**
 * Seed of the fake commerce service (deterministic, no faker): the catalog (prices as the marketing
 * pages state them), test cards, and the demo users' commerce state. Amounts are minor units (cents).
 * - Alex: Studio yearly (active, Visa), Hex FX monthly (past due: its Mastercard expired in 10/2026),
 *   five orders with invoices (one cancelled), the two cards, billing address `k4`, and the
 *   unredeemed voucher `VCH-7XQ2-PL9M` (DJ Pro Video expansion).
 * - Sam: nothing (adds cards and redeems vouchers from scratch).
 * - Voucher codes anyone may enter come from product voucher order 501 (README "Trying it").
 * The licence service's products of the subscriptions are in `../seed.ts` (`product_id` below).
 */
import type {
  BillingAddressRequest,
  CatalogProductFeature,
  Discount,
  OrderStatus,
  ProductVoucherOrderFileType,
  ProductVoucherOrderLanguage,
  ProductVoucherTypeType,
  SubscriptionGroup,
  SubscriptionPlan,
  SubscriptionStatus,
  VoucherType,
} from '../../generated/commerce/hooks.schemas.ts'
import { productTypes } from '../seed-catalog.ts'

/** A catalog product; `price` in minor units. */
export interface SeedCatalogProduct {
  id: number
  name: string
  /** Minor units. */
  price: number
  category_ids: number[]
  feature_set: CatalogProductFeature[]
  /** The licence service's product type a purchase grants. */
  product_type_id: number
  /** Host applications (`app_name` of recommendations) the product is for. */
  app_names: string[]
  subscription?: {
    group: SubscriptionGroup
    plan: SubscriptionPlan
    allow_change_to: number[]
    allow_concurrent_subscription: number[]
  }
}

/** A subscription; dates ISO 8601. */
export interface SeedSubscription {
  id: string
  user_id: number
  /** The licence service's product this subscription keeps valid. */
  product_id: string
  catalog_product_id: number
  status: SubscriptionStatus
  first_billing_date: string
  next_billing_date: string
  current_billing_cycle: number
  number_of_billing_cycle: number
  payment_method_token: string
  /** Amounts in minor units. */
  discounts: (Omit<Discount, 'amount'> & { amount: number })[]
}

/** A line of an order; prices in minor units, `special_price` what was charged when it differs. */
export interface SeedOrderItem {
  catalog_product_id: number
  quantity: number
  base_price: number
  special_price?: number
  /** What the line was for, when the product's name does not say it all (a plan change, a renewal). */
  description?: string
}

/** Who an order was billed to. */
export interface SeedBillingParty {
  first_name: string
  last_name: string
  /** The company of the billing address (on the invoice; the order's reply has no field for it). */
  company?: string
  address_1?: string
  address_2?: string
  city?: string
  state?: string
  zip?: string
  country_code: string
}

/** An order with its one invoice. */
export interface SeedOrder {
  id: string
  user_id: number
  status: OrderStatus
  created_at: string
  updated_at?: string
  items: SeedOrderItem[]
  invoice_id: number
  billing: SeedBillingParty
  /** The payment method that paid it (its description goes on the invoice). */
  payment_method_token: string
  /** The gateway's transaction that paid it (orders the sandbox made; seeded ones have none). */
  transaction_id?: string
}

/** What the sandbox gateway does with a card: approve, decline (1501) or fail once (1503). */
export type CardOutcome = 'approve' | 'decline' | 'try_again'

/** A stored card. The full number is never stored: only its first six and last four digits. */
export interface SeedCard {
  id: number
  token: string
  user_id: number
  card_type: string
  bin: string
  last4: string
  /** `MM`. */
  expiration_month: string
  /** `YYYY`. */
  expiration_year: string
  created_at: string
  updated_at?: string
  billing_address_id?: string
  default: boolean
  outcome: CardOutcome
}

/** A billing address at the gateway. */
export interface SeedBillingAddress extends BillingAddressRequest {
  id: string
  user_id: number
}

/** A voucher code and, once assigned or redeemed, whose it is. */
export interface SeedVoucher {
  id: string
  voucher_type: VoucherType
  /** Product type (licence service) redeeming it grants. */
  product_type_id: number
  created_at: string
  expires_at?: string
  user_id?: number
  assigned_at?: string
  redeemed_at?: string
  product_id?: string
  /** The product voucher order and batch it was generated in. */
  product_voucher_order_id?: number
  batch_id?: string
}

/** A product voucher type: what its vouchers redeem to. */
export interface SeedProductVoucherType {
  id: number
  title: string
  type: ProductVoucherTypeType
  voucher_type: VoucherType
  product_type_id: number
  /** First group of its codes, e.g. `FLIP` in `FLIP-0501-0001`. */
  code_prefix: string
  /** Days a generated voucher stays valid. */
  valid_days: number
}

/** A product voucher order as stored: batches by voucher type. */
export interface SeedProductVoucherOrder {
  id: number
  vendor_name: string
  po_number: string | null
  moneyworks_id: string | null
  language: ProductVoucherOrderLanguage
  file_type: ProductVoucherOrderFileType
  created_at: string
  product_vouchers_created_at: string | null
  blacklisted_at: string | null
  /** User id of the staff member who created the order. */
  created_by: number
  batches: { id: string; product_voucher_type_id: number; size: number }[]
}

/** Everything the commerce service starts with. */
export interface CommerceSeed {
  categories: { id: number; name: string; description: string }[]
  catalog: SeedCatalogProduct[]
  subscriptions: SeedSubscription[]
  orders: SeedOrder[]
  cards: SeedCard[]
  billingAddresses: SeedBillingAddress[]
  vouchers: SeedVoucher[]
  productVoucherTypes: SeedProductVoucherType[]
  productVoucherOrders: SeedProductVoucherOrder[]
}

/**
 * Test cards of the sandbox's hosted card form (README "Trying it"; decision 016). Any other number
 * that passes the Luhn check is approved too; any future expiry date and a 3-digit CVC (4 for Amex) work.
 */
export const TEST_CARDS = {
  visa: { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'approve' },
  mastercard: { number: '5555 5555 5555 4444', brand: 'Mastercard', outcome: 'approve' },
  amex: { number: '3782 822463 10005', brand: 'American Express', outcome: 'approve' },
  declined: { number: '4000 1111 1111 1115', brand: 'Visa', outcome: 'decline' },
  tryAgain: { number: '4000 0000 0000 3253', brand: 'Visa', outcome: 'try_again' },
} as const satisfies Record<string, { number: string; brand: string; outcome: CardOutcome }>

/**
 * Voucher codes of a fresh sandbox (README "Trying it"): Alex's assigned one, and codes anyone may
 * enter, each redeemable once per sandbox (DJ Pro Flip and DJ Pro FX Pack, from product voucher
 * order 501).
 */
export const DEMO_VOUCHER_CODES = {
  alex: 'VCH-7XQ2-PL9M',
  flip: ['FLIP-0501-0001', 'FLIP-0501-0002', 'FLIP-0501-0003', 'FLIP-0501-0004'],
  fxPack: ['FXPK-0501-0001', 'FXPK-0501-0002', 'FXPK-0501-0003', 'FXPK-0501-0004'],
} as const

/** Voucher codes the commerce service refuses, one per reason (`specs/commerce.yaml` error codes). */
export const REFUSED_VOUCHER_CODES = {
  /** 1301: not a code of the sandbox. */
  unknown: 'NOPE-0000-0000',
  /** 1302: redeemed by Robin in March 2026. */
  used: 'FXPK-0501-0005',
  /** 1303: expired on 31 December 2025. */
  expired: 'WNTR-2025-0001',
} as const

/** The catalog's categories (`CatalogProduct.categories`), by name. */
export const CATALOG_CATEGORIES = {
  software: { id: 1, name: 'Software', description: 'Applications and plugins, yours to keep.' },
  expansions: { id: 2, name: 'Expansions', description: 'Add-ons for DJ Pro, one-time purchases.' },
  subscriptions: { id: 3, name: 'Subscriptions', description: 'Plans billed monthly or yearly.' },
} as const

/**
 * The ids of the catalog's products (`GET /catalog/products`), by name: what order lines,
 * subscriptions and plan changes name as `catalog_product_id`.
 */
export const CATALOG_PRODUCT_IDS = {
  djPro: 101,
  djProMonthly: 102,
  djSuiteMonthly: 103,
  djProVideo: 111,
  djProFxPack: 112,
  djProFlip: 113,
  pitchNTimeDj: 114,
  studioMonthly: 121,
  studioYearly: 122,
  producerSuiteMonthly: 131,
  producerSuiteYearly: 132,
  hexFxMonthly: 141,
  hexFx: 151,
  sample: 161,
  pitchNTime: 171,
} as const

const plan = (id: string, name: string, months: number): SubscriptionPlan => ({
  id,
  name,
  billing_frequency: months,
  active: true,
})

/** The catalog (`GET /catalog/products`), prices as the marketing pages state them. */
export function catalog(): SeedCatalogProduct[] {
  const dj = ['serato_dj_pro']
  const production = ['serato_studio', 'serato_sample', 'serato_hex_fx', 'wailshark']
  const { software, expansions, subscriptions } = CATALOG_CATEGORIES
  const ids = CATALOG_PRODUCT_IDS
  const sub = (
    group: SubscriptionGroup,
    p: SubscriptionPlan,
    changeTo: number[],
    concurrent: number[] = [],
  ) => ({ group, plan: p, allow_change_to: changeTo, allow_concurrent_subscription: concurrent })
  return [
    {
      id: ids.djPro,
      name: 'DJ Pro',
      price: 24_900,
      category_ids: [software.id],
      feature_set: ['dj'],
      product_type_id: productTypes.djPro.id,
      app_names: dj,
    },
    {
      id: ids.djProMonthly,
      name: 'DJ Pro monthly',
      price: 1_499,
      category_ids: [subscriptions.id],
      feature_set: ['dj'],
      product_type_id: productTypes.djPro.id,
      app_names: dj,
      subscription: sub('dj', plan('dj-pro-monthly', 'DJ Pro monthly', 1), [ids.djSuiteMonthly]),
    },
    {
      id: ids.djSuiteMonthly,
      name: 'DJ Suite monthly',
      price: 1_999,
      category_ids: [subscriptions.id],
      feature_set: ['dj', 'dvs', 'video', 'fx', 'pnt_dj', 'flip'],
      product_type_id: productTypes.djPro.id,
      app_names: dj,
      subscription: sub('dj', plan('dj-suite-monthly', 'DJ Suite monthly', 1), [ids.djProMonthly]),
    },
    ...(
      [
        [ids.djProVideo, 'DJ Pro Video', 9_900, 'video', productTypes.djProVideo.id],
        [ids.djProFxPack, 'DJ Pro FX Pack', 4_900, 'fx', productTypes.djProFxPack.id],
        [ids.djProFlip, 'DJ Pro Flip', 2_900, 'flip', productTypes.djProFlip.id],
        [ids.pitchNTimeDj, "Pitch 'n' Time DJ", 2_900, 'pnt_dj', productTypes.pitchNTimeDj.id],
      ] as const
    ).map(
      ([id, name, price, feature, type]): SeedCatalogProduct => ({
        id,
        name,
        price,
        category_ids: [expansions.id],
        feature_set: [feature],
        product_type_id: type,
        app_names: dj,
      }),
    ),
    // Studio and Producer Suite plans: each may change to the other three; Hex FX may run beside them.
    ...(
      [
        [ids.studioMonthly, 'Studio monthly', 'studio-monthly', 1, 999, 'studio'],
        [ids.studioYearly, 'Studio yearly', 'studio-yearly', 12, 9_900, 'studio'],
        [ids.producerSuiteMonthly, 'Producer Suite monthly', 'producer-suite-monthly', 1, 2_999, 'suite'],
        [ids.producerSuiteYearly, 'Producer Suite yearly', 'producer-suite-yearly', 12, 29_900, 'suite'],
      ] as const
    ).map(([id, name, planId, months, price, kind]): SeedCatalogProduct => {
      const changeTo = {
        [ids.studioMonthly]: [ids.studioYearly, ids.producerSuiteMonthly, ids.producerSuiteYearly],
        [ids.studioYearly]: [ids.studioMonthly, ids.producerSuiteMonthly, ids.producerSuiteYearly],
        [ids.producerSuiteMonthly]: [ids.producerSuiteYearly, ids.studioMonthly, ids.studioYearly],
        [ids.producerSuiteYearly]: [ids.producerSuiteMonthly, ids.studioMonthly, ids.studioYearly],
      }[id]
      const suite = kind === 'suite'
      return {
        id,
        name,
        price,
        category_ids: [subscriptions.id],
        feature_set: suite ? ['studio', 'fx'] : ['studio'],
        product_type_id: suite ? productTypes.producerSuite.id : productTypes.studio.id,
        app_names: suite ? production : ['serato_studio'],
        subscription: sub('serato_producer_suite', plan(planId, name, months), changeTo, [ids.hexFxMonthly]),
      }
    }),
    {
      id: ids.hexFxMonthly,
      name: 'Hex FX monthly',
      price: 499,
      category_ids: [subscriptions.id],
      feature_set: ['fx'],
      product_type_id: productTypes.hexFxSubscription.id,
      app_names: ['serato_hex_fx'],
      subscription: sub(
        'serato_producer_suite',
        plan('hex-fx-monthly', 'Hex FX monthly', 1),
        [],
        [ids.studioMonthly, ids.studioYearly, ids.producerSuiteMonthly, ids.producerSuiteYearly],
      ),
    },
    {
      id: ids.hexFx,
      name: 'Hex FX',
      price: 4_900,
      category_ids: [software.id],
      feature_set: ['fx'],
      product_type_id: productTypes.hexFx.id,
      app_names: ['serato_hex_fx'],
    },
    {
      id: ids.sample,
      name: 'Sample',
      price: 9_900,
      category_ids: [software.id],
      feature_set: ['studio'],
      product_type_id: productTypes.sample.id,
      app_names: ['serato_sample'],
    },
    {
      id: ids.pitchNTime,
      name: "Pitch 'n' Time",
      price: 34_900,
      category_ids: [software.id],
      feature_set: ['studio'],
      product_type_id: productTypes.pitchNTime.id,
      app_names: ['wailshark'],
    },
  ]
}

const voucherType = (name: string, title: string, type: VoucherType['type'], description: string) => ({
  name,
  title,
  type,
  description,
  short_description: title,
})

const VOUCHER_TYPES = {
  video: voucherType('dj-pro-video', 'DJ Pro Video expansion', 'promotion', 'Mix music videos in DJ Pro.'),
  fxPack: voucherType('dj-pro-fx-pack', 'DJ Pro FX Pack', 'retail', 'Twelve extra effects for DJ Pro.'),
  flip: voucherType('dj-pro-flip', 'DJ Pro Flip', 'retail', 'Record and replay cue-point sequences.'),
  pntDj: voucherType('pnt-dj', "Pitch 'n' Time DJ", 'retail', 'Studio-grade key lock for DJ Pro.'),
  hexFx: voucherType('hex-fx', 'Hex FX', 'retail', 'The Hex FX plugin, yours to keep.'),
}

/** Product voucher types (staff: `GET /productvoucherorders/productvouchertypes`). */
function productVoucherTypes(): SeedProductVoucherType[] {
  const type = (
    id: number,
    voucher: VoucherType,
    productTypeId: number,
    prefix: string,
  ): SeedProductVoucherType => ({
    id,
    title: voucher.title as string,
    type: 'retail',
    voucher_type: voucher,
    product_type_id: productTypeId,
    code_prefix: prefix,
    valid_days: 730,
  })
  return [
    type(1, VOUCHER_TYPES.video, productTypes.djProVideo.id, 'VIDX'),
    type(2, VOUCHER_TYPES.fxPack, productTypes.djProFxPack.id, 'FXPK'),
    type(3, VOUCHER_TYPES.flip, productTypes.djProFlip.id, 'FLIP'),
    type(4, VOUCHER_TYPES.pntDj, productTypes.pitchNTimeDj.id, 'PNTD'),
    type(5, VOUCHER_TYPES.hexFx, productTypes.hexFx.id, 'HXFX'),
  ]
}

/** The demo users' ids, from the main seed. */
export interface CommerceSeedUsers {
  alex: number
  robin: number
}

/**
 * A fresh copy of the commerce seed: the catalog and voucher types, and with `users` the demo users'
 * state (without: nobody has anything, for sandboxes seeded with other users).
 */
export function createCommerceSeed(users?: CommerceSeedUsers): CommerceSeed {
  if (!users) {
    return {
      categories: Object.values(structuredClone(CATALOG_CATEGORIES)),
      catalog: catalog(),
      subscriptions: [],
      orders: [],
      cards: [],
      billingAddresses: [],
      vouchers: [],
      productVoucherTypes: productVoucherTypes(),
      productVoucherOrders: [],
    }
  }
  const { alex, robin } = users
  const alexBilling: SeedBillingParty = {
    first_name: 'Alex',
    last_name: 'Rivera',
    address_1: '14 Brick Lane',
    city: 'London',
    zip: 'E1 6RF',
    country_code: 'GB',
  }
  const visa = 'k9vx2p'
  const mastercard = 'm4rt7c'
  const order = (
    id: string,
    created: string,
    invoice: number,
    item: SeedOrderItem,
    status: OrderStatus = 'complete',
    card = visa,
  ): SeedOrder => ({
    id,
    user_id: alex,
    status,
    created_at: created,
    items: [item],
    invoice_id: invoice,
    billing: alexBilling,
    payment_method_token: card,
  })
  const line = (catalogProductId: number, price: number, special?: number): SeedOrderItem => ({
    catalog_product_id: catalogProductId,
    quantity: 1,
    base_price: price,
    ...(special === undefined ? {} : { special_price: special }),
  })
  // Order 501 for a reseller: its Flip and FX Pack codes are the ones anyone may enter (README).
  const fromOrder501 = (prefix: string, n: number, type: VoucherType, productTypeId: number, batch: string) =>
    ({
      id: `${prefix}-0501-${String(n).padStart(4, '0')}`,
      voucher_type: type,
      product_type_id: productTypeId,
      created_at: '2026-09-14T10:00:00Z',
      expires_at: '2028-09-14T10:00:00Z',
      product_voucher_order_id: 501,
      batch_id: batch,
    }) satisfies SeedVoucher
  return structuredClone({
    categories: Object.values(CATALOG_CATEGORIES),
    catalog: catalog(),
    subscriptions: [
      {
        id: 'h7k2qd',
        user_id: alex,
        product_id: '7KS2-D4NW-93PB-QE6R',
        catalog_product_id: CATALOG_PRODUCT_IDS.studioYearly,
        status: 'Active',
        first_billing_date: '2024-02-03T09:05:44Z',
        next_billing_date: '2027-02-03T09:05:44Z',
        current_billing_cycle: 3,
        number_of_billing_cycle: 0,
        payment_method_token: visa,
        discounts: [],
      },
      {
        id: 'p3xw9m',
        user_id: alex,
        product_id: 'H3XF-22LA-R8MC-0P5T',
        catalog_product_id: CATALOG_PRODUCT_IDS.hexFxMonthly,
        status: 'Past Due',
        first_billing_date: '2025-08-21T14:31:09Z',
        // The charge of 21 November 2026 failed: the Mastercard expired in October.
        next_billing_date: '2026-11-21T14:31:09Z',
        current_billing_cycle: 16,
        number_of_billing_cycle: 0,
        payment_method_token: mastercard,
        discounts: [],
      },
    ],
    orders: [
      order('5118203', '2021-06-12T18:21:40Z', 2_118_203, line(CATALOG_PRODUCT_IDS.djPro, 24_900)),
      order('5902114', '2022-10-07T16:47:55Z', 2_902_114, line(CATALOG_PRODUCT_IDS.sample, 9_900)),
      order('6730481', '2024-02-03T09:05:44Z', 3_730_481, line(CATALOG_PRODUCT_IDS.studioYearly, 9_900)),
      // Bought in the Black Friday sale, refunded two days later.
      order(
        '7214690',
        '2024-11-29T20:14:03Z',
        4_214_690,
        line(CATALOG_PRODUCT_IDS.djProFxPack, 4_900, 3_675),
        'cancel',
      ),
      order(
        '7650228',
        '2025-08-21T14:31:09Z',
        4_650_228,
        line(CATALOG_PRODUCT_IDS.hexFxMonthly, 499),
        'complete',
        mastercard,
      ),
    ],
    cards: [
      {
        id: 90_211,
        token: visa,
        user_id: alex,
        card_type: 'Visa',
        bin: '411111',
        last4: '1111',
        expiration_month: '04',
        expiration_year: '2029',
        created_at: '2021-06-12T18:20:58Z',
        billing_address_id: 'k4',
        default: true,
        outcome: 'approve',
      },
      {
        id: 90_347,
        token: mastercard,
        user_id: alex,
        card_type: 'Mastercard',
        bin: '555555',
        last4: '4444',
        expiration_month: '10',
        expiration_year: '2026',
        created_at: '2025-08-21T14:30:12Z',
        billing_address_id: 'k4',
        default: false,
        outcome: 'approve',
      },
    ],
    billingAddresses: [
      {
        id: 'k4',
        user_id: alex,
        first_name: 'Alex',
        last_name: 'Rivera',
        address: '14 Brick Lane',
        city: 'London',
        post_code: 'E1 6RF',
        country_code: 'GB',
      },
    ],
    vouchers: [
      {
        id: 'VCH-7XQ2-PL9M',
        voucher_type: VOUCHER_TYPES.video,
        product_type_id: productTypes.djProVideo.id,
        created_at: '2026-10-30T12:00:00Z',
        expires_at: '2027-03-31T23:59:59Z',
        user_id: alex,
        assigned_at: '2026-11-02T19:44:10Z',
      },
      ...[1, 2, 3, 4].map((n) =>
        fromOrder501('FLIP', n, VOUCHER_TYPES.flip, productTypes.djProFlip.id, 'B501-1'),
      ),
      ...[1, 2, 3, 4, 5].map((n) =>
        fromOrder501('FXPK', n, VOUCHER_TYPES.fxPack, productTypes.djProFxPack.id, 'B501-2'),
      ),
      {
        id: 'WNTR-2025-0001',
        voucher_type: VOUCHER_TYPES.pntDj,
        product_type_id: productTypes.pitchNTimeDj.id,
        created_at: '2025-11-20T09:00:00Z',
        expires_at: '2025-12-31T23:59:59Z',
      },
    ].map((voucher) =>
      // FXPK-0501-0005 was redeemed by Robin (REFUSED_VOUCHER_CODES.used).
      voucher.id === REFUSED_VOUCHER_CODES.used
        ? {
            ...voucher,
            user_id: robin,
            assigned_at: '2026-03-02T11:20:00Z',
            redeemed_at: '2026-03-02T11:20:41Z',
            product_id: voucher.id,
          }
        : voucher,
    ),
    productVoucherTypes: productVoucherTypes(),
    productVoucherOrders: [
      {
        id: 501,
        vendor_name: 'Beat Street Music',
        po_number: 'PO-2026-118',
        moneyworks_id: 'MW-88412',
        language: 'en',
        file_type: 'csv',
        created_at: '2026-09-14T09:30:00Z',
        product_vouchers_created_at: '2026-09-14T10:00:00Z',
        blacklisted_at: null,
        created_by: robin,
        batches: [
          { id: 'B501-1', product_voucher_type_id: 3, size: 4 },
          { id: 'B501-2', product_voucher_type_id: 2, size: 5 },
        ],
      },
    ],
  } satisfies CommerceSeed)
}
