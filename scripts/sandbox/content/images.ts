/**
 * The image CDN: `GET /images/{projectId}/{dataset}/{id}-{w}x{h}.{fmt}[/{vanityName}]?…` serving the
 * original files `<imagesDir>/<id>-<w>x<h>.<fmt>` transformed by the `@sanity/image-url` parameters
 * (REFERENCES.md "Sanity HTTP API"; spec §5, §7). Replies are immutable
 * (`Cache-Control: public, max-age=31536000, immutable`) with an ETag; `auto=format` picks AVIF or
 * WebP from `Accept` (and says `Vary: Accept`). Malformed references or parameters → 400, unknown
 * project, dataset or asset → 404. Recent results are kept in a small in-memory cache.
 */
import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { cdnHeaders, checkAssetScope, type ServiceContext } from './context.ts'
import { notFoundError } from './errors.ts'
import { OUTPUT_FORMATS, type OutputFormat, parseImageParams, parseImageReference } from './image-params.ts'
import { MIME_TYPES, transformImage } from './image-transform.ts'

const CACHE_ENTRIES = 200
/** Encoded images by ETag, held as the bytes a reply body takes, so a hit is not copied again. */
const cache = new Map<string, Uint8Array<ArrayBuffer>>()

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
    body = new Uint8Array(await transformImage(sourcePath, params, format))
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
    cache.set(etag, body)
  }
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
