/**
 * A file host of the sandbox: what a storage bucket or CDN serves for the real services (avatar
 * images, signed cloud-library downloads, generated AI images). Each file gets an opaque URL
 * `<base>/<key>/<file name>` that answers a plain `GET`/`HEAD` without credentials, until it expires
 * when it has a lifetime (403 after, 404 for an unknown key).
 *
 * User files never render as a page of the host's origin (docs/decisions/031): only the media types
 * a browser shows without running anything ({@link servedInline}: plain text, raster images, audio,
 * video) may open in the browser; HTML, SVG, XML and anything unknown are `attachment` (saved, never
 * opened), and every reply carries `X-Content-Type-Options: nosniff` (no type guessed from the bytes)
 * and `Content-Security-Policy: sandbox` (a document that renders anyway runs no script, in an origin
 * of its own).
 */
import { HttpResponse, http } from 'msw'
import { randomToken } from './http.ts'

/** A file to serve. `bytes` may be produced on first request (and kept). */
export interface HostedFile {
  bytes: Uint8Array | (() => Promise<Uint8Array>)
  /** Media type, e.g. `image/png`. */
  contentType: string
  fileName: string
  /**
   * `inline` (default): open in the browser when the type is {@link servedInline}, else saved;
   * `attachment`: always saved.
   */
  disposition?: 'inline' | 'attachment'
}

interface Entry extends HostedFile {
  /** ms since the epoch; undefined: forever */
  expiresAt?: number
}

/** A URL of the host and until when it works. */
export interface HostedUrl {
  url: string
  /** ms since the epoch; undefined: no expiry */
  expiresAt?: number
}

/** The files served under one base URL. */
export class FileHost {
  private readonly files = new Map<string, Entry>()
  private readonly base: string
  private readonly now: () => number

  /**
   * @param base where the files live, e.g. `http://localhost:4100/cloud-library/files`
   * @param now the sandbox clock, ms since the epoch
   */
  constructor(base: string, now: () => number) {
    this.base = base
    this.now = now
  }

  /**
   * Serves `file` at a new URL, for `ttlSeconds` when given (else forever).
   * @param key the URL's path segment; default a random token (an unguessable, signed-like URL)
   */
  put(file: HostedFile, options: { ttlSeconds?: number; key?: string } = {}): HostedUrl {
    const key = options.key ?? randomToken('', 24)
    const expiresAt = options.ttlSeconds === undefined ? undefined : this.now() + options.ttlSeconds * 1000
    this.files.set(key, { ...file, expiresAt })
    return { url: `${this.base}/${key}/${encodeURIComponent(file.fileName)}`, expiresAt }
  }

  /** Stops serving the file of `url` (a URL this host made); no-op for any other. */
  remove(url: string): void {
    const key = url.startsWith(`${this.base}/`) ? url.slice(this.base.length + 1).split('/')[0] : undefined
    if (key) this.files.delete(key)
  }

  /** The bytes behind a URL of this host, `expired`, or undefined (tests and cross-service reads). */
  async read(url: string): Promise<Uint8Array | 'expired' | undefined> {
    const key = url.startsWith(`${this.base}/`) ? url.slice(this.base.length + 1).split('/')[0] : undefined
    const found = key === undefined ? undefined : this.lookup(key)
    return found === undefined || found === 'expired' ? found : this.bytesOf(found)
  }

  /** The msw handlers that serve the files. */
  handlers() {
    const serve = async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const found = this.lookup(String(params.key))
      const text = (body: string, status: number) =>
        new HttpResponse(body, {
          status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', ...USER_FILE_HEADERS },
        })
      if (found === undefined) return text('No such file.\n', 404)
      if (found === 'expired') return text('This link has expired.\n', 403)
      const bytes = await this.bytesOf(found)
      const inline = found.disposition !== 'attachment' && servedInline(found.contentType)
      return new HttpResponse(request.method === 'HEAD' ? null : bytes, {
        headers: {
          ...USER_FILE_HEADERS,
          'Content-Type': found.contentType,
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': contentDisposition(found.fileName, inline ? 'inline' : 'attachment'),
          'Cache-Control':
            found.expiresAt === undefined ? 'public, max-age=31536000, immutable' : 'private, no-store',
          // A page that fetches the file (instead of navigating to it) may read its name and size.
          'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
        },
      })
    }
    return [http.get(`${this.base}/:key/:fileName`, serve), http.head(`${this.base}/:key/:fileName`, serve)]
  }

  private lookup(key: string): Entry | 'expired' | undefined {
    const entry = this.files.get(key)
    if (!entry) return undefined
    return entry.expiresAt !== undefined && entry.expiresAt <= this.now() ? 'expired' : entry
  }

  private async bytesOf(entry: Entry): Promise<Uint8Array> {
    if (typeof entry.bytes === 'function') entry.bytes = await entry.bytes()
    return entry.bytes
  }
}

/**
 * Headers of every reply of a file host (docs/decisions/031): no content sniffing (a text file is
 * never taken for HTML), and a sandbox without `allow-scripts` for any document that renders.
 */
export const USER_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': 'sandbox',
} as const

/**
 * Whether a user file of `contentType` may open in the browser (`Content-Disposition: inline`): plain
 * text (shown as text under `nosniff`), raster images, audio and video, which run nothing. HTML, SVG
 * (it may hold scripts), XML, PDF and anything else are saved instead.
 */
export function servedInline(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return (
    type === 'text/plain' ||
    /^image\/(png|jpeg|gif|webp|avif)$/.test(type) ||
    type.startsWith('audio/') ||
    type.startsWith('video/')
  )
}

/** RFC 8187 `attr-char`s: everything else in a `filename*` value is percent-encoded (UTF-8). */
const NOT_ATTR_CHAR = /[^A-Za-z0-9!#$&+\-.^_`|~]/gu

/**
 * `Content-Disposition` for a file name (RFC 6266 §4): `attachment` (save) or `inline` (open), with a
 * quoted `filename` for older clients (characters outside printable ASCII and `"`/`\` replaced by
 * `_`) and the exact name as `filename*=UTF-8''…` (RFC 8187, which obsoletes RFC 5987), which browsers
 * prefer.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = fileName.replace(NOT_ATTR_CHAR, (c) =>
    [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
