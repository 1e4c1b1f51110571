/**
 * Names shared by the content model (docs/requirements.md §1, §2, §3). The sdk must not import `specs`: `npm run codegen`
 * writes these lists to `sdk/src/generated/content/names.ts` (codegen.config.ts `content.names`), which
 * `sdk/src/content/names.ts` re-exports, so the sdk and the app use this one list.
 */

/** Product keys used in paths and in every page's `product` field (docs/requirements.md §1). */
export const productKeys = [
  'studio',
  'sample',
  'hex-fx',
  'dj-pro',
  'dj-lite',
  'pnt',
  'producer-suite',
] as const
/** One of {@link productKeys}. */
export type ProductKey = (typeof productKeys)[number]

/** Product titles by key (docs/requirements.md §1 "Product list"). */
export const productTitles: Record<ProductKey, string> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj-pro': 'DJ Pro',
  'dj-lite': 'DJ Lite',
  pnt: "Pitch 'n' Time",
  'producer-suite': 'Producer Suite',
}

/** Operating systems a download is built for. */
export const osKeys = ['mac', 'windows'] as const

/** The 24 page content types of docs/requirements.md §2, in spec order. */
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
/** One of {@link contentTypeNames}. */
export type ContentTypeName = (typeof contentTypeNames)[number]

/** The 32 page-builder block types of docs/requirements.md §3, in spec order. */
export const blockTypeNames = [
  'audioPreviewContainer',
  'basicContentBlock',
  'basicContentBlock3Col',
  'basicContentSection',
  'basicFeatureCard',
  'basicPageHeader',
  'imageQuoteCard',
  'componentCarousel',
  'featureCardContainer',
  'h1HeroBlock2Col',
  'h2FeatureBlock2Col',
  'heroBlock',
  'imageCarousel',
  'imageGallery',
  'inlineVideoThumbnail',
  'quoteBlock',
  'jobsAccordion',
  'careersDepartmentSection',
  'productCard',
  'productFeatureCard',
  'slideshowBlock',
  'soundsCardContainer',
  'stepCardList',
  'threeColumnContent',
  'threeColumnFilteredVideoContainer',
  'thumbnailCard3Col',
  'twoColumnSubSection',
  'videoModal',
  'clickableHeroVideo',
  'basicImage',
  'basicContentCardGrid',
  'filterGrid',
] as const
/** One of {@link blockTypeNames}. */
export type BlockTypeName = (typeof blockTypeNames)[number]
