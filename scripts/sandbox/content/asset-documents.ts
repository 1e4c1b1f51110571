/**
 * Asset documents (`sanity.imageAsset`, `sanity.fileAsset`) for files, as the Content Lake makes them on
 * upload (docs/references.md "Sanity HTTP API"): `_id` `image-<hash>-<w>x<h>-<ext>` / `file-<hash>-<ext>`,
 * `assetId`, `extension`, `mimeType`, `originalFilename`, `sha1hash`, `size`, `path`, `url`, and for
 * images `metadata` with `dimensions` (width, height, aspectRatio), `lqip` (a 20 px wide blurred JPEG
 * data URI), `hasAlpha`, `isOpaque`. Also the file names `sanity dataset export` gives assets
 * (`images/<hash>-<w>x<h>.<ext>`, `files/<hash>.<ext>`), which are the CDN's file names too.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { FILE_MIME_TYPES } from './files.ts'
import { MAX_INPUT_PIXELS } from './image-params.ts'
import type { SanityDocument } from './store.ts'

/** Content types of image extensions. */
export const IMAGE_MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
}

const IMAGE_ID_RE = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z0-9]+)$/
const FILE_ID_RE = /^file-([a-f0-9]{40})-([a-z0-9]+)$/

/** Whether `id` is an asset id `sanity dataset export` writes out as a file (its isSanityAsset rule). */
export const isExportedAssetId = (id: string): boolean => IMAGE_ID_RE.test(id) || FILE_ID_RE.test(id)

/** The export file name of an asset id: `images/<hash>-<w>x<h>.<ext>` or `files/<hash>.<ext>`. */
export function assetFileName(id: string): string | undefined {
  const image = IMAGE_ID_RE.exec(id)
  if (image) return `images/${image[1]}-${image[2]}x${image[3]}.${image[4]}`
  const file = FILE_ID_RE.exec(id)
  return file ? `files/${file[1]}.${file[2]}` : undefined
}

/** SHA-1 of bytes, hex (the Content Lake's `sha1hash` and asset hash). */
export const sha1Hex = (bytes: Uint8Array | string): string => createHash('sha1').update(bytes).digest('hex')

/** The 20 px wide blurred JPEG data URI Sanity stores as `metadata.lqip`. */
export async function lqipOf(bytes: Uint8Array): Promise<string> {
  const tiny = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(20)
    .flatten({ background: '#ffffff' })
    .blur(0.6)
    .jpeg({ quality: 40 })
    .toBuffer()
  return `data:image/jpeg;base64,${tiny.toString('base64')}`
}

/** Where an asset is served and what it is called: the inputs every asset document needs. */
export interface AssetSource {
  bytes: Uint8Array
  /** The name the file had (`originalFilename` unless `known` says otherwise). */
  fileName: string
  /** Hash for the id: the one an exported file name carries, else the file's SHA-1. */
  hash?: string
  projectId: string
  dataset: string
  /** CDN base URL for `url` (the content service presents it on its own origin when it loads). */
  baseUrl: string
  /** Fields known from elsewhere (an export's `assets.json`): they win over computed ones. */
  known?: Record<string, unknown>
}

/** Fields an asset document derives from its id and location; never taken from `known`. */
const DERIVED = ['_id', '_type', 'assetId', 'extension', 'mimeType', 'path', 'url'] as const

/**
 * The extension of an image from its bytes (sharp's reading of them), never from its name: a file
 * named `photo.144z` that holds a PNG is a `png` (decision 030). Undefined when sharp cannot tell.
 */
export function imageExtensionOf(meta: { format?: string; compression?: string }): string | undefined {
  switch (meta.format) {
    case 'jpeg':
    case 'jpg':
      return 'jpg'
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : undefined
    case undefined:
      return undefined
    default:
      return meta.format in IMAGE_MIME_TYPES ? meta.format : undefined
  }
}

function extensionOf(fileName: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin'
  return ext === 'jpeg' ? 'jpg' : ext
}

function withKnown(computed: SanityDocument, known: Record<string, unknown> = {}): SanityDocument {
  const kept = Object.fromEntries(
    Object.entries(known).filter(([key]) => !(DERIVED as readonly string[]).includes(key)),
  )
  const metadata =
    typeof computed.metadata === 'object' && typeof kept.metadata === 'object'
      ? { metadata: { ...(computed.metadata as object), ...(kept.metadata as object) } }
      : {}
  return { ...computed, ...kept, ...metadata }
}

/**
 * The `sanity.imageAsset` document of an image file; its type comes from its bytes. Throws, with a
 * message for the uploader, when sharp cannot read or decode it (a PNG whose checksum fails), when
 * its header declares more than {@link MAX_INPUT_PIXELS} (checked before anything is decoded), or
 * when the CDN cannot serve its format.
 * `now` is the upload time for `_createdAt`/`_updatedAt` when `known` has none.
 */
export async function imageAssetDocument(source: AssetSource, now: string): Promise<SanityDocument> {
  const meta = await sharp(source.bytes).metadata()
  const width = meta.width
  const height = meta.height
  if (!width || !height) throw new Error(`${source.fileName}: not an image with dimensions`)
  const pixels = width * height * (meta.pages ?? 1)
  if (pixels > MAX_INPUT_PIXELS) {
    throw new Error(
      `${source.fileName}: ${width}×${height} pixels${meta.pages ? ` × ${meta.pages} frames` : ''} is more than the ${MAX_INPUT_PIXELS / 1e6} megapixels an image may have`,
    )
  }
  const extension = imageExtensionOf(meta)
  if (!extension) throw new Error(`${source.fileName}: not an image format the CDN serves (${meta.format})`)
  const sha1 = sha1Hex(source.bytes)
  const hash = source.hash ?? sha1
  const path = `images/${source.projectId}/${source.dataset}/${hash}-${width}x${height}.${extension}`
  const knownMetadata = source.known?.metadata as { lqip?: unknown } | undefined
  return withKnown(
    {
      _id: `image-${hash}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      _createdAt: now,
      _updatedAt: now,
      assetId: hash,
      extension,
      mimeType: IMAGE_MIME_TYPES[extension] ?? `image/${extension}`,
      originalFilename: source.fileName,
      path,
      sha1hash: sha1,
      size: source.bytes.byteLength,
      url: `${source.baseUrl.replace(/\/+$/, '')}/${path}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width,
          height,
          aspectRatio: Math.round((width / height) * 1e6) / 1e6,
        },
        lqip: typeof knownMetadata?.lqip === 'string' ? knownMetadata.lqip : await lqipOf(source.bytes),
        hasAlpha: meta.hasAlpha === true,
        isOpaque: meta.hasAlpha !== true,
      },
    },
    source.known,
  )
}

/** The `sanity.fileAsset` document of a file. */
export function fileAssetDocument(source: AssetSource, now: string): SanityDocument {
  const extension = extensionOf(source.fileName)
  const sha1 = sha1Hex(source.bytes)
  const hash = source.hash ?? sha1
  const path = `files/${source.projectId}/${source.dataset}/${hash}.${extension}`
  return withKnown(
    {
      _id: `file-${hash}-${extension}`,
      _type: 'sanity.fileAsset',
      _createdAt: now,
      _updatedAt: now,
      assetId: hash,
      extension,
      mimeType: FILE_MIME_TYPES[extension] ?? 'application/octet-stream',
      originalFilename: source.fileName,
      path,
      sha1hash: sha1,
      size: source.bytes.byteLength,
      url: `${source.baseUrl.replace(/\/+$/, '')}/${path}`,
    },
    source.known,
  )
}

/** The asset fields every export's `assets.json` entry leaves out (they follow from the id). */
export const ASSET_DERIVED_FIELDS: readonly string[] = DERIVED
