/**
 * The sandbox's software catalogue: licence types and product types of the licence service
 * (`specs/license.yaml` `LicenseType`, `ProductType`), one per product of the site (spec §1):
 * DJ Pro, DJ Lite, Studio, Sample, Hex FX, Pitch 'n Time, Producer Suite.
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
  pitchNTime: {
    id: 58,
    name: "Pitch 'n Time DJ",
    term: 'permanent',
    rlm_schema: { name: 'wailshark', version: '3.0' },
  },
} satisfies Record<string, LicenseType>

/** Product types of the catalogue (`GET /api/v1/products/types`). */
export const productTypes = {
  djLite: { id: 110, name: 'Serato DJ Lite', license_types: [], upgrade_to: [112] },
  djPro: {
    id: 112,
    name: 'Serato DJ Pro',
    license_types: [{ count: 1, license_type: licenseTypes.djPro }],
    upgrade_from: [110, 113],
  },
  djProTrial: {
    id: 113,
    name: 'Serato DJ Pro Trial',
    license_types: [{ count: 1, license_type: licenseTypes.djProTrial }],
    trial_resets: ['2025-01-15T00:00:00Z'],
    upgrade_to: [112],
  },
  studio: {
    id: 131,
    name: 'Serato Studio',
    license_types: [{ count: 1, license_type: licenseTypes.studio }],
  },
  sample: {
    id: 124,
    name: 'Serato Sample',
    license_types: [{ count: 1, license_type: licenseTypes.sample }],
  },
  hexFx: { id: 140, name: 'Serato Hex FX', license_types: [{ count: 1, license_type: licenseTypes.hexFx }] },
  pitchNTime: {
    id: 118,
    name: "Pitch 'n Time DJ",
    license_types: [{ count: 1, license_type: licenseTypes.pitchNTime }],
  },
  producerSuite: {
    id: 150,
    name: 'Serato Producer Suite',
    license_types: [
      { count: 1, license_type: licenseTypes.studio },
      { count: 1, license_type: licenseTypes.sample },
      { count: 1, license_type: licenseTypes.pitchNTime },
    ],
  },
} satisfies Record<string, ProductType>
