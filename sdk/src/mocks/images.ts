/**
 * Image work of the fakes (avatars, AI images) with sharp, loaded on first use: sharp is a native
 * module and an optional peer dependency of `@music/sdk/mocks`, so the other fakes (and msw in a
 * browser) never load it. Output is deterministic: the same input gives the same bytes.
 */
import type { Sharp, SharpOptions } from 'sharp'

type SharpFactory = (input?: Uint8Array | Buffer, options?: SharpOptions) => Sharp

let loading: Promise<SharpFactory> | undefined

/**
 * The sharp factory.
 * @throws Error saying how to install it when sharp is missing
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(
    (module) => (module.default ?? module) as unknown as SharpFactory,
    (error: unknown) => {
      loading = undefined
      throw new Error(
        `The avatar and AI image fakes of @music/sdk/mocks need sharp (npm install -D sharp): ${String(error)}`,
      )
    },
  )
  return loading
}

/** Format, size and dimensions of an image, or undefined when sharp cannot decode it. */
export interface ImageInfo {
  /** sharp's name: `jpeg`, `png`, `webp`, `gif`, … */
  format: string
  width: number
  height: number
}

/** What `bytes` hold as an image; undefined when they are not one sharp can read. */
export async function imageInfo(bytes: Uint8Array): Promise<ImageInfo | undefined> {
  const sharp = await loadSharp()
  try {
    const { format, width, height } = await sharp(bytes, { failOn: 'error' }).metadata()
    return format && width && height ? { format, width, height } : undefined
  } catch {
    return undefined
  }
}

/**
 * A square crop of an image (EXIF orientation applied, centred, covering `size`×`size` pixels) as a
 * JPEG on white (transparent parts become white), without metadata.
 * @param size edge length in pixels
 */
export async function squareJpeg(bytes: Uint8Array, size: number): Promise<Uint8Array> {
  const sharp = await loadSharp()
  const output = await sharp(bytes)
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
  return new Uint8Array(output)
}

/** An SVG document rendered as a PNG (no text: fonts differ between machines, the bytes must not). */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  const sharp = await loadSharp()
  const output = await sharp(new TextEncoder().encode(svg)).png({ compressionLevel: 9 }).toBuffer()
  return new Uint8Array(output)
}
