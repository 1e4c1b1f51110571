import type { PageBlockOf, PageBlockType } from '@music/sdk/content'
import type { ComponentType } from 'react'
import { AudioPreviewContainer } from '../blocks/audio-preview-container/audio-preview-container.tsx'
import { BasicContentBlock } from '../blocks/basic-content-block/basic-content-block.tsx'
import { BasicContentBlock3Col } from '../blocks/basic-content-block-3-col/basic-content-block-3-col.tsx'
import { BasicContentCardGrid } from '../blocks/basic-content-card-grid/basic-content-card-grid.tsx'
import { BasicContentSection } from '../blocks/basic-content-section/basic-content-section.tsx'
import { BasicFeatureCard } from '../blocks/basic-feature-card/basic-feature-card.tsx'
import { BasicImage } from '../blocks/basic-image/basic-image.tsx'
import { BasicPageHeader } from '../blocks/basic-page-header/basic-page-header.tsx'
import { CareersDepartmentSection } from '../blocks/careers-department-section/careers-department-section.tsx'
import { ClickableHeroVideo } from '../blocks/clickable-hero-video/clickable-hero-video.tsx'
import { ComponentCarousel } from '../blocks/component-carousel/component-carousel.tsx'
import { FeatureCardContainer } from '../blocks/feature-card-container/feature-card-container.tsx'
import { FilterGrid } from '../blocks/filter-grid/filter-grid.tsx'
import { H1HeroBlock2Col } from '../blocks/h1-hero-block-2-col/h1-hero-block-2-col.tsx'
import { H2FeatureBlock2Col } from '../blocks/h2-feature-block-2-col/h2-feature-block-2-col.tsx'
import { HeroBlock } from '../blocks/hero-block/hero-block.tsx'
import { ImageCarousel } from '../blocks/image-carousel/image-carousel.tsx'
import { ImageGallery } from '../blocks/image-gallery/image-gallery.tsx'
import { ImageQuoteCard } from '../blocks/image-quote-card/image-quote-card.tsx'
import { InlineVideoThumbnail } from '../blocks/inline-video-thumbnail/inline-video-thumbnail.tsx'
import { JobsAccordion } from '../blocks/jobs-accordion/jobs-accordion.tsx'
import { ProductCard } from '../blocks/product-card/product-card.tsx'
import { ProductFeatureCard } from '../blocks/product-feature-card/product-feature-card.tsx'
import { QuoteBlock } from '../blocks/quote-block/quote-block.tsx'
import { SlideshowBlock } from '../blocks/slideshow-block/slideshow-block.tsx'
import { SoundsCardContainer } from '../blocks/sounds-card-container/sounds-card-container.tsx'
import { StepCardList } from '../blocks/step-card-list/step-card-list.tsx'
import { ThreeColumnContent } from '../blocks/three-column-content/three-column-content.tsx'
import { ThreeColumnFilteredVideoContainer } from '../blocks/three-column-filtered-video-container/three-column-filtered-video-container.tsx'
import { ThumbnailCard3Col } from '../blocks/thumbnail-card-3-col/thumbnail-card-3-col.tsx'
import { TwoColumnSubSection } from '../blocks/two-column-sub-section/two-column-sub-section.tsx'
import { VideoModal } from '../blocks/video-modal/video-modal.tsx'

/** The component that renders blocks of `_type` `T`; it receives the projected block as `block`. */
export type BlockComponent<T extends PageBlockType> = ComponentType<{ block: PageBlockOf<T> }>

/**
 * One component for every block type of the TypeGen union (`PageBlockType` from
 * `@music/sdk/content`): the shape the registry must have.
 */
export type BlockRegistry = { [T in PageBlockType]: BlockComponent<T> }

/**
 * THE map from block `_type` to its component (docs/conventions.md "The block registry"), in docs/requirements.md §3 order.
 * Components live in `app/src/blocks/<block-type>/`. `satisfies BlockRegistry` (exhaustive): a block
 * type of the TypeGen union without a component, or a component whose props do not fit the projected
 * block, fails to compile.
 */
export const blockComponents = {
  audioPreviewContainer: AudioPreviewContainer,
  basicContentBlock: BasicContentBlock,
  basicContentBlock3Col: BasicContentBlock3Col,
  basicContentSection: BasicContentSection,
  basicFeatureCard: BasicFeatureCard,
  basicPageHeader: BasicPageHeader,
  imageQuoteCard: ImageQuoteCard,
  componentCarousel: ComponentCarousel,
  featureCardContainer: FeatureCardContainer,
  h1HeroBlock2Col: H1HeroBlock2Col,
  h2FeatureBlock2Col: H2FeatureBlock2Col,
  heroBlock: HeroBlock,
  imageCarousel: ImageCarousel,
  imageGallery: ImageGallery,
  inlineVideoThumbnail: InlineVideoThumbnail,
  quoteBlock: QuoteBlock,
  jobsAccordion: JobsAccordion,
  careersDepartmentSection: CareersDepartmentSection,
  productCard: ProductCard,
  productFeatureCard: ProductFeatureCard,
  slideshowBlock: SlideshowBlock,
  soundsCardContainer: SoundsCardContainer,
  stepCardList: StepCardList,
  threeColumnContent: ThreeColumnContent,
  threeColumnFilteredVideoContainer: ThreeColumnFilteredVideoContainer,
  thumbnailCard3Col: ThumbnailCard3Col,
  twoColumnSubSection: TwoColumnSubSection,
  videoModal: VideoModal,
  clickableHeroVideo: ClickableHeroVideo,
  basicImage: BasicImage,
  basicContentCardGrid: BasicContentCardGrid,
  filterGrid: FilterGrid,
} satisfies BlockRegistry

const registry: Partial<BlockRegistry> = blockComponents

/** The component for a block type, or `undefined` for a type the registry does not know. */
export function blockComponentFor<T extends PageBlockType>(type: T): BlockComponent<T> | undefined {
  return registry[type]
}
