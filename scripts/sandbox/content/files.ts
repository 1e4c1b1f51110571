/**
 * File CDN of the content service: `GET|HEAD /files/{projectId}/{dataset}/{id}.{ext}` serves the file
 * assets (`sanity.fileAsset` documents, `_id` `file-<id>-<ext>`: audio previews, video clips) from the
 * files directory, like `cdn.sanity.io/files/…`. The directory is `files/` beside the images directory
 * (`<datasetsDir>/files`).
 * - `Content-Type` by extension; `Cache-Control: public, max-age=31536000, immutable`; an ETag (304 on
 *   `If-None-Match`); `Accept-Ranges: bytes` and single `Range: bytes=a-b` requests (206, or 416 when
 *   unsatisfiable), which media elements send; `?dl[=name]` answers as an attachment.
 * - Only `<letters and digits>.<ext>` names are served, so `..` and `/` can never leave the directory;
 *   anything else is 400, an unknown project, dataset or file 404.
 */
import { createHash } from 'node:crypto'
import { open, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { cdnHeaders, checkAssetScope, type ServiceContext } from './context.ts'
import { ContentServiceError, notFoundError, validationError } from './errors.ts'

const FILE_NAME_RE = /^([A-Za-z0-9]+)\.([a-z0-9]{1,8})$/

/** Content types of the file extensions the dataset uses (others are `application/octet-stream`). */
export const FILE_MIME_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
}

/** The files directory: `files/` beside the images directory (none without one). */
const filesDirOf = (ctx: ServiceContext): string | undefined =>
  ctx.imagesDir ? join(dirname(ctx.imagesDir), 'files') : undefined

/** Parses `bytes=a-b` / `bytes=a-` / `bytes=-n` against `size`; `undefined` for no (or a multi-) range. */
function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return header.includes(',') ? undefined : 'invalid'
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start > end || start >= size ? 'invalid' : { start, end }
}

async function readSlice(path: string, start: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await open(path, 'r')
  try {
    const buffer = new Uint8Array(new ArrayBuffer(length))
    await handle.read(buffer, 0, length, start)
    return buffer
  } finally {
    await handle.close()
  }
}

/**
 * Handles a file request whose path after `/files/` is `rest` (`projectId/dataset/file`).
 * Throws ContentServiceError (400/404/416) for the router to answer.
 */
export async function handleFile(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  const [projectId = '', dataset = '', fileName = '', ...extra] = rest.split('/')
  if (extra.length > 0 || fileName === '') {
    throw notFoundError(`No file route at ${url.pathname}: expected /files/<projectId>/<dataset>/<id>.<ext>`)
  }
  const match = FILE_NAME_RE.exec(fileName)
  if (!match) throw validationError(`Malformed file reference "${fileName}": expected <id>.<extension>`)
  checkAssetScope(ctx, projectId, dataset)
  const dir = filesDirOf(ctx)
  const path = dir ? join(dir, fileName) : undefined
  const info = path ? await stat(path).catch(() => undefined) : undefined
  if (!path || !info?.isFile()) throw notFoundError(`File asset "file-${match[1]}-${match[2]}" not found`)

  const size = info.size
  const etag = `"${createHash('sha1').update(`${fileName}:${size}:${info.mtimeMs}`).digest('base64url')}"`
  const download = url.searchParams.get('dl')
  const contentType = FILE_MIME_TYPES[match[2] ?? ''] ?? 'application/octet-stream'
  const headers = cdnHeaders(contentType, etag, download === null ? undefined : download || fileName)
  headers.set('accept-ranges', 'bytes')
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })

  const range = parseRange(request.headers.get('range'), size)
  if (range === 'invalid') {
    throw new ContentServiceError(
      416,
      'rangeNotSatisfiable',
      `Range not satisfiable for a ${size}-byte file`,
      {
        size,
      },
    )
  }
  const start = range?.start ?? 0
  const length = range ? range.end - start + 1 : size
  headers.set('content-length', String(length))
  if (range) headers.set('content-range', `bytes ${start}-${range.end}/${size}`)
  const body = request.method === 'HEAD' ? null : await readSlice(path, start, length)
  return new Response(body, { status: range ? 206 : 200, headers })
}
