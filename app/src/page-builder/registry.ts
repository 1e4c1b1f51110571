import type { PageBlockOf, PageBlockType } from '@music/sdk/content'
import type { ComponentType } from 'react'

/** The component that renders blocks of `_type` `T`; it receives the projected block as `block`. */
export type BlockComponent<T extends PageBlockType> = ComponentType<{ block: PageBlockOf<T> }>

/**
 * One loader of the component for every block type of the TypeGen union (`PageBlockType` from
 * `@music/sdk/content`): the shape the registry must have.
 */
export type BlockRegistry = { [T in PageBlockType]: () => Promise<BlockComponent<T>> }

/**
 * THE map from block `_type` to its component (STYLE.md "The block registry"), in spec §3 order.
 * Components live in `app/src/blocks/<block-type>/` and are imported on demand, so a page loads the
 * code of the blocks it shows, not of all 32 (decision 007); their CSS is in `block-styles.ts`, which PageBuilder (loaded
 * with the page) imports, so the server HTML is styled. `satisfies BlockRegistry` (exhaustive): a block type of
 * the TypeGen union without a component, or a component whose props do not fit the projected block,
 * fails to compile.
 */
export const blockLoaders = {
  audioPreviewContainer: () =>
    import('../blocks/audio-preview-container/audio-preview-container.tsx').then(
      (m) => m.AudioPreviewContainer,
    ),
  basicContentBlock: () =>
    import('../blocks/basic-content-block/basic-content-block.tsx').then((m) => m.BasicContentBlock),
  basicContentBlock3Col: () =>
    import('../blocks/basic-content-block-3-col/basic-content-block-3-col.tsx').then(
      (m) => m.BasicContentBlock3Col,
    ),
  basicContentSection: () =>
    import('../blocks/basic-content-section/basic-content-section.tsx').then((m) => m.BasicContentSection),
  basicFeatureCard: () =>
    import('../blocks/basic-feature-card/basic-feature-card.tsx').then((m) => m.BasicFeatureCard),
  basicPageHeader: () =>
    import('../blocks/basic-page-header/basic-page-header.tsx').then((m) => m.BasicPageHeader),
  imageQuoteCard: () =>
    import('../blocks/image-quote-card/image-quote-card.tsx').then((m) => m.ImageQuoteCard),
  componentCarousel: () =>
    import('../blocks/component-carousel/component-carousel.tsx').then((m) => m.ComponentCarousel),
  featureCardContainer: () =>
    import('../blocks/feature-card-container/feature-card-container.tsx').then((m) => m.FeatureCardContainer),
  h1HeroBlock2Col: () =>
    import('../blocks/h1-hero-block-2-col/h1-hero-block-2-col.tsx').then((m) => m.H1HeroBlock2Col),
  h2FeatureBlock2Col: () =>
    import('../blocks/h2-feature-block-2-col/h2-feature-block-2-col.tsx').then((m) => m.H2FeatureBlock2Col),
  heroBlock: () => import('../blocks/hero-block/hero-block.tsx').then((m) => m.HeroBlock),
  imageCarousel: () => import('../blocks/image-carousel/image-carousel.tsx').then((m) => m.ImageCarousel),
  imageGallery: () => import('../blocks/image-gallery/image-gallery.tsx').then((m) => m.ImageGallery),
  inlineVideoThumbnail: () =>
    import('../blocks/inline-video-thumbnail/inline-video-thumbnail.tsx').then((m) => m.InlineVideoThumbnail),
  quoteBlock: () => import('../blocks/quote-block/quote-block.tsx').then((m) => m.QuoteBlock),
  jobsAccordion: () => import('../blocks/jobs-accordion/jobs-accordion.tsx').then((m) => m.JobsAccordion),
  careersDepartmentSection: () =>
    import('../blocks/careers-department-section/careers-department-section.tsx').then(
      (m) => m.CareersDepartmentSection,
    ),
  productCard: () => import('../blocks/product-card/product-card.tsx').then((m) => m.ProductCard),
  productFeatureCard: () =>
    import('../blocks/product-feature-card/product-feature-card.tsx').then((m) => m.ProductFeatureCard),
  slideshowBlock: () => import('../blocks/slideshow-block/slideshow-block.tsx').then((m) => m.SlideshowBlock),
  soundsCardContainer: () =>
    import('../blocks/sounds-card-container/sounds-card-container.tsx').then((m) => m.SoundsCardContainer),
  stepCardList: () => import('../blocks/step-card-list/step-card-list.tsx').then((m) => m.StepCardList),
  threeColumnContent: () =>
    import('../blocks/three-column-content/three-column-content.tsx').then((m) => m.ThreeColumnContent),
  threeColumnFilteredVideoContainer: () =>
    import('../blocks/three-column-filtered-video-container/three-column-filtered-video-container.tsx').then(
      (m) => m.ThreeColumnFilteredVideoContainer,
    ),
  thumbnailCard3Col: () =>
    import('../blocks/thumbnail-card-3-col/thumbnail-card-3-col.tsx').then((m) => m.ThumbnailCard3Col),
  twoColumnSubSection: () =>
    import('../blocks/two-column-sub-section/two-column-sub-section.tsx').then((m) => m.TwoColumnSubSection),
  videoModal: () => import('../blocks/video-modal/video-modal.tsx').then((m) => m.VideoModal),
  clickableHeroVideo: () =>
    import('../blocks/clickable-hero-video/clickable-hero-video.tsx').then((m) => m.ClickableHeroVideo),
  basicImage: () => import('../blocks/basic-image/basic-image.tsx').then((m) => m.BasicImage),
  basicContentCardGrid: () =>
    import('../blocks/basic-content-card-grid/basic-content-card-grid.tsx').then(
      (m) => m.BasicContentCardGrid,
    ),
  filterGrid: () => import('../blocks/filter-grid/filter-grid.tsx').then((m) => m.FilterGrid),
} satisfies BlockRegistry

const registry: Partial<BlockRegistry> = blockLoaders
const loaded = new Map<string, BlockComponent<PageBlockType>>()
const loading = new Map<string, Promise<BlockComponent<PageBlockType> | undefined>>()

/**
 * The component for a block type if its module has already loaded (see {@link loadBlockComponent}),
 * else `undefined` (also for a type the registry does not know).
 */
export function blockComponentFor<T extends PageBlockType>(type: T): BlockComponent<T> | undefined {
  return loaded.get(type) as BlockComponent<T> | undefined
}

/**
 * Loads the component module of a block type once (the same promise for every caller); resolves to
 * `undefined` for a type the registry does not know. Rejects when the chunk fails to load.
 */
export function loadBlockComponent<T extends PageBlockType>(type: T): Promise<BlockComponent<T> | undefined> {
  let promise = loading.get(type)
  if (!promise) {
    const load = Object.hasOwn(registry, type) ? registry[type] : undefined
    promise = load
      ? load().then((component) => {
          loaded.set(type, component as BlockComponent<PageBlockType>)
          return component as BlockComponent<PageBlockType>
        })
      : Promise.resolve(undefined)
    loading.set(type, promise)
  }
  return promise as Promise<BlockComponent<T> | undefined>
}

/** True when the registry has a component for `type` (content may carry types newer than the code). */
export function isKnownBlockType(type: string): type is PageBlockType {
  return Object.hasOwn(registry, type)
}

/**
 * Loads the components of the given block types (unknown types are skipped), so a page renders
 * without suspending: content loaders await it for the blocks of their document.
 */
export async function preloadBlockComponents(types: Iterable<string>): Promise<void> {
  const known = [...new Set(types)].filter(isKnownBlockType)
  await Promise.all(known.map((type) => loadBlockComponent(type)))
}
