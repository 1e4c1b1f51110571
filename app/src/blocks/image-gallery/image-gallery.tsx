import { useState } from 'react'
import { BlockHeader } from '../shared/block-header.tsx'
import { Carousel } from '../shared/carousel.tsx'
import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { Dialog } from '../shared/dialog.tsx'
import { imageAlt } from '../shared/image-sources.ts'
import { SanityImage } from '../shared/sanity-image.tsx'
import type { BlockProps } from '../shared/types.ts'
import './image-gallery.css'

/**
 * `imageGallery` (docs/requirements.md §3): heading (h2), intro and a grid of captioned images (2–4 columns on
 * desktop). Each image is a button that opens the gallery in a modal {@link Dialog} as a
 * keyboard-operable {@link Carousel} starting at that image.
 */
export function ImageGallery({ block }: BlockProps<'imageGallery'>) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const images = block.images?.filter((image) => image.asset) ?? []
  const title = block.heading || 'Image gallery'
  return (
    <div className="image-gallery">
      <BlockHeader heading={block.heading} body={block.body} />
      <ul className={`block-grid block-grid--${block.columns ?? 3}`}>
        {images.map((image, index) => (
          <li key={image._key}>
            <figure className="image-gallery__figure">
              <button
                type="button"
                className="image-gallery__open"
                aria-haspopup="dialog"
                onClick={() => setOpenAt(index)}
              >
                <SanityImage image={image} alt="" aspectRatio={4 / 3} sizes={CARD_IMAGE_SIZES} />
                <span className="visually-hidden">{`View larger: ${imageAlt(image) || image.caption || `image ${index + 1}`}`}</span>
              </button>
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <Dialog open={openAt !== null} onClose={() => setOpenAt(null)} title={title} hideTitle>
        <Carousel
          label={title}
          items={images}
          itemKey={(image) => image._key}
          initialIndex={openAt ?? 0}
          renderItem={(image) => (
            <figure className="image-gallery__figure">
              <SanityImage image={image} sizes="(min-width: 60rem) 60rem, 100vw" />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          )}
        />
      </Dialog>
    </div>
  )
}
