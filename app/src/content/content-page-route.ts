import type { PageDocument } from '@music/sdk/content'
import { notFound } from '@tanstack/react-router'
import type { PublicConfig } from '../config/server-config.ts'
import type { PreviewSearch } from '../preview/preview-search.ts'
import { pageHead } from '../seo/page-head.ts'
import { getPageDocument } from './page-document.ts'
import { type ContentTypeName, isProductKey, type ProductKey } from './products.ts'
import { type ContentPath, resolveContentPath } from './resolve-content-path.ts'

/** What a content page's loader hands to its component and `head()`. */
export interface ContentPageData {
  page: ContentPath
  preview: boolean
  path: string
  /** The page document (never null: no document is the 404 screen). */
  document: PageDocument
}

/**
 * How long (ms) a loaded page stays fresh in the router's cache: revisits within it show the cached
 * document at once; later ones show it and reload in the background. Preview pages are refreshed by
 * their live listener instead (`useLivePreview`, which reloads on connect and on every change).
 */
export const CONTENT_STALE_TIME_MS = 60_000

/**
 * The shared route options of every "page of content type X" route (STYLE.md "Route files"):
 * `loaderDeps` (preview flag), `loader` (resolves the path with `resolveContentPath`, then fetches the
 * document through the `getPageDocument` server function; no content → `notFound()`), `staleTime`
 * ({@link CONTENT_STALE_TIME_MS}) and `head` (title, description, og/twitter tags). The route file
 * adds `component: ContentPage` itself so the code splitter moves the component into the route's
 * lazily loaded chunk.
 * `contentType` states which content type(s) the route shows; the loader throws when the path
 * resolves to another (a route file and `resolveContentPath` disagreeing is a programming error).
 */
export function contentPageRoute(contentType: ContentTypeName | readonly ContentTypeName[]) {
  const declared: readonly ContentTypeName[] = typeof contentType === 'string' ? [contentType] : contentType
  return {
    loaderDeps: ({ search }: { search: PreviewSearch }) => ({ preview: search.preview === true }),
    staleTime: CONTENT_STALE_TIME_MS,
    loader: async ({
      location,
      deps,
    }: {
      location: { pathname: string }
      deps: { preview: boolean }
    }): Promise<ContentPageData> => {
      const page = resolveContentPath(location.pathname)
      if (!page) throw notFound()
      if (!declared.includes(page.contentType)) {
        throw new Error(
          `${location.pathname} resolves to ${page.contentType}, route declares ${declared.join('|')}`,
        )
      }
      const document = await getPageDocument({ data: { page, preview: deps.preview } })
      if (!document) throw notFound()
      return { page, preview: deps.preview, path: location.pathname, document }
    },
    head: ({
      loaderData,
      match,
    }: {
      loaderData?: ContentPageData
      match: { context: { config: PublicConfig } }
    }) => (loaderData ? { meta: pageHead(loaderData.document, match.context.config, loaderData.path) } : {}),
  }
}

/**
 * `params` option of the general `/$product/…` routes: a path whose `product` segment is not one of the
 * seven product keys skips the route (`false`), so it falls through to the root not-found (HTTP 404).
 */
export const productParams = {
  parse: ({ product }: { product: string }) => (isProductKey(product) ? { product } : false),
  stringify: ({ product }: { product: ProductKey }) => ({ product }),
}

/** {@link productParams} for the general `/$product/…/$slug` routes. */
export const productSlugParams = {
  parse: ({ product, slug }: { product: string; slug: string }) =>
    isProductKey(product) ? { product, slug } : false,
  stringify: ({ product, slug }: { product: ProductKey; slug: string }) => ({ product, slug }),
}
