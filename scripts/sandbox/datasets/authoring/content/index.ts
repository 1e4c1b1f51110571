/**
 * The whole seed dataset: asset documents (from make-artwork.ts), support documents and every page,
 * finalized (keys, revisions) and sorted by `_id`, so the NDJSON is stable.
 */
import { assets, type Doc, finalizeDocument } from './build.ts'
import { djDocuments } from './dj.ts'
import { downloadDocuments } from './downloads.ts'
import { generalDocuments } from './general.ts'
import { mediaDocuments } from './media.ts'
import { pluginDocuments } from './plugins.ts'
import { siteDocuments } from './site.ts'
import { studioDocuments } from './studio.ts'

/** Every document of the `production` dataset, sorted by `_id`. Throws on a duplicate `_id`. */
export function buildDataset(): Doc[] {
  const content = [
    ...mediaDocuments(),
    ...siteDocuments(),
    ...djDocuments(),
    ...studioDocuments(),
    ...pluginDocuments(),
    ...downloadDocuments(),
    ...generalDocuments(),
  ].map(finalizeDocument)
  const all = [...assets.documents, ...content]
  const seen = new Set<string>()
  for (const d of all) {
    if (seen.has(d._id)) throw new Error(`duplicate _id ${d._id}`)
    seen.add(d._id)
  }
  return all.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/** The dataset as NDJSON text (one document a line, trailing newline). */
export const toNdjson = (docs: Doc[]) => `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`
