/**
 * Sync tags of the Live Content API (sanity.io/docs/live-api-reference): opaque `s1:…` strings in
 * query replies (`syncTags`) and in `message` events on `/data/live/events`; a client refetches a
 * query when an event carries one of its tags. A query is tagged by what it read (decision 013):
 * - the `_type`s its top-level filter restricts to, and every id it dereferenced (`->`);
 * - the whole dataset when it reads documents any other way (no type filter, a nested `*`), or
 *   dereferenced too many ids to list.
 * A change of document `x` (type `T` before, `U` after) carries the tags of `x`, `T`, `U` and the
 * whole dataset, so every query whose result it can change sees one of them.
 */
import { createHash } from 'node:crypto'
import type { CompiledQuery } from './groq.ts'
import { versionOf } from './perspectives.ts'
import { type DatasetChange, documentAfter, documentBefore, type SanityDocument } from './store.ts'

/** A sync tag (`@sanity/client`'s `SyncTag`). */
export type SyncTag = `s1:${string}`

/** More dereferenced ids than this tag the query with the whole dataset instead. */
const MAX_DOCUMENT_TAGS = 50

const tag = (dataset: string, kind: 'all' | 'type' | 'doc', name = ''): SyncTag =>
  `s1:${createHash('sha1').update(`${dataset}\u0000${kind}\u0000${name}`).digest('base64url').slice(0, 12)}`

/** The tags of a query's reply: `topTypes` from `topTypesOf` (groq.ts), the ids it dereferenced. */
export function queryTags(
  dataset: string,
  compiled: CompiledQuery,
  topTypes: readonly string[] | undefined,
  dereferenced: ReadonlySet<string>,
): SyncTag[] {
  if (compiled.readsOtherDocuments || !topTypes || dereferenced.size > MAX_DOCUMENT_TAGS) {
    return [tag(dataset, 'all')]
  }
  const ids = new Set([...dereferenced].map((id) => versionOf(id).baseId))
  return [
    ...topTypes.map((type) => tag(dataset, 'type', type)),
    ...[...ids].map((id) => tag(dataset, 'doc', id)),
  ]
}

/** The tags one reload invalidates, for all documents and for the published ones only. */
export function changeTags(
  change: DatasetChange,
  isPrivate: (id: string) => boolean,
): { all: SyncTag[]; published: SyncTag[] } {
  const all = new Set<SyncTag>([tag(change.dataset, 'all')])
  const published = new Set<SyncTag>()
  for (const id of change.changedIds) {
    const before: SanityDocument | undefined = documentBefore(change, id)
    const after: SanityDocument | undefined = documentAfter(change, id)
    const tags = [tag(change.dataset, 'all'), tag(change.dataset, 'doc', versionOf(id).baseId)]
    for (const doc of [before, after])
      if (typeof doc?._type === 'string') tags.push(tag(change.dataset, 'type', doc._type))
    for (const t of tags) {
      all.add(t)
      if (!isPrivate(id)) published.add(t)
    }
  }
  return { all: [...all], published: [...published] }
}
