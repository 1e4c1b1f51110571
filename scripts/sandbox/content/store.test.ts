/**
 * Loading datasets in the query worker (store.ts, decision 013): a file that does not parse stops the
 * service from starting, with the line; a broken edit keeps the last good dataset serving; a new
 * `<dataset>.ndjson` is served without a restart.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from './server.ts'
import { createFixture, createTestClient, type Fixture } from './test-fixtures.ts'

let fixture: Fixture | undefined
let service: ContentService | undefined

afterEach(async () => {
  await service?.close()
  await fixture?.remove()
  service = undefined
  fixture = undefined
})

describe('dataset loading', () => {
  it('refuses to start on a file that does not parse, naming the line', async () => {
    fixture = await createFixture()
    await writeFile(join(fixture.datasetsDir, 'broken.ndjson'), '{"_id":"a","_type":"t"}\n{"_id": oops}\n')
    await expect(startContentService({ datasetsDir: fixture.datasetsDir })).rejects.toThrow(
      /broken\.ndjson line 2/,
    )
  })

  it('keeps serving the last good dataset after a broken edit, and serves a new dataset file', async () => {
    fixture = await createFixture()
    service = await startContentService({ datasetsDir: fixture.datasetsDir })
    const client = createTestClient(service.url)
    await writeFile(join(fixture.datasetsDir, 'production.ndjson'), '{"_id": half-written')
    await fixture.writeDataset([{ _id: 'x', _type: 'note', title: 'Staging' }], 'staging')
    await expect.poll(() => service?.datasets(), { timeout: 5000 }).toEqual(['production', 'staging'])
    expect(await createTestClient(service.url, { dataset: 'staging' }).fetch('*[_id == "x"][0].title')).toBe(
      'Staging',
    )
    expect(await client.fetch('*[_id == "home"][0].title')).toBe('Home')
  })
})
