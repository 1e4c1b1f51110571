import { ArtDirectedImage } from '../shared/art-directed-image.tsx'
import { BlockHeader } from '../shared/block-header.tsx'
import { IMAGE_MEDIA } from '../shared/media-query.ts'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'
import { HeroVideo, useBreakpointVideo } from './hero-video.tsx'
import './hero-block.css'

/**
 * `heroBlock` (docs/requirements.md §3): a full-bleed hero. The image is art-directed with `<picture>` (portrait on
 * phones, square from 48rem, landscape from 64rem; high priority, it is the LCP), the video is the
 * current breakpoint's (none where that breakpoint has none), and the text (the page's h1 by
 * default) sits on a scrim in the chosen text colour (`theme`).
 */
export function HeroBlock({
  block,
  headingLevel = 'h1',
}: BlockProps<'heroBlock'> & { headingLevel?: HeadingLevel }) {
  const video = useBreakpointVideo(block)
  return (
    <div className={`hero-block hero-block--${block.theme ?? 'light'}`}>
      <ArtDirectedImage
        className="hero-block__image"
        fallback={block.portraitImage ?? block.squareImage ?? block.landscapeImage}
        variants={[
          { media: IMAGE_MEDIA.landscape, image: block.landscapeImage },
          { media: IMAGE_MEDIA.square, image: block.squareImage },
        ]}
        priority
      />
      {video ? <HeroVideo key={video._id} video={video} /> : null}
      <div className="hero-block__text">
        <BlockHeader eyebrow={block.eyebrow} heading={block.heading} level={headingLevel} />
        {block.subheading ? <p className="hero-block__subheading">{block.subheading}</p> : null}
        <Ctas ctas={block.ctas} />
      </div>
    </div>
  )
}
