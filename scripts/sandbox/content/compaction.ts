/**
 * Compaction (decision 038): a new `<dataset>.ndjson` written from a snapshot in the background, so
 * the file a developer reads holds every write and the journal stays short. Documents unchanged since
 * the file was written are copied from it byte for byte, in runs of adjacent lines (the base keeps
 * where each line is: decision 030's "offsets, not saved lines"); only written documents are
 * serialised. The work yields to the event loop every few ms, so queries and writes go on meanwhile;
 * store.ts then puts the file and the next journal in place (journal.ts) under its write queue.
 */
import { createHash, randomUUID } from 'node:crypto'
import { type FileHandle, open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import {
  BaseBuilder,
  type DatasetBase,
  type DatasetSnapshot,
  lineDigest,
  nextTurn,
  SLICE_MS,
} from './dataset-snapshot.ts'
import type { SanityDocument } from './sanity-document.ts'

/** Temporary files of the store's own writes (`.<dataset>.ndjson.<pid>.<uuid>.tmp`), removed at start. */
export const TEMP_FILE_RE = /^\.[a-z0-9][a-z0-9_-]{0,63}\.ndjson\.\d+\.[0-9a-f-]+\.tmp$/

/** Bytes gathered before one write to the new file, and the most read from the old one at once. */
const CHUNK_BYTES = 1 << 20

/** A new dataset file, written and flushed but not yet in place, and its base. */
export interface CompactedFile {
  /** The temporary file beside the dataset file. */
  temp: string
  base: DatasetBase
}

/**
 * Writes every document of `snapshot` (dataset `dataset` in `dir`) to a temporary file beside
 * `<dataset>.ndjson`, one line each in the snapshot's order, and flushes it. Resolves with the file
 * and the base it holds, or undefined when `cancelled()` became true meanwhile (nothing is left
 * behind); rejects on an I/O error (nothing is left behind either). The dataset file must be the one
 * `snapshot.base` was read from or written as; the caller checks it has not changed before using the result.
 */
export async function writeCompactedFile(
  dir: string,
  dataset: string,
  snapshot: DatasetSnapshot,
  cancelled: () => boolean,
): Promise<CompactedFile | undefined> {
  const temp = join(dir, `.${dataset}.ndjson.${process.pid}.${randomUUID()}.tmp`)
  let input: FileHandle | undefined
  let output: FileHandle | undefined
  try {
    input = await open(join(dir, `${dataset}.ndjson`), 'r')
    output = await open(temp, 'w')
    const source = input
    const target = output
    const builder = new BaseBuilder()
    const hash = createHash('sha1')
    const { base } = snapshot
    /** Bytes of the new file so far (the lines gathered included). */
    let position = 0
    // Written documents' lines, gathered into writes of about CHUNK_BYTES.
    let lines: string[] = []
    let gathered = 0
    const writeOut = async (data: string | Buffer) => {
      hash.update(data)
      if (typeof data === 'string') await target.write(data)
      else await target.write(data)
    }
    const writeLines = async () => {
      if (lines.length === 0) return
      const text = lines.join('')
      lines = []
      gathered = 0
      await writeOut(text)
    }
    // A run of adjacent unchanged lines of the old file: [start, end) there. One buffer is reused for
    // every read, so a compaction allocates no memory in proportion to the file.
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES)
    let run: { start: number; end: number } | undefined
    const copyRun = async () => {
      if (!run) return
      await writeLines()
      for (let at = run.start; at < run.end; ) {
        const length = Math.min(CHUNK_BYTES, run.end - at)
        let read = 0
        while (read < length) {
          const { bytesRead } = await source.read(buffer, read, length - read, at + read)
          if (bytesRead === 0) throw new Error(`${dataset}.ndjson changed while it was compacted`)
          read += bytesRead
        }
        await writeOut(buffer.subarray(0, length))
        at += length
      }
      await writeOut('\n')
      position += run.end - run.start + 1
      run = undefined
    }
    let slice = performance.now()
    const docs = snapshot.documents
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as SanityDocument
      const at = base.index.get(doc._id)
      if (at !== undefined && base.docs[at] === doc) {
        const offset = base.offsets[at] as number
        const length = base.lengths[at] as number
        // Adjacent: the previous line ended just before this one's newline.
        if (run && run.end + 1 === offset) run.end = offset + length
        else {
          await copyRun()
          run = { start: offset, end: offset + length }
        }
        // The run is copied at `position`, so this line lands where it was, shifted as the run is.
        builder.add(doc, base.digests[at] as string, position + (offset - run.start), length)
      } else {
        await copyRun()
        const written = snapshot.delta.get(doc._id)
        const line = JSON.stringify(doc)
        const length = Buffer.byteLength(line)
        builder.add(doc, written?.digest ?? lineDigest(line), position, length)
        lines.push(line, '\n')
        position += length + 1
        gathered += length + 1
        if (gathered >= CHUNK_BYTES) await writeLines()
      }
      if ((i & 63) === 0 && performance.now() - slice > SLICE_MS) {
        if (cancelled()) throw new CompactionCancelled()
        await nextTurn()
        slice = performance.now()
      }
    }
    await copyRun()
    await writeLines()
    await target.sync()
    await target.close()
    output = undefined
    await source.close()
    input = undefined
    if (cancelled()) throw new CompactionCancelled()
    return { temp, base: await builder.build({ bytes: position, sha1: hash.digest('hex') }) }
  } catch (error) {
    await output?.close().catch(() => undefined)
    await input?.close().catch(() => undefined)
    await rm(temp, { force: true })
    if (error instanceof CompactionCancelled) return undefined
    throw error
  }
}

class CompactionCancelled extends Error {}
