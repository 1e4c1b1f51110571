/**
 * The page builder projection: sections → sub-sections → blocks, each block projected by its own
 * fragment, chosen by `_type` (docs/requirements.md §3 "Sections hold subSections with blocks").
 */

import {
  basicContentCardGridFields,
  componentCarouselFields,
  featureCardContainerFields,
  filterGridFields,
  productCardFields,
  productFeatureCardFields,
  soundsCardContainerFields,
  thumbnailCard3ColFields,
} from './block-fragments-cards.ts'
import {
  basicContentBlock3ColFields,
  basicContentBlockFields,
  basicContentSectionFields,
  basicFeatureCardFields,
  basicPageHeaderFields,
  careersDepartmentSectionFields,
  imageQuoteCardFields,
  jobsAccordionFields,
  quoteBlockFields,
  stepCardListFields,
  threeColumnContentFields,
  twoColumnSubSectionFields,
} from './block-fragments-content.ts'
import {
  audioPreviewContainerFields,
  basicImageFields,
  clickableHeroVideoFields,
  h1HeroBlock2ColFields,
  h2FeatureBlock2ColFields,
  heroBlockFields,
  imageCarouselFields,
  imageGalleryFields,
  inlineVideoThumbnailFields,
  slideshowBlockFields,
  threeColumnFilteredVideoContainerFields,
  videoModalFields,
} from './block-fragments-media.ts'

/** One `_type == "x" => {…}` branch per block type, in docs/requirements.md §3 order. */
export const blockFields = `
  _key, _type,
  _type == "audioPreviewContainer" => {${audioPreviewContainerFields}},
  _type == "basicContentBlock" => {${basicContentBlockFields}},
  _type == "basicContentBlock3Col" => {${basicContentBlock3ColFields}},
  _type == "basicContentSection" => {${basicContentSectionFields}},
  _type == "basicFeatureCard" => {${basicFeatureCardFields}},
  _type == "basicPageHeader" => {${basicPageHeaderFields}},
  _type == "imageQuoteCard" => {${imageQuoteCardFields}},
  _type == "componentCarousel" => {${componentCarouselFields}},
  _type == "featureCardContainer" => {${featureCardContainerFields}},
  _type == "h1HeroBlock2Col" => {${h1HeroBlock2ColFields}},
  _type == "h2FeatureBlock2Col" => {${h2FeatureBlock2ColFields}},
  _type == "heroBlock" => {${heroBlockFields}},
  _type == "imageCarousel" => {${imageCarouselFields}},
  _type == "imageGallery" => {${imageGalleryFields}},
  _type == "inlineVideoThumbnail" => {${inlineVideoThumbnailFields}},
  _type == "quoteBlock" => {${quoteBlockFields}},
  _type == "jobsAccordion" => {${jobsAccordionFields}},
  _type == "careersDepartmentSection" => {${careersDepartmentSectionFields}},
  _type == "productCard" => {${productCardFields}},
  _type == "productFeatureCard" => {${productFeatureCardFields}},
  _type == "slideshowBlock" => {${slideshowBlockFields}},
  _type == "soundsCardContainer" => {${soundsCardContainerFields}},
  _type == "stepCardList" => {${stepCardListFields}},
  _type == "threeColumnContent" => {${threeColumnContentFields}},
  _type == "threeColumnFilteredVideoContainer" => {${threeColumnFilteredVideoContainerFields}},
  _type == "thumbnailCard3Col" => {${thumbnailCard3ColFields}},
  _type == "twoColumnSubSection" => {${twoColumnSubSectionFields}},
  _type == "videoModal" => {${videoModalFields}},
  _type == "clickableHeroVideo" => {${clickableHeroVideoFields}},
  _type == "basicImage" => {${basicImageFields}},
  _type == "basicContentCardGrid" => {${basicContentCardGridFields}},
  _type == "filterGrid" => {${filterGridFields}}
` as const

/** Layout fields of sections and sub-sections. */
const layoutFields = `_key, _type, title, anchorId, theme` as const

/** `pageBuilder`: sections → sub-sections → blocks. */
export const pageBuilderProjection = `
  "pageBuilder": pageBuilder[]{
    ${layoutFields},
    "subSections": subSections[]{${layoutFields}, "blocks": blocks[]{${blockFields}}}
  }
` as const
