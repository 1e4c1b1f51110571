/**
 * The content model (docs/requirements.md §2, §3): every Sanity schema type, for TypeGen (`npm run codegen`) and the
 * local content service. `schemaTypes` is what a Studio config takes as `schema.types`.
 */
import { audioPreviewContainer } from './blocks/audio-preview-container.ts'
import { basicContentBlock } from './blocks/basic-content-block.ts'
import { basicContentBlock3Col } from './blocks/basic-content-block-3-col.ts'
import { basicContentCardGrid } from './blocks/basic-content-card-grid.ts'
import { basicContentSection } from './blocks/basic-content-section.ts'
import { basicFeatureCard } from './blocks/basic-feature-card.ts'
import { basicImage } from './blocks/basic-image.ts'
import { basicPageHeader } from './blocks/basic-page-header.ts'
import { careersDepartmentSection } from './blocks/careers-department-section.ts'
import { clickableHeroVideo } from './blocks/clickable-hero-video.ts'
import { componentCarousel } from './blocks/component-carousel.ts'
import { featureCardContainer } from './blocks/feature-card-container.ts'
import { filterGrid } from './blocks/filter-grid.ts'
import { h1HeroBlock2Col } from './blocks/h1-hero-block-2-col.ts'
import { h2FeatureBlock2Col } from './blocks/h2-feature-block-2-col.ts'
import { heroBlock } from './blocks/hero-block.ts'
import { imageCarousel } from './blocks/image-carousel.ts'
import { imageGallery } from './blocks/image-gallery.ts'
import { imageQuoteCard } from './blocks/image-quote-card.ts'
import { inlineVideoThumbnail } from './blocks/inline-video-thumbnail.ts'
import { jobsAccordion } from './blocks/jobs-accordion.ts'
import { productCard } from './blocks/product-card.ts'
import { productFeatureCard } from './blocks/product-feature-card.ts'
import { quoteBlock } from './blocks/quote-block.ts'
import { slideshowBlock } from './blocks/slideshow-block.ts'
import { soundsCardContainer } from './blocks/sounds-card-container.ts'
import { stepCardList } from './blocks/step-card-list.ts'
import { threeColumnContent } from './blocks/three-column-content.ts'
import { threeColumnFilteredVideoContainer } from './blocks/three-column-filtered-video-container.ts'
import { thumbnailCard3Col } from './blocks/thumbnail-card-3-col.ts'
import { twoColumnSubSection } from './blocks/two-column-sub-section.ts'
import { videoModal } from './blocks/video-modal.ts'
import { campaign } from './documents/campaign.ts'
import { careers } from './documents/careers.ts'
import { controlVinylResourcesSlug } from './documents/control-vinyl-resources-slug.ts'
import { djLanding } from './documents/dj-landing.ts'
import { downloadArchive } from './documents/download-archive.ts'
import { downloads } from './documents/downloads.ts'
import { expansions } from './documents/expansions.ts'
import { features } from './documents/features.ts'
import { freeTrial } from './documents/free-trial.ts'
import { homepage } from './documents/homepage.ts'
import { howTo } from './documents/how-to.ts'
import { livestreaming } from './documents/livestreaming.ts'
import { mediaTag } from './documents/media-tag.ts'
import { musicProduction } from './documents/music-production.ts'
import { musicstreaming } from './documents/musicstreaming.ts'
import { pricing } from './documents/pricing.ts'
import { pricingChild } from './documents/pricing-child.ts'
import { producerSuite } from './documents/producer-suite.ts'
import { producerSuiteDownloads } from './documents/producer-suite-downloads.ts'
import { resourcesLanding } from './documents/resources-landing.ts'
import { resourcesSlug } from './documents/resources-slug.ts'
import { soundpack } from './documents/soundpack.ts'
import { sounds } from './documents/sounds.ts'
import { studioLicenseModal } from './documents/studio-license-modal.ts'
import { tutorials } from './documents/tutorials.ts'
import { upgrade } from './documents/upgrade.ts'
import { videoAsset } from './documents/video-asset.ts'
import { card } from './objects/card.ts'
import { contentColumn } from './objects/content-column.ts'
import { cta } from './objects/cta.ts'
import {
  osRequirement,
  productRelease,
  releaseDataItem,
  semanticVersion,
  softwareDownloadCard,
  systemRequirements,
} from './objects/downloads.ts'
import { internalDownloadLink } from './objects/internal-download-link.ts'
import { link } from './objects/link.ts'
import { richText } from './objects/rich-text.ts'
import { section, subSection } from './objects/section.ts'

/** The 24 page content types (docs/requirements.md §2), in spec order. */
export const contentTypes = [
  careers,
  homepage,
  campaign,
  sounds,
  soundpack,
  tutorials,
  features,
  howTo,
  musicProduction,
  producerSuite,
  producerSuiteDownloads,
  freeTrial,
  pricing,
  pricingChild,
  djLanding,
  resourcesLanding,
  resourcesSlug,
  controlVinylResourcesSlug,
  expansions,
  livestreaming,
  musicstreaming,
  upgrade,
  downloads,
  downloadArchive,
]

/** The 32 page-builder block types (docs/requirements.md §3), in spec order. */
export const blockTypes = [
  audioPreviewContainer,
  basicContentBlock,
  basicContentBlock3Col,
  basicContentSection,
  basicFeatureCard,
  basicPageHeader,
  imageQuoteCard,
  componentCarousel,
  featureCardContainer,
  h1HeroBlock2Col,
  h2FeatureBlock2Col,
  heroBlock,
  imageCarousel,
  imageGallery,
  inlineVideoThumbnail,
  quoteBlock,
  jobsAccordion,
  careersDepartmentSection,
  productCard,
  productFeatureCard,
  slideshowBlock,
  soundsCardContainer,
  stepCardList,
  threeColumnContent,
  threeColumnFilteredVideoContainer,
  thumbnailCard3Col,
  twoColumnSubSection,
  videoModal,
  clickableHeroVideo,
  basicImage,
  basicContentCardGrid,
  filterGrid,
]

/** Documents that are not pages: licence modal, video assets, media tags. */
export const supportTypes = [studioLicenseModal, videoAsset, mediaTag]

/** Shared objects: links, calls to action, rich text, page-builder layout, download objects. */
export const objectTypes = [
  link,
  cta,
  internalDownloadLink,
  richText,
  card,
  contentColumn,
  section,
  subSection,
  semanticVersion,
  softwareDownloadCard,
  osRequirement,
  systemRequirements,
  productRelease,
  releaseDataItem,
]

/** Every schema type of the content model. */
export const schemaTypes = [...contentTypes, ...supportTypes, ...objectTypes, ...blockTypes]

export type { BlockTypeName, ContentTypeName, ProductKey } from './constants.ts'
export { blockTypeNames, contentTypeNames, osKeys, productKeys, productTitles } from './constants.ts'
