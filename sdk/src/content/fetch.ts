/**
 * Typed fetchers over the page query map (docs/requirements.md §7 "Content queries": result field read; a `null`
 * result is "no content" → the route shows 404, docs/requirements.md §8).
 */
import type { SanityClient, SanityQueries } from '@sanity/client'
import { type ContentType, pageQueries } from './queries/pages.ts'

/** What a route resolved: optional slug and product (docs/requirements.md §2). `undefined`/`null` mean "any". */
export interface PageParams {
  slug?: string | null
  product?: string | null
}

/** Parameters of a page query: both keys always present, `null` for "any" (see queries/pages.ts). */
export interface PageQueryParams {
  [key: string]: string | null
  slug: string | null
  product: string | null
}

/** Normalises route params for a page query: `undefined` and `''` become `null`. */
export function pageParams(params: PageParams = {}): PageQueryParams {
  return { slug: params.slug || null, product: params.product || null }
}

/** The TypeGen result type of the page query of `T` (a document projection or `null`). */
export type PageQueryResult<T extends ContentType> = SanityQueries[(typeof pageQueries)[T]]

/** Any page document as the page queries project it. */
export type PageDocument = NonNullable<PageQueryResult<ContentType>>

/** A page-builder section of a page document. */
export type PageSection = NonNullable<PageDocument['pageBuilder']>[number]

/** A sub-section of a section. */
export type PageSubSection = NonNullable<PageSection['subSections']>[number]

/** A page-builder block (union over the 32 block types, discriminated by `_type`). */
export type PageBlock = NonNullable<PageSubSection['blocks']>[number]

/** The `_type` of a page-builder block. */
export type PageBlockType = PageBlock['_type']

/** The projected block of one block type, e.g. `PageBlockOf<'heroBlock'>`. */
export type PageBlockOf<T extends PageBlockType> = Extract<PageBlock, { _type: T }>

/** Options of {@link fetchPage}. */
export interface FetchPageOptions {
  /** Aborts the fetch, its retries included (e.g. `AbortSignal.timeout(ms)` for a deadline). */
  signal?: AbortSignal
}

/**
 * Fetches the page of `contentType` matching `params` (newest match; see queries/pages.ts for how
 * optional slug and product match). Resolves to `null` when there is no such page.
 * Rejects with the client's sdk errors (`ContentError`, `InternalServiceError`, `TimeoutError`, …),
 * or the `signal`'s reason once it aborts (a `TimeoutError` `DOMException` for `AbortSignal.timeout`).
 */
export function fetchPage<T extends ContentType>(
  client: SanityClient,
  contentType: T,
  params: PageParams = {},
  options: FetchPageOptions = {},
): Promise<PageQueryResult<T>> {
  const query: string = pageQueries[contentType]
  return client.fetch<PageQueryResult<T>>(query, pageParams(params), { signal: options.signal })
}
