import { BlockHeader } from '../shared/block-header.tsx'
import { Carousel } from '../shared/carousel.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import type { BlockProps } from '../shared/types.ts'
import './image-carousel.css'

/**
 * `imageCarousel` (docs/requirements.md §3): captioned images in a keyboard-operable {@link Carousel} under an optional
 * heading (h2); `autoplay` rotates it (pausable, never under reduced motion).
 */
export function ImageCarousel({ block }: BlockProps<'imageCarousel'>) {
  const images = block.images?.filter((image) => image.asset) ?? []
  return (
    <div className="image-carousel">
      <BlockHeader heading={block.heading} />
      <Carousel
        label={block.heading || 'Images'}
        items={images}
        itemKey={(image) => image._key}
        autoplay={block.autoplay === true}
        renderItem={(image) => (
          <figure className="image-carousel__figure">
            <SanityImage image={image} aspectRatio={16 / 9} sizes="(min-width: 75rem) 75rem, 100vw" />
            {image.caption ? <figcaption>{image.caption}</figcaption> : null}
          </figure>
        )}
      />
    </div>
  )
}
