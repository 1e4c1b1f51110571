/**
 * A dataset in the query worker's memory (decision 038): a *base*, the documents as the dataset file
 * `<dataset>.ndjson` holds them (with where each line is in the file, its digest, and who references
 * what), and a *delta*, the documents written since (by transactions, from the journal; store.ts).
 * A snapshot is immutable: a transaction makes a new one that shares the base and copies only the
 * delta, so a write costs what it changed, not the dataset's size. Compaction (compaction.ts) writes a
 * new file from a snapshot and makes it the next base, emptying the delta.
 *
 * What queries read (`documents`, `byId`, `referencing`) is derived from base and delta on first use
 * and kept with the snapshot; with an empty delta it is the base's own.
 */
import { createHash } from 'node:crypto'
import { type AssetUrlOptions, presentAssetUrl } from './asset-urls.ts'
import { ScanArray } from './deadline.ts'
import type { SanityDocument } from './sanity-document.ts'

/** A document written since the base, with the digest of its line (`null` in a delta: deleted). */
export interface WrittenDocument {
  doc: SanityDocument
  /** SHA-1 (base64url) of `JSON.stringify(doc)`, the line it is written as. */
  digest: string
}

/** What the base file is: its size and SHA-1 (hex), which the journal names (journal.ts). */
export interface BaseFile {
  bytes: number
  sha1: string
}

/** The documents of a dataset file, immutable once built. */
export interface DatasetBase {
  /** In file order. */
  readonly docs: ScanArray<SanityDocument>
  /** Id → position in `docs`. */
  readonly index: ReadonlyMap<string, number>
  /** Per position: SHA-1 (base64url) of the document's line, to diff reloads without keeping the text. */
  readonly digests: readonly string[]
  /** Per position: where the document's line starts in the file, and its length (bytes, without the newline). */
  readonly offsets: Float64Array
  readonly lengths: Float64Array
  /** Id → the documents that reference it (`_ref` anywhere, as GROQ's `references()` reads them), in file order. */
  readonly referencedBy: ReadonlyMap<string, SanityDocument[]>
  readonly file: BaseFile
}

/** How long parsing or indexing works before it lets queries run (ms). */
export const SLICE_MS = 8
/** A turn of the event loop, so queries are answered between slices of long work. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve))

/** The digest of a document's line: SHA-1, base64url. */
export const lineDigest = (line: string | Uint8Array): string =>
  createHash('sha1').update(line).digest('base64url')

/** Calls `visit` for every `_ref` string of `value`, the way groq-js's `references()` finds them. */
export function forEachRef(value: unknown, visit: (ref: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachRef(item, visit)
  } else if (typeof value === 'object' && value !== null) {
    const ref = (value as { _ref?: unknown })._ref
    if (ref) {
      if (typeof ref === 'string') visit(ref)
      return
    }
    for (const child of Object.values(value)) forEachRef(child, visit)
  }
}

/**
 * Fields whose string values repeat across a dataset however large (types, references, Portable Text
 * styles and marks): one copy of each value is kept per load. V8 already shares strings of up to
 * 9 characters; these are often longer (`sanity.imageAsset`, `basicContentBlock`, a referenced id).
 * Text, titles and keys are left alone: in a real dataset they rarely repeat (decision 038).
 */
const SHARED_FIELDS = new Set(['_type', '_ref', 'style', 'listItem'])

/**
 * Replaces the repeating strings of `value` (SHARED_FIELDS, `marks` items) by the pool's copy. A
 * `for…in` walk: about a fifth of what parsing the documents costs (`Object.keys` made it half).
 */
export function shareStrings(value: object, pool: Map<string, string>, marks = false): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      if (typeof item === 'string') {
        if (marks) {
          const kept = pool.get(item)
          if (kept === undefined) pool.set(item, item)
          else value[i] = kept
        }
      } else if (typeof item === 'object' && item !== null) shareStrings(item, pool)
    }
    return
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    const child = record[key]
    if (typeof child === 'string') {
      if (SHARED_FIELDS.has(key)) {
        const kept = pool.get(child)
        if (kept === undefined) pool.set(child, child)
        else record[key] = kept
      }
    } else if (typeof child === 'object' && child !== null) shareStrings(child, pool, key === 'marks')
  }
}

/** Id → the documents of `docs` that reference it, in their order; yields between slices. */
export async function referenceIndex(
  docs: readonly SanityDocument[],
): Promise<Map<string, SanityDocument[]>> {
  const referencedBy = new Map<string, SanityDocument[]>()
  let slice = performance.now()
  for (let index = 0; index < docs.length; index++) {
    const doc = docs[index] as SanityDocument
    const seen = new Set<string>()
    forEachRef(doc, (ref) => {
      if (seen.has(ref)) return
      seen.add(ref)
      const bucket = referencedBy.get(ref)
      if (bucket) bucket.push(doc)
      else referencedBy.set(ref, [doc])
    })
    if ((index & 255) === 0 && performance.now() - slice > SLICE_MS) {
      await nextTurn()
      slice = performance.now()
    }
  }
  return referencedBy
}

/** Growable per-position arrays of a base under construction. */
export class BaseBuilder {
  readonly docs = new ScanArray<SanityDocument>()
  readonly index = new Map<string, number>()
  readonly digests: string[] = []
  #offsets = new Float64Array(1024)
  #lengths = new Float64Array(1024)

  /** Adds `doc` (its line at `offset`, `length` bytes); a second line of the same id replaces the first in place. */
  add(doc: SanityDocument, digest: string, offset: number, length: number): void {
    let position = this.index.get(doc._id)
    if (position === undefined) {
      position = this.docs.length
      this.index.set(doc._id, position)
      this.docs.push(doc)
      if (position === this.#offsets.length) {
        const offsets = new Float64Array(position * 2)
        offsets.set(this.#offsets)
        this.#offsets = offsets
        const lengths = new Float64Array(position * 2)
        lengths.set(this.#lengths)
        this.#lengths = lengths
      }
    } else {
      this.docs[position] = doc
    }
    this.digests[position] = digest
    this.#offsets[position] = offset
    this.#lengths[position] = length
  }

  /** The base, with its reference index (built in slices). */
  async build(file: BaseFile): Promise<DatasetBase> {
    const count = this.docs.length
    return {
      docs: this.docs,
      index: this.index,
      digests: this.digests,
      offsets: this.#offsets.slice(0, count),
      lengths: this.#lengths.slice(0, count),
      referencedBy: await referenceIndex(this.docs),
      file,
    }
  }
}

/**
 * Parses the bytes of a dataset file (NDJSON, one document a line) into a base, yielding to the event
 * loop every few ms. Blank lines are skipped; a line that does not parse, or is not a document with a
 * string `_id`, throws with its line number. A document without `_rev` gets one from its digest, as
 * every Content Lake document has one; with `assetUrls`, asset documents get their `url` on that CDN
 * (asset-urls.ts). Repeating values share one string (SHARED_FIELDS) from `pool`, which the store
 * keeps for the documents written later: shared while parsing, the copies never reach the old
 * generation (shared afterwards, they left its pages fragmented: RSS 2.2× the file instead of 1.6×).
 */
export async function parseBase(
  name: string,
  bytes: Uint8Array,
  assetUrls?: AssetUrlOptions,
  pool = new Map<string, string>(),
): Promise<DatasetBase> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const builder = new BaseBuilder()
  const whole = createHash('sha1')
  let slice = performance.now()
  let lineNumber = 0
  let hashed = 0
  for (let start = 0; start < buffer.length; ) {
    const end = buffer.indexOf(0x0a, start)
    const stop = end === -1 ? buffer.length : end
    const text = buffer.toString('utf8', start, stop)
    const offset = start
    start = stop + 1
    lineNumber++
    if (text.trim() === '') continue
    let doc: unknown
    try {
      doc = JSON.parse(text)
    } catch (error) {
      throw new Error(`${name}.ndjson line ${lineNumber}: ${(error as Error).message}`)
    }
    if (typeof doc !== 'object' || doc === null || typeof (doc as SanityDocument)._id !== 'string') {
      throw new Error(`${name}.ndjson line ${lineNumber}: not a document with a string _id`)
    }
    const document = doc as SanityDocument
    const digest = lineDigest(buffer.subarray(offset, stop))
    shareStrings(document, pool)
    if (assetUrls) presentAssetUrl(document, name, assetUrls)
    if (typeof document._rev !== 'string') document._rev = digest.slice(0, 22)
    builder.add(document, digest, offset, stop - offset)
    if (performance.now() - slice > SLICE_MS) {
      whole.update(buffer.subarray(hashed, start))
      hashed = Math.min(start, buffer.length)
      await nextTurn()
      slice = performance.now()
    }
  }
  whole.update(buffer.subarray(hashed))
  return builder.build({ bytes: buffer.length, sha1: whole.digest('hex') })
}

/** The delta of a snapshot: id → the document written (null: a base document deleted). */
export type Delta = ReadonlyMap<string, WrittenDocument | null>

/** What `byId` of a snapshot is: every document of it by id. */
class DocumentsById implements ReadonlyMap<string, SanityDocument> {
  readonly #snapshot: DatasetSnapshot
  #size: number | undefined

  constructor(snapshot: DatasetSnapshot) {
    this.#snapshot = snapshot
  }

  get(id: string): SanityDocument | undefined {
    const { base, delta } = this.#snapshot
    const written = delta.get(id)
    if (written !== undefined) return written?.doc
    const position = base.index.get(id)
    return position === undefined ? undefined : base.docs[position]
  }

  has(id: string): boolean {
    return this.get(id) !== undefined
  }

  get size(): number {
    this.#size ??= this.#snapshot.documents.length
    return this.#size
  }

  *entries(): MapIterator<[string, SanityDocument]> {
    const docs = this.#snapshot.documents
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as SanityDocument
      yield [doc._id, doc]
    }
  }

  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id
  }

  *values(): MapIterator<SanityDocument> {
    for (const [, doc] of this.entries()) yield doc
  }

  [Symbol.iterator](): MapIterator<[string, SanityDocument]> {
    return this.entries()
  }

  forEach(visit: (doc: SanityDocument, id: string, map: ReadonlyMap<string, SanityDocument>) => void): void {
    for (const [id, doc] of this.entries()) visit(doc, id, this)
  }
}

const NONE: readonly SanityDocument[] = Object.freeze([])

/**
 * One version of a dataset: a base and what was written since. Immutable; {@link DatasetSnapshot.with}
 * makes the next. Derived views are kept in `memo` (perspectives.ts, reply-cache.ts).
 */
export class DatasetSnapshot {
  readonly name: string
  readonly base: DatasetBase
  readonly delta: Delta
  /** Memo of what is derived from this snapshot (perspective views, indexes, kept query replies), keyed by their builder. */
  readonly memo = new Map<string, unknown>()
  #documents: ScanArray<SanityDocument> | undefined
  #byId: DocumentsById | undefined
  #written:
    | { referencedBy: Map<string, SanityDocument[]>; positions: Map<SanityDocument, number> }
    | undefined
  #referencing: Map<string, readonly SanityDocument[]> | undefined

  constructor(name: string, base: DatasetBase, delta: Delta = new Map()) {
    this.name = name
    this.base = base
    this.delta = delta
  }

  /** Every document, in file order (written ones in their place, new ones at the end); scans honour the query deadline (deadline.ts). */
  get documents(): ScanArray<SanityDocument> {
    if (this.delta.size === 0) return this.base.docs
    if (this.#documents) return this.#documents
    const documents = new ScanArray<SanityDocument>()
    const { docs, index } = this.base
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as SanityDocument
      const written = this.delta.get(doc._id)
      if (written === undefined) documents.push(doc)
      else if (written !== null) documents.push(written.doc)
    }
    for (const [id, written] of this.delta) if (written && !index.has(id)) documents.push(written.doc)
    this.#documents = documents
    return documents
  }

  /** Every document by id. */
  get byId(): ReadonlyMap<string, SanityDocument> {
    this.#byId ??= new DocumentsById(this)
    return this.#byId
  }

  /** The digest of the line document `id` is (or would be) written as; undefined when absent. */
  digestOf(id: string): string | undefined {
    const written = this.delta.get(id)
    if (written !== undefined) return written?.digest
    const position = this.base.index.get(id)
    return position === undefined ? undefined : this.base.digests[position]
  }

  /** The documents that reference `id` (`_ref` anywhere), in the order of `documents`. */
  referencing(id: string): readonly SanityDocument[] {
    const inBase = this.base.referencedBy.get(id) ?? NONE
    if (this.delta.size === 0) return inBase
    this.#referencing ??= new Map()
    const kept = this.#referencing.get(id)
    if (kept) return kept
    const written = this.#writtenIndex()
    const unchanged = inBase.filter((doc) => !this.delta.has(doc._id))
    const added = written.referencedBy.get(id)
    let result: readonly SanityDocument[] = unchanged
    if (added) {
      const position = (doc: SanityDocument) =>
        written.positions.get(doc) ?? (this.base.index.get(doc._id) as number)
      result = [...unchanged, ...added].sort((a, b) => position(a) - position(b))
    }
    this.#referencing.set(id, result)
    return result
  }

  /**
   * The next snapshot: this one with `changes` (id → the document written, null: deleted) on top.
   * Costs the size of the delta, never the dataset's. This snapshot is not modified.
   */
  with(changes: ReadonlyMap<string, WrittenDocument | null>): DatasetSnapshot {
    const delta = new Map(this.delta)
    for (const [id, written] of changes) {
      if (written !== null) delta.set(id, written)
      else if (this.base.index.has(id)) delta.set(id, null)
      // A document that only the delta had is gone entirely (and goes at the end if created again).
      else delta.delete(id)
    }
    return new DatasetSnapshot(this.name, this.base, delta)
  }

  /** The written documents' reference index and their positions in `documents`. */
  #writtenIndex() {
    if (this.#written) return this.#written
    const referencedBy = new Map<string, SanityDocument[]>()
    const positions = new Map<SanityDocument, number>()
    let appended = this.base.docs.length
    for (const [id, written] of this.delta) {
      if (!written) continue
      const position = this.base.index.get(id)
      positions.set(written.doc, position ?? appended++)
      const seen = new Set<string>()
      forEachRef(written.doc, (ref) => {
        if (seen.has(ref)) return
        seen.add(ref)
        const bucket = referencedBy.get(ref)
        if (bucket) bucket.push(written.doc)
        else referencedBy.set(ref, [written.doc])
      })
    }
    this.#written = { referencedBy, positions }
    return this.#written
  }
}

/** A snapshot of a file's bytes (decision 013: loading yields to queries; decision 038: a base and no delta). */
export async function parseDataset(
  name: string,
  text: string | Uint8Array,
  assetUrls?: AssetUrlOptions,
): Promise<DatasetSnapshot> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  return new DatasetSnapshot(name, await parseBase(name, bytes, assetUrls))
}

/**
 * `current` on top of `base`, a base compacted from `compacted` (an earlier snapshot of the same
 * dataset): the delta keeps only what was written after `compacted`.
 */
export function rebase(
  current: DatasetSnapshot,
  compacted: DatasetSnapshot,
  base: DatasetBase,
): DatasetSnapshot {
  const delta = new Map<string, WrittenDocument | null>()
  for (const [id, written] of current.delta) {
    if (compacted.delta.get(id) !== written) delta.set(id, written)
  }
  // Created before the compaction and deleted after it: in the new base, so deleted from it.
  for (const id of compacted.delta.keys()) if (!current.delta.has(id)) delta.set(id, null)
  return new DatasetSnapshot(current.name, base, delta)
}

/** Ids whose line differs between two snapshots (added, removed or edited). */
export function diffSnapshots(
  previous: DatasetSnapshot | undefined,
  next: DatasetSnapshot | undefined,
): string[] {
  const changed: string[] = []
  if (next) {
    for (const doc of next.documents.values()) {
      if (previous?.digestOf(doc._id) !== next.digestOf(doc._id)) changed.push(doc._id)
    }
  }
  if (previous) {
    for (const doc of previous.documents.values()) if (!next?.byId.has(doc._id)) changed.push(doc._id)
  }
  return changed
}
