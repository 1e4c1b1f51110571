/**
 * Types of the block components, all derived from the Sanity TypeGen result of the page queries
 * (`PageBlockOf` of `@music/sdk/content`), so a projection change shows up here as a compile error.
 */
import type { PageBlockOf, PageBlockType, RichText } from '@music/sdk/content'

/** Props of the component of block type `T`: the block exactly as the page query projects it. */
export interface BlockProps<T extends PageBlockType> {
  block: PageBlockOf<T>
}

/** Heading levels a block may render its heading at (one h1 per page: heroes and page headers only). */
export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4'

/** A projected image field (`imageFields`): asset with dimensions and LQIP, crop, hotspot, alt text. */
export type ImageValue = NonNullable<PageBlockOf<'basicImage'>['image']>

/** A dereferenced `videoAsset` (`videoFields`): title, file/hosted URL, poster, media tag names. */
export type VideoValue = NonNullable<PageBlockOf<'videoModal'>['video']>

/** A projected `cta` object: label, variant and link. */
export type CtaValue = NonNullable<PageBlockOf<'basicFeatureCard'>['cta']>

/** A projected `ctas` array item. */
export type CtasValue = PageBlockOf<'basicContentBlock'>['ctas']

/** A projected generic `card` (grid, filter and carousel blocks). */
export type CardValue = NonNullable<PageBlockOf<'filterGrid'>['items']>[number]

/** A projected `contentColumn` (column blocks). */
export type ContentColumnValue = NonNullable<PageBlockOf<'threeColumnContent'>['columns']>[number]

/** Portable text as the content model stores it (`richText`). */
export type RichTextValue = RichText
