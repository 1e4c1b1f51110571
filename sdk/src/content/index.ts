/**
 * `@music/sdk/content`: the content client, typed GROQ queries (Sanity TypeGen) and preview settings
 * (docs/architecture.md "Data flow" 1–2; docs/requirements.md §2, §3, §7 "Content queries").
 */
// The generated types augment `@sanity/client`'s `SanityQueries`; TypeGen 8.2 omits this import (TS2664).
import type {} from '@sanity/client'

export type * from '../generated/content/types.ts'
export { type ContentClientOptions, createContentClient } from './client.ts'
export {
  CONTENT_API_VERSION,
  CONTENT_DATASET,
  CONTENT_PROJECT_ID,
  DEFAULT_CONTENT_API_HOST,
  DEFAULT_CONTENT_TIMEOUT_MS,
  DEFAULT_PREVIEW_TOKEN,
  PREVIEW_COOKIE_NAME,
  PREVIEW_TOKEN_ENV,
  previewCookie,
  previewTokenFromEnv,
} from './config.ts'
export { ContentError } from './content-error.ts'
export {
  type FetchPageOptions,
  fetchPage,
  type PageBlock,
  type PageBlockOf,
  type PageBlockType,
  type PageDocument,
  type PageParams,
  type PageQueryParams,
  type PageQueryResult,
  type PageSection,
  type PageSubSection,
  pageParams,
} from './fetch.ts'
export { imageCdnBaseUrl, imageUrlBuilderOptions } from './image-cdn.ts'
export * from './names.ts'
export * from './queries/block-fragments-cards.ts'
export * from './queries/block-fragments-content.ts'
export * from './queries/block-fragments-media.ts'
export {
  downloadArchiveReleasesQuery,
  latestStudioLicenseModalQuery,
  releasesQuery,
} from './queries/downloads.ts'
export { blockFields, pageBuilderProjection } from './queries/page-builder.ts'
export * from './queries/pages.ts'
export * from './queries/shared-fragments.ts'
