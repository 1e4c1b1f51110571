/**
 * What a content page shows: its content type, and its product and `{slug}` when it has them
 * (docs/requirements.md §2, §3), with the content model's names through the sdk (`@music/sdk/content`,
 * generated from `specs/content/constants.ts`).
 */
import { type ContentTypeName, isContentTypeName, isProductKey, type ProductKey } from '@music/sdk/content'

export {
  type ContentTypeName,
  contentTypeNames,
  isContentTypeName,
  isProductKey,
  type ProductKey,
  productKeys,
  productTitles,
} from '@music/sdk/content'

/** What a page shows: the content type, and the product and `{slug}` when the page has them. */
export interface ContentPath {
  contentType: ContentTypeName
  product?: ProductKey
  slug?: string
}

/** A `{slug}` path segment: letters and digits joined by single `-`, `_` or `.` (versions: 4.0.2). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i

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
