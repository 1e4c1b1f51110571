import { type ContentTypeName, isContentTypeName, isProductKey, type ProductKey } from './products.ts'

/** What a page path asks for: the content type, and the product and `{slug}` when the path has them. */
export interface ContentPath {
  contentType: ContentTypeName
  product?: ProductKey
  slug?: string
}

/** Paths of spec §2 without a product segment. */
const siteWide: Record<string, ContentPath> = {
  '': { contentType: 'homepage' },
  careers: { contentType: 'careers' },
  upgrade: { contentType: 'upgrade' },
  dj: { contentType: 'djLanding' },
  'music-production': { contentType: 'musicProduction' },
  'music-production/producer-suite': { contentType: 'producerSuite', product: 'producer-suite' },
  'music-production/producer-suite/downloads': {
    contentType: 'producerSuiteDownloads',
    product: 'producer-suite',
  },
  'dj-pro/buy-dj-pro': { contentType: 'pricing', product: 'dj-pro' },
  // Decision: /studio/slab is the Studio features page with slug `slab` (spec §2 lists the path but no
  // content type for it; the SLAB hardware page is a features page of its own).
  'studio/slab': { contentType: 'features', product: 'studio', slug: 'slab' },
  'studio/sounds': { contentType: 'sounds', product: 'studio' },
}

/** Spec §2: these two `/studio/tutorials/{slug}` pages are tutorials pages, not how-to pages. */
const tutorialsPagesBySlug = new Set(['how-to-make-a-remix', 'how-to-make-a-beat'])

/** `/{product}/<rest>` without a slug → content type (spec §2 "general patterns"). */
const productPages: Record<string, ContentTypeName> = {
  '': 'features',
  expansions: 'expansions',
  pricing: 'pricing',
  'free-trial': 'freeTrial',
  tutorials: 'tutorials',
  downloads: 'downloads',
  'downloads/archive': 'downloadArchive',
  resources: 'resourcesLanding',
  'live-streaming': 'livestreaming',
  'music-streaming': 'musicstreaming',
}

/** `/{product}/<prefix>/{slug}` → content type. */
const productSlugPages: Record<string, ContentTypeName> = {
  pricing: 'pricingChild',
  tutorials: 'howTo',
  downloads: 'downloads',
  resources: 'resourcesSlug',
  'resources/control-vinyl': 'controlVinylResourcesSlug',
}

/** A `{slug}` path segment: letters and digits joined by single `-`, `_` or `.` (versions: 4.0.2). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i

/**
 * Resolves a page path (spec §2) to the content it shows. `dj/pro` and `dj/lite` are rewritten to the
 * product keys `dj-pro` and `dj-lite`. A trailing slash is ignored; the query and hash must already be
 * stripped. Returns `null` for a path no route of spec §2 serves (unknown product key, unknown page,
 * malformed or extra segments), which the site answers with HTTP 404.
 * `/studio/sounds/{slug}` is a `soundpack`; `/{product}/downloads/{slug}` is the `downloads` page of
 * that version; `/{product}/downloads` (no slug) is the latest release.
 */
export function resolveContentPath(pathname: string): ContentPath | null {
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
  if (segments[0] === 'dj' && (segments[1] === 'pro' || segments[1] === 'lite')) {
    segments = [`dj-${segments[1]}`, ...segments.slice(2)]
  }
  const path = segments.join('/')
  const fixed = siteWide[path]
  if (fixed) return { ...fixed }

  const [first, ...rest] = segments
  if (first === 'campaign' && rest.length === 1) return withSlug({ contentType: 'campaign' }, rest[0])
  if (first === 'studio' && rest[0] === 'sounds' && rest.length === 2) {
    return withSlug({ contentType: 'soundpack', product: 'studio' }, rest[1])
  }
  if (first === undefined || !isProductKey(first)) return null
  const product = first

  const page = productPages[rest.join('/')]
  if (page) return { contentType: page, product }
  const slug = rest.at(-1)
  const slugPage = productSlugPages[rest.slice(0, -1).join('/')]
  if (!slugPage || slug === undefined) return null
  if (product === 'studio' && slugPage === 'howTo' && tutorialsPagesBySlug.has(slug)) {
    return { contentType: 'tutorials', product, slug }
  }
  return withSlug({ contentType: slugPage, product }, slug)
}

function withSlug(page: ContentPath, slug: string | undefined): ContentPath | null {
  return slug !== undefined && SLUG_PATTERN.test(slug) ? { ...page, slug } : null
}

/**
 * Checks an untrusted value (e.g. a server function's input) is a {@link ContentPath}: a known content
 * type, an optional product key and an optional well-formed slug. Returns a clean copy or `null`.
 */
export function parseContentPath(value: unknown): ContentPath | null {
  if (typeof value !== 'object' || value === null) return null
  const { contentType, product, slug } = value as Record<string, unknown>
  if (!isContentTypeName(contentType)) return null
  if (product !== undefined && (typeof product !== 'string' || !isProductKey(product))) return null
  if (slug !== undefined && (typeof slug !== 'string' || !SLUG_PATTERN.test(slug))) return null
  return { contentType, ...(product ? { product } : {}), ...(slug ? { slug } : {}) }
}
