import type { ImageUrlBuilder } from '@sanity/image-url'
import type { ImageValue } from './types.ts'

/** The image fields {@link imageSources} reads (structural, so list items with `_key`/`caption` fit too). */
export type ImageLike = Pick<ImageValue, 'asset' | 'crop' | 'hotspot' | 'altText'>

/** Widths (CSS pixels) offered in `srcset` unless a component asks for others. */
export const DEFAULT_WIDTHS: readonly number[] = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2560]

/** What an `<img>`/`<source>` needs: URL at a default width, `srcset` (`w` descriptors), intrinsic size. */
export interface ImageSources {
  src: string
  srcSet: string
  width: number
  height: number
}

const ASSET_ID = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/

/**
 * The displayed size of an image in pixels: the asset's `metadata.dimensions` (or the size encoded in
 * its id, `image-{id}-{w}x{h}-{fmt}`, docs/requirements.md §3) reduced by the crop; `undefined` when unknown.
 */
export function croppedDimensions(image: ImageLike): { width: number; height: number } | undefined {
  const asset = image.asset
  if (!asset) return undefined
  const fromId = ASSET_ID.exec(asset._id)
  const width = asset.metadata?.dimensions?.width ?? Number(fromId?.[1])
  const height = asset.metadata?.dimensions?.height ?? Number(fromId?.[2])
  if (!width || !height) return undefined
  const crop = image.crop
  return {
    width: Math.round(width * (1 - (crop ? crop.left + crop.right : 0))),
    height: Math.round(height * (1 - (crop ? crop.top + crop.bottom : 0))),
  }
}

/**
 * Builds `src`, `srcset` and the intrinsic `width`/`height` of an image through `@sanity/image-url`
 * (crop applied; with `aspectRatio` (width / height) the CDN crops around the hotspot, `fit=crop`).
 * Widths larger than the cropped source are not offered. Returns `undefined` for an image without an
 * asset or with a malformed reference (the builder throws on those; docs/requirements.md §5).
 */
export function imageSources(
  builder: ImageUrlBuilder,
  image: ImageLike,
  options: { aspectRatio?: number; widths?: readonly number[] } = {},
): ImageSources | undefined {
  if (!image.asset) return undefined
  const { baseUrl, projectId, dataset } = builder.options
  const key = JSON.stringify([
    baseUrl,
    projectId,
    dataset,
    image.asset._id,
    image.asset.metadata?.dimensions,
    image.crop,
    image.hotspot,
    options.aspectRatio,
    options.widths,
  ])
  if (memo.has(key)) return memo.get(key)
  const sources = buildSources(builder, image, options)
  // Bounded: a page has tens of images; a long-running server sees every image of the dataset.
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, sources)
  return sources
}

/**
 * Built sources by builder options, asset, crop, hotspot and options: the same image recurs on every
 * page a server renders, and each build is ten `@sanity/image-url` URLs (~0.5 ms of a render).
 */
const memo = new Map<string, ImageSources | undefined>()
const MEMO_LIMIT = 2000

function buildSources(
  builder: ImageUrlBuilder,
  image: ImageLike,
  options: { aspectRatio?: number; widths?: readonly number[] },
): ImageSources | undefined {
  const size = croppedDimensions(image)
  if (!image.asset || !size) return undefined
  const ratio = options.aspectRatio ?? size.width / size.height
  const candidates = (options.widths ?? DEFAULT_WIDTHS).filter((w) => w < size.width)
  // Each width once: a `srcset` must not repeat a width descriptor (HTML, "srcset" attribute).
  const widths = [
    ...new Set([
      ...candidates,
      Math.min(size.width, (options.widths ?? DEFAULT_WIDTHS).at(-1) ?? size.width),
    ]),
  ]
  const source = {
    asset: { _id: image.asset._id },
    crop: image.crop ?? undefined,
    hotspot: image.hotspot ?? undefined,
  }
  const urlAt = (width: number) => {
    const sized = builder.image(source).width(width).auto('format')
    return (options.aspectRatio ? sized.height(Math.round(width / ratio)).fit('crop') : sized).url()
  }
  try {
    const defaultWidth = widths.find((w) => w >= 1280) ?? widths.at(-1) ?? size.width
    return {
      src: urlAt(defaultWidth),
      srcSet: widths.map((w) => `${urlAt(w)} ${w}w`).join(', '),
      width: size.width,
      height: Math.round(size.width / ratio),
    }
  } catch (error) {
    if (import.meta.env.DEV) console.warn('SanityImage: malformed image reference', error)
    return undefined
  }
}

/** The alt text of an image: the field's own `altText`, else the asset's, else '' (decorative). */
export function imageAlt(image: ImageLike): string {
  return image.altText ?? image.asset?.altText ?? ''
}
