/**
 * The journal of a dataset (decision 038): `<dataset>.journal.ndjson` beside `<dataset>.ndjson`, the
 * transactions written since that file was, one JSON line each, appended and flushed to disk before a
 * write is acknowledged (store.ts). Its first line names the dataset file it follows, by size and
 * SHA-1; a journal that names another file (the file was edited, imported or reset since) is stale
 * and ignored. Each transaction line holds the documents as the transaction left them, so replaying a
 * journal is idempotent. A line cut short by a crash was never acknowledged: it and anything after it
 * are ignored (and cut off before the next append).
 *
 * Compaction (compaction.ts) writes `<dataset>.journal-next.ndjson` (the transactions after the
 * compacted state, under the new file's name) before it renames the new dataset file into place, then
 * renames the next journal over the journal; whichever journal names the dataset file on disk is the
 * one that applies, so a kill at any point loses nothing acknowledged.
 *
 * The dataset tools (`content:export`, `content:import`, the working copy) read a dataset through
 * {@link readDataset}, so they see every acknowledged write whether or not it was compacted yet.
 */
import { createHash } from 'node:crypto'
import { type FileHandle, open, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BaseFile } from './dataset-snapshot.ts'
import type { SanityDocument } from './sanity-document.ts'

/** `<dataset>.journal.ndjson` and `<dataset>.journal-next.ndjson` (group 1: the dataset, 2: `-next`). */
export const JOURNAL_FILE_RE = /^([a-z0-9][a-z0-9_-]{0,63})\.journal(-next)?\.ndjson$/

/** The journal of `dataset` in `dir`. */
export const journalPath = (dir: string, dataset: string): string => join(dir, `${dataset}.journal.ndjson`)

/** The journal a compaction writes before its dataset file is in place. */
export const nextJournalPath = (dir: string, dataset: string): string =>
  join(dir, `${dataset}.journal-next.ndjson`)

/** The first line of a journal. */
export interface JournalHeader {
  journal: 1
  dataset: string
  /** The dataset file the transactions follow. */
  base: BaseFile
}

/** One transaction: the documents it left and the ids it deleted. */
export interface JournalRecord {
  transactionId: string
  timestamp?: string
  identity?: string
  documents: SanityDocument[]
  deleted: string[]
}

/** The header line of a journal following `base`. */
export const headerLine = (dataset: string, base: BaseFile): string =>
  `${JSON.stringify({ journal: 1, dataset, base } satisfies JournalHeader)}\n`

/**
 * The line of one transaction. `lines` are its documents already serialised (JSON.stringify), so a
 * document is serialised once for both its digest and the journal.
 */
export function recordLine(
  meta: Omit<JournalRecord, 'documents' | 'deleted'>,
  lines: readonly string[],
  deleted: readonly string[],
): string {
  const head = JSON.stringify(meta).slice(0, -1)
  return `${head},"documents":[${lines.join(',')}],"deleted":${JSON.stringify(deleted)}}\n`
}

/** A journal as read from disk. */
export interface ReadJournal {
  header: JournalHeader
  records: JournalRecord[]
  /** Bytes up to the end of the last whole line (header included): what may be appended to. */
  validBytes: number
  /** The file's size; more than `validBytes` when a crash cut its last line short. */
  totalBytes: number
  /** The bytes of the transactions (after the header, up to `validBytes`). */
  recordBytes: Buffer
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function asRecord(value: unknown): JournalRecord | undefined {
  if (!isRecord(value) || typeof value.transactionId !== 'string') return undefined
  if (!Array.isArray(value.documents) || !Array.isArray(value.deleted)) return undefined
  if (!value.documents.every((doc) => isRecord(doc) && typeof doc._id === 'string')) return undefined
  if (!value.deleted.every((id) => typeof id === 'string')) return undefined
  return value as unknown as JournalRecord
}

/** Reads the journal at `path`; undefined when it is missing or its header is not a journal's. */
export async function readJournal(path: string): Promise<ReadJournal | undefined> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const headerEnd = bytes.indexOf(0x0a)
  if (headerEnd === -1) return undefined
  let header: JournalHeader
  try {
    header = JSON.parse(bytes.toString('utf8', 0, headerEnd)) as JournalHeader
  } catch {
    return undefined
  }
  if (header?.journal !== 1 || !isRecord(header.base) || typeof header.base.sha1 !== 'string')
    return undefined
  const records: JournalRecord[] = []
  let validBytes = headerEnd + 1
  for (let start = validBytes; start < bytes.length; ) {
    const end = bytes.indexOf(0x0a, start)
    // No newline: a line cut short, never acknowledged.
    if (end === -1) break
    let record: JournalRecord | undefined
    try {
      record = asRecord(JSON.parse(bytes.toString('utf8', start, end)))
    } catch {
      record = undefined
    }
    if (!record) break
    records.push(record)
    validBytes = end + 1
    start = end + 1
  }
  return {
    header,
    records,
    validBytes,
    totalBytes: bytes.length,
    recordBytes: bytes.subarray(headerEnd + 1, validBytes),
  }
}

/**
 * The journal that applies to a dataset file `base` of `dataset` in `dir`: the journal when it names
 * that file, else the next journal a compaction left when it does (the compaction was cut between its
 * two renames); undefined when neither does.
 */
export async function applicableJournal(
  dir: string,
  dataset: string,
  base: BaseFile,
): Promise<{ path: string; journal: ReadJournal } | undefined> {
  for (const path of [journalPath(dir, dataset), nextJournalPath(dir, dataset)]) {
    const journal = await readJournal(path)
    if (journal && journal.header.base.sha1 === base.sha1 && journal.header.base.bytes === base.bytes) {
      return { path, journal }
    }
  }
  return undefined
}

/** The SHA-1 (hex) and size of a dataset file's bytes. */
export const baseFileOf = (bytes: Uint8Array): BaseFile => ({
  bytes: bytes.byteLength,
  sha1: createHash('sha1').update(bytes).digest('hex'),
})

/** Flushes the directory `dir` itself, so a rename in it is durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Writes `data` to `path` (created or truncated) and flushes it; the handle is closed. */
export async function writeDurably(path: string, data: string | Uint8Array): Promise<void> {
  let handle: FileHandle | undefined
  try {
    handle = await open(path, 'w')
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle?.close()
  }
}

/**
 * The documents of dataset `dataset` in `dir` with every acknowledged write (its file and the journal
 * that applies to it), as they are stored (no `_rev` or URLs added), in file order with new ones at the
 * end; undefined when there is no such dataset file. `content:export`, `content:import` and the working
 * copy read datasets this way.
 */
export async function readDataset(dir: string, dataset: string): Promise<SanityDocument[] | undefined> {
  let bytes: Buffer
  try {
    bytes = await readFile(join(dir, `${dataset}.ndjson`))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const byId = new Map<string, SanityDocument>()
  for (const line of bytes.toString('utf8').split('\n')) {
    if (line.trim() === '') continue
    const doc = JSON.parse(line) as SanityDocument
    byId.set(doc._id, doc)
  }
  const applicable = await applicableJournal(dir, dataset, baseFileOf(bytes))
  for (const record of applicable?.journal.records ?? []) {
    for (const doc of record.documents) byId.set(doc._id, doc)
    for (const id of record.deleted) byId.delete(id)
  }
  return [...byId.values()]
}

/**
 * A digest of what dataset `dataset` in `dir` holds: its file's bytes and the transactions of the
 * journal that applies to it (a stale journal counts for nothing). Undefined without a dataset file.
 */
export async function datasetDigest(dir: string, dataset: string): Promise<string | undefined> {
  let bytes: Buffer
  try {
    bytes = await readFile(join(dir, `${dataset}.ndjson`))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const applicable = await applicableJournal(dir, dataset, baseFileOf(bytes))
  const hash = createHash('sha1').update(bytes)
  if (applicable && applicable.journal.records.length > 0)
    hash.update('\0journal\0').update(applicable.journal.recordBytes)
  return hash.digest('hex')
}
