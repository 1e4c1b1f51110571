/**
 * Products and page content types as the site names them (spec §1, §2). The app keeps these lists
 * itself because it may import only `@music/sdk` entry points, never `specs/`.
 */

/** Product keys used in paths and in every page's `product` field (spec §1). */
export const productKeys = [
  'studio',
  'sample',
  'hex-fx',
  'dj-pro',
  'dj-lite',
  'pnt',
  'producer-suite',
] as const
export type ProductKey = (typeof productKeys)[number]

/** Product titles by key (spec §1 "Product list"). */
export const productTitles: Record<ProductKey, string> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj-pro': 'DJ Pro',
  'dj-lite': 'DJ Lite',
  pnt: "Pitch 'n' Time",
  'producer-suite': 'Producer Suite',
}

/** True when `value` is one of the seven product keys. */
export function isProductKey(value: string): value is ProductKey {
  return (productKeys as readonly string[]).includes(value)
}

/** The 24 page content types of spec §2. */
export const contentTypeNames = [
  'careers',
  'homepage',
  'campaign',
  'sounds',
  'soundpack',
  'tutorials',
  'features',
  'howTo',
  'musicProduction',
  'producerSuite',
  'producerSuiteDownloads',
  'freeTrial',
  'pricing',
  'pricingChild',
  'djLanding',
  'resourcesLanding',
  'resourcesSlug',
  'controlVinylResourcesSlug',
  'expansions',
  'livestreaming',
  'musicstreaming',
  'upgrade',
  'downloads',
  'downloadArchive',
] as const
export type ContentTypeName = (typeof contentTypeNames)[number]

/** True when `value` is one of the 24 page content types. */
export function isContentTypeName(value: unknown): value is ContentTypeName {
  return typeof value === 'string' && (contentTypeNames as readonly string[]).includes(value)
}
