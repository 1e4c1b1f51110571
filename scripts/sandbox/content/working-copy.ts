/**
 * The datasets working copy (decision 030): `npm start` serves, and the Mutations and Assets APIs
 * write, a copy of the committed seed datasets kept outside git (`.sandbox/datasets/`, gitignored),
 * so trying writes never changes a tracked file. The copy is made on first use; when the seed changes
 * (a pull, `make-dataset.ts`) a copy nobody has written to follows it, a copy with writes is kept and
 * a notice says how to reset it (`npm run content:reset`).
 *
 * What is copied: every `<dataset>.ndjson` of the seed directory and its `images/` and `files/`
 * (content-addressed names). `.seed.json` in the copy records the digests of the seed and of the copy
 * as made; a dataset's digest covers the writes its journal holds (journal.ts). Files are replaced one by one through a temporary file and a rename, so a running content
 * service reloads them as it reloads any edit (a reset needs no restart).
 */
import { createHash, randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { datasetDigest, JOURNAL_FILE_RE } from './journal.ts'
import { DATASET_FILE_RE } from './store.ts'

/** The asset directories copied with the datasets. */
const ASSET_DIRS = ['images', 'files'] as const
/** The record of what a copy was made from. */
const MARKER = '.seed.json'

interface Marker {
  /** Digest of the seed the copy was made from. */
  seed: string
  /** Digest of the copy as made (unchanged since: nobody wrote to it). */
  copy: string
}

const listing = (dir: string) => readdir(dir).catch(() => [] as string[])

/**
 * A digest of a datasets directory: what its datasets hold (each file and the transactions of its
 * journal, journal.ts) and its asset files' names.
 */
async function digestOf(dir: string): Promise<string> {
  const hash = createHash('sha1')
  for (const file of (await listing(dir)).filter((f) => DATASET_FILE_RE.test(f)).sort()) {
    const name = DATASET_FILE_RE.exec(file)?.[1] as string
    hash.update(`${file}\n`).update((await datasetDigest(dir, name)) ?? '')
  }
  for (const sub of ASSET_DIRS) {
    for (const file of (await listing(join(dir, sub))).sort()) hash.update(`${sub}/${file}\n`)
  }
  return hash.digest('hex')
}

/** Copies `from` to `to` through a temporary file beside `to` and a rename (never half a file). */
async function replaceFile(from: string, to: string, dir: string): Promise<void> {
  const temp = join(dir, `.copy.${process.pid}.${randomUUID()}.tmp`)
  await copyFile(from, temp)
  await rename(temp, to)
}

/**
 * Makes `work` hold exactly the seed's datasets and assets: seed files are copied in (assets only
 * when missing: their names are their content), other dataset and asset files are removed, and the
 * marker is written.
 */
async function copySeed(seed: string, work: string): Promise<void> {
  await mkdir(work, { recursive: true })
  // A copy killed half-way leaves its temporary file behind.
  for (const file of await listing(work)) {
    if (/^\.copy\.\d+\.[0-9a-f-]+\.tmp$/.test(file)) await rm(join(work, file), { force: true })
  }
  const seedDatasets = (await listing(seed)).filter((f) => DATASET_FILE_RE.test(f))
  // Journals first (decision 038): writes not yet in a dataset file go with them, even when the file
  // is already byte for byte the seed's. A running service sees its file replaced and starts another.
  for (const file of await listing(work)) {
    if (JOURNAL_FILE_RE.test(file)) await rm(join(work, file), { force: true })
  }
  for (const file of seedDatasets) await replaceFile(join(seed, file), join(work, file), work)
  for (const file of await listing(work)) {
    if (DATASET_FILE_RE.test(file) && !seedDatasets.includes(file))
      await rm(join(work, file), { force: true })
  }
  for (const sub of ASSET_DIRS) {
    await mkdir(join(work, sub), { recursive: true })
    const wanted = await listing(join(seed, sub))
    const present = new Set(await listing(join(work, sub)))
    for (const file of wanted) {
      if (!present.has(file)) await replaceFile(join(seed, sub, file), join(work, sub, file), join(work, sub))
    }
    for (const file of present) {
      if (!wanted.includes(file)) await rm(join(work, sub, file), { recursive: true, force: true })
    }
  }
  const marker: Marker = { seed: await digestOf(seed), copy: await digestOf(work) }
  await writeFile(join(work, MARKER), `${JSON.stringify(marker, null, 2)}\n`)
}

/** What {@link prepareWorkingCopy} did. */
export type WorkingCopyState =
  | { kind: 'created' | 'refreshed' | 'current' }
  /** The seed changed, and the copy has writes: it was kept. */
  | { kind: 'stale'; notice: string }

/**
 * Makes sure the working copy `work` of the seed datasets directory `seed` exists: creates it on
 * first use, follows a changed seed when nobody wrote to the copy, and otherwise leaves it alone
 * (`stale` carries the notice to print), as it does datasets it has no record of having copied.
 * Throws when the seed cannot be read or the copy written.
 */
export async function prepareWorkingCopy(seed: string, work: string): Promise<WorkingCopyState> {
  let marker: Marker | undefined
  try {
    marker = JSON.parse(await readFile(join(work, MARKER), 'utf8')) as Marker
  } catch {
    if ((await listing(work)).some((file) => DATASET_FILE_RE.test(file))) {
      // Datasets without a record of where they came from: somebody's own, never overwritten.
      return {
        kind: 'stale',
        notice: `${work} has datasets but no record of the seed they were copied from: it was kept. \`npm run content:reset\` replaces it with the seed.`,
      }
    }
    await copySeed(seed, work)
    return { kind: 'created' }
  }
  if (marker.seed === (await digestOf(seed))) return { kind: 'current' }
  if (marker.copy === (await digestOf(work))) {
    await copySeed(seed, work)
    return { kind: 'refreshed' }
  }
  return {
    kind: 'stale',
    notice: `The seed datasets changed since ${work} was copied from them, and it has changes of its own (writes, imports): it was kept. \`npm run content:reset\` replaces it with the seed.`,
  }
}

/** Makes the working copy `work` the seed again, whatever it holds (`npm run content:reset`). */
export async function resetWorkingCopy(seed: string, work: string): Promise<void> {
  await copySeed(seed, work)
}
