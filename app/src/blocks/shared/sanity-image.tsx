import type { CSSProperties } from 'react'
import { useImageUrlBuilder } from '../../images/image-url.ts'
import { useImagePriority } from './above-the-fold.ts'
import { type ImageLike, imageAlt, imageSources } from './image-sources.ts'
import './sanity-image.css'

/** Props of {@link SanityImage}. */
export interface SanityImageProps {
  /** The projected image field; `null`/`undefined`/no asset renders nothing. */
  image: ImageLike | null | undefined
  /** The `sizes` attribute: how wide the image is shown (default `100vw`). */
  sizes?: string
  /** Crop to this width / height ratio around the hotspot (default: the image's own ratio). */
  aspectRatio?: number
  /**
   * Above the fold (hero, LCP): loads eagerly with `fetchpriority="high"`; otherwise, and in any
   * page-builder section but the first (above-the-fold.ts), `loading="lazy"`.
   */
  priority?: boolean
  /** Overrides the alt text (e.g. `''` when a caption or heading already says it). */
  alt?: string
  /** Widths offered in `srcset` (CSS pixels). */
  widths?: readonly number[]
  className?: string
}

/**
 * An image from the image CDN (`@sanity/image-url`, base URL from the public config): responsive
 * `srcset`/`sizes`, crop and hotspot honoured, intrinsic `width`/`height` (no layout shift), the asset's
 * LQIP as a blurred background until it loads, alt text from `altText` (field, then asset).
 */
export function SanityImage({
  image,
  sizes = '100vw',
  aspectRatio,
  priority = false,
  alt,
  widths,
  className,
}: SanityImageProps) {
  const builder = useImageUrlBuilder()
  const eager = useImagePriority(priority)
  const sources = image ? imageSources(builder, image, { aspectRatio, widths }) : undefined
  if (!image || !sources) return null
  const lqip = image.asset?.metadata?.lqip
  const style: CSSProperties | undefined = lqip ? { backgroundImage: `url("${lqip}")` } : undefined
  return (
    <img
      className={className ? `sanity-image ${className}` : 'sanity-image'}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={sources.width}
      height={sources.height}
      alt={alt ?? imageAlt(image)}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      style={style}
    />
  )
}
