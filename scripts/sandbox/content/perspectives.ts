/**
 * Perspectives (REFERENCES.md "Sanity HTTP API"): groq-js has none, so the service builds the
 * document list a query sees before evaluating it.
 * - `raw`: every document (private ones only for privileged requests).
 * - `published`: no `drafts.*` / `versions.*` documents.
 * - a stack such as `drafts` or `rSpring,drafts`: each document is replaced by its highest-priority
 *   version (`versions.<release>.<id>`, then `drafts.<id>`, then `<id>`), exposed under the
 *   published `_id` with `_originalId` holding the id it came from.
 * Views are memoised per snapshot, with an `_id` map and the equality indexes of the query pre-filter.
 */
import { isPrivateId } from './auth.ts'
import type { DatasetSnapshot, SanityDocument } from './store.ts'
import type { Perspective } from './validation.ts'

/** The documents one request may query, by `_id`, and equality indexes built on demand (groq.ts). */
export interface DocumentView {
  documents: readonly SanityDocument[]
  byId: ReadonlyMap<string, SanityDocument>
  /** Attribute path (`slug.current`) → string value → documents. */
  indexes: Map<string, Map<string, SanityDocument[]>>
}

/** Splits an id into its published id and the layer it belongs to (`published`, `drafts` or a release). */
export function versionOf(id: string): { baseId: string; layer: string } {
  if (id.startsWith('drafts.')) return { baseId: id.slice('drafts.'.length), layer: 'drafts' }
  if (id.startsWith('versions.')) {
    const rest = id.slice('versions.'.length)
    const dot = rest.indexOf('.')
    if (dot > 0) return { baseId: rest.slice(dot + 1), layer: rest.slice(0, dot) }
  }
  return { baseId: id, layer: 'published' }
}

const isVersionId = (id: string): boolean => id.startsWith('drafts.') || id.startsWith('versions.')

function overlay(documents: readonly SanityDocument[], layers: string[]): SanityDocument[] {
  const rank = new Map(layers.map((layer, index) => [layer, index]))
  const chosen = new Map<string, { doc: SanityDocument; rank: number; order: number }>()
  documents.forEach((doc, order) => {
    const { baseId, layer } = versionOf(doc._id)
    const layerRank = rank.get(layer)
    if (layerRank === undefined) return
    const current = chosen.get(baseId)
    if (!current) chosen.set(baseId, { doc, rank: layerRank, order })
    else if (layerRank < current.rank) chosen.set(baseId, { doc, rank: layerRank, order: current.order })
  })
  return [...chosen.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([baseId, { doc }]) => (doc._id === baseId ? doc : { ...doc, _id: baseId, _originalId: doc._id }))
}

/**
 * The view of `snapshot` under `perspective` for a privileged (preview credential) or anonymous
 * request. Anonymous requests never see private ids; stacks beyond `published` must be refused for
 * them before calling this (the query handler answers 401).
 */
export function viewFor(
  snapshot: DatasetSnapshot,
  perspective: Perspective,
  privileged: boolean,
): DocumentView {
  const key = `view:${perspective.kind === 'raw' ? 'raw' : perspective.layers.join(',')}:${privileged}`
  const cached = snapshot.memo.get(key) as DocumentView | undefined
  if (cached) return cached
  let documents: readonly SanityDocument[]
  if (perspective.kind === 'raw') {
    documents = privileged ? snapshot.documents : snapshot.documents.filter((doc) => !isPrivateId(doc._id))
  } else if (perspective.layers.length === 1) {
    documents = snapshot.documents.filter(
      (doc) => !isVersionId(doc._id) && (privileged || !isPrivateId(doc._id)),
    )
  } else {
    documents = overlay(snapshot.documents, perspective.layers)
  }
  const view: DocumentView = {
    documents,
    byId: new Map(documents.map((doc) => [doc._id, doc])),
    indexes: new Map(),
  }
  snapshot.memo.set(key, view)
  return view
}
