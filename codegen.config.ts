/**
 * One place that says what is generated from what (docs/architecture.md "Shape").
 * `npm run codegen` (scripts/codegen.ts) runs every step below, in order; each step's module lives in
 * `scripts/codegen/<step>.ts`. Output goes only under `sdk/src/generated/` (and TanStack Router's
 * `app/src/routeTree.gen.ts`) and is never committed.
 */

import type { OutputOptions } from 'orval'
import { type ServiceName, services } from './sdk/src/transport/services.ts'
import type { contentTypeNames, ProductKey } from './specs/content/constants.ts'

/**
 * The web services that have an OpenAPI document in `specs/<name>.yaml` (docs/requirements.md §7). The list lives in
 * the sdk (`sdk/src/transport/services.ts`), which needs it at run time; this file re-exports it.
 */
export { type ServiceName, services }

/** What a content page route shows (docs/requirements.md §2); its path's `$product` and `$slug` supply the rest. */
export interface ContentRoute {
  contentType: (typeof contentTypeNames)[number]
  product?: ProductKey
  slug?: string
}

/** The pages of a product, by their path below the product's prefix (docs/requirements.md §2). */
const productPages = {
  '': 'features',
  '/expansions': 'expansions',
  '/free-trial': 'freeTrial',
  '/live-streaming': 'livestreaming',
  '/music-streaming': 'musicstreaming',
  '/pricing': 'pricing',
  '/pricing/$slug': 'pricingChild',
  '/tutorials': 'tutorials',
  '/tutorials/$slug': 'howTo',
  '/downloads': 'downloads',
  '/downloads/archive': 'downloadArchive',
  '/downloads/$slug': 'downloads',
  '/resources': 'resourcesLanding',
  '/resources/$slug': 'resourcesSlug',
  '/resources/control-vinyl/$slug': 'controlVinylResourcesSlug',
} as const satisfies Record<string, ContentRoute['contentType']>

/** {@link productPages} (all of them, or those listed) under `prefix`, showing `product` when given. */
function productRoutes(
  prefix: string,
  product?: ProductKey,
  pages: readonly (keyof typeof productPages)[] = Object.keys(productPages) as (keyof typeof productPages)[],
): Record<string, ContentRoute> {
  return Object.fromEntries(
    pages.map((page) => [
      `${prefix}${page}`,
      { contentType: productPages[page], ...(product && { product }) },
    ]),
  )
}

/**
 * Every content page of the site, by route path (TanStack Router syntax): the one table that says which
 * page shows which content. `npm run codegen` writes a route file per entry; the seed's page list and the
 * browser tests' paths are derived from it. `$product` routes accept any product key; `/dj/pro` and
 * `/dj/lite` are the DJ products' own spellings of `/dj-pro` and `/dj-lite` (docs/requirements.md §1).
 * A static path beats a `$param` one (more static segments rank first).
 */
export const contentRoutes: Readonly<Record<string, ContentRoute>> = {
  '/': { contentType: 'homepage' },
  '/campaign/$slug': { contentType: 'campaign' },
  '/careers': { contentType: 'careers' },
  '/upgrade': { contentType: 'upgrade' },
  '/dj': { contentType: 'djLanding' },
  '/dj-pro/buy-dj-pro': { contentType: 'pricing', product: 'dj-pro' },
  '/music-production': { contentType: 'musicProduction' },
  '/music-production/producer-suite': { contentType: 'producerSuite', product: 'producer-suite' },
  '/music-production/producer-suite/downloads': {
    contentType: 'producerSuiteDownloads',
    product: 'producer-suite',
  },
  // The SLAB hardware page is a Studio features page of its own (docs/decisions/003).
  '/studio/slab': { contentType: 'features', product: 'studio', slug: 'slab' },
  '/studio/sounds': { contentType: 'sounds', product: 'studio' },
  '/studio/sounds/$slug': { contentType: 'soundpack', product: 'studio' },
  // Two Studio tutorials slugs are tutorials pages, not how-to pages (docs/requirements.md §2).
  '/studio/tutorials/how-to-make-a-remix': {
    contentType: 'tutorials',
    product: 'studio',
    slug: 'how-to-make-a-remix',
  },
  '/studio/tutorials/how-to-make-a-beat': {
    contentType: 'tutorials',
    product: 'studio',
    slug: 'how-to-make-a-beat',
  },
  ...productRoutes('/dj/pro', 'dj-pro', [
    '',
    '/downloads',
    '/downloads/archive',
    '/downloads/$slug',
    '/expansions',
    '/free-trial',
    '/live-streaming',
    '/music-streaming',
    '/pricing',
    '/pricing/$slug',
    '/resources',
    '/resources/$slug',
    '/resources/control-vinyl/$slug',
    '/tutorials',
  ]),
  ...productRoutes('/dj/lite', 'dj-lite', [
    '',
    '/downloads',
    '/downloads/archive',
    '/downloads/$slug',
    '/live-streaming',
    '/music-streaming',
    '/resources',
    '/resources/$slug',
    '/tutorials',
  ]),
  ...productRoutes('/$product'),
}

/** What each codegen step reads and writes; paths are relative to the repository root. */
export const codegenConfig = {
  /** Sanity content model → schema.json → TypeGen result types for every `defineQuery` in the sdk. */
  content: {
    schemaTypes: 'specs/content/index.ts',
    queries: 'sdk/src/content/**/*.ts',
    schemaJson: 'sdk/src/generated/content/schema.json',
    types: 'sdk/src/generated/content/types.ts',
    /** Product keys and titles, content type and block type names, OS keys: one list, shared. */
    names: { from: 'specs/content/constants.ts', to: 'sdk/src/generated/content/names.ts' },
  },
  /** OpenAPI documents → openapi-typescript `paths` + orval React Query hooks and msw handlers. */
  openapi: {
    services,
    document: (service: ServiceName) => `specs/${service}.yaml`,
    outDir: (service: ServiceName) => `sdk/src/generated/${service}`,
    /**
     * orval's output options, the same for every service. Per service, scripts/codegen/openapi.ts adds
     * the document, the output files, `baseUrl: '<service>:'` (generated URLs name their service for the
     * one mutator, docs/decisions/010), the msw handlers' origin (the document's server: identity and
     * profile both have `GET /api/v1/me`, and a `*` handler of one would answer the other) and, for
     * operations whose success reply is binary, a default `Accept` of that type.
     */
    orval: {
      mode: 'split',
      client: 'react-query',
      // axios-style config objects (url, method, params, data, headers, signal, responseType): the
      // transport's request shape, so the mutator only delegates.
      httpClient: 'axios',
      clean: false,
      urlEncodeParameters: true,
      mock: { generators: [{ type: 'msw', delay: false, preferredContentType: 'application/pdf' }] },
      override: {
        mutator: { path: 'sdk/src/transport/orval-mutator.ts', name: 'customFetch' },
        query: {
          version: 5,
          useSuspenseQuery: true,
          signal: true,
          shouldExportKeys: true,
          // Service-first keys; the pass-through options mutator with `useHooks: false` keeps
          // `get<Op>QueryOptions` plain functions, usable in route loaders.
          queryKey: { path: 'sdk/src/transport/orval-mutator.ts', name: 'serviceQueryKey' },
          queryOptions: {
            path: 'sdk/src/transport/orval-mutator.ts',
            name: 'serviceQueryOptions',
            useHooks: false,
          },
        },
        // Faker data per property name: `properties` is added per document (scripts/codegen/openapi.ts,
        // `mockPropertiesFor`), which leaves out the names a document declares as enums.
        mock: { arrayMin: 1, arrayMax: 3 },
      },
    } satisfies Omit<OutputOptions, 'target'>,
  },
  /**
   * {@link contentRoutes} → a route file each under `app/src/routes/(content)/` (a route group: no path
   * segment), then every file route under app/src/routes → app/src/routeTree.gen.ts (TanStack Router
   * generator).
   */
  routes: {
    contentRoutes,
    contentRoutesDirectory: 'app/src/routes/(content)',
    routesDirectory: 'app/src/routes',
    generatedRouteTree: 'app/src/routeTree.gen.ts',
  },
} as const

/** The shape of {@link codegenConfig}, for the step modules. */
export type CodegenConfig = typeof codegenConfig
