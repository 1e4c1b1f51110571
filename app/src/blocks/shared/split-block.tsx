import { BlockHeader } from './block-header.tsx'
import { BlockMedia } from './block-media.tsx'
import { Ctas } from './site-link.tsx'
import { SPLIT_MEDIA_SIZES, SplitLayout } from './split-layout.tsx'
import type { CtasValue, HeadingLevel, ImageValue, RichTextValue, VideoValue } from './types.ts'

/** Props of {@link SplitBlock}: the fields two-column text-and-media blocks share. */
export interface SplitBlockProps {
  eyebrow: string | null
  heading: string | null
  body: RichTextValue | null
  ctas: CtasValue
  image: ImageValue | null
  video?: VideoValue | null
  mediaPosition: 'left' | 'right' | null
  level: HeadingLevel
  /** The media is above the fold (hero): loaded with high priority. */
  priority?: boolean
  className: string
}

/**
 * Heading group, body and calls to action beside an image or video (`h1HeroBlock2Col`,
 * `h2FeatureBlock2Col`, `basicContentSection`).
 */
export function SplitBlock({
  ctas,
  image,
  video,
  mediaPosition,
  priority,
  className,
  ...text
}: SplitBlockProps) {
  const hasMedia = Boolean(image?.asset || video)
  return (
    <div className={className}>
      <SplitLayout
        mediaPosition={mediaPosition}
        media={
          hasMedia ? (
            <BlockMedia image={image} video={video} sizes={SPLIT_MEDIA_SIZES} priority={priority} />
          ) : null
        }
      >
        <BlockHeader eyebrow={text.eyebrow} heading={text.heading} body={text.body} level={text.level} />
        <Ctas ctas={ctas} />
      </SplitLayout>
    </div>
  )
}
