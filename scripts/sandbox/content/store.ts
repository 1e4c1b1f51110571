/**
 * The dataset store of the query worker: every `<datasetsDir>/<dataset>.ndjson` (a Sanity dataset
 * export, one document a line) held in memory, watched on disk with chokidar and reloaded on change.
 * Loading yields to the event loop every few milliseconds, so queries keep being answered while a large
 * file loads; the new snapshot replaces the old one only when complete (decision 013). Each reload is
 * diffed against the previous snapshot by a digest per line; the changed ids drive listener and live
 * events (listen.ts, live.ts). Only the parsed documents are kept, not the file's text.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import { type AssetUrlOptions, presentAssetUrl } from './asset-urls.ts'
import { ScanArray } from './deadline.ts'

/** A stored document: Sanity's system fields plus anything else. */
export interface SanityDocument {
  _id: string
  _type?: string
  _rev?: string
  [field: string]: unknown
}

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

/** What one reload changed: ids added, removed or edited, with both snapshots. */
export interface DatasetChange {
  dataset: string
  transactionId: string
  previous: DatasetSnapshot | undefined
  next: DatasetSnapshot | undefined
  changedIds: string[]
}

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

/** The in-memory, file-watching store of all datasets in one directory. */
export class DatasetStore {
  readonly #dir: string
  readonly #snapshots = new Map<string, DatasetSnapshot>()
  readonly #listeners = new Set<(change: DatasetChange) => void>()
  #watcher: FSWatcher | undefined
  #reloads = new Map<string, Promise<void>>()
  #assetUrls: AssetUrlOptions | undefined

  constructor(datasetsDir: string) {
    this.#dir = datasetsDir
  }

  /**
   * Loads every dataset file (a missing directory means no datasets) and starts watching. With
   * `assetUrls`, asset documents' `url`s point at that CDN, on this load and every reload.
   * Rejects when a dataset file cannot be parsed.
   */
  async start(options: { assetUrls?: AssetUrlOptions } = {}): Promise<void> {
    this.#assetUrls = options.assetUrls
    const names = await readdir(this.#dir).catch(() => [] as string[])
    for (const file of names.sort()) {
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

  /** Subscribes to reloads; returns the unsubscribe function. */
  onChange(listener: (change: DatasetChange) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Stops watching. */
  async close(): Promise<void> {
    await this.#watcher?.close()
    await Promise.allSettled(this.#reloads.values())
  }

  /**
   * Reloads `dataset` from disk now (also what the watcher calls); resolves when listeners ran.
   * The previous snapshot serves until the new one is complete; a file that does not parse is
   * reported and leaves it serving.
   */
  async reload(dataset: string): Promise<void> {
    const file = join(this.#dir, `${dataset}.ndjson`)
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
    const changedIds = diffSnapshots(previous, next)
    if (changedIds.length === 0 && Boolean(previous) === Boolean(next)) return
    const change: DatasetChange = { dataset, transactionId: randomUUID(), previous, next, changedIds }
    for (const listener of this.#listeners) listener(change)
  }

  #scheduleReload(path: string): void {
    const name = DATASET_FILE_RE.exec(basename(path))?.[1]
    if (!name) return
    // Serialise reloads per dataset so events keep the order of the edits.
    const before = this.#reloads.get(name) ?? Promise.resolve()
    const run = before.then(() => this.reload(name))
    this.#reloads.set(name, run)
    void run.finally(() => {
      if (this.#reloads.get(name) === run) this.#reloads.delete(name)
    })
  }
}
