/**
 * The datasets working copy (decision 030): `npm start` serves and writes a gitignored copy of the
 * seed, so writes through the Mutations API never change a tracked file; the copy follows a changed
 * seed unless it has writes of its own, and `content:reset` makes it the seed again, also under a
 * running service.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WORKING_DATASETS_DIR } from './environment.ts'
import { startContentService } from './server.ts'
import { createTestClient, toNdjson } from './test-fixtures.ts'
import { prepareWorkingCopy, resetWorkingCopy } from './working-copy.ts'

const WRITE = 'working-copy-write-token'
let root: string
let seed: string
let work: string

const page = (title: string) => ({ _id: 'home', _type: 'homepage', title, _rev: 'r1' })

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'working-copy-'))
  seed = join(root, 'seed')
  work = join(root, 'work')
  await mkdir(join(seed, 'images'), { recursive: true })
  await mkdir(join(seed, 'files'), { recursive: true })
  await writeFile(join(seed, 'production.ndjson'), toNdjson([page('Seed home')]))
  await writeFile(join(seed, 'images', 'abc-1x1.png'), 'png')
  // Not datasets: the seed directory's scripts and sources stay out of the copy.
  await writeFile(join(seed, 'make-dataset.ts'), 'export {}')
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const seedBytes = () => readFile(join(seed, 'production.ndjson'), 'utf8')
const workBytes = () => readFile(join(work, 'production.ndjson'), 'utf8')

describe('the working copy', () => {
  it('is made from the seed on first use, datasets and assets only, and then left as it is', async () => {
    expect(await prepareWorkingCopy(seed, work)).toEqual({ kind: 'created' })
    expect(await workBytes()).toBe(await seedBytes())
    expect(await readdir(join(work, 'images'))).toEqual(['abc-1x1.png'])
    expect((await readdir(work)).sort()).toEqual(['.seed.json', 'files', 'images', 'production.ndjson'])
    expect(await prepareWorkingCopy(seed, work)).toEqual({ kind: 'current' })
  })

  it('takes writes through the Mutations API while the seed stays as committed', async () => {
    await prepareWorkingCopy(seed, work)
    const before = await seedBytes()
    const service = await startContentService({ datasetsDir: work, writeToken: WRITE })
    try {
      await createTestClient(service.url, { token: WRITE, apiVersion: '2025-02-19' })
        .patch('home')
        .set({ title: 'Written home' })
        .commit()
    } finally {
      await service.close()
    }
    expect(await seedBytes()).toBe(before)
    expect(await workBytes()).toContain('Written home')
    // A restart keeps what was written.
    expect(await prepareWorkingCopy(seed, work)).toEqual({ kind: 'current' })
    expect(await workBytes()).toContain('Written home')
  })

  it('follows a changed seed when nobody wrote to it', async () => {
    await prepareWorkingCopy(seed, work)
    await writeFile(join(seed, 'production.ndjson'), toNdjson([page('New seed home')]))
    await writeFile(join(seed, 'images', 'def-2x2.png'), 'png2')
    expect(await prepareWorkingCopy(seed, work)).toEqual({ kind: 'refreshed' })
    expect(await workBytes()).toContain('New seed home')
    expect((await readdir(join(work, 'images'))).sort()).toEqual(['abc-1x1.png', 'def-2x2.png'])
  })

  it('keeps a copy with writes when the seed changes, and says how to reset it', async () => {
    await prepareWorkingCopy(seed, work)
    await writeFile(join(work, 'production.ndjson'), toNdjson([page('My edit')]))
    await writeFile(join(seed, 'production.ndjson'), toNdjson([page('New seed home')]))
    const state = await prepareWorkingCopy(seed, work)
    expect(state).toMatchObject({ kind: 'stale', notice: expect.stringContaining('npm run content:reset') })
    expect(await workBytes()).toContain('My edit')
  })

  it('never overwrites datasets it has no record of having copied', async () => {
    await mkdir(work, { recursive: true })
    await writeFile(join(work, 'production.ndjson'), toNdjson([page('Made by hand')]))
    expect(await prepareWorkingCopy(seed, work)).toMatchObject({ kind: 'stale' })
    expect(await workBytes()).toContain('Made by hand')
  })

  it('is the seed again after a reset, under a running service too', async () => {
    await prepareWorkingCopy(seed, work)
    const service = await startContentService({ datasetsDir: work, writeToken: WRITE })
    try {
      const client = createTestClient(service.url, { token: WRITE, apiVersion: '2025-02-19' })
      await client.patch('home').set({ title: 'Written home' }).commit()
      await client.create({ _id: 'extra', _type: 'note' })
      await writeFile(join(work, 'other.ndjson'), toNdjson([page('Imported')]))
      await writeFile(join(work, 'images', 'uploaded-3x3.png'), 'png3')
      await resetWorkingCopy(seed, work)
      expect(await workBytes()).toBe(await seedBytes())
      expect((await readdir(work)).sort()).toEqual(['.seed.json', 'files', 'images', 'production.ndjson'])
      expect(await readdir(join(work, 'images'))).toEqual(['abc-1x1.png'])
      await expect
        .poll(() => client.fetch('*[_id in ["home", "extra"]]{_id, title}'), { timeout: 10_000 })
        .toEqual([{ _id: 'home', title: 'Seed home' }])
    } finally {
      await service.close()
    }
    expect(await prepareWorkingCopy(seed, work)).toEqual({ kind: 'current' })
  })

  it('lives where git ignores it', () => {
    const repository = fileURLToPath(new URL('../../../', import.meta.url))
    const file = relative(repository, join(WORKING_DATASETS_DIR, 'production.ndjson'))
    expect(file.startsWith('..')).toBe(false)
    // Exit status 0: ignored (1 would throw).
    expect(() => execFileSync('git', ['check-ignore', '-q', file], { cwd: repository })).not.toThrow()
  })
})
