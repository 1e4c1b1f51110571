/**
 * Durable writes (decision 030): the content service is killed (SIGKILL) in the middle of a burst of
 * writes from several clients; every write it acknowledged is in the dataset when it starts again,
 * and the file it left is whole (every line parses, no temporary file is served or left behind).
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

it('keeps every acknowledged write when killed mid-burst, and leaves a whole file', {
  timeout: 60_000,
}, async () => {
  const child = await startChild<{ url: string }>(
    new URL('./main.ts', import.meta.url),
    {
      CONTENT_PORT: '0',
      HOST: '127.0.0.1',
      CONTENT_DATASETS_DIR: fixture.datasetsDir,
      SANITY_WRITE_TOKEN: WRITE,
    },
    { stdout: 'ignore' },
  )
  const writer = createTestClient(child.info.url, { token: WRITE, maxRetries: 0 })
  const acknowledged: string[] = []
  let killed = false
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; !killed; i++) {
      const id = `burst-${w}-${i}`
      try {
        await writer.create({ _id: id, _type: 'campaign', title: `Burst ${w}.${i}` })
        if (!killed) acknowledged.push(id)
      } catch {
        return
      }
      if (acknowledged.length >= 40 && !killed) {
        killed = true
        process.kill(child.pid, 'SIGKILL')
      }
    }
  })
  await Promise.all(writers)
  await child.stop(0)
  expect(acknowledged.length).toBeGreaterThanOrEqual(40)

  // The file as the kill left it: every line a whole document.
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
})
