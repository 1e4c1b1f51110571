import { useImageUrlBuilder } from '../../images/image-url.ts'
import { type ImageLike, imageSources } from './image-sources.ts'
import { SanityImage } from './sanity-image.tsx'

/** One art-directed variant: the image shown while `media` matches. */
export interface ImageVariant {
  /** A media query, e.g. `(min-width: 64rem)`. Variants are tried in order; the first match wins. */
  media: string
  image: ImageLike | null | undefined
  /** Crop ratio (width / height) for this variant; default the image's own. */
  aspectRatio?: number
}

/** Props of {@link ArtDirectedImage}. */
export interface ArtDirectedImageProps {
  /** Variants by media query, most specific first; variants without an image are skipped. */
  variants: readonly ImageVariant[]
  /** The image when no variant matches (normally the smallest screen's). */
  fallback: ImageLike | null | undefined
  fallbackAspectRatio?: number
  sizes?: string
  priority?: boolean
  /** Overrides the alt text (`''` for a decorative image). */
  alt?: string
  className?: string
}

/**
 * A `<picture>` choosing an image per breakpoint (`<source media>` with its own `srcset` and intrinsic
 * size), falling back to a {@link SanityImage}. Alt text comes from the fallback image.
 */
export function ArtDirectedImage({
  variants,
  fallback,
  fallbackAspectRatio,
  sizes = '100vw',
  priority,
  alt,
  className,
}: ArtDirectedImageProps) {
  const builder = useImageUrlBuilder()
  const sources = variants.flatMap((variant) => {
    const built = variant.image
      ? imageSources(builder, variant.image, { aspectRatio: variant.aspectRatio })
      : undefined
    return built ? [{ media: variant.media, ...built }] : []
  })
  const img = fallback ?? variants.find((variant) => variant.image?.asset)?.image
  if (!img) return null
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
      <SanityImage
        image={img}
        aspectRatio={fallbackAspectRatio}
        sizes={sizes}
        priority={priority}
        alt={alt}
      />
    </picture>
  )
}
