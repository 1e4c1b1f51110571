/**
 * The pages of the seed dataset, derived from the site's route table (codegen.config.ts
 * `contentRoutes`, from which the route files are generated): for each content route, each product key
 * its `$product` takes and each `{slug}` of a matching page document, the path, the content it asks
 * for (content type, product, slug) and the `_id` of the published document the page query returns
 * there (`findPage`). Used by the seed tests and the browser tests.
 */
import { type ContentRoute, contentRoutes } from '../../../codegen.config.ts'
import { productKeys } from '../../../specs/content/constants.ts'
import { findPage, type PageSelector, publishedDocs } from './seed-data.ts'

/** One page the seed dataset serves. */
export interface SeedRoute extends PageSelector {
  path: string
  /** The route that serves it (a key of `contentRoutes`). */
  pattern: string
  /** The published document the page shows. */
  id: string
}

/** The slugs of the published documents a `{slug}` route of `page` can show. */
function slugsOf(page: PageSelector): string[] {
  const slugs = publishedDocs
    .filter((doc) => doc._type === page.contentType && (!page.product || doc.product === page.product))
    .map((doc) => (doc.slug as { current?: string } | undefined)?.current)
  return [...new Set(slugs.filter((slug): slug is string => typeof slug === 'string'))]
}

/** The seed pages one route serves (none when the seed has no document for it). */
function pagesOf(pattern: string, content: ContentRoute): SeedRoute[] {
  const products = pattern.includes('$product') ? productKeys : [content.product]
  return products.flatMap((product) => {
    const page: PageSelector = { ...content, ...(product && { product }) }
    const slugs = pattern.includes('$slug') ? slugsOf(page) : [content.slug]
    return slugs.flatMap((slug) => {
      const selector: PageSelector = { ...page, ...(slug && { slug }) }
      const doc = findPage(selector)
      const path = pattern.replace('$product', product ?? '').replace('$slug', slug ?? '')
      // A path that is another route's literal path belongs to that route (static segments rank first).
      if (!doc || (path !== pattern && path in contentRoutes)) return []
      return [{ path, pattern, ...selector, id: doc._id }]
    })
  })
}

/** Every page the seed dataset serves, route by route. */
export const seedRoutes: SeedRoute[] = Object.entries(contentRoutes).flatMap(([pattern, content]) =>
  pagesOf(pattern, content),
)

/** Drafts that differ visibly from their published documents (preview tests). */
export const seedDrafts = [
  { path: '/', id: 'drafts.homepage', published: 'homepage', heading: 'Draft: Play. Produce. Perform.' },
  {
    path: '/dj/pro',
    id: 'drafts.features-dj-pro',
    published: 'features-dj-pro',
    heading: 'Draft: Four decks. Real-time stems. No limits.',
  },
] as const
