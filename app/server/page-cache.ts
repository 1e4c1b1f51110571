/**
 * The in-process cache of rendered published pages (docs/decisions/019): bounded by bytes
 * (`lru-cache`, least recently used first out), each entry kept at most `maxAgeMs`, and emptied
 * whenever content changes (the content service's listen stream, the signed revalidation webhook).
 *
 * A page is stored as its HTML split at the CSP nonce it was rendered with, so every response can
 * carry a nonce of its own ({@link pageBody}) while the page renders once.
 */
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { compressSegments, joinRaw, type SplicedGzip } from './gzip-splice.ts'

/** A rendered page as stored: its HTML around its nonce (compressed and not), ETag and headers. */
export interface CachedPage {
  /** The HTML's UTF-8 bytes split at every occurrence of the nonce it was rendered with, each piece
   * also gzip-compressed, to splice a response's nonce into (gzip-splice.ts). A one-off page is one
   * piece with its nonce in place ({@link toCachedPage}). */
  gzip: SplicedGzip
  /** Strong ETag of the page (independent of the nonce). */
  etag: string
  /** Headers of the rendered response worth keeping (content type, links). */
  headers: [string, string][]
  /** Size in bytes (the compressed and raw buffers, plus a little for the rest). */
  bytes: number
  /** The route template it was rendered for (telemetry's `http.route`), when known. */
  route?: string
}

/** The page's HTML carrying `nonce`, as UTF-8 bytes. */
export function pageBody(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(joinRaw(page.gzip, nonce))
}

/** The pieces of `html` between the occurrences of `nonce` (views into `html`, not copies). */
function splitAt(html: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = []
  let from = 0
  for (let at = html.indexOf(nonce, 0, 'latin1'); at >= 0; at = html.indexOf(nonce, from, 'latin1')) {
    pieces.push(html.subarray(from, at))
    from = at + nonce.length
  }
  pieces.push(html.subarray(from))
  return pieces
}

/**
 * Builds a {@link CachedPage} from the HTML bytes rendered with `nonce` (ASCII). The ETag hashes the
 * HTML with the nonce taken out (SHA-1, base64url), so it names the page, not the response.
 * `oneOff`: the page is sent once (not kept), with the nonce it was rendered with: it stays one piece
 * with its nonce in place, compressed in one pass at zlib level 1 (a third of level 6's time for
 * ~10 % more bytes; nginx's default `gzip_comp_level`). A kept page is split at its nonce and
 * compressed once, at level 6, for all its responses. `route`: the route template it was rendered
 * for, which a cache hit reports as its request's (docs/decisions/041).
 */
export function toCachedPage(
  html: Uint8Array,
  nonce: string,
  headers: Headers,
  { oneOff = false, route }: { oneOff?: boolean; route?: string } = {},
): CachedPage {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const pieces = splitAt(bytes, nonce)
  const hash = createHash('sha1')
  for (const piece of pieces) hash.update(piece)
  const etag = `"${hash.digest('base64url')}"`
  const kept: [string, string][] = []
  for (const name of ['content-type', 'link', 'content-language'] as const) {
    const value = headers.get(name)
    if (value !== null) kept.push([name, value])
  }
  const gzip = oneOff ? compressSegments([bytes], 1) : compressSegments(pieces, 6)
  const size = [...gzip.compressed, ...gzip.raw].reduce((sum, buffer) => sum + buffer.length, 0)
  return { gzip, etag, headers: kept, bytes: size + 256, route }
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
