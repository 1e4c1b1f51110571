/**
 * The dataset store: every `<datasetsDir>/<dataset>.ndjson` (a Sanity dataset export, one document a
 * line) held in memory, watched on disk with chokidar and reloaded on change. Each reload is diffed
 * against the previous snapshot; the changed document ids drive the listener events (listen.ts).
 */
import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import { type AssetUrlOptions, presentAssetUrl } from './asset-urls.ts'

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
  readonly documents: readonly SanityDocument[]
  readonly byId: ReadonlyMap<string, SanityDocument>
  /** The source line of each document, to diff reloads cheaply. */
  readonly lines: ReadonlyMap<string, string>
  /** Memo of derived views (perspectives, type indexes), keyed by their builder. */
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

const DATASET_FILE_RE = /^([a-z0-9][a-z0-9_-]{0,63})\.ndjson$/

/**
 * Parses NDJSON text into a snapshot. Blank lines are skipped; a document without a string `_id`
 * or an unparsable line throws (with its line number). A missing `_rev` gets a content hash, as
 * every Content Lake document has one. With `assetUrls`, asset documents get their `url` on that CDN
 * (asset-urls.ts).
 */
export function parseDataset(name: string, text: string, assetUrls?: AssetUrlOptions): DatasetSnapshot {
  const documents: SanityDocument[] = []
  const byId = new Map<string, SanityDocument>()
  const lines = new Map<string, string>()
  text.split('\n').forEach((rawLine, index) => {
    const line = rawLine.trim()
    if (line === '') return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch (error) {
      throw new Error(`${name}.ndjson line ${index + 1}: ${(error as Error).message}`)
    }
    if (typeof doc !== 'object' || doc === null || typeof (doc as SanityDocument)._id !== 'string') {
      throw new Error(`${name}.ndjson line ${index + 1}: not a document with a string _id`)
    }
    const document = doc as SanityDocument
    if (assetUrls) presentAssetUrl(document, name, assetUrls)
    if (typeof document._rev !== 'string') {
      document._rev = createHash('sha1').update(line).digest('base64url').slice(0, 22)
    }
    if (!byId.has(document._id)) documents.push(document)
    else documents[documents.findIndex((d) => d._id === document._id)] = document
    byId.set(document._id, document)
    lines.set(document._id, line)
  })
  return { name, documents, byId, lines, memo: new Map() }
}

/** Ids whose line differs between two snapshots (added, removed or edited). */
export function diffSnapshots(
  previous: DatasetSnapshot | undefined,
  next: DatasetSnapshot | undefined,
): string[] {
  const changed: string[] = []
  const before = previous?.lines ?? new Map<string, string>()
  const after = next?.lines ?? new Map<string, string>()
  for (const [id, line] of after) if (before.get(id) !== line) changed.push(id)
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
   */
  async start(options: { assetUrls?: AssetUrlOptions } = {}): Promise<void> {
    this.#assetUrls = options.assetUrls
    const names = await readdir(this.#dir).catch(() => [] as string[])
    for (const file of names) {
      const name = DATASET_FILE_RE.exec(file)?.[1]
      if (!name) continue
      const text = await readFile(join(this.#dir, file), 'utf8')
      this.#snapshots.set(name, parseDataset(name, text, this.#assetUrls))
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

  /** Reloads `dataset` from disk now (also what the watcher calls); resolves when listeners ran. */
  async reload(dataset: string): Promise<void> {
    const file = join(this.#dir, `${dataset}.ndjson`)
    let next: DatasetSnapshot | undefined
    try {
      next = parseDataset(dataset, await readFile(file, 'utf8'), this.#assetUrls)
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
    if (changedIds.length === 0) return
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
