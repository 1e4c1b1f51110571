/**
 * Perspectives (docs/references.md "Sanity HTTP API"): groq-js has none, so the query worker builds the
 * document list a query sees before evaluating it.
 * - `raw`: every document (private ones only for privileged requests).
 * - `published`: no `drafts.*` / `versions.*` documents.
 * - a stack such as `drafts` or `rSpring,drafts`: each document is replaced by its highest-priority
 *   version (`versions.<release>.<id>`, then `drafts.<id>`, then `<id>`), exposed under the
 *   published `_id` with `_originalId` holding the id it came from.
 * Views are memoised per snapshot and built on first use, with an `_id` map and the indexes queries
 * use (groq.ts): equality buckets per attribute path, and the documents referencing an id (from the
 * snapshot's reference index, mapped into the view).
 */
import { isPrivateId } from './auth.ts'
import { ScanArray } from './deadline.ts'
import type { DatasetSnapshot, SanityDocument } from './store.ts'
import type { Perspective } from './validation.ts'

/** The documents one request may query, by `_id`, and indexes built on demand. */
export interface DocumentView {
  documents: ScanArray<SanityDocument>
  byId: ReadonlyMap<string, SanityDocument>
  /** Attribute path (`slug.current`, `lessons[]._ref` through arrays) → string value → documents, in view order. */
  equality(path: string): ReadonlyMap<string, readonly SanityDocument[]>
  /** The documents of this view that reference `id`, in view order. */
  referencing(id: string): readonly SanityDocument[]
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

/** The overlay of `layers` (highest priority first), with the view document chosen for each raw one. */
function overlay(
  documents: readonly SanityDocument[],
  layers: string[],
): { documents: SanityDocument[]; fromRaw: Map<SanityDocument, SanityDocument> } {
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
  const fromRaw = new Map<SanityDocument, SanityDocument>()
  const result = [...chosen.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([baseId, { doc }]) => {
      const shown = doc._id === baseId ? doc : { ...doc, _id: baseId, _originalId: doc._id }
      fromRaw.set(doc, shown)
      return shown
    })
  return { documents: result, fromRaw }
}

function makeView(
  snapshot: DatasetSnapshot,
  select: () => { list: readonly SanityDocument[]; fromRaw?: ReadonlyMap<SanityDocument, SanityDocument> },
): DocumentView {
  // Built on first use: a listener's filter that never reads `*` or `->` costs no copy of the
  // dataset per write (decision 038).
  let selected: ReturnType<typeof select> | undefined
  const chosen = () => {
    selected ??= select()
    return selected
  }
  let documents: ScanArray<SanityDocument> | undefined
  let byId: Map<string, SanityDocument> | undefined
  const equalities = new Map<string, Map<string, SanityDocument[]>>()
  let positions: Map<SanityDocument, number> | undefined
  const view: DocumentView = {
    get documents() {
      documents ??= ScanArray.copyOf(chosen().list)
      return documents
    },
    get byId() {
      byId ??= new Map(chosen().list.map((doc) => [doc._id, doc]))
      return byId
    },
    equality(path) {
      const cached = equalities.get(path)
      if (cached) return cached
      const keys = path.split('.')
      const index = new Map<string, SanityDocument[]>()
      // The string values at `path`; a `[]` segment goes through every item of an array.
      const valuesAt = (value: unknown, at: number, found: Set<string>) => {
        if (at === keys.length) {
          if (typeof value === 'string') found.add(value)
          return
        }
        const key = keys[at] as string
        const each = key.endsWith('[]')
        const name = each ? key.slice(0, -2) : key
        const child =
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? (value as Record<string, unknown>)[name]
            : undefined
        if (!each) valuesAt(child, at + 1, found)
        else if (Array.isArray(child)) for (const item of child) valuesAt(item, at + 1, found)
      }
      for (const doc of chosen().list) {
        const found = new Set<string>()
        valuesAt(doc, 0, found)
        for (const value of found) {
          const bucket = index.get(value)
          if (bucket) bucket.push(doc)
          else index.set(value, [doc])
        }
      }
      equalities.set(path, index)
      return index
    },
    referencing(id) {
      const { list, fromRaw } = chosen()
      const viewDocOf = (raw: SanityDocument): SanityDocument | undefined =>
        fromRaw ? fromRaw.get(raw) : view.byId.get(raw._id) === raw ? raw : undefined
      const docs = snapshot.referencing(id).flatMap((doc) => viewDocOf(doc) ?? [])
      if (!fromRaw) return docs
      // An overlay keeps the position of a document's first version: sort as the view lists them.
      positions ??= new Map(list.map((doc, index) => [doc, index]))
      const at = positions
      return docs.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0))
    },
  }
  return view
}

/**
 * The view of `snapshot` under `perspective` for a privileged (preview credential) or anonymous
 * request. Anonymous requests never see private ids: for them a stack beyond `published` (drafts,
 * releases) is the published view (the query handler already asks for that, query.ts).
 */
export function viewFor(snapshot: DatasetSnapshot, asked: Perspective, privileged: boolean): DocumentView {
  const perspective: Perspective =
    asked.kind === 'stack' && asked.layers.length > 1 && !privileged
      ? { kind: 'stack', layers: ['published'] }
      : asked
  const key = `view:${perspective.kind === 'raw' ? 'raw' : perspective.layers.join(',')}:${privileged}`
  const cached = snapshot.memo.get(key) as DocumentView | undefined
  if (cached) return cached
  let view: DocumentView
  if (perspective.kind === 'raw') {
    view = makeView(snapshot, () => ({
      list: privileged ? snapshot.documents : snapshot.documents.filter((doc) => !isPrivateId(doc._id)),
    }))
  } else if (perspective.layers.length === 1) {
    view = makeView(snapshot, () => ({
      list: snapshot.documents.filter(
        (doc) => !isVersionId(doc._id) && (privileged || !isPrivateId(doc._id)),
      ),
    }))
  } else {
    const { layers } = perspective
    view = makeView(snapshot, () => {
      const { documents, fromRaw } = overlay(snapshot.documents, layers)
      return { list: documents, fromRaw }
    })
  }
  snapshot.memo.set(key, view)
  return view
}

/** The published view anonymous requests and listeners see. */
export const publishedView = (snapshot: DatasetSnapshot): DocumentView =>
  viewFor(snapshot, { kind: 'stack', layers: ['published'] }, false)
