/**
 * What the browser tests expect of the seed dataset (scripts/sandbox/datasets, read here, never
 * written): for every page it serves (`seedRoutes`) the seed document it shows, the page's h1 (the first
 * block heading of that document's page builder), and the `{slug}` pages with the page that links to them.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type SeedRoute, seedRoutes } from '../../scripts/sandbox/datasets/seed-routes.ts'

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

/** The seed page at `path`. */
function seedRouteOf(path: string): SeedRoute {
  const route = seedRoutes.find((candidate) => candidate.path === path)
  if (!route) throw new Error(`the seed has no page at ${path}`)
  return route
}

/** The heading the page at `path` shows as its h1: its first block's heading. */
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
 * The page a visitor reaches a `{slug}` route from (docs/requirements.md §2): releases from the product's download
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

/** The internal links (`internalPath`, without query and hash) anywhere in the seed document `id`. */
function linksOf(id: string): Set<string> {
  const links = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const { linkType, internalPath } = value as { linkType?: unknown; internalPath?: unknown }
      if (linkType === 'internal' && typeof internalPath === 'string')
        links.add(internalPath.split(/[?#]/)[0] ?? '')
      Object.values(value).forEach(visit)
    }
  }
  visit(documents.get(id))
  return links
}

/** The seed's `{slug}` pages that their parent page links to, each with that parent. */
export const slugRoutes = seedRoutes
  .filter((route) => route.slug !== undefined)
  .map(({ path }) => ({ path, parent: parentPage(path) }))
  .filter(({ path, parent }) => {
    const parentRoute = seedRoutes.find((candidate) => candidate.path === parent)
    return parentRoute !== undefined && linksOf(parentRoute.id).has(path)
  })
