/**
 * Reading the seed dataset for tests: the parsed documents, lookups, a walk over every nested value,
 * the page-builder blocks of a page, and `findPage`, the in-memory twin of the site's page query
 * (type, product and slug, each optional; downloads newest version first, other types newest
 * `_updatedAt` first), so routes can be checked without a server.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** A document of the dataset. */
export type SeedDoc = { _id: string; _type: string; [field: string]: unknown }

/** Absolute path of a file beside this module. */
export const seedPath = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/** The raw NDJSON text of `production.ndjson`. */
export const seedText = readFileSync(seedPath('./production.ndjson'), 'utf8')

/** Every document, in file order. */
export const seedDocs: SeedDoc[] = seedText
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SeedDoc)

/** Documents by `_id` (drafts under their `drafts.` id). */
export const seedById = new Map(seedDocs.map((d) => [d._id, d]))

/** Published documents only. */
export const publishedDocs = seedDocs.filter((d) => !d._id.startsWith('drafts.'))

/** Calls `visit` for every value nested in `value` with its path. */
export function walk(value: unknown, visit: (value: unknown, path: string) => void, path = ''): void {
  visit(value, path)
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, visit, `${path}[${i}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}.${key}`)
  }
}

type Section = { subSections?: { blocks?: { _type: string; [field: string]: unknown }[] }[] }

/** The blocks of a page: pageBuilder → sections → subSections → blocks. */
export function blocksOf(doc: SeedDoc): { _type: string; [field: string]: unknown }[] {
  const sections = (doc.pageBuilder ?? []) as Section[]
  return sections.flatMap((s) => (s.subSections ?? []).flatMap((sub) => sub.blocks ?? []))
}

const version = (d: SeedDoc) => {
  const v = d.semanticVersion as
    | { majorVersion: number; minorVersion: number; patchVersion: number }
    | undefined
  return v ? v.majorVersion * 1e6 + v.minorVersion * 1e3 + v.patchVersion : -1
}

/** What a route asks for (as the site's path resolver returns it). */
export interface PageSelector {
  contentType: string
  product?: string
  slug?: string
}

/** The published document the page query returns for `page`, or `undefined`. */
export function findPage(page: PageSelector, docs: SeedDoc[] = publishedDocs): SeedDoc | undefined {
  const matches = docs.filter(
    (d) =>
      d._type === page.contentType &&
      (page.product === undefined || d.product === page.product) &&
      (page.slug === undefined || (d.slug as { current?: string } | undefined)?.current === page.slug),
  )
  const updated = (d: SeedDoc) => String(d._updatedAt)
  matches.sort((a, b) =>
    page.contentType === 'downloads' && version(a) !== version(b)
      ? version(b) - version(a)
      : updated(b).localeCompare(updated(a)),
  )
  return matches[0]
}
