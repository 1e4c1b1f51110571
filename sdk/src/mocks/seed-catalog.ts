/**
 * The sandbox's software catalogue: licence types and product types of the licence service
 * (`specs/license.yaml` `LicenseType`, `ProductType`), one per product of the site (docs/requirements.md §1):
 * DJ Pro, DJ Lite, Studio, Sample, Hex FX, Pitch 'n' Time, Producer Suite, named as the site names
 * them; and the serial numbers people and tests can register (README "Trying it").
 */
import type { components } from '../generated/license/paths.ts'

type LicenseType = components['schemas']['LicenseType']
type ProductType = components['schemas']['ProductType']

/** Licence types by product (ids are stable: tests and seeds refer to them). */
export const licenseTypes = {
  djPro: { id: 64, name: 'DJ Pro', term: 'permanent', rlm_schema: { name: 'serato_dj_pro', version: '1.0' } },
  djProTrial: {
    id: 65,
    name: 'DJ Pro Trial',
    term: 'trial',
    expires_days: 14,
    rlm_schema: { name: 'serato_dj_pro', version: '1.0' },
  },
  studio: {
    id: 90,
    name: 'Studio',
    term: 'subscription',
    rlm_schema: { name: 'serato_studio', version: '2.0' },
  },
  sample: {
    id: 72,
    name: 'Sample',
    term: 'permanent',
    rlm_schema: { name: 'serato_sample', version: '1.0' },
  },
  hexFx: { id: 81, name: 'Hex FX', term: 'permanent', rlm_schema: { name: 'serato_hex_fx', version: '1.0' } },
  hexFxSubscription: {
    id: 82,
    name: 'Hex FX',
    term: 'subscription',
    rlm_schema: { name: 'serato_hex_fx', version: '1.0' },
  },
  // DJ Pro expansions (sold one-time in the commerce catalog, granted by vouchers).
  djProVideo: {
    id: 96,
    name: 'DJ Pro Video',
    term: 'permanent',
    rlm_schema: { name: 'serato_video', version: '1.0' },
  },
  djProFxPack: {
    id: 97,
    name: 'DJ Pro FX Pack',
    term: 'permanent',
    rlm_schema: { name: 'serato_fx_pack', version: '1.0' },
  },
  djProFlip: {
    id: 98,
    name: 'DJ Pro Flip',
    term: 'permanent',
    rlm_schema: { name: 'serato_flip', version: '1.0' },
  },
  pitchNTimeDj: {
    id: 99,
    name: "Pitch 'n' Time DJ",
    term: 'permanent',
    rlm_schema: { name: 'serato_pnt_dj', version: '1.0' },
  },
  pitchNTime: {
    id: 58,
    name: "Pitch 'n' Time",
    term: 'permanent',
    rlm_schema: { name: 'wailshark', version: '3.0' },
  },
} satisfies Record<string, LicenseType>

/** Product types of the catalogue (`GET /api/v1/products/types`). */
export const productTypes = {
  djLite: { id: 110, name: 'DJ Lite', license_types: [], upgrade_to: [112] },
  djPro: {
    id: 112,
    name: 'DJ Pro',
    license_types: [{ count: 1, license_type: licenseTypes.djPro }],
    upgrade_from: [110, 113],
  },
  djProTrial: {
    id: 113,
    name: 'DJ Pro Trial',
    license_types: [{ count: 1, license_type: licenseTypes.djProTrial }],
    trial_resets: ['2025-01-15T00:00:00Z'],
    upgrade_to: [112],
  },
  studio: {
    id: 131,
    name: 'Studio',
    license_types: [{ count: 1, license_type: licenseTypes.studio }],
  },
  sample: {
    id: 124,
    name: 'Sample',
    license_types: [{ count: 1, license_type: licenseTypes.sample }],
  },
  hexFx: { id: 140, name: 'Hex FX', license_types: [{ count: 1, license_type: licenseTypes.hexFx }] },
  /**
   * Hex FX by monthly subscription (commerce catalog product 141; Alex's, past due). A product of its
   * own, named so: one name per product type, so a list of them names each once (decision 033).
   */
  hexFxSubscription: {
    id: 141,
    name: 'Hex FX Subscription',
    license_types: [{ count: 1, license_type: licenseTypes.hexFxSubscription }],
  },
  djProVideo: {
    id: 160,
    name: 'DJ Pro Video',
    license_types: [{ count: 1, license_type: licenseTypes.djProVideo }],
  },
  djProFxPack: {
    id: 161,
    name: 'DJ Pro FX Pack',
    license_types: [{ count: 1, license_type: licenseTypes.djProFxPack }],
  },
  djProFlip: {
    id: 162,
    name: 'DJ Pro Flip',
    license_types: [{ count: 1, license_type: licenseTypes.djProFlip }],
  },
  pitchNTimeDj: {
    id: 163,
    name: "Pitch 'n' Time DJ",
    license_types: [{ count: 1, license_type: licenseTypes.pitchNTimeDj }],
  },
  pitchNTime: {
    id: 118,
    name: "Pitch 'n' Time",
    requires_ilok: true,
    license_types: [{ count: 1, license_type: licenseTypes.pitchNTime }],
  },
  producerSuite: {
    id: 150,
    name: 'Producer Suite',
    requires_ilok: true,
    license_types: [
      { count: 1, license_type: licenseTypes.studio },
      { count: 1, license_type: licenseTypes.sample },
      { count: 1, license_type: licenseTypes.pitchNTime },
    ],
  },
} satisfies Record<string, ProductType>

/** A product type of {@link productTypes} that is registered with a serial number. */
export type SerialProductType = 'djPro' | 'studio' | 'sample' | 'hexFx' | 'pitchNTime' | 'producerSuite'

/**
 * Serial numbers nobody has registered yet in a fresh sandbox, four per product type that is sold
 * with one (`POST /me/products` `product_serial_number`). Each can be registered once per sandbox:
 * `npm start` keeps its state until it stops.
 */
export const DEMO_SERIAL_NUMBERS = {
  djPro: ['DJPR-8TYK-2AZ8-0001', 'DJPR-T7QA-K6ZL-0002', 'DJPR-XPDN-EX3F-0003', 'DJPR-BDQF-56H5-0004'],
  studio: ['STDO-JWLD-LF34-0001', 'STDO-882B-FNSY-0002', 'STDO-Z2VH-SRXZ-0003', 'STDO-ZMB2-5CBQ-0004'],
  sample: ['SMPL-5C2P-GQME-0001', 'SMPL-TC5T-9YD7-0002', 'SMPL-ZPXU-788R-0003', 'SMPL-L7ZM-NQAT-0004'],
  hexFx: ['HXFX-XMRA-CRHZ-0001', 'HXFX-KBWT-HQ89-0002', 'HXFX-YS6L-6UCT-0003', 'HXFX-X6PU-SBAB-0004'],
  pitchNTime: ['PNTM-JT4J-RN58-0001', 'PNTM-DSC4-5F3N-0002', 'PNTM-YZ2L-BKBC-0003', 'PNTM-E4N2-GYNV-0004'],
  producerSuite: ['PRSU-T9HP-3RE4-0001', 'PRSU-YWFX-KFVV-0002', 'PRSU-M5ZM-BP96-0003', 'PRSU-9MDX-7RWG-0004'],
} as const satisfies Record<SerialProductType, readonly string[]>

/** Serial numbers the licence service refuses, one per reason (`specs/license.yaml` error codes). */
export const REFUSED_SERIAL_NUMBERS = {
  /** 1101: three groups instead of four. */
  malformed: 'DJPR-8TYK-2AZ8',
  /** 1102: Alex's DJ Pro (a registered product's id is its serial number). */
  registered: '2HQ4-81RM-AE3F-7NWX',
  /** 1103: well formed, but not a serial number of the catalogue. */
  unknown: 'ZZZZ-0000-0000-0000',
} as const
