import type { PageDocument } from '@music/sdk/content'
import { notFound } from '@tanstack/react-router'
import type { PublicConfig } from '../config/server-config.ts'
import type { PreviewSearch } from '../preview/preview-search.ts'
import { pageHead } from '../seo/page-head.ts'
import { type ContentPath, isProductKey, type ProductKey, SLUG_PATTERN } from './content-path.ts'
import { getPageDocument } from './page-document.ts'

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

/** The parameters a content route may have: `$product` and `$slug` (checked by the `params` options below). */
export interface ContentParams {
  product?: ProductKey
  slug?: string
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What a content page route shows (codegen.config.ts `contentRoutes`); its parameters supply the rest. */
    content?: ContentPath
  }
}

/** The page a content route shows for its matched parameters: `content`, with `$product` and `$slug` filled in. */
export function contentPathOf(content: ContentPath, params: ContentParams): ContentPath {
  return {
    ...content,
    ...(params.product && { product: params.product }),
    ...(params.slug && { slug: params.slug }),
  }
}

/**
 * The route options of a content page (docs/conventions.md "Route files"), generated into each content route file
 * from codegen.config.ts `contentRoutes` (scripts/codegen/routes.ts): `loaderDeps` (preview flag),
 * `staticData.content` (what the route shows, so the route tree itself carries the table), `loader`
 * (the page's content from `content` and the matched `$product`/`$slug` parameters, then the
 * document through the `getPageDocument` server function; no document → `notFound()`), `staleTime`
 * ({@link CONTENT_STALE_TIME_MS}) and `head` (title, description, og/twitter tags). The route file
 * adds `component: ContentPage` itself so the code splitter moves the component into the route's
 * lazily loaded chunk.
 * @param content what the route shows; the route path's parameters complete it
 */
export function contentPageRoute(content: ContentPath) {
  return {
    staticData: { content },
    loaderDeps: ({ search }: { search: PreviewSearch }) => ({ preview: search.preview === true }),
    staleTime: CONTENT_STALE_TIME_MS,
    loader: async ({
      params,
      location,
      deps,
    }: {
      params: ContentParams
      location: { pathname: string }
      deps: { preview: boolean }
    }): Promise<ContentPageData> => {
      const page = contentPathOf(content, params)
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
 * `params` option of the `/$product/…` routes: a path whose `product` segment is not one of the seven
 * product keys skips the route (`false`), so it falls through to the root not-found (HTTP 404).
 */
export const productParams = {
  parse: ({ product }: { product: string }) => (isProductKey(product) ? { product } : false),
  stringify: ({ product }: { product: ProductKey }) => ({ product }),
}

/** `params` option of the `…/$slug` routes: a malformed slug ({@link SLUG_PATTERN}) skips the route (404). */
export const slugParams = {
  parse: ({ slug }: { slug: string }) => (SLUG_PATTERN.test(slug) ? { slug } : false),
  stringify: ({ slug }: { slug: string }) => ({ slug }),
}

/** {@link productParams} and {@link slugParams} together, for the `/$product/…/$slug` routes. */
export const productSlugParams = {
  parse: ({ product, slug }: { product: string; slug: string }) =>
    isProductKey(product) && SLUG_PATTERN.test(slug) ? { product, slug } : false,
  stringify: ({ product, slug }: { product: ProductKey; slug: string }) => ({ product, slug }),
}
