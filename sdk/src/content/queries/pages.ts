/**
 * One page query per content type (docs/requirements.md §2 "Page content types", §7 "Content queries"), all made by
 * one builder, `pageQuery`, from the shared fragments. A query per type (instead of
 * `_type == $contentType`) gives each page its precise TypeGen result type (docs/references.md).
 *
 * Optional slug and product: every page query takes both `$slug` and `$product`, and a `null` value
 * means "any" — `(!defined($slug) || slug.current == $slug)`. Routes without a slug segment
 * (home, careers, /{product}/pricing, …) pass `slug: null`; site-wide pages pass `product: null`.
 * Always pass both keys (`pageParams()` does): the content API rejects a query whose parameter is missing.
 * Among matches the most recently updated document wins (`order(_updatedAt desc)[0]`).
 */
import { defineQuery } from 'groq'
import { latestLicenseModalProjection } from './block-fragments-cards.ts'
import { pageBuilderProjection } from './page-builder.ts'
import { imageFields } from './shared-fragments.ts'

/** The filter of every page query: `$slug` and `$product`, each `null` for "any". */
export const pageFilter =
  `(!defined($slug) || slug.current == $slug) && (!defined($product) || product == $product)` as const

/** `downloads` fields: version, release date, per-OS download cards, release notes and requirements. */
export const downloadsFields = `
  semanticVersion{majorVersion, minorVersion, patchVersion},
  releaseDate,
  "softwareDownloadCard": softwareDownloadCard[]{
    _key, os, downloadUrl, fileSize, richTextFooter, richTextFooterWithCorepack,
    "image": image{${imageFields}}
  },
  productRelease{releaseNotes, systemRequirements}
` as const

/** Newest release first: by `semanticVersion` numbers, then by update. */
export const releaseOrder = `
  semanticVersion.majorVersion desc, semanticVersion.minorVersion desc, semanticVersion.patchVersion desc,
  _updatedAt desc
` as const

/** `downloadArchive.releaseData` items. */
export const releaseDataFields = `_key, version, product, releaseDate, systemRequirements` as const

/** Fields of every page document, plus the fields of the page types that have their own. */
export const pageDocumentFields = `
  _id, _type, _updatedAt, title, description, "slug": slug.current, product,
  "ogImage": ogImage{${imageFields}},
  _type == "soundpack" => {
    "heroImage": heroImage{${imageFields}},
    "licenseModal": coalesce(licenseModal->{_id, title, body, terms}, ${latestLicenseModalProjection})
  },
  _type == "downloads" => {${downloadsFields}},
  _type == "downloadArchive" => {"releaseData": releaseData[]{${releaseDataFields}}},
  ${pageBuilderProjection}
` as const

/**
 * The page query of one content type: the newest document of that type matching `$slug` and `$product`
 * (each `null` for "any"), projected with `pageDocumentFields`. TypeGen reads calls of this builder
 * with a string literal argument.
 */
export const pageQuery = <const T extends string>(contentType: T) =>
  `*[_type == "${contentType}" && ${pageFilter}] | order(_updatedAt desc)[0]{${pageDocumentFields}}` as const

// One page query per content type (decision 002), each typed by TypeGen from its literal argument.
export const careersQuery = defineQuery(pageQuery('careers'))
export const homepageQuery = defineQuery(pageQuery('homepage'))
export const campaignQuery = defineQuery(pageQuery('campaign'))
export const soundsQuery = defineQuery(pageQuery('sounds'))
export const soundpackQuery = defineQuery(pageQuery('soundpack'))
export const tutorialsQuery = defineQuery(pageQuery('tutorials'))
export const featuresQuery = defineQuery(pageQuery('features'))
export const howToQuery = defineQuery(pageQuery('howTo'))
export const musicProductionQuery = defineQuery(pageQuery('musicProduction'))
export const producerSuiteQuery = defineQuery(pageQuery('producerSuite'))
export const producerSuiteDownloadsQuery = defineQuery(pageQuery('producerSuiteDownloads'))
export const freeTrialQuery = defineQuery(pageQuery('freeTrial'))
export const pricingQuery = defineQuery(pageQuery('pricing'))
export const pricingChildQuery = defineQuery(pageQuery('pricingChild'))
export const djLandingQuery = defineQuery(pageQuery('djLanding'))
export const resourcesLandingQuery = defineQuery(pageQuery('resourcesLanding'))
export const resourcesSlugQuery = defineQuery(pageQuery('resourcesSlug'))
export const controlVinylResourcesSlugQuery = defineQuery(pageQuery('controlVinylResourcesSlug'))
export const expansionsQuery = defineQuery(pageQuery('expansions'))
export const livestreamingQuery = defineQuery(pageQuery('livestreaming'))
export const musicstreamingQuery = defineQuery(pageQuery('musicstreaming'))
export const upgradeQuery = defineQuery(pageQuery('upgrade'))
/**
 * `downloads` orders by version, not by update: with `slug: null` it is the latest release of
 * `$product` (/{product}/downloads); with a slug, that release (/{product}/downloads/{slug}).
 */
export const downloadsQuery = defineQuery(
  `*[_type == "downloads" && ${pageFilter}] | order(${releaseOrder})[0]{${pageDocumentFields}}` as const,
)
export const downloadArchiveQuery = defineQuery(pageQuery('downloadArchive'))

/** Content type → its page query (docs/requirements.md §2 "Page content types"). */
export const pageQueries = {
  careers: careersQuery,
  homepage: homepageQuery,
  campaign: campaignQuery,
  sounds: soundsQuery,
  soundpack: soundpackQuery,
  tutorials: tutorialsQuery,
  features: featuresQuery,
  howTo: howToQuery,
  musicProduction: musicProductionQuery,
  producerSuite: producerSuiteQuery,
  producerSuiteDownloads: producerSuiteDownloadsQuery,
  freeTrial: freeTrialQuery,
  pricing: pricingQuery,
  pricingChild: pricingChildQuery,
  djLanding: djLandingQuery,
  resourcesLanding: resourcesLandingQuery,
  resourcesSlug: resourcesSlugQuery,
  controlVinylResourcesSlug: controlVinylResourcesSlugQuery,
  expansions: expansionsQuery,
  livestreaming: livestreamingQuery,
  musicstreaming: musicstreamingQuery,
  upgrade: upgradeQuery,
  downloads: downloadsQuery,
  downloadArchive: downloadArchiveQuery,
} as const

/** A page content type (docs/requirements.md §2). */
export type ContentType = keyof typeof pageQueries

/** The 24 page content types, in docs/requirements.md §2 order. */
export const contentTypes = Object.keys(pageQueries) as ContentType[]

/**
 * The filter for the preview listener (`client.listen`, the site's preview mode): documents of
 * `$contentType` matching `$slug`/`$product` (each `null` for "any"). Only the top-level filter matters
 * to a listener, and the page queries are longer than the listener URL limit (14800, docs/requirements.md §9).
 */
export const pageListenQuery = `*[_type == $contentType && ${pageFilter}]` as const
