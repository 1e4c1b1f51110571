/**
 * Asset URLs on the service's own origin. Sanity computes an asset document's `url` from its CDN host
 * and `images|files/<projectId>/<dataset>/<file>` (docs/references.md "Sanity HTTP API"); a dataset export
 * carries the URL of wherever it was exported from (the seed's say `http://localhost:4000`). The
 * store applies {@link presentAssetUrl} to every document it loads, so `asset->url` always points at
 * the running service, whatever its port or host.
 */
import type { SanityDocument } from './sanity-document.ts'

/** Where asset URLs point: the service's base URL and project id. */
export interface AssetUrlOptions {
  /** Base URL of the CDN, e.g. `http://localhost:41234` (no trailing slash needed). */
  baseUrl: string
  projectId: string
}

const IMAGE_ID_RE = /^image-([A-Za-z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/
const FILE_ID_RE = /^file-([A-Za-z0-9]+)-([a-z0-9]+)$/

/**
 * The CDN path (`images/<projectId>/<dataset>/<id>-<w>x<h>.<fmt>` or `files/<projectId>/<dataset>/<id>.<ext>`)
 * of an asset document, from its `_id`; undefined for other documents or malformed ids.
 */
export function assetPath(doc: SanityDocument, dataset: string, projectId: string): string | undefined {
  if (doc._type === 'sanity.imageAsset') {
    const match = IMAGE_ID_RE.exec(doc._id)
    return match ? `images/${projectId}/${dataset}/${match[1]}-${match[2]}.${match[3]}` : undefined
  }
  if (doc._type === 'sanity.fileAsset') {
    const match = FILE_ID_RE.exec(doc._id)
    return match ? `files/${projectId}/${dataset}/${match[1]}.${match[2]}` : undefined
  }
  return undefined
}

/**
 * Sets `path` and `url` of an asset document (`sanity.imageAsset`, `sanity.fileAsset`) to the
 * service's CDN; other documents, and assets whose `_id` is not an asset id, are left as they are.
 * Mutates and returns `doc`.
 */
export function presentAssetUrl(
  doc: SanityDocument,
  dataset: string,
  options: AssetUrlOptions,
): SanityDocument {
  const path = assetPath(doc, dataset, options.projectId)
  if (path) {
    doc.path = path
    doc.url = `${options.baseUrl.replace(/\/+$/, '')}/${path}`
  }
  return doc
}
