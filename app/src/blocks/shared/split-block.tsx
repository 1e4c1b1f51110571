import { BlockHeader } from './block-header.tsx'
import { BlockMedia } from './block-media.tsx'
import { Ctas } from './site-link.tsx'
import { SPLIT_MEDIA_SIZES, SplitLayout } from './split-layout.tsx'
import type { CtasValue, HeadingLevel, ImageValue, RichTextValue, VideoValue } from './types.ts'

/** The fields two-column text-and-media blocks share, as their projections have them. */
export interface SplitBlockFields {
  eyebrow: string | null
  heading: string | null
  body: RichTextValue | null
  ctas: CtasValue
  image: ImageValue | null
  video?: VideoValue | null
  mediaPosition: 'left' | 'right' | null
}

/** Props of {@link SplitBlock}. */
export interface SplitBlockProps {
  block: SplitBlockFields
  level: HeadingLevel
  /** The media is above the fold (hero): loaded with high priority. */
  priority?: boolean
  className: string
}

/**
 * Heading group, body and calls to action beside an image or video (`h1HeroBlock2Col`,
 * `h2FeatureBlock2Col`, `basicContentSection`).
 */
export function SplitBlock({ block, level, priority, className }: SplitBlockProps) {
  const hasMedia = Boolean(block.image?.asset || block.video)
  const media = hasMedia ? (
    <BlockMedia image={block.image} video={block.video} sizes={SPLIT_MEDIA_SIZES} priority={priority} />
  ) : null
  return (
    <div className={className}>
      <SplitLayout mediaPosition={block.mediaPosition} media={media}>
        <BlockHeader eyebrow={block.eyebrow} heading={block.heading} body={block.body} level={level} />
        <Ctas ctas={block.ctas} />
      </SplitLayout>
    </div>
  )
}
