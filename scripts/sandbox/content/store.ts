/**
 * The dataset store of the query worker: every `<datasetsDir>/<dataset>.ndjson` (a Sanity dataset
 * export, one document a line) held in memory, watched on disk with chokidar and reloaded on change.
 * Loading yields to the event loop every few milliseconds, so queries keep being answered while a large
 * file loads; the new snapshot replaces the old one only when complete (decision 013). Each reload is
 * diffed against the previous snapshot by a digest per line; the changed ids drive listener and live
 * events (listen.ts, live.ts). Only the parsed documents are kept, not the file's text.
 */
import { createHash, randomUUID } from 'node:crypto'
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import { type AssetUrlOptions, presentAssetUrl } from './asset-urls.ts'
import { ScanArray } from './deadline.ts'
import type { SanityDocument } from './sanity-document.ts'

export type { SanityDocument } from './sanity-document.ts'

/** One loaded version of a dataset file. Immutable; a reload makes a new snapshot. */
export interface DatasetSnapshot {
  readonly name: string
  /** In file order; scans of it honour the query deadline (deadline.ts). */
  readonly documents: ScanArray<SanityDocument>
  readonly byId: ReadonlyMap<string, SanityDocument>
  /** A digest of each document's source line, to diff reloads without keeping the text. */
  readonly digests: ReadonlyMap<string, string>
  /** Id → the documents that reference it (`_ref` anywhere, as GROQ's `references()` reads them). */
  readonly referencedBy: ReadonlyMap<string, SanityDocument[]>
  /** Memo of what is derived from this snapshot (perspective views, indexes, kept query replies), keyed by their builder. */
  readonly memo: Map<string, unknown>
}

/** What one reload or one transaction changed: ids added, removed or edited, with both snapshots. */
export interface DatasetChange {
  dataset: string
  transactionId: string
  /** The snapshot before and after (for a transaction: before and after the write that holds it). */
  previous: DatasetSnapshot | undefined
  next: DatasetSnapshot | undefined
  changedIds: string[]
  /** A transaction's own documents before and after it (undefined: absent), which may differ from the
   * snapshots' when one write holds several transactions; without it the snapshots' are read. */
  documents?: {
    before: ReadonlyMap<string, SanityDocument | undefined>
    after: ReadonlyMap<string, SanityDocument | undefined>
  }
  /** Who made the change (a transaction's writer; `sandbox` for file edits). */
  identity?: string
  /** The mutations of a transaction that touched each id. */
  mutations?: ReadonlyMap<string, unknown[]>
  /** ISO time of the change. */
  timestamp?: string
}

/** The document `id` before `change`. */
export const documentBefore = (change: DatasetChange, id: string): SanityDocument | undefined =>
  change.documents ? change.documents.before.get(id) : change.previous?.byId.get(id)

/** The document `id` after `change`. */
export const documentAfter = (change: DatasetChange, id: string): SanityDocument | undefined =>
  change.documents ? change.documents.after.get(id) : change.next?.byId.get(id)

/** `<dataset>.ndjson` file names (docs/requirements.md §5 dataset names). */
export const DATASET_FILE_RE = /^([a-z0-9][a-z0-9_-]{0,63})\.ndjson$/

/** How long loading works before it lets queries run (ms). */
const SLICE_MS = 8
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Calls `visit` for every `_ref` string of `value`, the way groq-js's `references()` finds them. */
function forEachRef(value: unknown, visit: (ref: string) => void): void {
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
 * Parses NDJSON text into a snapshot, yielding to the event loop every few ms. Blank lines are
 * skipped; a document without a string `_id` or an unparsable line throws (with its line number). A
 * missing `_rev` gets a content hash, as every Content Lake document has one. With `assetUrls`, asset
 * documents get their `url` on that CDN (asset-urls.ts).
 */
export async function parseDataset(
  name: string,
  text: string,
  assetUrls?: AssetUrlOptions,
): Promise<DatasetSnapshot> {
  const documents = new ScanArray<SanityDocument>()
  const byId = new Map<string, SanityDocument>()
  const positions = new Map<string, number>()
  const digests = new Map<string, string>()
  let slice = performance.now()
  let lineNumber = 0
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('\n', start)
    const stop = end === -1 ? text.length : end
    const line = text.slice(start, stop).trim()
    start = stop + 1
    lineNumber++
    if (line === '') continue
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch (error) {
      throw new Error(`${name}.ndjson line ${lineNumber}: ${(error as Error).message}`)
    }
    if (typeof doc !== 'object' || doc === null || typeof (doc as SanityDocument)._id !== 'string') {
      throw new Error(`${name}.ndjson line ${lineNumber}: not a document with a string _id`)
    }
    const document = doc as SanityDocument
    const digest = createHash('sha1').update(line).digest('base64url')
    if (assetUrls) presentAssetUrl(document, name, assetUrls)
    if (typeof document._rev !== 'string') document._rev = digest.slice(0, 22)
    const position = positions.get(document._id)
    if (position === undefined) {
      positions.set(document._id, documents.length)
      documents.push(document)
    } else {
      documents[position] = document
    }
    byId.set(document._id, document)
    digests.set(document._id, digest)
    if (performance.now() - slice > SLICE_MS) {
      await nextTurn()
      slice = performance.now()
    }
  }
  const referencedBy = new Map<string, SanityDocument[]>()
  for (const [index, doc] of documents.entries()) {
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
  return { name, documents, byId, digests, referencedBy, memo: new Map() }
}

/** The distinct ids `doc` references (`_ref` anywhere). */
function refsOf(doc: SanityDocument | undefined): Set<string> {
  const refs = new Set<string>()
  if (doc) forEachRef(doc, (ref) => refs.add(ref))
  return refs
}

/** The digest of a document as the dataset file holds it (one line of JSON). */
const digestOf = (line: string): string => createHash('sha1').update(line).digest('base64url')

/**
 * A new snapshot: `previous` with the documents of `changes` replaced, added (at the end) or removed
 * (null), its indexes updated for those documents only (decision 030). `previous` is not modified.
 */
export function applyDocumentChanges(
  previous: DatasetSnapshot,
  changes: ReadonlyMap<string, SanityDocument | null>,
): DatasetSnapshot {
  const documents = new ScanArray<SanityDocument>()
  const byId = new Map(previous.byId)
  const digests = new Map(previous.digests)
  const old = previous.documents
  for (let i = 0; i < old.length; i++) {
    const doc = old[i] as SanityDocument
    const change = changes.get(doc._id)
    if (change === undefined) documents.push(doc)
    else if (change !== null) documents.push(change)
  }
  for (const [id, doc] of changes) {
    if (doc && !previous.byId.has(id)) documents.push(doc)
    if (doc) {
      byId.set(id, doc)
      digests.set(id, digestOf(JSON.stringify(doc)))
    } else {
      byId.delete(id)
      digests.delete(id)
    }
  }
  // The reference index: only the buckets of ids a changed document referenced before or after.
  const referencedBy = new Map(previous.referencedBy)
  const touched = new Set<string>()
  for (const [id, doc] of changes) {
    for (const ref of refsOf(previous.byId.get(id))) touched.add(ref)
    for (const ref of refsOf(doc ?? undefined)) touched.add(ref)
  }
  if (touched.size > 0) {
    const positions = new Map<SanityDocument, number>()
    for (const [index, doc] of documents.entries()) positions.set(doc, index)
    for (const ref of touched) {
      const bucket = new Set((previous.referencedBy.get(ref) ?? []).filter((doc) => !changes.has(doc._id)))
      for (const doc of changes.values()) if (doc && refsOf(doc).has(ref)) bucket.add(doc)
      const sorted = [...bucket].sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0))
      if (sorted.length > 0) referencedBy.set(ref, sorted)
      else referencedBy.delete(ref)
    }
  }
  return { name: previous.name, documents, byId, digests, referencedBy, memo: new Map() }
}

/** Ids whose line differs between two snapshots (added, removed or edited). */
export function diffSnapshots(
  previous: DatasetSnapshot | undefined,
  next: DatasetSnapshot | undefined,
): string[] {
  const changed: string[] = []
  const before = previous?.digests ?? new Map<string, string>()
  const after = next?.digests ?? new Map<string, string>()
  for (const [id, digest] of after) if (before.get(id) !== digest) changed.push(id)
  for (const id of before.keys()) if (!after.has(id)) changed.push(id)
  return changed
}

/** A dataset file's identity on disk, to tell the store's own writes from edits by others. */
const fileKey = (info: { ino: number; size: number; mtimeMs: number }) =>
  `${info.ino}:${info.size}:${info.mtimeMs}`

/** Temporary files of the store's own writes (`.<dataset>.ndjson.<pid>.<uuid>.tmp`). */
const TEMP_FILE_RE = /^\.[a-z0-9][a-z0-9_-]{0,63}\.ndjson\.\d+\.[0-9a-f-]+\.tmp$/

/** Bytes of NDJSON written to the temporary file at a time while a dataset is saved. */
const WRITE_CHUNK_CHARS = 1 << 20

/**
 * The line each document was last saved as (documents are never changed in place: a write makes new
 * ones), so a save serialises and hashes only what changed since the last one. Costs about the file's
 * size once a dataset has been written (decision 030).
 */
const savedLines = new WeakMap<SanityDocument, string>()

/** A planned change of a dataset's latest state (store.transact's `plan`). */
export interface PlannedChange<T> {
  /** Id → the document after (null: deleted); empty: nothing to write. */
  changes: ReadonlyMap<string, SanityDocument | null>
  transactionId: string
  identity: string
  timestamp: string
  mutations?: ReadonlyMap<string, unknown[]>
  /** What the caller gets once the change is durable. */
  result: T
}

/** A transaction waiting for the write that makes it durable. */
interface PendingWrite {
  change: Omit<DatasetChange, 'previous' | 'next'>
  done: (error?: Error) => void
}

/** The in-memory, file-watching store of all datasets in one directory. */
export class DatasetStore {
  readonly #dir: string
  /** What queries see: loaded from disk, or written to it. */
  readonly #snapshots = new Map<string, DatasetSnapshot>()
  /** The latest state per dataset: the visible one plus transactions not yet written. */
  readonly #heads = new Map<string, DatasetSnapshot>()
  readonly #listeners = new Set<(change: DatasetChange) => void>()
  /** Per dataset, the chain every reload, plan and write of it runs on, one after another. */
  readonly #queues = new Map<string, Promise<void>>()
  readonly #pending = new Map<string, PendingWrite[]>()
  /** Per dataset, the file this store wrote last (fileKey), so its own write is not reloaded. */
  readonly #written = new Map<string, string>()
  #watcher: FSWatcher | undefined
  #assetUrls: AssetUrlOptions | undefined

  constructor(datasetsDir: string) {
    this.#dir = datasetsDir
  }

  /**
   * Loads every dataset file (a missing directory means no datasets) and starts watching. With
   * `assetUrls`, asset documents' `url`s point at that CDN, on this load and every reload.
   * Temporary files a killed process left behind are removed. Rejects when a dataset file cannot be
   * parsed.
   */
  async start(options: { assetUrls?: AssetUrlOptions } = {}): Promise<void> {
    this.#assetUrls = options.assetUrls
    const names = await readdir(this.#dir).catch(() => [] as string[])
    for (const file of names.sort()) {
      if (TEMP_FILE_RE.test(file)) {
        await rm(join(this.#dir, file), { force: true })
        continue
      }
      const name = DATASET_FILE_RE.exec(file)?.[1]
      if (!name) continue
      const text = await readFile(join(this.#dir, file), 'utf8')
      this.#snapshots.set(name, await parseDataset(name, text, this.#assetUrls))
    }
    const watcher = watch(this.#dir, {
      ignoreInitial: true,
      depth: 0,
      awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
    })
    watcher.on('add', (path) => this.#scheduleReload(path))
    watcher.on('change', (path) => this.#scheduleReload(path))
    watcher.on('unlink', (path) => this.#scheduleReload(path))
    watcher.on('error', (error) => console.warn(`content service: watcher error: ${String(error)}`))
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
    this.#watcher = watcher
  }

  /** The current snapshot of `dataset`, or undefined when there is no such file. */
  get(dataset: string): DatasetSnapshot | undefined {
    return this.#snapshots.get(dataset)
  }

  /** The names of the datasets served, sorted. */
  names(): string[] {
    return [...this.#snapshots.keys()].sort()
  }

  /** Subscribes to reloads and transactions; returns the unsubscribe function. */
  onChange(listener: (change: DatasetChange) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Stops watching; waits for reloads and writes in progress. */
  async close(): Promise<void> {
    await this.#watcher?.close()
    await Promise.allSettled(this.#queues.values())
  }

  /**
   * Plans a change of `dataset` against its latest state (plans run one at a time per dataset, each
   * seeing the ones before) and, unless `dryRun`, makes it durable: the dataset file is replaced by a
   * temporary file written in full, flushed to disk and renamed over it (decision 030). Transactions
   * that arrive while a write is in progress share the next one. Resolves with the plan's result once
   * its write is on disk, after queries see it and listeners were told; rejects with what `plan`
   * throws, or a write error (then nothing of the transaction is visible).
   */
  async transact<T>(
    dataset: string,
    plan: (latest: DatasetSnapshot) => Promise<PlannedChange<T>>,
    dryRun = false,
  ): Promise<T> {
    let planned: PlannedChange<T> | undefined
    let written: Promise<void> | undefined
    await this.#enqueue(dataset, async () => {
      const latest = this.#heads.get(dataset) ?? this.#snapshots.get(dataset)
      if (!latest) throw new Error(`content service: no dataset "${dataset}"`)
      planned = await plan(latest)
      if (dryRun || planned.changes.size === 0) return
      const { changes } = planned
      const before = new Map<string, SanityDocument | undefined>()
      const after = new Map<string, SanityDocument | undefined>()
      for (const [id, doc] of changes) {
        before.set(id, latest.byId.get(id))
        after.set(id, doc ?? undefined)
      }
      this.#heads.set(dataset, applyDocumentChanges(latest, changes))
      written = new Promise<void>((resolve, reject) => {
        const pending = this.#pending.get(dataset) ?? []
        pending.push({
          change: {
            dataset,
            transactionId: planned?.transactionId ?? randomUUID(),
            changedIds: [...changes.keys()],
            documents: { before, after },
            identity: planned?.identity,
            mutations: planned?.mutations,
            timestamp: planned?.timestamp,
          },
          done: (error) => (error ? reject(error) : resolve()),
        })
        this.#pending.set(dataset, pending)
      })
      // The write runs after this plan, and takes every transaction planned before it starts.
      void this.#enqueue(dataset, () => this.#flush(dataset))
    })
    await written
    return (planned as PlannedChange<T>).result
  }

  /** Writes the latest state of `dataset` for the transactions waiting, then shows and tells them. */
  async #flush(dataset: string): Promise<void> {
    const waiting = this.#pending.get(dataset) ?? []
    this.#pending.delete(dataset)
    const head = this.#heads.get(dataset)
    if (waiting.length === 0 || !head) return
    try {
      await this.#save(dataset, head)
    } catch (error) {
      // Not durable: queries never saw it; later plans start again from what is on disk.
      this.#heads.delete(dataset)
      for (const write of waiting) write.done(error as Error)
      return
    }
    const previous = this.#snapshots.get(dataset)
    this.#snapshots.set(dataset, head)
    if (this.#heads.get(dataset) === head) this.#heads.delete(dataset)
    for (const write of waiting) {
      const change: DatasetChange = { ...write.change, previous, next: head }
      for (const listener of this.#listeners) listener(change)
      write.done()
    }
  }

  /**
   * Writes `snapshot` to `<dataset>.ndjson` atomically and durably: a temporary file in the same
   * directory, written in slices (queries keep running), flushed, renamed over the file, and the
   * directory flushed. The snapshot's digests become those of the lines written.
   */
  async #save(dataset: string, snapshot: DatasetSnapshot): Promise<void> {
    const file = join(this.#dir, `${dataset}.ndjson`)
    const temp = join(this.#dir, `.${dataset}.ndjson.${process.pid}.${randomUUID()}.tmp`)
    const handle = await open(temp, 'w')
    const digests = snapshot.digests as Map<string, string>
    try {
      let lines: string[] = []
      let chars = 0
      let slice = performance.now()
      const docs = snapshot.documents
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as SanityDocument
        let line = savedLines.get(doc)
        if (line === undefined) {
          line = JSON.stringify(doc)
          savedLines.set(doc, line)
          digests.set(doc._id, digestOf(line))
        }
        lines.push(line)
        chars += line.length
        if (chars >= WRITE_CHUNK_CHARS) {
          await handle.write(`${lines.join('\n')}\n`)
          lines = []
          chars = 0
        }
        if ((i & 63) === 0 && performance.now() - slice > SLICE_MS) {
          await nextTurn()
          slice = performance.now()
        }
      }
      if (lines.length > 0) await handle.write(`${lines.join('\n')}\n`)
      await handle.sync()
    } catch (error) {
      await handle.close()
      await rm(temp, { force: true })
      throw error
    }
    await handle.close()
    await rename(temp, file)
    // The rename itself is durable once the directory is flushed.
    const dir = await open(this.#dir, 'r')
    try {
      await dir.sync()
    } finally {
      await dir.close()
    }
    this.#written.set(dataset, fileKey(await stat(file)))
  }

  /**
   * Reloads `dataset` from disk now (also what the watcher calls); resolves when listeners ran.
   * The previous snapshot serves until the new one is complete; a file that does not parse is
   * reported and leaves it serving; the file this store wrote itself is not read again.
   */
  reload(dataset: string): Promise<void> {
    return this.#enqueue(dataset, () => this.#reload(dataset))
  }

  async #reload(dataset: string): Promise<void> {
    const file = join(this.#dir, `${dataset}.ndjson`)
    const info = await stat(file).catch(() => undefined)
    if (info && this.#written.get(dataset) === fileKey(info)) return
    let next: DatasetSnapshot | undefined
    try {
      next = await parseDataset(dataset, await readFile(file, 'utf8'), this.#assetUrls)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        // A half-written or broken file: keep serving the last good snapshot.
        console.warn(`content service: kept the previous "${dataset}" dataset: ${(error as Error).message}`)
        return
      }
    }
    const previous = this.#snapshots.get(dataset)
    if (next) this.#snapshots.set(dataset, next)
    else this.#snapshots.delete(dataset)
    this.#heads.delete(dataset)
    this.#written.delete(dataset)
    const changedIds = diffSnapshots(previous, next)
    if (changedIds.length === 0 && Boolean(previous) === Boolean(next)) return
    const change: DatasetChange = { dataset, transactionId: randomUUID(), previous, next, changedIds }
    for (const listener of this.#listeners) listener(change)
  }

  /** Runs `task` after everything queued for `dataset`; its failure does not stop the queue. */
  #enqueue(dataset: string, task: () => Promise<void>): Promise<void> {
    const before = this.#queues.get(dataset) ?? Promise.resolve()
    const run = before.then(task)
    const settled = run.catch(() => undefined)
    this.#queues.set(dataset, settled)
    void settled.finally(() => {
      if (this.#queues.get(dataset) === settled) this.#queues.delete(dataset)
    })
    return run
  }

  #scheduleReload(path: string): void {
    const name = DATASET_FILE_RE.exec(basename(path))?.[1]
    if (!name) return
    // Serialised per dataset (with writes) so events keep the order of the edits.
    void this.reload(name).catch((error) =>
      console.warn(`content service: reload of "${name}" failed: ${(error as Error).message}`),
    )
  }
}
