/**
 * The image pipeline (sharp) behind the CDN, following imgix's meaning of each parameter, which
 * `@sanity/image-url` and the Sanity CDN use:
 * rect (source crop) → resize by `fit` → flip/orientation/colour/blur/sharpen/pad → encode.
 * Fit modes with both `w` and `h`: clip = fit inside (may upscale); max = clip without upscaling;
 * scale = stretch to exactly w×h; crop = cover w×h, cropping by `crop` (edges, focalpoint with
 * fp-x/fp-y, entropy); min = like crop but never larger than the source; fill = fit inside and pad
 * to w×h with `bg`; fillmax = fill without upscaling. With one dimension all modes keep the aspect
 * ratio (max, min and fillmax never upscale).
 */
import sharp, { type Sharp } from 'sharp'
import { type ImageParams, MAX_INPUT_PIXELS, type OutputFormat } from './image-params.ts'

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 }

/** MIME type of each output format. */
export const MIME_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/** The colour of added area (`fill`, `fillmax`, `pad`): `bg`, else white for JPEG and transparent otherwise. */
const padBackground = (params: ImageParams, format: OutputFormat) =>
  params.background ?? (format === 'jpg' || format === 'pjpg' ? WHITE : TRANSPARENT)

function cropPosition(crop: ImageParams['crop']): string {
  const vertical = crop.includes('top') ? 'top' : crop.includes('bottom') ? 'bottom' : ''
  const horizontal = crop.includes('left') ? 'left' : crop.includes('right') ? 'right' : ''
  return [horizontal, vertical].filter(Boolean).join(' ') || 'centre'
}

/** Cover `width`×`height` from a `sw`×`sh` source, cropping as the `crop` modes say. */
function cover(
  image: Sharp,
  params: ImageParams,
  sw: number,
  sh: number,
  width: number,
  height: number,
): Sharp {
  if (params.crop.includes('focalpoint')) {
    const scale = Math.max(width / sw, height / sh)
    const rw = Math.max(width, Math.round(sw * scale))
    const rh = Math.max(height, Math.round(sh * scale))
    const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max)
    const left = clamp(params.focalPoint.x * rw - width / 2, rw - width)
    const top = clamp(params.focalPoint.y * rh - height / 2, rh - height)
    return image.resize(rw, rh, { fit: 'fill' }).extract({ left, top, width, height })
  }
  const position = params.crop.includes('entropy') ? sharp.strategy.entropy : cropPosition(params.crop)
  return image.resize(width, height, { fit: 'cover', position })
}

/** Output size of `sw`×`sh` scaled to fit inside `w`×`h` (keeping the aspect ratio). */
function inside(sw: number, sh: number, w: number, h: number): { width: number; height: number } {
  const scale = Math.min(w / sw, h / sh)
  return { width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) }
}

function resize(image: Sharp, params: ImageParams, sw: number, sh: number, format: OutputFormat): Sharp {
  const { width: w, height: h, fit } = params
  const noUpscale = fit === 'max' || fit === 'min' || fit === 'fillmax'
  if (w === undefined && h === undefined) return image
  if (w === undefined || h === undefined) {
    const scale = w !== undefined ? w / sw : (h as number) / sh
    if (noUpscale && scale > 1) return image
    return image.resize(Math.max(1, Math.round(sw * scale)), Math.max(1, Math.round(sh * scale)), {
      fit: 'fill',
    })
  }
  const background = padBackground(params, format)
  switch (fit) {
    case 'clip':
    case 'max': {
      if (fit === 'max' && sw <= w && sh <= h) return image
      const size = inside(sw, sh, w, h)
      return image.resize(size.width, size.height, { fit: 'fill' })
    }
    case 'scale':
      return image.resize(w, h, { fit: 'fill' })
    case 'crop':
      return cover(image, params, sw, sh, w, h)
    case 'min': {
      const k = Math.min(1, sw / w, sh / h)
      return cover(image, params, sw, sh, Math.max(1, Math.round(w * k)), Math.max(1, Math.round(h * k)))
    }
    case 'fill':
      return image.resize(w, h, { fit: 'contain', background })
    case 'fillmax': {
      if (sw > w || sh > h) return image.resize(w, h, { fit: 'contain', background })
      const x = Math.floor((w - sw) / 2)
      const y = Math.floor((h - sh) / 2)
      return image.extend({ left: x, right: w - sw - x, top: y, bottom: h - sh - y, background })
    }
  }
}

function encode(image: Sharp, format: OutputFormat, quality: number | undefined): Sharp {
  switch (format) {
    case 'jpg':
    case 'pjpg':
      return image.jpeg({ quality: quality ?? 75, progressive: format === 'pjpg' })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality: quality ?? 75 })
    case 'avif':
      return image.avif({ quality: quality ?? 50, effort: 2 })
    case 'gif':
      return image.gif()
  }
}

/**
 * Runs the pipeline so far into raw pixels and starts a new one from them: sharp otherwise applies
 * extract/resize/extend in its own fixed order, and raw pixels keep intermediate stages lossless.
 */
async function stage(image: Sharp): Promise<{ image: Sharp; width: number; height: number }> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  return { image: sharp(data, { raw }), width: info.width, height: info.height }
}

/**
 * Applies `params` to the source image file and encodes it as `format`. `vectorScale` (> 1 for an SVG
 * asked for larger than its own size) rasterises a vector source at that many times its density, so
 * it stays sharp. The source is never decoded whole into memory: orientation, the `rect` crop and the
 * resize run as one libvips pipeline, which reads the file as it goes, so the first raw pixels held
 * are the output size's (a 15,000 × 15,000 PNG asked for at 100 px wide took 723 MB; decision 039).
 * Sources over {@link MAX_INPUT_PIXELS} are refused from their header.
 * @returns the encoded bytes. Throws sharp's error on an unreadable source.
 */
export async function transformImage(
  sourcePath: string,
  params: ImageParams,
  format: OutputFormat,
  vectorScale = 1,
): Promise<Buffer> {
  const options = {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(vectorScale > 1 ? { density: 72 * vectorScale } : {}),
  }
  const { autoOrient } = await sharp(sourcePath, options).metadata()
  let sw = autoOrient.width
  let sh = autoOrient.height
  let image = sharp(sourcePath, options).rotate()
  if (params.rect) {
    const left = Math.min(params.rect.left, sw - 1)
    const top = Math.min(params.rect.top, sh - 1)
    const rect = {
      left,
      top,
      width: Math.min(params.rect.width, sw - left),
      height: Math.min(params.rect.height, sh - top),
    }
    image = image.extract(rect)
    sw = rect.width
    sh = rect.height
  }
  ;({ image } = await stage(resize(image, params, sw, sh, format)))
  if (params.flip.horizontal) image = image.flop()
  if (params.flip.vertical) image = image.flip()
  if (params.orientation) image = image.rotate(params.orientation)
  if (params.invert) image = image.negate({ alpha: false })
  if (params.saturation !== undefined) image = image.modulate({ saturation: 1 + params.saturation / 100 })
  if (params.blur) image = image.blur(Math.max(0.3, params.blur / 20))
  if (params.sharpen) image = image.sharpen({ sigma: 0.5 + params.sharpen / 50 })
  if (params.pad) {
    ;({ image } = await stage(image))
    image = image.extend({
      top: params.pad,
      bottom: params.pad,
      left: params.pad,
      right: params.pad,
      background: padBackground(params, format),
    })
  }
  if (format === 'jpg' || format === 'pjpg') image = image.flatten({ background: params.background ?? WHITE })
  return encode(image, format, params.quality).toBuffer()
}
