/**
 * Durable writes (decisions 030, 038): the content service is killed (SIGKILL) in the middle of a
 * burst of writes from several clients, and again while it rewrites the dataset file from its journal
 * (compaction); every write it acknowledged is there when it starts again, and the files it left are
 * whole (every line of the dataset file parses, no temporary file is served or left behind).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startChild } from '../child-process.ts'
import { startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'
import { createFixture, createTestClient, type Fixture, fixtureDocuments } from './test-fixtures.ts'

const WRITE = 'crash-write-token'
let fixture: Fixture

beforeAll(async () => {
  fixture = await createFixture()
  // About 2 MB, so that a write takes long enough to be cut in the middle.
  const filler = Array.from({ length: 3000 }, (_, i) => ({
    _id: `filler-${i}`,
    _type: 'campaign',
    title: `Filler ${i}`,
    body: 'Lorem ipsum dolor sit amet. '.repeat(20),
  }))
  await fixture.writeDataset([...fixtureDocuments(), ...filler])
})

afterAll(async () => {
  await fixture?.remove()
})

/**
 * Starts the service over the fixture with `env`, writes from 4 clients until 40 writes are acknowledged
 * and `ready()` says so, then kills it (SIGKILL); resolves with the ids acknowledged before the kill.
 */
async function burstThenKill(env: Record<string, string>, ready: () => Promise<boolean>): Promise<string[]> {
  const child = await startChild<{ url: string }>(
    new URL('./main.ts', import.meta.url),
    {
      CONTENT_PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DATASETS_DIR: fixture.datasetsDir,
      SANITY_WRITE_TOKEN: WRITE,
      ...env,
    },
    { stdout: 'ignore' },
  )
  const writer = createTestClient(child.info.url, { token: WRITE, maxRetries: 0 })
  const acknowledged: string[] = []
  let killed = false
  const prefix = `burst-${Date.now()}`
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; !killed; i++) {
      const id = `${prefix}-${w}-${i}`
      try {
        await writer.create({ _id: id, _type: 'campaign', title: `Burst ${w}.${i}` })
        if (!killed) acknowledged.push(id)
      } catch {
        return
      }
    }
  })
  while (!killed && (acknowledged.length < 40 || !(await ready()))) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  killed = true
  process.kill(child.pid, 'SIGKILL')
  await Promise.all(writers)
  await child.stop(0)
  return acknowledged
}

/** What a new service over the files the kill left serves: every acknowledged write, and whole files. */
async function expectWhole(acknowledged: string[]) {
  // The dataset file as the kill left it: every line a whole document, the filler all there.
  const text = await readFile(join(fixture.datasetsDir, 'production.ndjson'), 'utf8')
  const docs = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SanityDocument)
  expect(docs.filter((doc) => doc._id.startsWith('filler-'))).toHaveLength(3000)
  const again = await startContentService({ datasetsDir: fixture.datasetsDir })
  try {
    const ids = await createTestClient(again.url).fetch<string[]>('*[_id in $ids]._id', { ids: acknowledged })
    expect(new Set(ids)).toEqual(new Set(acknowledged))
    expect((await readdir(fixture.datasetsDir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  } finally {
    await again.close()
  }
}

it('keeps every acknowledged write when killed mid-burst, and leaves whole files', {
  timeout: 60_000,
}, async () => {
  const acknowledged = await burstThenKill({}, async () => true)
  expect(acknowledged.length).toBeGreaterThanOrEqual(40)
  await expectWhole(acknowledged)
})

it('keeps every acknowledged write when killed while it rewrites the dataset file (compaction)', {
  timeout: 60_000,
}, async () => {
  // Compaction after every flush, so one is nearly always running; killed once one has its new file open.
  const compacting = async () =>
    (await readdir(fixture.datasetsDir)).some((name) => /^\.production\.ndjson\..*\.tmp$/.test(name))
  const acknowledged = await burstThenKill({ CONTENT_COMPACT_JOURNAL_BYTES: '1' }, compacting)
  expect(acknowledged.length).toBeGreaterThanOrEqual(40)
  await expectWhole(acknowledged)
})
