import { preload } from 'react-dom'
import { useImageUrlBuilder } from '../../images/image-url.ts'
import { useImagePriority } from './above-the-fold.ts'
import { type ImageLike, imageSources } from './image-sources.ts'
import { SanityImage } from './sanity-image.tsx'

/** One art-directed variant: the image shown while `media` matches. */
export interface ImageVariant {
  /** A media query, e.g. `(min-width: 64rem)`. Variants are tried in order; the first match wins. */
  media: string
  image: ImageLike | null | undefined
}

/** Props of {@link ArtDirectedImage}. */
export interface ArtDirectedImageProps {
  /** Variants by media query, most specific first; variants without an image are skipped. */
  variants: readonly ImageVariant[]
  /** The image when no variant matches (normally the smallest screen's). */
  fallback: ImageLike | null | undefined
  sizes?: string
  priority?: boolean
  /** Overrides the alt text (`''` for a decorative image). */
  alt?: string
  className?: string
}

/** `<link rel="preload" as="image">` of one variant, used where `media` matches (all media when empty). */
function preloadImage(source: { src: string; srcSet: string }, sizes: string, media: string) {
  preload(source.src, {
    as: 'image',
    imageSrcSet: source.srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
    ...(media ? { media } : {}),
  })
}

/**
 * A `<picture>` choosing an image per breakpoint (`<source media>` with its own `srcset` and intrinsic
 * size), falling back to a {@link SanityImage}. Alt text comes from the fallback image. With
 * `priority` (above the fold) every variant is preloaded for the media it is shown on.
 */
export function ArtDirectedImage({
  variants,
  fallback,
  sizes = '100vw',
  priority,
  alt,
  className,
}: ArtDirectedImageProps) {
  const builder = useImageUrlBuilder()
  const sources = variants.flatMap((variant) => {
    const built = variant.image ? imageSources(builder, variant.image) : undefined
    return built ? [{ media: variant.media, ...built }] : []
  })
  const img = fallback ?? variants.find((variant) => variant.image?.asset)?.image
  const eager = useImagePriority(priority)
  if (!img) return null
  if (eager) {
    // The browser's preload scanner cannot choose a <picture> source before layout, and React does not
    // preload an <img> inside <picture>: preload each variant for exactly the media where it is used.
    const notBefore = (index: number) => sources.slice(0, index).map((source) => `(not ${source.media})`)
    sources.forEach((source, index) => {
      preloadImage(source, sizes, [source.media, ...notBefore(index)].join(' and '))
    })
    const fallbackSources = imageSources(builder, img)
    if (fallbackSources) preloadImage(fallbackSources, sizes, notBefore(sources.length).join(' and '))
  }
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <SanityImage image={img} sizes={sizes} priority={priority} alt={alt} />
    </picture>
  )
}
