/**
 * The dataset store of the query worker (decisions 013, 030, 038): every `<dataset>.ndjson` of a
 * directory (a Sanity dataset export, one document a line) held in memory (dataset-snapshot.ts),
 * watched on disk and reloaded when someone else edits it.
 *
 * Writes: a transaction is planned against the dataset's latest state, appended to the dataset's
 * journal (journal.ts) and flushed to disk before queries see it, listeners hear it and its writer gets
 * the reply. Transactions planned while a flush runs share the next one (group commit: one `fdatasync`
 * for all of them). A write costs what it changed, whatever the dataset's size. Compaction
 * (compaction.ts) rewrites `<dataset>.ndjson` in the background when the journal or the in-memory delta
 * grows, when writes pause, and when the store closes; at start the journal is replayed. A kill at any
 * moment loses no acknowledged write.
 */
import { randomUUID } from 'node:crypto'
import { type FileHandle, open, readdir, readFile, rename, rm, stat, truncate } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import { type AssetUrlOptions, presentAssetUrl } from './asset-urls.ts'
import { TEMP_FILE_RE, writeCompactedFile } from './compaction.ts'
import {
  DatasetSnapshot,
  diffSnapshots,
  lineDigest,
  parseBase,
  rebase,
  shareStrings,
  type WrittenDocument,
} from './dataset-snapshot.ts'
import { ContentServiceError } from './errors.ts'
import {
  applicableJournal,
  headerLine,
  JOURNAL_FILE_RE,
  journalPath,
  nextJournalPath,
  readJournal,
  recordLine,
  syncDirectory,
  writeDurably,
} from './journal.ts'
import type { SanityDocument } from './sanity-document.ts'

export type { DatasetSnapshot } from './dataset-snapshot.ts'
export { diffSnapshots, parseDataset } from './dataset-snapshot.ts'
export type { SanityDocument } from './sanity-document.ts'

/** What one reload or one transaction changed: ids added, removed or edited, with both snapshots. */
export interface DatasetChange {
  dataset: string
  transactionId: string
  /** The snapshot before and after (for a transaction: before and after the flush that holds it). */
  previous: DatasetSnapshot | undefined
  next: DatasetSnapshot | undefined
  changedIds: string[]
  /** A transaction's own documents before and after it (undefined: absent), which may differ from the
   * snapshots' when one flush holds several transactions; without it the snapshots' are read. */
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

/** When the store rewrites a dataset file from its journal (decision 038). */
export interface CompactionOptions {
  /** Journal bytes past which the file is rewritten; default half the file, at least 1 MiB. */
  journalBytes?: number
  /** Documents written since the file was (the in-memory delta) past which it is rewritten; default 2048. */
  deltaDocuments?: number
  /** Quiet time after a write before the file is rewritten anyway, in ms; default 2000. */
  idleMs?: number
}

/** A transaction waiting for the flush that makes it durable. */
interface PendingWrite {
  change: Omit<DatasetChange, 'previous' | 'next'>
  /** Its journal line. */
  line: string
  done: (error?: Error) => void
}

/** The journal a dataset appends to. */
interface OpenJournal {
  /** Undefined until the first write since the file was read (a dataset nobody writes has no journal). */
  handle: FileHandle | undefined
  /** Its size: where the next transaction goes. */
  bytes: number
  /** Transactions in it (since the file was written). */
  transactions: number
}

/** One dataset served. */
interface Dataset {
  /** What queries see: every acknowledged transaction. */
  visible: DatasetSnapshot
  /** The dataset file as this store read or wrote it (fileKey), to tell its own writes from others' edits. */
  fileKey: string
  journal: OpenJournal
  /** Planned transactions not yet flushed, and what they change together. */
  pending: PendingWrite[]
  pendingChanges: Map<string, WrittenDocument | null>
  /** `visible` with the pending changes (plans see it), made when first asked. */
  latest: DatasetSnapshot | undefined
  compaction: Promise<void> | undefined
  idle: NodeJS.Timeout | undefined
  /** One copy of each repeating value (dataset-snapshot.ts `shareStrings`), for the file and every write. */
  shared: Map<string, string>
}

/** A dataset file's identity on disk, to tell the store's own writes from edits by others. */
const fileKey = (info: { ino: number; size: number; mtimeMs: number }) =>
  `${info.ino}:${info.size}:${info.mtimeMs}`

const DEFAULTS = { deltaDocuments: 2048, idleMs: 2000 }
/** The journal's default limit: half the dataset file, at least this. */
const MIN_JOURNAL_BYTES = 1 << 20

/** The in-memory, journaled, file-watching store of all datasets in one directory. */
export class DatasetStore {
  readonly #dir: string
  readonly #compaction: CompactionOptions & typeof DEFAULTS
  readonly #datasets = new Map<string, Dataset>()
  readonly #listeners = new Set<(change: DatasetChange) => void>()
  /** Per dataset, the chain every reload, plan, flush and compaction step of it runs on, one after another. */
  readonly #queues = new Map<string, Promise<void>>()
  #watcher: FSWatcher | undefined
  #assetUrls: AssetUrlOptions | undefined
  #closing = false

  readonly #onGarbage: (() => void) | undefined

  /**
   * @param options.compaction when dataset files are rewritten from their journals
   * @param options.onGarbage called when much of a dataset's memory became garbage: after a compaction
   *   moved the snapshot onto the new file (the query worker collects it then, once idle)
   */
  constructor(datasetsDir: string, options: { compaction?: CompactionOptions; onGarbage?: () => void } = {}) {
    this.#dir = datasetsDir
    this.#compaction = { ...DEFAULTS, ...options.compaction }
    this.#onGarbage = options.onGarbage
  }

  /**
   * Loads every dataset file with its journal (a missing directory means no datasets) and starts
   * watching. With `assetUrls`, asset documents' `url`s point at that CDN, on this load and every
   * reload. Temporary files a killed process left behind are removed, and a compaction it left half
   * done is finished. Rejects when a dataset file cannot be parsed.
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
      const dataset = await this.#open(name)
      if (dataset) this.#datasets.set(name, dataset)
    }
    const watcher = watch(this.#dir, {
      ignoreInitial: true,
      depth: 0,
      // The store's own journals and temporary files change with every write: not edits to reload.
      ignored: (path) => JOURNAL_FILE_RE.test(basename(path)) || TEMP_FILE_RE.test(basename(path)),
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
    return this.#datasets.get(dataset)?.visible
  }

  /** The names of the datasets served, sorted. */
  names(): string[] {
    return [...this.#datasets.keys()].sort()
  }

  /** Subscribes to reloads and transactions; returns the unsubscribe function. A listener that throws is reported and skipped. */
  onChange(listener: (change: DatasetChange) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Stops watching, waits for writes in progress, and writes each dataset file with what its journal
   * holds (so the file a developer reads is whole once the service has stopped); then closes the journals.
   */
  async close(): Promise<void> {
    this.#closing = true
    await this.#watcher?.close()
    await Promise.allSettled(this.#queues.values())
    for (const [name, dataset] of this.#datasets) {
      clearTimeout(dataset.idle)
      await dataset.compaction
      if (dataset.journal.transactions > 0 && this.#datasets.get(name) === dataset) {
        await this.#enqueue(name, async () => this.#compact(name, dataset, true)).catch((error) =>
          console.warn(`content service: could not write "${name}" at close: ${(error as Error).message}`),
        )
      }
      await dataset.journal.handle?.close().catch(() => undefined)
    }
  }

  /**
   * Plans a change of `dataset` against its latest state (plans run one at a time per dataset, each
   * seeing the ones before) and, unless `dryRun`, makes it durable: its line is appended to the
   * dataset's journal and flushed to disk with those of every transaction planned meanwhile
   * (decision 038). Resolves with the plan's result once it is on disk, after queries see it and
   * listeners were told; rejects with what `plan` throws, or a write error (then nothing of the
   * transaction is visible).
   */
  async transact<T>(
    dataset: string,
    plan: (latest: DatasetSnapshot) => Promise<PlannedChange<T>>,
    dryRun = false,
  ): Promise<T> {
    let planned: PlannedChange<T> | undefined
    let written: Promise<void> | undefined
    await this.#enqueue(dataset, async () => {
      const state = this.#datasets.get(dataset)
      if (!state) throw new Error(`content service: no dataset "${dataset}"`)
      const latest = this.#latest(state)
      const result = await plan(latest)
      planned = result
      if (dryRun || result.changes.size === 0) return
      const before = new Map<string, SanityDocument | undefined>()
      const after = new Map<string, SanityDocument | undefined>()
      const lines: string[] = []
      const deleted: string[] = []
      for (const [id, doc] of result.changes) {
        before.set(id, latest.byId.get(id))
        after.set(id, doc ?? undefined)
        if (doc) {
          shareStrings(doc, state.shared)
          const line = JSON.stringify(doc)
          lines.push(line)
          state.pendingChanges.set(id, { doc, digest: lineDigest(line) })
        } else {
          deleted.push(id)
          state.pendingChanges.set(id, null)
        }
      }
      state.latest = undefined
      const { transactionId, timestamp, identity } = result
      written = new Promise<void>((resolve, reject) => {
        state.pending.push({
          change: {
            dataset,
            transactionId,
            changedIds: [...result.changes.keys()],
            documents: { before, after },
            identity,
            mutations: result.mutations,
            timestamp,
          },
          line: recordLine({ transactionId, timestamp, identity }, lines, deleted),
          done: (error) => (error ? reject(error) : resolve()),
        })
      })
      // The flush runs after this plan, and takes every transaction planned before it starts.
      void this.#enqueue(dataset, () => this.#flush(dataset))
    })
    await written
    return (planned as PlannedChange<T>).result
  }

  /**
   * Reloads `dataset` from disk now (also what the watcher calls); resolves when listeners ran.
   * The previous snapshot serves until the new one is complete; a file that does not parse is
   * reported and leaves it serving; a file this store wrote itself is not read again.
   */
  reload(dataset: string): Promise<void> {
    return this.#enqueue(dataset, () => this.#reload(dataset))
  }

  /** The latest state of a dataset: what queries see plus the transactions planned and not yet flushed. */
  #latest(state: Dataset): DatasetSnapshot {
    if (state.pendingChanges.size === 0) return state.visible
    state.latest ??= state.visible.with(state.pendingChanges)
    return state.latest
  }

  /** Appends the waiting transactions to the journal, flushes it, then shows and tells them. */
  async #flush(name: string): Promise<void> {
    const state = this.#datasets.get(name)
    if (!state || state.pending.length === 0) return
    const waiting = state.pending
    const changes = state.pendingChanges
    state.pending = []
    state.pendingChanges = new Map()
    state.latest = undefined
    const data = Buffer.from(waiting.map((write) => write.line).join(''))
    try {
      const handle = state.journal.handle ?? (await this.#createJournal(name, state))
      const { bytesWritten } = await handle.write(data)
      if (bytesWritten !== data.length) throw new Error(`wrote ${bytesWritten} of ${data.length} bytes`)
      await handle.datasync()
    } catch (error) {
      // Not durable: queries never saw it. Cut what may have reached the file, so the next transaction
      // does not follow half a line.
      await state.journal.handle?.truncate(state.journal.bytes).catch(() => undefined)
      for (const write of waiting) write.done(error as Error)
      return
    }
    state.journal.bytes += data.length
    state.journal.transactions += waiting.length
    const previous = state.visible
    const next = previous.with(changes)
    state.visible = next
    for (const write of waiting) {
      this.#tell({ ...write.change, previous, next })
      write.done()
    }
    this.#considerCompaction(name, state)
  }

  /** Starts the journal of a dataset that has none yet: its header, durably, under its name. */
  async #createJournal(name: string, state: Dataset): Promise<FileHandle> {
    const header = headerLine(name, state.visible.base.file)
    const temp = join(this.#dir, `.${name}.ndjson.${process.pid}.${randomUUID()}.tmp`)
    await writeDurably(temp, header)
    await rename(temp, journalPath(this.#dir, name))
    await syncDirectory(this.#dir)
    const handle = await open(journalPath(this.#dir, name), 'a+')
    state.journal = { handle, bytes: Buffer.byteLength(header), transactions: 0 }
    return handle
  }

  /** Tells every listener; one that throws is reported and does not keep the others (or the writers) waiting. */
  #tell(change: DatasetChange): void {
    for (const listener of this.#listeners) {
      try {
        listener(change)
      } catch (error) {
        console.error(
          `content service: a change listener failed: ${(error as Error)?.stack ?? String(error)}`,
        )
      }
    }
  }

  /** Starts a compaction when the journal or the delta is large, else (re)arms the quiet-time one. Runs in the queue. */
  #considerCompaction(name: string, state: Dataset): void {
    if (state.compaction || this.#closing) return
    const limits = this.#compaction
    const large =
      state.journal.bytes >=
        (limits.journalBytes ?? Math.max(MIN_JOURNAL_BYTES, state.visible.base.file.bytes / 2)) ||
      state.visible.delta.size >= limits.deltaDocuments
    clearTimeout(state.idle)
    if (large) {
      this.#startCompaction(name, state)
      return
    }
    state.idle = setTimeout(() => {
      void this.#enqueue(name, async () => {
        if (this.#datasets.get(name) === state && state.journal.transactions > 0 && !state.compaction)
          this.#startCompaction(name, state)
      })
    }, limits.idleMs)
    state.idle.unref()
  }

  /** Compacts in the background from what queries see now (call it in the queue, between flushes). */
  #startCompaction(name: string, state: Dataset): void {
    state.compaction = this.#compact(name, state, false)
      .catch((error) =>
        console.warn(`content service: compaction of "${name}" failed: ${(error as Error).message}`),
      )
      .finally(() => {
        state.compaction = undefined
        // What was written meanwhile may call for the next one.
        if (!this.#closing && this.#datasets.get(name) === state && state.journal.transactions > 0) {
          void this.#enqueue(name, async () => this.#considerCompaction(name, state))
        }
      })
  }

  /**
   * Writes a new `<dataset>.ndjson` from the visible snapshot, then, in the queue, puts it in place
   * with the journal of what was flushed meanwhile (journal.ts describes the order that survives a
   * kill) and serves the same documents over the new base. `inQueue`: the caller already holds the
   * queue (close), so the final step runs directly.
   */
  async #compact(name: string, state: Dataset, inQueue: boolean): Promise<void> {
    const compacted = state.visible
    const journalAt = state.journal.bytes
    const transactionsAt = state.journal.transactions
    const written = await writeCompactedFile(
      this.#dir,
      name,
      compacted,
      () => (this.#closing && !inQueue) || this.#datasets.get(name) !== state,
    )
    if (!written) return
    const finish = async () => {
      const file = join(this.#dir, `${name}.ndjson`)
      const current = await stat(file).catch(() => undefined)
      if (this.#datasets.get(name) !== state || !current || fileKey(current) !== state.fileKey) {
        // Reloaded meanwhile, or edited by someone else (the reload follows): this file is out of date.
        await rm(written.temp, { force: true })
        return
      }
      const tail = Buffer.alloc(state.journal.bytes - journalAt)
      if (tail.length > 0) await state.journal.handle?.read(tail, 0, tail.length, journalAt)
      const header = headerLine(name, written.base.file)
      const next = nextJournalPath(this.#dir, name)
      await writeDurably(next, Buffer.concat([Buffer.from(header), tail]))
      await rename(written.temp, file)
      await syncDirectory(this.#dir)
      state.fileKey = fileKey(await stat(file))
      await rename(next, journalPath(this.#dir, name))
      await syncDirectory(this.#dir)
      await state.journal.handle?.close()
      state.journal = {
        handle: await open(journalPath(this.#dir, name), 'a+'),
        bytes: Buffer.byteLength(header) + tail.length,
        transactions: state.journal.transactions - transactionsAt,
      }
      state.visible = rebase(state.visible, compacted, written.base)
      state.latest = undefined
      this.#onGarbage?.()
    }
    if (inQueue) await finish()
    else await this.#enqueue(name, finish)
  }

  /**
   * Reads dataset file `name` and the journal that applies to it (finishing a compaction a kill cut
   * between its renames, cutting off a line a kill cut short); a missing or stale journal is replaced by
   * an empty one. Undefined when the file does not exist; throws when it does not parse.
   */
  async #open(name: string): Promise<Dataset | undefined> {
    const file = join(this.#dir, `${name}.ndjson`)
    let bytes: Buffer
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(file)
      bytes = await readFile(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
    const shared = new Map<string, string>()
    const base = await parseBase(name, bytes, this.#assetUrls, shared)
    let snapshot = new DatasetSnapshot(name, base)
    const path = journalPath(this.#dir, name)
    const applicable = await applicableJournal(this.#dir, name, base.file)
    let journal: { bytes: number; transactions: number } | undefined
    if (applicable) {
      const { journal: read } = applicable
      if (applicable.path !== path) await rename(applicable.path, path)
      if (read.totalBytes > read.validBytes) await truncate(path, read.validBytes)
      const changes = new Map<string, WrittenDocument | null>()
      for (const record of read.records) {
        for (const doc of record.documents) {
          shareStrings(doc, shared)
          if (this.#assetUrls) presentAssetUrl(doc, name, this.#assetUrls)
          changes.set(doc._id, { doc, digest: lineDigest(JSON.stringify(doc)) })
        }
        for (const id of record.deleted) changes.set(id, null)
      }
      // Replayed in order: a later transaction's document replaces an earlier one's.
      snapshot = snapshot.with(changes)
      journal = { bytes: read.validBytes, transactions: read.records.length }
    } else {
      // A journal that names another file no longer applies: the first write starts a new one.
      const stale = await readJournal(path)
      if (stale && stale.records.length > 0) {
        console.warn(
          `content service: ${name}.ndjson was replaced since its journal was written; the journal's ${stale.records.length} transactions are dropped (the new file has them only if whoever wrote it read them: content:import does)`,
        )
      }
      await rm(path, { force: true })
    }
    await rm(nextJournalPath(this.#dir, name), { force: true })
    return {
      visible: snapshot,
      fileKey: fileKey(info),
      journal: applicable
        ? { handle: await open(path, 'a+'), ...(journal as { bytes: number; transactions: number }) }
        : { handle: undefined, bytes: 0, transactions: 0 },
      pending: [],
      pendingChanges: new Map(),
      latest: undefined,
      compaction: undefined,
      idle: undefined,
      shared,
    }
  }

  async #reload(name: string): Promise<void> {
    const file = join(this.#dir, `${name}.ndjson`)
    const info = await stat(file).catch(() => undefined)
    const current = this.#datasets.get(name)
    if (info && current?.fileKey === fileKey(info)) return
    let next: Dataset | undefined
    try {
      next = info ? await this.#open(name) : undefined
    } catch (error) {
      // A half-written or broken file: keep serving the last good snapshot.
      console.warn(`content service: kept the previous "${name}" dataset: ${(error as Error).message}`)
      return
    }
    if (current) {
      clearTimeout(current.idle)
      await current.journal.handle?.close().catch(() => undefined)
      for (const write of current.pending) {
        write.done(
          new ContentServiceError(
            503,
            'serviceUnavailable',
            'The dataset file was replaced while this write waited: read the document before you retry',
          ),
        )
      }
    }
    if (next) this.#datasets.set(name, next)
    else {
      this.#datasets.delete(name)
      if (current) await rm(journalPath(this.#dir, name), { force: true })
    }
    const previous = current?.visible
    const changedIds = diffSnapshots(previous, next?.visible)
    if (changedIds.length === 0 && Boolean(previous) === Boolean(next)) return
    this.#tell({ dataset: name, transactionId: randomUUID(), previous, next: next?.visible, changedIds })
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
