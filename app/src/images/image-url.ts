import { imageUrlBuilderOptions } from '@music/sdk/content'
import { createImageUrlBuilder, type ImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'
import { useMemo } from 'react'
import { usePublicConfig } from '../config/public-config.ts'
import type { PublicConfig } from '../config/server-config.ts'

/**
 * An `@sanity/image-url` builder for the configured image CDN (the sdk maps Sanity's API host to its
 * CDN; the sandbox serves images itself): URLs are `<CDN>/images/<projectId>/<dataset>/<id>-<w>x<h>.<fmt>?…` (docs/references.md "Image
 * assets"); crop and hotspot of the source are applied. `.url()` throws on a malformed image
 * reference (docs/requirements.md §5).
 */
export function imageUrlBuilder(config: PublicConfig): ImageUrlBuilder {
  return createImageUrlBuilder(
    imageUrlBuilderOptions({
      apiHost: config.contentApiHost,
      projectId: config.sanityProjectId,
      dataset: config.sanityDataset,
    }),
  )
}

/** {@link imageUrlBuilder} for components (memoised on the public configuration). */
export function useImageUrlBuilder(): ImageUrlBuilder {
  const config = usePublicConfig()
  return useMemo(() => imageUrlBuilder(config), [config])
}

/** Size of social sharing images (og:image), in CSS pixels. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * The og:image URL (1200 × 630, cropped around the hotspot, `auto=format`) for an image field, or
 * `undefined` when the field has no asset or its reference is malformed (logged; a broken sharing
 * image must not take the page down).
 */
export function ogImageUrl(
  config: PublicConfig,
  image: SanityImageSource | null | undefined,
): string | undefined {
  if (!image || (typeof image === 'object' && 'asset' in image && !image.asset)) return undefined
  try {
    return imageUrlBuilder(config)
      .image(image)
      .width(OG_IMAGE_SIZE.width)
      .height(OG_IMAGE_SIZE.height)
      .fit('crop')
      .auto('format')
      .url()
  } catch (error) {
    console.error('og:image: malformed image reference', error)
    return undefined
  }
}
