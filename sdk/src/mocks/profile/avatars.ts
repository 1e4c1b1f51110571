/**
 * Avatars of the fake profile service (`specs/profile.yaml` description, decision 017): upload URLs
 * (`POST /me/fileuploadurl`) on the sandbox's storage host, which takes a `PUT` of the image (type,
 * size and pixels checked, the bytes kept), the avatar made from the last upload (`PUT /me/avatar`:
 * square JPEGs of 64, 256 and 512 pixels with sharp, served without credentials) and the default
 * avatar (a grey silhouette, `ts` 0).
 */
import type { Avatar } from '../../generated/profile/hooks.schemas.ts'
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_PIXELS } from '../../profile/rules.ts'
import type { FileHost } from '../file-host.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, randomToken, success } from '../http.ts'
import { imageInfo, squareJpeg, svgToPng } from '../images.ts'

/** Lifetime of an upload URL, seconds. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60

/** Edge length of each avatar size, pixels. */
export const AVATAR_SIZES = { thumb: 64, mid: 256, full: 512 } as const

/** sharp's format name of each accepted media type. */
const FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** A grey head-and-shoulders silhouette on a light circle (no text: the bytes must be the same everywhere). */
function defaultAvatarSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#e4e4e7"/>
<circle cx="50" cy="38" r="18" fill="#a1a1aa"/>
<path d="M14 100c0-22 16-36 36-36s36 14 36 36z" fill="#a1a1aa"/>
</svg>`
}

interface Upload {
  userId: number
  contentType: string
  /** ms since the epoch */
  expiresAt: number
  received?: Uint8Array
}

/** Where an upload URL sends the file, and until when. */
export interface UploadUrl {
  method: 'PUT'
  url: string
  expires: string
}

/** The avatars' uploads and images. */
export class AvatarStore {
  private readonly uploads = new Map<string, Upload>()
  /** Per user: the last image uploaded since the avatar last changed. */
  private readonly pending = new Map<number, Upload>()
  private readonly images: FileHost
  private readonly uploadBase: string
  private readonly now: () => number
  private defaults?: Avatar

  /**
   * @param images the host that serves avatar images (e.g. `<profile>/avatars`)
   * @param uploadBase where upload URLs point (e.g. `<profile>/uploads`)
   * @param now the sandbox clock, ms since the epoch
   */
  constructor(images: FileHost, uploadBase: string, now: () => number) {
    this.images = images
    this.uploadBase = uploadBase
    this.now = now
  }

  /** The default avatar (`ts` 0): the same URLs for everyone, rendered on first request. */
  defaultAvatar(): Avatar {
    if (!this.defaults) {
      const [thumb, mid, full] = Object.entries(AVATAR_SIZES).map(
        ([name, size]) =>
          this.images.put(
            {
              bytes: () => svgToPng(defaultAvatarSvg(size)),
              contentType: 'image/png',
              fileName: `${name}.png`,
            },
            { key: `default-${name}` },
          ).url,
      ) as [string, string, string]
      this.defaults = { ts: 0, thumb, mid, full }
    }
    return { ...this.defaults }
  }

  /** A new upload URL for one image of `contentType` (the handler checked the type). */
  createUpload(userId: number, contentType: string): UploadUrl {
    const token = randomToken('', 24)
    const expiresAt = this.now() + UPLOAD_URL_TTL_SECONDS * 1000
    this.uploads.set(token, { userId, contentType, expiresAt })
    return { method: 'PUT', url: `${this.uploadBase}/${token}`, expires: isoSeconds(expiresAt) }
  }

  /**
   * Takes the `PUT` of an upload URL: 404 unknown URL, 403 expired or already used, 415 another
   * `Content-Type` than the URL was made for, 413 more than 5 MiB, 400 not an image of that type or
   * outside 64–8000 pixels a side. The image becomes the user's pending avatar.
   * @param declaredLength the request's `Content-Length`, checked before the body is read
   */
  async receive(
    token: string,
    contentType: string | null,
    declaredLength: number | undefined,
    body: () => Promise<ArrayBuffer>,
  ): Promise<Outcome<void>> {
    const upload = this.uploads.get(token)
    if (!upload) return failure(404, ERROR_CODES.notFound, 'No such upload URL.')
    if (upload.received || upload.expiresAt <= this.now())
      return failure(
        403,
        ERROR_CODES.accessDenied,
        'This upload URL has expired or was already used. Ask for a new one.',
      )
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== upload.contentType)
      return failure(
        415,
        1000,
        `Send the file as ${upload.contentType}, the type the upload URL was made for.`,
      )
    const tooLarge = failure<void>(413, 1000, 'The image is larger than 5 MB.')
    if (declaredLength !== undefined && declaredLength > AVATAR_MAX_BYTES) return tooLarge
    const bytes = new Uint8Array(await body())
    if (bytes.byteLength > AVATAR_MAX_BYTES) return tooLarge
    const info = await imageInfo(bytes)
    if (!info || info.format !== FORMATS[upload.contentType])
      return failure(
        400,
        1000,
        `The file is not a ${upload.contentType.replace('image/', '').toUpperCase()} image.`,
      )
    const edges = [info.width, info.height]
    if (edges.some((edge) => edge < AVATAR_PIXELS.min || edge > AVATAR_PIXELS.max))
      return failure(
        400,
        ERROR_CODES.badRequest,
        `Use an image of ${AVATAR_PIXELS.min} to ${AVATAR_PIXELS.max} pixels a side.`,
      )
    upload.received = bytes
    this.pending.set(upload.userId, upload)
    return success(undefined)
  }

  /**
   * Makes the user's pending upload their avatar: square JPEGs of each size, served at new URLs; the
   * previous avatar's images stop being served. Undefined when nothing was uploaded.
   * @param previous the avatar being replaced
   */
  async apply(userId: number, previous: Avatar | undefined): Promise<Avatar | undefined> {
    const upload = this.pending.get(userId)
    if (!upload?.received) return undefined
    this.pending.delete(userId)
    const ts = Math.max(Math.floor(this.now() / 1000), (previous?.ts ?? 0) + 1)
    const urls: Record<string, string> = {}
    for (const [name, size] of Object.entries(AVATAR_SIZES)) {
      const bytes = await squareJpeg(upload.received, size)
      urls[name] = this.images.put(
        { bytes, contentType: 'image/jpeg', fileName: `${name}.jpg` },
        { key: `${userId}-${ts}-${name}` },
      ).url
    }
    this.discard(previous)
    return { ts, thumb: urls.thumb as string, mid: urls.mid as string, full: urls.full as string }
  }

  /** Stops serving an avatar's images (not the default avatar's). */
  discard(avatar: Avatar | undefined): void {
    if (!avatar || avatar.ts === 0) return
    for (const url of [avatar.thumb, avatar.mid, avatar.full]) this.images.remove(url)
  }

  /** True when `contentType` may be uploaded as an avatar. */
  static accepts(contentType: unknown): boolean {
    return typeof contentType === 'string' && AVATAR_CONTENT_TYPES.includes(contentType)
  }
}
