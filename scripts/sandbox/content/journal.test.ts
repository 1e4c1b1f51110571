/**
 * The journaled store (store.ts, journal.ts, compaction.ts; decision 038), in process: writes land in
 * the journal before they are acknowledged, a restart replays them, compaction rewrites the dataset
 * file with every write and a short journal, and the files a kill leaves at each step of a compaction
 * (copied while the store runs, then cut as the kill would) come back whole. A listener that throws
 * holds no writer.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  baseFileOf,
  headerLine,
  JOURNAL_FILE_RE,
  journalPath,
  nextJournalPath,
  readDataset,
  readJournal,
} from './journal.ts'
import { type CompactionOptions, DatasetStore, type SanityDocument } from './store.ts'

const dirs: string[] = []
const stores: DatasetStore[] = []

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const ndjson = (docs: SanityDocument[]) => `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`

/** A directory with `production.ndjson` of `count` documents. */
async function datasetDir(count = 20): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'journal-test-'))
  dirs.push(dir)
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: `doc-${i}`,
    _type: 'note',
    title: `Note ${i}`,
    ...(i > 0 ? { previous: { _type: 'reference', _ref: `doc-${i - 1}` } } : {}),
  }))
  await writeFile(join(dir, 'production.ndjson'), ndjson(docs))
  return dir
}

/** A started store over `dir`; compaction only when asked (thresholds out of reach) unless given. */
async function startStore(dir: string, compaction: CompactionOptions = {}): Promise<DatasetStore> {
  const store = new DatasetStore(dir, {
    compaction: { journalBytes: 1 << 30, deltaDocuments: 1 << 30, idleMs: 3_600_000, ...compaction },
  })
  stores.push(store)
  await store.start()
  return store
}

/** Writes `doc` (replacing any document of its id) as one transaction. */
const put = (store: DatasetStore, doc: SanityDocument, transactionId = `tx-${doc._id}`) =>
  store.transact('production', async () => ({
    changes: new Map([[doc._id, doc]]),
    transactionId,
    identity: 'test',
    timestamp: new Date().toISOString(),
    result: transactionId,
  }))

const remove = (store: DatasetStore, id: string) =>
  store.transact('production', async () => ({
    changes: new Map([[id, null]]),
    transactionId: `delete-${id}`,
    identity: 'test',
    timestamp: new Date().toISOString(),
    result: id,
  }))

/** The dataset's documents by id as a store over `dir` serves them. */
async function served(dir: string): Promise<Map<string, SanityDocument>> {
  const store = await startStore(dir)
  const snapshot = store.get('production')
  return new Map((snapshot?.documents ?? []).map((doc) => [doc._id, doc]))
}

/** A copy of `dir` as it is now: what a kill at this moment leaves on disk. */
async function copyAsKilled(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'journal-killed-'))
  dirs.push(copy)
  await cp(dir, copy, { recursive: true })
  return copy
}

describe('the journal', () => {
  it('holds an acknowledged write as a whole line before the reply, and a restart replays it', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    const before = await readFile(join(dir, 'production.ndjson'), 'utf8')
    await put(store, { _id: 'doc-3', _type: 'note', title: 'Edited' })
    await put(store, { _id: 'new-1', _type: 'note', title: 'New' })
    await remove(store, 'doc-5')
    // The dataset file is untouched until compaction: a write costs its own line, not the file.
    expect(await readFile(join(dir, 'production.ndjson'), 'utf8')).toBe(before)
    const journal = await readJournal(journalPath(dir, 'production'))
    expect(journal?.records.map((record) => record.transactionId)).toEqual([
      'tx-doc-3',
      'tx-new-1',
      'delete-doc-5',
    ])
    expect(journal?.validBytes).toBe(journal?.totalBytes)

    const again = await served(await copyAsKilled(dir))
    expect(again.get('doc-3')?.title).toBe('Edited')
    expect(again.get('new-1')?.title).toBe('New')
    expect(again.has('doc-5')).toBe(false)
    expect(again.size).toBe(20)
  })

  it('ignores a last line a kill cut short (never acknowledged) and appends after what is whole', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-1', _type: 'note', title: 'Kept' })
    const killed = await copyAsKilled(dir)
    const path = journalPath(killed, 'production')
    await writeFile(path, `${await readFile(path, 'utf8')}{"transactionId":"cut","documents":[{"_id":"doc-2"`)
    const restarted = await startStore(killed)
    expect(restarted.get('production')?.byId.get('doc-1')?.title).toBe('Kept')
    expect(restarted.get('production')?.byId.get('doc-2')?.title).toBe('Note 2')
    await put(restarted, { _id: 'doc-4', _type: 'note', title: 'After the cut' })
    const journal = await readJournal(path)
    expect(journal?.records.map((record) => record.transactionId)).toEqual(['tx-doc-1', 'tx-doc-4'])
    expect(journal?.validBytes).toBe(journal?.totalBytes)
  })

  it('is dropped, with a warning, when the dataset file was edited since it was written', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-1', _type: 'note', title: 'Journaled' })
    const killed = await copyAsKilled(dir)
    await writeFile(join(killed, 'production.ndjson'), ndjson([{ _id: 'edited', _type: 'note' }]))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const docs = await served(killed)
      expect([...docs.keys()]).toEqual(['edited'])
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/journal.s 1 transactions are dropped/))
    } finally {
      warn.mockRestore()
    }
  })
})

describe('compaction', () => {
  it('rewrites the dataset file with every write, as NDJSON in the same order, and empties the journal', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir, { journalBytes: 1 })
    await put(store, { _id: 'doc-3', _type: 'note', title: 'Edited' })
    await put(store, { _id: 'new-1', _type: 'note', title: 'New' })
    await remove(store, 'doc-5')
    await vi.waitFor(
      async () => {
        const text = await readFile(join(dir, 'production.ndjson'), 'utf8')
        expect(text).toContain('"title":"New"')
        expect(text).not.toContain('"_id":"doc-5"')
      },
      { timeout: 10_000 },
    )
    await vi.waitFor(async () =>
      expect((await readJournal(journalPath(dir, 'production')))?.records).toEqual([]),
    )
    const lines = (await readFile(join(dir, 'production.ndjson'), 'utf8')).trim().split('\n')
    const ids = lines.map((line) => (JSON.parse(line) as SanityDocument)._id)
    expect(ids.slice(0, 4)).toEqual(['doc-0', 'doc-1', 'doc-2', 'doc-3'])
    expect(ids.at(-1)).toBe('new-1')
    expect(ids).toHaveLength(20)
    // Unchanged lines are the file's own bytes; queries after it see the same documents.
    expect(lines[0]).toBe(JSON.stringify({ _id: 'doc-0', _type: 'note', title: 'Note 0' }))
    const snapshot = store.get('production')
    expect(snapshot?.byId.get('doc-3')?.title).toBe('Edited')
    expect(snapshot?.referencing('doc-3').map((doc) => doc._id)).toEqual(['doc-4'])
    expect(snapshot?.referencing('doc-4')).toEqual([])
    // Writes go on after it.
    await put(store, { _id: 'doc-7', _type: 'note', title: 'After' })
    expect((await served(await copyAsKilled(dir))).get('doc-7')?.title).toBe('After')
  })

  it('writes the file at close, so the file a developer reads holds every write', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-2', _type: 'note', title: 'Closed' })
    await store.close()
    stores.splice(stores.indexOf(store), 1)
    expect(await readFile(join(dir, 'production.ndjson'), 'utf8')).toContain('"title":"Closed"')
    expect((await readJournal(journalPath(dir, 'production')))?.records).toEqual([])
  })

  it('loses nothing when killed between putting the new file in place and the next journal', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-1', _type: 'note', title: 'Compacted' })
    await put(store, { _id: 'doc-2', _type: 'note', title: 'After the compaction began' })
    const killed = await copyAsKilled(dir)
    // The compaction took doc-1's transaction; doc-2's came while it wrote. It renamed the new file,
    // wrote the next journal, and was killed before renaming it over the journal.
    const journal = await readJournal(journalPath(killed, 'production'))
    const [first, second] = journal?.records ?? []
    const all = (await readDataset(killed, 'production')) ?? []
    const compacted = all.map((doc) =>
      doc._id === 'doc-2' ? { _id: 'doc-2', _type: 'note', title: 'Note 2' } : doc,
    )
    const text = ndjson(compacted)
    const secondLine = (await readFile(journalPath(killed, 'production'), 'utf8')).trim().split('\n').at(-1)
    expect(first?.transactionId).toBe('tx-doc-1')
    expect(second?.transactionId).toBe('tx-doc-2')
    await writeFile(
      nextJournalPath(killed, 'production'),
      `${headerLine('production', baseFileOf(Buffer.from(text)))}${secondLine}\n`,
    )
    await writeFile(join(killed, 'production.ndjson'), text)

    const docs = await served(killed)
    expect(docs.get('doc-1')?.title).toBe('Compacted')
    expect(docs.get('doc-2')?.title).toBe('After the compaction began')
    expect((await readdir(killed)).filter((file) => JOURNAL_FILE_RE.test(file))).toEqual([
      'production.journal.ndjson',
    ])
  })

  it('loses nothing when killed while writing the new file or the next journal: the old pair applies', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-1', _type: 'note', title: 'Journaled' })
    const killed = await copyAsKilled(dir)
    await writeFile(join(killed, `.production.ndjson.${process.pid}.0a1b2c3d-4e5f.tmp`), '{"_id":"doc-0"')
    await writeFile(nextJournalPath(killed, 'production'), '{"journal":1,"dataset":"production","ba')
    const docs = await served(killed)
    expect(docs.get('doc-1')?.title).toBe('Journaled')
    expect((await readdir(killed)).filter((file) => file.endsWith('.tmp') || file.includes('-next'))).toEqual(
      [],
    )
  })
})

describe('listeners', () => {
  it('one that throws holds no writer of the batch, and the others still hear every transaction', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    const heard: string[] = []
    store.onChange(() => {
      throw new Error('listener bug')
    })
    store.onChange((change) => heard.push(change.transactionId))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // Planned together: one flush, so both run through the loop that calls the listeners.
      const results = await Promise.all([
        put(store, { _id: 'doc-1', _type: 'note', title: 'A' }, 'tx-a'),
        put(store, { _id: 'doc-2', _type: 'note', title: 'B' }, 'tx-b'),
        put(store, { _id: 'doc-3', _type: 'note', title: 'C' }, 'tx-c'),
      ])
      expect(results).toEqual(['tx-a', 'tx-b', 'tx-c'])
      expect(heard).toEqual(['tx-a', 'tx-b', 'tx-c'])
      expect(error).toHaveBeenCalledWith(expect.stringContaining('listener bug'))
    } finally {
      error.mockRestore()
    }
  })
})

describe('the dataset tools', () => {
  it('read every acknowledged write through readDataset before any compaction', async () => {
    const dir = await datasetDir()
    const store = await startStore(dir)
    await put(store, { _id: 'doc-1', _type: 'note', title: 'Written' })
    await remove(store, 'doc-2')
    const docs = (await readDataset(dir, 'production')) ?? []
    expect(docs.find((doc) => doc._id === 'doc-1')?.title).toBe('Written')
    expect(docs.some((doc) => doc._id === 'doc-2')).toBe(false)
    expect(docs).toHaveLength(19)
    await rename(join(dir, 'production.ndjson'), join(dir, 'gone.txt'))
    expect(await readDataset(dir, 'production')).toBeUndefined()
  })
})
