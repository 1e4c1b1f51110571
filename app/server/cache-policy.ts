/**
 * Which responses a CDN, a browser and the in-process page cache may keep (docs/decisions/019):
 * - published pages (200, no `?preview`): `public, max-age=0, s-maxage=S, stale-while-revalidate=W`
 *   (`CACHE_S_MAXAGE_SECONDS`, `CACHE_STALE_WHILE_REVALIDATE_SECONDS`) with an ETag, so a CDN serves
 *   them and a browser revalidates each time (304 when unchanged);
 * - preview pages, the signed-in areas, server functions, every error: `private, no-store`. A
 *   signed-in area's routes say so themselves (their `headers`: decision 034), so whatever spelling of
 *   a path the router accepts (`/Account`, `/%61ccount`, …) the matched route decides, not the path;
 * - static files: as app/server/route-rules.ts says (hashed assets immutable).
 */
import type { ServerConfig } from '../src/config/server-config.ts'

/** `Cache-Control` of what no shared cache and no browser may keep. */
export const NO_STORE = 'private, no-store'

/** What a page request is, for caching, before it is rendered. */
export type PageKind = 'published' | 'preview'

/**
 * The kind of the page at `url` before rendering: preview (`?preview=true`) or, for now, published.
 * Whether a rendered page is private is its matched route's say ({@link isPrivateResponse}).
 */
export function pageKind(url: URL): PageKind {
  return url.searchParams.get('preview') === 'true' ? 'preview' : 'published'
}

/**
 * Whether a rendered response is for one person only: its route said `private` or `no-store` in its
 * `Cache-Control` (the signed-in areas' layouts do). Such a response is never kept by the page cache,
 * never shared with another request, and leaves with {@link NO_STORE}.
 */
export function isPrivateResponse(headers: Headers): boolean {
  return /\b(private|no-store)\b/i.test(headers.get('cache-control') ?? '')
}

/** `Cache-Control` of a published page (status 200). */
export function publishedPageCacheControl(config: ServerConfig): string {
  const swr = config.cacheStaleWhileRevalidateSeconds
  return `public, max-age=0, s-maxage=${config.cacheSMaxAgeSeconds}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`
}

/**
 * Whether the page at `url` may be kept in the in-process cache: a published page without a query
 * string (a query makes every URL a new entry; such pages still render and a CDN may keep them).
 */
export function inProcessCacheable(url: URL): boolean {
  return pageKind(url) === 'published' && url.search === ''
}

/** Whether an `If-None-Match` header value matches `etag` (RFC 9110 §13.1.2, weak comparison). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
