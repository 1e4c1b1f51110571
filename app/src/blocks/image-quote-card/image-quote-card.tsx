import { ArtDirectedImage } from '../shared/art-directed-image.tsx'
import { IMAGE_MEDIA } from '../shared/media-query.ts'
import { Quote } from '../shared/quote.tsx'
import type { BlockProps } from '../shared/types.ts'
import './image-quote-card.css'

/**
 * `imageQuoteCard` (docs/requirements.md §3): a quote over an art-directed image (mobile, tablet from 48rem, desktop
 * from 64rem; each falls back to the smaller one). The image is decorative: the quote carries it.
 */
export function ImageQuoteCard({
  block,
  sizes,
}: BlockProps<'imageQuoteCard'> & {
  /** The image's `sizes` (its rendered width); ArtDirectedImage's full viewport width by default. */
  sizes?: string
}) {
  return (
    <figure className="image-quote-card">
      <ArtDirectedImage
        className="image-quote-card__image"
        fallback={block.mobileImage}
        variants={[
          { media: IMAGE_MEDIA.landscape, image: block.desktopImage },
          { media: IMAGE_MEDIA.square, image: block.tabletImage },
        ]}
        alt=""
        sizes={sizes}
      />
      <div className="image-quote-card__text">
        <Quote quote={block.quote} attribution={block.attribution} attributionRole={block.attributionRole} />
      </div>
    </figure>
  )
}
