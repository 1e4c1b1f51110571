/**
 * Download queries (docs/requirements.md §2 downloads routes; §3 "Downloads", "Download archive"). The latest release
 * and one release by slug are `downloadsQuery` (pages.ts) with `slug: null` or a slug.
 */
import { defineQuery } from 'groq'
import { latestLicenseModalProjection } from './block-fragments-cards.ts'
import { releaseDataFields, releaseOrder } from './pages.ts'

/** Every release of `$product`, newest first: id, title, slug, version, release date. */
export const releasesQuery = defineQuery(
  `*[_type == "downloads" && product == $product] | order(${releaseOrder}){
    _id, title, "slug": slug.current, semanticVersion{majorVersion, minorVersion, patchVersion}, releaseDate
  }` as const,
)

/** The archive's `releaseData` of `$product` (newest `downloadArchive` document); `null` when none. */
export const downloadArchiveReleasesQuery = defineQuery(
  `*[_type == "downloadArchive" && product == $product] | order(_updatedAt desc)[0]
    .releaseData[]{${releaseDataFields}}` as const,
)

/** The latest `studioLicenseModal` (by `_updatedAt`): `{_id, title, body, terms}` or `null`. */
export const latestStudioLicenseModalQuery = defineQuery(latestLicenseModalProjection)
