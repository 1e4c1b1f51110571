/**
 * The image CDN: `GET /images/{projectId}/{dataset}/{id}-{w}x{h}.{fmt}[/{vanityName}]?…` serving the
 * original files `<imagesDir>/<id>-<w>x<h>.<fmt>` transformed by the `@sanity/image-url` parameters
 * (docs/references.md "Sanity HTTP API"; docs/requirements.md §5, §7). Replies are immutable
 * (`Cache-Control: public, max-age=31536000, immutable`) with an ETag; `auto=format` picks AVIF or
 * WebP from `Accept` (and says `Vary: Accept`). An SVG asset asked for without a transform is served
 * as the SVG itself (`image/svg+xml`, under a CSP that lets it run no script, like Sanity's CDN serves
 * its sanitised uploads); any transform rasterises it, at the density the output size needs.
 * Malformed references or parameters → 400, an output over the cap (image-params.ts `MAX_DIMENSION`,
 * `MAX_OUTPUT_PIXELS`) → 400, unknown project, dataset or asset → 404. Transforms run in the bounded
 * queue of image-pool.ts (a full lane → 503); their results are kept in a cache bounded by bytes
 * (least recently used first out), keyed by the source file and the full parameter set, and a
 * transform asked for again while it runs is run once (docs/decisions/019).
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import { IMAGE_MIME_TYPES } from './asset-documents.ts'
import { cdnHeaders, checkAssetScope, type ServiceContext } from './context.ts'
import { notFoundError } from './errors.ts'
import {
  assertWithinTransformCap,
  type ImageParams,
  OUTPUT_FORMATS,
  type OutputFormat,
  outputSize,
  overTransformCap,
  parseImageParams,
  parseImageReference,
} from './image-params.ts'
import { MIME_TYPES } from './image-transform.ts'

/** Bytes of encoded images the transform cache holds at most. */
export const IMAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/**
 * Encoded images by ETag (which hashes the source file and the full parameter set), held as the bytes
 * a reply body takes, so a hit is not copied again.
 */
const cache = new LRUCache<string, Uint8Array<ArrayBuffer>>({
  maxSize: IMAGE_CACHE_MAX_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
})
/** Transforms in progress by ETag: a second request for one waits for it instead of running it again. */
const inflight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

function chooseFormat(
  requested: OutputFormat | undefined,
  auto: boolean,
  accept: string,
  source: string,
): OutputFormat {
  if (auto) {
    if (/image\/avif/i.test(accept)) return 'avif'
    if (/image\/webp/i.test(accept)) return 'webp'
  }
  if (requested) return requested
  const original = source === 'jpeg' ? 'jpg' : source
  return (OUTPUT_FORMATS as readonly string[]).includes(original) ? (original as OutputFormat) : 'png'
}

/** Whether the parameters change the pixels (size, crop, format, colour…) rather than only the reply. */
const transforms = (params: ImageParams): boolean =>
  [
    params.width,
    params.height,
    params.rect,
    params.format,
    params.quality,
    params.background,
    params.blur,
    params.sharpen,
    params.orientation,
    params.saturation,
    params.pad,
  ].some((value) => value !== undefined) ||
  params.invert ||
  params.flip.horizontal ||
  params.flip.vertical

/** Rasterising scale of an SVG for the output size asked for (1 = its own size). */
const vectorScale = (params: ImageParams, width: number, height: number): number =>
  params.rect ? 1 : Math.max(1, (params.width ?? 0) / width, (params.height ?? 0) / height)

/**
 * Handles an image request whose path after `/images/` is `rest` (`projectId/dataset/file[/vanity]`).
 * Throws ContentServiceError (400/404) for the router to answer.
 */
export async function handleImage(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const [projectId = '', dataset = '', fileName = '', ...vanity] = rest.split('/')
  if (vanity.length > 1 || fileName === '') {
    throw notFoundError(`No image route at ${url.pathname}: expected /images/<projectId>/<dataset>/<file>`)
  }
  const ref = parseImageReference(fileName)
  const params = parseImageParams(url.searchParams, ref)
  checkAssetScope(ctx, projectId, dataset)
  const assetId = `image-${ref.id}-${ref.width}x${ref.height}-${ref.format}`
  const sourcePath = ctx.imagesDir ? join(ctx.imagesDir, ref.fileName) : undefined
  const source = sourcePath ? await stat(sourcePath).catch(() => undefined) : undefined
  if (!sourcePath || !source?.isFile()) throw notFoundError(`Image asset "${assetId}" not found`)

  if (ref.format === 'svg' && !transforms(params))
    return svgResponse(request, sourcePath, source, params, ref.id)
  // No transform asked (or only `auto=format` of an original over the cap): the original itself.
  if (!transforms(params) && (!params.autoFormat || overTransformCap(params, ref)))
    return originalResponse(request, sourcePath, source, params, ref)
  assertWithinTransformCap(params, ref)
  const accept = request.headers.get('accept') ?? ''
  const format = chooseFormat(params.format, params.autoFormat, accept, ref.format)
  const canonical = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b))
  const etag = `"${createHash('sha1')
    .update(JSON.stringify([sourcePath, source.size, source.mtimeMs, canonical, format]))
    .digest('base64url')}"`
  const download =
    params.download === undefined
      ? undefined
      : params.download || `${ref.id}.${format === 'pjpg' ? 'jpg' : format}`
  const headers = cdnHeaders(MIME_TYPES[format], etag, download)
  if (params.autoFormat) headers.set('vary', 'Accept')
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })

  let body = cache.get(etag)
  if (!body) {
    let pending = inflight.get(etag)
    if (!pending) {
      const size = outputSize(params, ref)
      const job = ctx.imagePool
        .transform({
          sourcePath,
          params,
          format,
          vectorScale: ref.format === 'svg' ? vectorScale(params, ref.width, ref.height) : 1,
          pixels: size.width * size.height,
        })
        .then((bytes) => {
          const copy = new Uint8Array(bytes)
          cache.set(etag, copy)
          return copy
        })
        .finally(() => inflight.delete(etag))
      inflight.set(etag, job)
      pending = job
    }
    body = await pending
  }
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

/** The original file as it was uploaded, as the CDN serves an image asked for without a transform. */
async function originalResponse(
  request: Request,
  sourcePath: string,
  source: { size: number; mtimeMs: number },
  params: ImageParams,
  ref: { id: string; format: string },
): Promise<Response> {
  const etag = `"${createHash('sha1')
    .update(JSON.stringify([sourcePath, source.size, source.mtimeMs, 'original']))
    .digest('base64url')}"`
  const extension = ref.format === 'jpeg' ? 'jpg' : ref.format
  const download = params.download === undefined ? undefined : params.download || `${ref.id}.${extension}`
  const type = IMAGE_MIME_TYPES[extension] ?? `image/${extension}`
  const headers = cdnHeaders(type, etag, download)
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = new Uint8Array(await readFile(sourcePath))
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

/** The SVG file itself, as the CDN serves a vector image asked for without a transform. */
async function svgResponse(
  request: Request,
  sourcePath: string,
  source: { size: number; mtimeMs: number },
  params: ImageParams,
  id: string,
): Promise<Response> {
  const etag = `"${createHash('sha1')
    .update(JSON.stringify([sourcePath, source.size, source.mtimeMs, 'svg']))
    .digest('base64url')}"`
  const download = params.download === undefined ? undefined : params.download || `${id}.svg`
  const headers = cdnHeaders('image/svg+xml', etag, download)
  // An SVG opened on this origin must not run script.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = new Uint8Array(await readFile(sourcePath))
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
