/**
 * The Assets API (sanity.io/docs/http-reference/assets; `client.assets.upload`; decision 030):
 * `POST /v{apiVersion}/assets/images/{dataset}` and `/assets/files/{dataset}` with the file's bytes as
 * the body and `filename`, `title`, `description`, `label`, `creditLine`, `source{Name,Id,Url}` in the
 * query. The file is stored content-addressed (SHA-1) where the CDNs serve it (images.ts, files.ts)
 * before its asset document is created, so the document's `url` serves at once; an image's type comes
 * from its bytes, never from its name. An image that does not decode, or whose header declares more
 * than `MAX_INPUT_PIXELS`, is a 400 before it is stored. Uploading the same bytes again answers the
 * existing document.
 * Reply: `{"document": {…}}`. Needs the write token (401/403 as the Mutations API).
 */
import { mkdir, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { isBodyTooLarge } from '../../../app/server/http-limits.ts'
import { assetFileName, fileAssetDocument, imageAssetDocument, imageExtensionOf } from './asset-documents.ts'
import { EDITOR_IDENTITY } from './auth.ts'
import { resolveDataRequest, type ServiceContext } from './context.ts'
import { replaceFile } from './dataset-archive.ts'
import { ContentServiceError, jsonResponse, validationError } from './errors.ts'
import { FILE_MIME_TYPES } from './files.ts'
import { MAX_INPUT_PIXELS } from './image-params.ts'
import { requireWriteAccess } from './mutate.ts'
import type { SanityDocument } from './store.ts'

/** Largest upload, in bytes (64 MiB). */
export const MAX_ASSET_BYTES = 64 * 1024 * 1024

const FILE_NAME_RE = /^[^/\\\p{Cc}]{1,200}$/u

/** The document fields an upload may set from its query (as `@sanity/client` sends them). */
function uploadFields(url: URL): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const name of ['title', 'description', 'label', 'creditLine']) {
    const value = url.searchParams.get(name)
    if (value !== null) fields[name] = value
  }
  const source = {
    name: url.searchParams.get('sourceName'),
    id: url.searchParams.get('sourceId'),
    url: url.searchParams.get('sourceUrl'),
  }
  if (source.name && source.id)
    fields.source = Object.fromEntries(Object.entries(source).filter(([, v]) => v))
  return fields
}

/** Handles an upload to `/v{apiVersion}/assets/{images|files}/{dataset}`. */
export async function handleAssetUpload(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  kind: string,
  dataset: string,
): Promise<Response> {
  if (kind !== 'images' && kind !== 'files') {
    throw new ContentServiceError(404, 'notFoundError', `No asset type "${kind}": use images or files`)
  }
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  requireWriteAccess(data, 'create')
  if (!ctx.imagesDir)
    throw new ContentServiceError(503, 'serviceUnavailable', 'This content service stores no assets')
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await request.arrayBuffer())
  } catch (error) {
    if (isBodyTooLarge(error)) throw error
    throw validationError('Could not read the uploaded file')
  }
  if (bytes.byteLength === 0) throw validationError('The upload is empty: send the file as the request body')
  if (bytes.byteLength > MAX_ASSET_BYTES) {
    throw new ContentServiceError(
      413,
      'requestEntityTooLarge',
      `Asset too large (the limit is ${MAX_ASSET_BYTES} bytes)`,
    )
  }
  const given = url.searchParams.get('filename')
  if (given !== null && !FILE_NAME_RE.test(given)) throw validationError(`Invalid filename "${given}"`)
  const now = new Date().toISOString()
  const source = { bytes, projectId: ctx.projectId, dataset, baseUrl: ctx.assetBaseUrl }
  let document: SanityDocument
  if (kind === 'images') {
    let extension: string | undefined
    try {
      // The header only; sharp refuses one that declares more than MAX_INPUT_PIXELS.
      extension = imageExtensionOf(await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata())
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) {
        throw validationError(
          `Invalid image: it has more than the ${MAX_INPUT_PIXELS / 1e6} megapixels an image may have`,
        )
      }
      extension = undefined
    }
    if (!extension) throw validationError('Invalid image: the upload is not an image the CDN can serve')
    try {
      document = await imageAssetDocument({ ...source, fileName: given ?? `image.${extension}` }, now)
    } catch (error) {
      // Too many pixels (from the header, before decoding) or bytes that do not decode (a failed
      // checksum): the upload is refused, not a 500 (decision 039).
      throw validationError(`Invalid image: ${(error as Error).message}`)
    }
  } else {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const byType = Object.entries(FILE_MIME_TYPES).find(([, mime]) => mime === type)?.[0]
    const fileName = given ?? `file.${byType ?? 'bin'}`
    document = fileAssetDocument({ ...source, fileName }, now)
    if (type && type !== 'application/octet-stream' && document.mimeType === 'application/octet-stream') {
      document.mimeType = type
    }
  }
  Object.assign(document, uploadFields(url))
  // The file first, where the CDN serves it: the document never points at a missing file.
  const imagesDir = ctx.imagesDir
  const target = join(dirname(imagesDir), assetFileName(document._id) as string)
  await mkdir(dirname(target), { recursive: true })
  if (!(await stat(target).catch(() => undefined))) await replaceFile(target, bytes)
  const result = await ctx.engine.mutate({
    dataset,
    mutations: [{ createIfNotExists: document }],
    dryRun: false,
    returnDocuments: true,
    autoGenerateArrayKeys: false,
    identity: EDITOR_IDENTITY,
  })
  return jsonResponse({ document: result.results[0]?.document ?? document })
}
