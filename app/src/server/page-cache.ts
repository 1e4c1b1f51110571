/**
 * The in-process cache of rendered published pages (docs/decisions/019): bounded by bytes
 * (`lru-cache`, least recently used first out), each entry kept at most `maxAgeMs`, and emptied
 * whenever content changes (the content service's listen stream, the signed revalidation webhook).
 *
 * A page is stored as its HTML split at the CSP nonce it was rendered with, so every response can
 * carry a nonce of its own ({@link CachedPage.html}) while the page renders once.
 */
import { LRUCache } from 'lru-cache'
import { compressSegments, type SplicedGzip } from './gzip-splice.ts'

/** A rendered page as stored: the HTML around its nonce, its ETag and the headers it was sent with. */
export interface CachedPage {
  /** The HTML split at every occurrence of the nonce it was rendered with. */
  segments: string[]
  /** Strong ETag of the page (independent of the nonce). */
  etag: string
  /** Headers of the rendered response worth keeping (content type, links). */
  headers: [string, string][]
  /** The segments gzip-compressed once, to splice each response's nonce into (gzip-splice.ts). */
  gzip: SplicedGzip
  /** Size in bytes (the strings' UTF-16 code units × 2 plus the compressed and raw buffers). */
  bytes: number
}

/** The page's HTML carrying `nonce`. */
export function pageHtml(page: CachedPage, nonce: string): string {
  return page.segments.join(nonce)
}

/**
 * Builds a {@link CachedPage} from the HTML rendered with `nonce`. The ETag hashes the HTML with the
 * nonce taken out (SHA-1, base64url), so it names the page, not the response.
 */
export async function toCachedPage(html: string, nonce: string, headers: Headers): Promise<CachedPage> {
  const segments = html.split(nonce)
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(segments.join('')))
  const etag = `"${btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}"`
  const kept: [string, string][] = []
  for (const name of ['content-type', 'link', 'content-language'] as const) {
    const value = headers.get(name)
    if (value !== null) kept.push([name, value])
  }
  const gzip = compressSegments(segments)
  const buffers = [...gzip.compressed, ...gzip.raw].reduce((sum, buffer) => sum + buffer.length, 0)
  const bytes = segments.reduce((sum, segment) => sum + segment.length * 2, 0) + buffers + 256
  return { segments, etag, headers: kept, gzip, bytes }
}

/** Options of {@link PageCache}. */
export interface PageCacheOptions {
  /** Upper bound of the stored pages' bytes; 0 turns the cache off. */
  maxBytes: number
  /** How long a page is kept at most, in ms (a safety net should an invalidation be missed). */
  maxAgeMs: number
}

/** Bounded cache of rendered pages by key (the page's path), emptied by {@link PageCache.clear}. */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage> | undefined
  #generation = 0
  #invalidations = 0

  constructor(options: PageCacheOptions) {
    this.#pages =
      options.maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: options.maxBytes,
            sizeCalculation: (page) => page.bytes,
            ttl: Math.max(1, options.maxAgeMs),
          })
        : undefined
  }

  /** Whether pages are kept at all (`maxBytes` > 0). */
  get enabled(): boolean {
    return this.#pages !== undefined
  }

  /**
   * The generation of the cache's content: it changes on every {@link clear}. A render records it
   * before it starts and stores its page only if it is still the same ({@link set}), so a page rendered
   * from content older than an invalidation is never kept.
   */
  get generation(): number {
    return this.#generation
  }

  /** The page stored under `key`, if any (and not expired). */
  get(key: string): CachedPage | undefined {
    return this.#pages?.get(key)
  }

  /**
   * Stores `page` under `key` unless the cache was cleared since `generation` was read.
   * @returns whether it was stored
   */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (!this.#pages || generation !== this.#generation) return false
    this.#pages.set(key, page)
    return true
  }

  /** Forgets every page (content changed). */
  clear(): void {
    this.#generation += 1
    this.#invalidations += 1
    this.#pages?.clear()
  }

  /** Figures for logs and `/readyz`: pages, bytes, invalidations so far. */
  stats(): { pages: number; bytes: number; invalidations: number } {
    return {
      pages: this.#pages?.size ?? 0,
      bytes: this.#pages?.calculatedSize ?? 0,
      invalidations: this.#invalidations,
    }
  }
}
