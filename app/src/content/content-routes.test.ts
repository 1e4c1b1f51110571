import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { contentRoutes } from '../../../codegen.config.ts'
import type { RouterContext } from '../routes/__root.tsx'
import { routeTree } from '../routeTree.gen.ts'
import { type ContentParams, contentPathOf } from './content-page-route.ts'
import { type ContentPath, productKeys } from './content-path.ts'

/**
 * The route table, read from the route tree (each content route carries its `staticData.content`):
 * the router, ranking routes as it does for visitors, serves every path with the content its table
 * entry states, and refuses what no route serves.
 */
// Matching reads no context: the router's own is left out.
const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext })

/** What the site shows at `pathname`: the content of the route the router picks, or `null` (404). */
function contentAt(pathname: string): ContentPath | null {
  const matches = router.matchRoutes(pathname)
  const leaf = matches.at(-1)
  const content = leaf?.staticData.content
  if (!leaf || !content || matches.some((match) => match._notFound)) return null
  // A content route's params (routes of other areas, `$notificationId`, share no key with them).
  return contentPathOf(content, leaf.params as ContentParams)
}

const contentRouteIds = Object.values(router.routesById).filter((route) => route.options.staticData?.content)

/** Example paths of a route path: `$product` as every product key, `$slug` as an example slug. */
const examplesOf = (path: string): { path: string; product?: string; slug?: string }[] =>
  (path.includes('$product') ? productKeys : [undefined]).map((product) => ({
    path: path.replace('$product', product ?? '').replace('$slug', 'example-slug'),
    ...(product && { product }),
    ...(path.includes('$slug') && { slug: 'example-slug' }),
  }))

describe('the route tree', () => {
  it('has one route per entry of codegen.config.ts contentRoutes (52)', () => {
    expect(contentRouteIds.map((route) => route.fullPath.replace(/(.)\/$/, '$1')).sort()).toEqual(
      Object.keys(contentRoutes).sort(),
    )
    expect(contentRouteIds).toHaveLength(52)
  })

  it.each(Object.entries(contentRoutes))(
    '%s serves its content for every product and slug',
    (path, content) => {
      for (const example of examplesOf(path)) {
        const { path: _path, ...params } = example
        expect(contentAt(example.path), example.path).toEqual({ ...content, ...params })
      }
    },
  )
})

describe('paths of docs/requirements.md §2', () => {
  it.each(specExamples)('%s', (path, expected) => {
    expect(contentAt(path)).toEqual(expected)
  })

  it('ignores a trailing slash', () => {
    expect(contentAt('/dj/pro/pricing/')).toEqual({ contentType: 'pricing', product: 'dj-pro' })
  })

  it.each([
    ['/bogus', 'unknown product key'],
    ['/bogus/pricing', 'unknown product key with a known page'],
    ['/dj/bogus', 'dj/ with neither pro nor lite'],
    ['/dj/pro/bogus', 'unknown page of a product'],
    ['/studio/pricing/a/b', 'extra segment'],
    ['/campaign', 'missing slug'],
    ['/campaign/a/b', 'extra segment after a slug'],
    ['/studio/sounds/a/b', 'extra segment after a soundpack slug'],
    ['/studio/tutorials/%E0%A4%A', 'malformed percent-encoding'],
    ['/campaign/..', 'dot segment as a slug'],
    ['/careers/x', 'a page that takes no slug'],
    ['/music-production/producer-suite/downloads/1.0.0', 'no slug route under producer-suite downloads'],
  ])('%s → 404 (%s)', (path) => {
    expect(contentAt(path)).toBeNull()
  })
})

const specExamples: ReadonlyArray<[path: string, expected: ContentPath]> = [
  ['/', { contentType: 'homepage' }],
  ['/campaign/summer-sale', { contentType: 'campaign', slug: 'summer-sale' }],
  ['/careers', { contentType: 'careers' }],
  ['/upgrade', { contentType: 'upgrade' }],
  ['/dj', { contentType: 'djLanding' }],
  // /dj/lite/… (rewritten to product dj-lite)
  ['/dj/lite', { contentType: 'features', product: 'dj-lite' }],
  ['/dj/lite/downloads', { contentType: 'downloads', product: 'dj-lite' }],
  ['/dj/lite/downloads/archive', { contentType: 'downloadArchive', product: 'dj-lite' }],
  ['/dj/lite/downloads/3.1.0', { contentType: 'downloads', product: 'dj-lite', slug: '3.1.0' }],
  ['/dj/lite/live-streaming', { contentType: 'livestreaming', product: 'dj-lite' }],
  ['/dj/lite/music-streaming', { contentType: 'musicstreaming', product: 'dj-lite' }],
  ['/dj/lite/resources', { contentType: 'resourcesLanding', product: 'dj-lite' }],
  ['/dj/lite/resources/manual', { contentType: 'resourcesSlug', product: 'dj-lite', slug: 'manual' }],
  ['/dj/lite/tutorials', { contentType: 'tutorials', product: 'dj-lite' }],
  // /dj/pro/… (rewritten to product dj-pro)
  ['/dj/pro', { contentType: 'features', product: 'dj-pro' }],
  ['/dj/pro/downloads', { contentType: 'downloads', product: 'dj-pro' }],
  ['/dj/pro/downloads/archive', { contentType: 'downloadArchive', product: 'dj-pro' }],
  ['/dj/pro/downloads/3.1.4', { contentType: 'downloads', product: 'dj-pro', slug: '3.1.4' }],
  ['/dj/pro/expansions', { contentType: 'expansions', product: 'dj-pro' }],
  ['/dj/pro/free-trial', { contentType: 'freeTrial', product: 'dj-pro' }],
  ['/dj/pro/live-streaming', { contentType: 'livestreaming', product: 'dj-pro' }],
  ['/dj/pro/music-streaming', { contentType: 'musicstreaming', product: 'dj-pro' }],
  ['/dj/pro/pricing', { contentType: 'pricing', product: 'dj-pro' }],
  ['/dj/pro/pricing/suite', { contentType: 'pricingChild', product: 'dj-pro', slug: 'suite' }],
  ['/dj/pro/resources', { contentType: 'resourcesLanding', product: 'dj-pro' }],
  ['/dj/pro/resources/manual', { contentType: 'resourcesSlug', product: 'dj-pro', slug: 'manual' }],
  [
    '/dj/pro/resources/control-vinyl/performance-series',
    { contentType: 'controlVinylResourcesSlug', product: 'dj-pro', slug: 'performance-series' },
  ],
  ['/dj/pro/tutorials', { contentType: 'tutorials', product: 'dj-pro' }],
  ['/dj-pro/buy-dj-pro', { contentType: 'pricing', product: 'dj-pro' }],
  // /hex-fx/…
  ['/hex-fx', { contentType: 'features', product: 'hex-fx' }],
  ['/hex-fx/downloads', { contentType: 'downloads', product: 'hex-fx' }],
  ['/hex-fx/downloads/archive', { contentType: 'downloadArchive', product: 'hex-fx' }],
  ['/hex-fx/downloads/1.2.0', { contentType: 'downloads', product: 'hex-fx', slug: '1.2.0' }],
  ['/hex-fx/free-trial', { contentType: 'freeTrial', product: 'hex-fx' }],
  ['/hex-fx/pricing', { contentType: 'pricing', product: 'hex-fx' }],
  // /music-production/…
  ['/music-production', { contentType: 'musicProduction' }],
  ['/music-production/producer-suite', { contentType: 'producerSuite', product: 'producer-suite' }],
  [
    '/music-production/producer-suite/downloads',
    { contentType: 'producerSuiteDownloads', product: 'producer-suite' },
  ],
  // /sample/…
  ['/sample', { contentType: 'features', product: 'sample' }],
  ['/sample/downloads', { contentType: 'downloads', product: 'sample' }],
  ['/sample/downloads/archive', { contentType: 'downloadArchive', product: 'sample' }],
  ['/sample/downloads/2.0.0', { contentType: 'downloads', product: 'sample', slug: '2.0.0' }],
  ['/sample/free-trial', { contentType: 'freeTrial', product: 'sample' }],
  ['/sample/pricing', { contentType: 'pricing', product: 'sample' }],
  ['/sample/tutorials', { contentType: 'tutorials', product: 'sample' }],
  // /studio/…
  ['/studio', { contentType: 'features', product: 'studio' }],
  ['/studio/downloads', { contentType: 'downloads', product: 'studio' }],
  ['/studio/downloads/archive', { contentType: 'downloadArchive', product: 'studio' }],
  ['/studio/downloads/1.0.0', { contentType: 'downloads', product: 'studio', slug: '1.0.0' }],
  ['/studio/free-trial', { contentType: 'freeTrial', product: 'studio' }],
  ['/studio/pricing', { contentType: 'pricing', product: 'studio' }],
  ['/studio/slab', { contentType: 'features', product: 'studio', slug: 'slab' }],
  ['/studio/sounds', { contentType: 'sounds', product: 'studio' }],
  ['/studio/sounds/lofi-keys', { contentType: 'soundpack', product: 'studio', slug: 'lofi-keys' }],
  ['/studio/tutorials', { contentType: 'tutorials', product: 'studio' }],
  ['/studio/tutorials/mixing-101', { contentType: 'howTo', product: 'studio', slug: 'mixing-101' }],
  [
    '/studio/tutorials/how-to-make-a-remix',
    { contentType: 'tutorials', product: 'studio', slug: 'how-to-make-a-remix' },
  ],
  [
    '/studio/tutorials/how-to-make-a-beat',
    { contentType: 'tutorials', product: 'studio', slug: 'how-to-make-a-beat' },
  ],
  // general /{product}/… patterns, any product
  ['/pnt', { contentType: 'features', product: 'pnt' }],
  ['/pnt/expansions', { contentType: 'expansions', product: 'pnt' }],
  ['/producer-suite/pricing', { contentType: 'pricing', product: 'producer-suite' }],
  ['/pnt/pricing/bundle', { contentType: 'pricingChild', product: 'pnt', slug: 'bundle' }],
  ['/pnt/free-trial', { contentType: 'freeTrial', product: 'pnt' }],
  ['/hex-fx/tutorials', { contentType: 'tutorials', product: 'hex-fx' }],
  ['/sample/tutorials/chop', { contentType: 'howTo', product: 'sample', slug: 'chop' }],
  ['/pnt/downloads', { contentType: 'downloads', product: 'pnt' }],
  ['/pnt/downloads/archive', { contentType: 'downloadArchive', product: 'pnt' }],
  ['/pnt/downloads/1.0.0', { contentType: 'downloads', product: 'pnt', slug: '1.0.0' }],
  ['/studio/resources', { contentType: 'resourcesLanding', product: 'studio' }],
  ['/studio/resources/manual', { contentType: 'resourcesSlug', product: 'studio', slug: 'manual' }],
  [
    '/dj-lite/resources/control-vinyl/cv-02',
    { contentType: 'controlVinylResourcesSlug', product: 'dj-lite', slug: 'cv-02' },
  ],
  ['/sample/live-streaming', { contentType: 'livestreaming', product: 'sample' }],
  ['/studio/music-streaming', { contentType: 'musicstreaming', product: 'studio' }],
  // the product keys themselves work as well as the dj/pro, dj/lite spellings
  ['/dj-pro', { contentType: 'features', product: 'dj-pro' }],
  ['/dj-lite/pricing', { contentType: 'pricing', product: 'dj-lite' }],
]
