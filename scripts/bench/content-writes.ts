/**
 * The writes part of `npm run bench:content` (decision 038), the content service as `npm start` runs
 * it (a process of its own), at the seed's size and at `large`× it (100×; 10× with `--quick`), side by
 * side in one run:
 * - patch latency: the same small patch of one page through `@sanity/client`, acknowledged once
 *   durable, sent to the two services in turn (so the machine's load falls on both alike); p50/p99 and
 *   the ratio of the large one's to the seed's (target: within 3×);
 * - a content migration: `patches` patches (10,000; 1,000 with `--quick`), each setting a field of another
 *   document, through `@sanity/client` in transactions of 50, 4 in flight; its duration and patches/s;
 * - memory at rest: the service's resident memory (RSS) after it loaded the dataset, and again once the
 *   migration was compacted into the file and the process settled, less an empty service's, against the
 *   file (target at 100×: at most 2×).
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { type ChildService, startChild } from '../sandbox/child-process.ts'
import { journalPath, readJournal } from '../sandbox/content/journal.ts'
import type { ContentServiceInfo } from '../sandbox/content/main.ts'
import type { SanityDocument } from '../sandbox/content/store.ts'
import { multiplyDataset } from './bench-dataset.ts'
import { percentile } from './figures.ts'

/** What {@link benchWrites} needs from the bench around it. */
export interface WritesBenchOptions {
  seed: readonly SanityDocument[]
  /** The dataset's size against the seed's for the large service. */
  large: number
  /** Sequential patches per service for the latency. */
  patches: number
  /** Patches of the migration. */
  migrationPatches: number
  /** The id both services patch for the latency (a published page). */
  targetId: string
  writeToken: string
  /** RSS of an empty service process (bytes). */
  emptyResident: number
  /** Records a printed figure (checked at the end by the shared check). */
  figure: (label: string, value: number) => number
  /** Prints a row. */
  row: (size: number, docs: number, label: string, text: string) => void
  /** RSS of `pid` once it settles (bytes). */
  residentAtRest: (pid: number) => Promise<number>
}

const MIGRATION_TRANSACTION = 50
const MIGRATION_IN_FLIGHT = 4
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`

interface Side {
  size: number
  docs: SanityDocument[]
  dir: string
  bytes: number
  child: ChildService<ContentServiceInfo>
  client: SanityClient
}

/** A service process over a fresh directory holding `docs` as `production.ndjson`. */
async function startSide(size: number, docs: SanityDocument[], writeToken: string): Promise<Side> {
  const dir = await mkdtemp(join(tmpdir(), `content-bench-writes-${size}x-`))
  const file = join(dir, 'production.ndjson')
  await writeFile(file, `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  const child = await startChild<ContentServiceInfo>(
    new URL('../sandbox/content/main.ts', import.meta.url),
    { CONTENT_DATASETS_DIR: dir, CONTENT_PORT: '0', HOST: '127.0.0.1', SANITY_WRITE_TOKEN: writeToken },
    { stdout: 'ignore' },
  )
  const client = createClient({
    projectId: 'musicweb',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: child.info.url,
    useProjectHostname: false,
    useCdn: false,
    token: writeToken,
    maxRetries: 0,
  })
  return { size, docs, dir, bytes: (await stat(file)).size, child, client }
}

/** Waits until the service has compacted its journal into the file (polls the journal: a bench, not a test). */
async function compacted(side: Side): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const journal = await readJournal(journalPath(side.dir, 'production'))
    if (journal && journal.records.length === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`content bench: the ${side.size}× service did not compact its journal within 2 minutes`)
}

/** Runs the writes bench (see the module comment); every figure goes through `options.figure`. */
export async function benchWrites(options: WritesBenchOptions): Promise<void> {
  const { figure, row, large } = options
  const sides: Side[] = []
  try {
    for (const size of [1, large])
      sides.push(await startSide(size, multiplyDataset(options.seed, size), options.writeToken))
    for (const side of sides) {
      const resident = await options.residentAtRest(side.child.pid)
      row(
        side.size,
        side.docs.length,
        'memory at rest after load',
        `RSS ${(resident / 1e6).toFixed(0)} MB; above an empty service ${((resident - options.emptyResident) / 1e6).toFixed(0)} MB = ${figure(`${side.size}× (RSS − empty)/file after load`, (resident - options.emptyResident) / side.bytes).toFixed(2)}× the file (${(side.bytes / 1e6).toFixed(1)} MB)`,
      )
    }

    // The same patch, to each service in turn.
    const timings = new Map<number, number[]>(sides.map((side) => [side.size, []]))
    for (let i = -10; i < options.patches; i++) {
      for (const side of sides) {
        const started = performance.now()
        await side.client.patch(options.targetId).set({ benchCounter: i }).commit({ returnDocuments: false })
        if (i >= 0) timings.get(side.size)?.push(performance.now() - started)
      }
    }
    const p50 = (size: number) => percentile(timings.get(size) ?? [], 50)
    const p99 = (size: number) => percentile(timings.get(size) ?? [], 99)
    for (const side of sides) {
      row(
        side.size,
        side.docs.length,
        'patch latency (side by side)',
        `n=${String(timings.get(side.size)?.length).padStart(5)}  p50 ${ms(figure(`${side.size}× patch p50`, p50(side.size)))}  p99 ${ms(figure(`${side.size}× patch p99`, p99(side.size)))}`,
      )
    }
    const largeSide = sides[1] as Side
    row(
      large,
      largeSide.docs.length,
      `patch at ${large}× / at 1×`,
      `p50 ${figure(`patch p50 ${large}×/1×`, p50(large) / p50(1)).toFixed(2)}×  p99 ${figure(`patch p99 ${large}×/1×`, p99(large) / p99(1)).toFixed(2)}×  (target ≤ 3×)`,
    )

    // A migration: every patch sets a field of another published document, in transactions.
    for (const side of sides) {
      const ids = side.docs.filter((doc) => !doc._id.includes('.')).map((doc) => doc._id)
      let next = 0
      const started = performance.now()
      await Promise.all(
        Array.from({ length: MIGRATION_IN_FLIGHT }, async () => {
          while (next < options.migrationPatches) {
            const from = next
            next = Math.min(options.migrationPatches, next + MIGRATION_TRANSACTION)
            const transaction = side.client.transaction()
            for (let i = from; i < next; i++) {
              transaction.patch(ids[i % ids.length] as string, (patch) => patch.set({ migrated: i }))
            }
            await transaction.commit({ returnDocuments: false, visibility: 'async' })
          }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      row(
        side.size,
        side.docs.length,
        `migration of ${options.migrationPatches} patches`,
        `${figure(`${side.size}× migration of ${options.migrationPatches} patches (s)`, seconds).toFixed(1).padStart(6)} s  = ${(options.migrationPatches / seconds).toFixed(0)} patches/s  (transactions of ${MIGRATION_TRANSACTION}, ${MIGRATION_IN_FLIGHT} in flight)`,
      )
    }
    const check = await largeSide.client.fetch<number>('count(*[defined(migrated)])')
    if (
      check !==
      Math.min(options.migrationPatches, largeSide.docs.filter((doc) => !doc._id.includes('.')).length)
    ) {
      throw new Error(`content bench: the migration left ${check} documents migrated`)
    }

    for (const side of sides) {
      await compacted(side)
      const resident = await options.residentAtRest(side.child.pid)
      const file = (await stat(join(side.dir, 'production.ndjson'))).size
      row(
        side.size,
        side.docs.length,
        'memory at rest after migration',
        `RSS ${(resident / 1e6).toFixed(0)} MB; above an empty service ${((resident - options.emptyResident) / 1e6).toFixed(0)} MB = ${figure(`${side.size}× (RSS − empty)/file after the migration`, (resident - options.emptyResident) / file).toFixed(2)}× the file (${(file / 1e6).toFixed(1)} MB, compacted)`,
      )
    }
    // The file a developer reads holds the migration.
    const text = await readFile(join(largeSide.dir, 'production.ndjson'), 'utf8')
    if (!text.includes('"migrated":'))
      throw new Error('content bench: the compacted file lacks the migration')
  } finally {
    for (const side of sides) {
      await side.child.stop()
      await rm(side.dir, { recursive: true, force: true })
    }
  }
}
