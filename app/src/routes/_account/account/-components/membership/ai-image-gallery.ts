/**
 * The AI images of this visit (the images screen's gallery) and the generator's draft, kept in the
 * tab's memory: they survive moving between the account's screens, not a reload. A base64 reply is
 * kept as a Blob and shown through a `blob:` URL (revoked when the image leaves the gallery), so no
 * `data:` URL is needed (docs/decisions/023, CSP).
 */
import { useSyncExternalStore } from 'react'

/** How many images the gallery keeps; the oldest leaves when a new one arrives. */
const GALLERY_LIMIT = 12

/** An image of the gallery. */
export interface GalleryImage {
  /** Unique in the gallery. */
  id: string
  prompt: string
  /** The provider's wire name, e.g. `openai`. */
  provider: string
  /** `WIDTHxHEIGHT` in pixels, e.g. `1024x1024`. */
  resolution: string
  /** Creation time, seconds since the Unix epoch (the service's `created`). */
  created: number
  /** Where the image is: the service's URL (valid 60 minutes) or a `blob:` URL of `blob`. */
  src: string
  /** The PNG itself, for a base64 reply. */
  blob?: Blob
}

/** What the generator's form holds, kept while the customer looks at another screen. */
export interface ImageDraft {
  prompt: string
  provider: string
  resolution: string
  response_format: 'url' | 'b64_json'
}

let images: readonly GalleryImage[] = []
let draft: ImageDraft | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Puts `image` first in the gallery; the images past {@link GALLERY_LIMIT} leave (their blob URLs revoked). */
export function addGalleryImage(image: GalleryImage): void {
  const next = [image, ...images]
  for (const dropped of next.slice(GALLERY_LIMIT)) if (dropped.blob) URL.revokeObjectURL(dropped.src)
  images = next.slice(0, GALLERY_LIMIT)
  for (const listener of listeners) listener()
}

/** The gallery's images, newest first (a React subscription). */
export function useGallery(): readonly GalleryImage[] {
  return useSyncExternalStore(
    subscribe,
    () => images,
    () => images,
  )
}

/** The generator's last draft, if any. */
export function readImageDraft(): ImageDraft | undefined {
  return draft
}

/** Keeps the generator's values for the next visit of the screen. */
export function saveImageDraft(values: ImageDraft): void {
  draft = { ...values }
}

/** Empties the gallery and the draft (tests). */
export function resetGallery(): void {
  for (const image of images) if (image.blob) URL.revokeObjectURL(image.src)
  images = []
  draft = undefined
  for (const listener of listeners) listener()
}

/** The PNG of a base64 reply (`b64_image`) as a Blob. @throws on invalid base64 */
export function pngFromBase64(base64: string): Blob {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type: 'image/png' })
}

/** A file name for an image: the prompt's first words and its time (`neon-vinyl-record-1731840000.png`). */
export function imageFileName(image: Pick<GalleryImage, 'prompt' | 'created'>): string {
  const words = image.prompt
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return `${words || 'ai-image'}-${image.created}.png`
}
