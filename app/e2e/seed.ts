/**
 * What the browser tests expect of the seed dataset (scripts/sandbox/datasets, read here, never
 * written): for every route of spec §2 (`specRoutes`) the seed document it shows, and the page's h1,
 * the first block heading of that document's page builder.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type SeedRoute, seedRoutes } from '../../scripts/sandbox/datasets/seed-routes.ts'
import { specRoutes } from '../src/content/spec-routes.ts'

/** The committed seed dataset file (tests that edit content edit a copy: `CONTENT_DATASETS_DIR`). */
export const seedDatasetFile = fileURLToPath(
  new URL('../../scripts/sandbox/datasets/production.ndjson', import.meta.url),
)

type Doc = { _id: string; pageBuilder?: { subSections?: { blocks?: { heading?: unknown }[] }[] }[] }

const documents = new Map<string, Doc>(
  readFileSync(seedDatasetFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
    .map((doc) => [doc._id, doc]),
)

/** The seed route that serves the same content (type, product, slug) as a spec route. */
function seedRouteOf(path: string): SeedRoute {
  const spec = specRoutes.find(([candidate]) => candidate === path)?.[1]
  if (!spec) throw new Error(`${path} is not a route of spec-routes.ts`)
  const route = seedRoutes.find(
    (candidate) =>
      candidate.contentType === spec.contentType &&
      candidate.product === spec.product &&
      candidate.slug === spec.slug,
  )
  if (!route) throw new Error(`the seed has no page for ${path}`)
  return route
}

/** The heading the page of `path` (a spec route) shows as its h1: its first block's heading. */
export function seedHeading(path: string): string {
  const id = seedRouteOf(path).id
  const blocks = documents
    .get(id)
    ?.pageBuilder?.flatMap((section) =>
      (section.subSections ?? []).flatMap((subSection) => subSection.blocks ?? []),
    )
  const heading = blocks?.find((block) => typeof block.heading === 'string')?.heading
  if (typeof heading !== 'string') throw new Error(`seed document ${id} has no block heading`)
  return heading
}

/**
 * The page a visitor reaches a `{slug}` route from (spec §2): releases from the product's download
 * archive, control vinyl guides from the resources page, campaigns from the home page, anything else
 * from the path one level up.
 */
export function parentPage(path: string): string {
  if (path.startsWith('/campaign/')) return '/'
  const parent = path.slice(0, path.lastIndexOf('/'))
  if (parent.endsWith('/downloads')) return `${parent}/archive`
  if (parent.endsWith('/control-vinyl')) return parent.slice(0, -'/control-vinyl'.length)
  return parent
}

/** Spec routes with a `{slug}`, each with its parent page. */
export const slugRoutes = specRoutes
  .filter(([, content]) => content.slug !== undefined)
  .map(([path]) => ({ path, parent: parentPage(path) }))
