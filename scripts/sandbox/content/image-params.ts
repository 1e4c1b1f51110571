/**
 * Parsing of image CDN requests: the asset reference in the path and the `@sanity/image-url`
 * parameters (which mirror imgix's). Everything malformed is a 400 with a message naming the
 * parameter (docs/requirements.md §5 "A malformed image reference is an error"; fit and crop modes from docs/requirements.md §5).
 */
import { validationError } from './errors.ts'

/** Image fit modes (docs/requirements.md §5; imgix semantics). */
export const FIT_MODES = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
/** Crop modes (docs/requirements.md §5). */
export const CROP_MODES = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const
/** Output formats the CDN can encode (`pjpg` is progressive JPEG). */
export const OUTPUT_FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif', 'gif'] as const

/** One of {@link FIT_MODES}. */
export type FitMode = (typeof FIT_MODES)[number]
/** One of {@link CROP_MODES}. */
export type CropMode = (typeof CROP_MODES)[number]
/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** The asset a CDN path names: `<id>-<width>x<height>.<format>` (asset `_id` `image-<id>-<w>x<h>-<fmt>`). */
export interface ImageReference {
  id: string
  width: number
  height: number
  format: string
  /** The file name in the images directory. */
  fileName: string
}

/** Validated transformation parameters. Pixel sizes already include `dpr`. */
export interface ImageParams {
  width?: number
  height?: number
  rect?: { left: number; top: number; width: number; height: number }
  fit: FitMode
  crop: CropMode[]
  focalPoint: { x: number; y: number }
  format?: OutputFormat
  autoFormat: boolean
  quality?: number
  background?: { r: number; g: number; b: number; alpha: number }
  blur?: number
  sharpen?: number
  invert: boolean
  flip: { horizontal: boolean; vertical: boolean }
  orientation?: 0 | 90 | 180 | 270
  saturation?: number
  pad?: number
  download?: string
}

const FILE_RE = /^([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)$/

/** Largest output side in pixels (`w`, `h` and their product with `dpr`, padding included): imgix's. */
export const MAX_DIMENSION = 8192

/**
 * Largest output in pixels (width × height, padding included): 16 MiP, a 4096 × 4096 image
 * (docs/decisions/019). Past it a transform costs seconds of CPU and hundreds of MB for an image no
 * page shows; the CDN answers 400 instead.
 */
export const MAX_OUTPUT_PIXELS = 4096 * 4096

/**
 * Largest image the service decodes, in pixels (width × height × frames): the Sanity image pipeline's
 * 256 megapixels (decision 039). Checked from the image's header before any decoding (sharp's
 * `limitInputPixels`), for uploads, imports and the CDN's transforms.
 */
export const MAX_INPUT_PIXELS = 256_000_000

/** Parses `<id>-<w>x<h>.<fmt>`; throws 400 "Malformed image reference" otherwise. */
export function parseImageReference(fileName: string): ImageReference {
  const match = FILE_RE.exec(fileName)
  const width = Number(match?.[2])
  const height = Number(match?.[3])
  if (!match?.[1] || !match[4] || !(width > 0) || !(height > 0)) {
    throw validationError(
      `Malformed image reference "${fileName}": expected <assetId>-<width>x<height>.<format>, e.g. 9bc2…-1200x800.jpg`,
    )
  }
  return { id: match[1], width, height, format: match[4], fileName }
}

function integer(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw validationError(
      `Invalid image parameter ${name}="${raw}": expected an integer from ${min} to ${max}`,
    )
  }
  return value
}

function decimal(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (raw.trim() === '' || Number.isNaN(value) || value < min || value > max) {
    throw validationError(`Invalid image parameter ${name}="${raw}": expected a number from ${min} to ${max}`)
  }
  return value
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw validationError(`Invalid image parameter ${name}="${raw}": expected one of ${allowed.join(', ')}`)
  }
  return raw as T
}

/** imgix colours: RGB, ARGB, RRGGBB or AARRGGBB hex. */
function color(raw: string): NonNullable<ImageParams['background']> {
  const hex = raw.replace(/^#/, '')
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    throw validationError(
      `Invalid image parameter bg="${raw}": expected a hex colour (RGB, ARGB, RRGGBB, AARRGGBB)`,
    )
  }
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex
  const withAlpha = full.length === 6 ? `ff${full}` : full
  const byte = (i: number) => Number.parseInt(withAlpha.slice(i, i + 2), 16)
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) }
}

function parseRect(raw: string, ref: ImageReference): NonNullable<ImageParams['rect']> {
  const parts = raw.split(',')
  if (parts.length !== 4 || parts.some((p) => !/^\d+$/.test(p))) {
    throw validationError(`Invalid image parameter rect="${raw}": expected left,top,width,height in pixels`)
  }
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number)
  if (width < 1 || height < 1 || left + width > ref.width || top + height > ref.height) {
    throw validationError(
      `Invalid image parameter rect="${raw}": the rectangle must lie within the ${ref.width}x${ref.height} image`,
    )
  }
  return { left, top, width, height }
}

/**
 * Validates the query string of an image request against the asset it names. The transform cap is
 * checked apart ({@link assertWithinTransformCap}): an original is served whatever its size when no
 * transform is asked.
 */
export function parseImageParams(search: URLSearchParams, ref: ImageReference): ImageParams {
  /** `parse` of parameter `name`'s value, or undefined when the request does not send it. */
  const optional = <T>(name: string, parse: (raw: string) => T): T | undefined => {
    const raw = search.get(name)
    return raw === null ? undefined : parse(raw)
  }
  const int = (name: string, min: number, max: number) =>
    optional(name, (raw) => integer(name, raw, min, max))
  const dec = (name: string, min: number, max: number) =>
    optional(name, (raw) => decimal(name, raw, min, max))
  const dpr = dec('dpr', 0.1, 5) ?? 1
  const size = (name: 'w' | 'h') =>
    optional(name, (raw) => Math.max(1, Math.round(integer(name, raw, 1, MAX_DIMENSION) * dpr)))
  const crop = (search.get('crop') ?? 'center').split(',').map((mode) => oneOf('crop', mode, CROP_MODES))
  const flip = optional('flip', (raw) => oneOf('flip', raw, ['h', 'v', 'hv', 'vh'])) ?? ''
  const auto = optional('auto', (raw) => raw.split(',').map((mode) => oneOf('auto', mode, ['format'])))
  const params: ImageParams = {
    width: size('w'),
    height: size('h'),
    rect: optional('rect', (raw) => parseRect(raw, ref)),
    fit: optional('fit', (raw) => oneOf('fit', raw, FIT_MODES)) ?? 'clip',
    crop,
    focalPoint: { x: dec('fp-x', 0, 1) ?? 0.5, y: dec('fp-y', 0, 1) ?? 0.5 },
    format: optional('fm', (raw) => oneOf('fm', raw === 'jpeg' ? 'jpg' : raw, OUTPUT_FORMATS)),
    autoFormat: auto?.includes('format') ?? false,
    quality: int('q', 0, 100),
    background: optional('bg', color),
    blur: int('blur', 0, 2000),
    sharpen: int('sharp', 0, 100),
    invert: search.get('invert') === 'true' || search.get('invert') === '1',
    flip: { horizontal: flip.includes('h'), vertical: flip.includes('v') },
    orientation: optional(
      'or',
      (raw) => Number(oneOf('or', raw, ['0', '90', '180', '270'])) as 0 | 90 | 180 | 270,
    ),
    saturation: int('sat', -100, 100),
    pad: int('pad', 0, 1000),
    download: search.get('dl') ?? undefined,
  }
  return params
}

/** Whether the output `params` ask for is over the transform cap ({@link MAX_DIMENSION}, {@link MAX_OUTPUT_PIXELS}). */
export function overTransformCap(params: ImageParams, ref: ImageReference): boolean {
  const output = outputSize(params, ref)
  return (
    output.width > MAX_DIMENSION ||
    output.height > MAX_DIMENSION ||
    output.width * output.height > MAX_OUTPUT_PIXELS
  )
}

/** Throws a 400 naming the cap when the transform `params` ask for is over it. */
export function assertWithinTransformCap(params: ImageParams, ref: ImageReference): void {
  if (!overTransformCap(params, ref)) return
  const output = outputSize(params, ref)
  throw validationError(
    `Image too large: the output would be ${output.width}x${output.height} pixels; the limit is ${MAX_DIMENSION} pixels a side and ${MAX_OUTPUT_PIXELS} pixels in all`,
  )
}

/**
 * The size of the output `params` ask for (an upper bound: `max`, `min` and `fillmax` may stay
 * smaller): the requested width and height, the other side from the aspect ratio of the source (or
 * its `rect`) when only one is given, the source's own size when none is, plus padding on each side.
 */
export function outputSize(params: ImageParams, ref: ImageReference): { width: number; height: number } {
  const sw = params.rect?.width ?? ref.width
  const sh = params.rect?.height ?? ref.height
  const { width, height } = params
  const w = width ?? (height !== undefined ? Math.round((height * sw) / sh) : sw)
  const h = height ?? (width !== undefined ? Math.round((width * sh) / sw) : sh)
  const pad = 2 * (params.pad ?? 0)
  return { width: Math.max(1, w) + pad, height: Math.max(1, h) + pad }
}
