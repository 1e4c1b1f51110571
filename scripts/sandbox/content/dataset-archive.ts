/**
 * What the dataset tools share (decision 013): the import and export of the format
 * `sanity dataset export` writes (dataset-import.ts, dataset-export.ts) refuse bad input with an
 * {@link ArchiveError} and replace files whole; they read datasets with journal.ts's `readDataset`.
 */
import { randomUUID } from 'node:crypto'
import { rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { ContentServiceError } from './errors.ts'

/** A refused archive: `message` says what is wrong, and where. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArchiveError'
  }
}

/** The key of an asset placeholder in an export's documents (`{"_sanityAsset": "image@file://./…"}`). */
export const ASSET_KEY = '_sanityAsset'

/** Whether `value` is a plain object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Writes `data` to `path` through a temporary file in the same directory and a rename. */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`)
  await writeFile(temp, data)
  await rename(temp, path)
}

/**
 * Runs a dataset tool (`content:import`, `content:export`): a refused archive, an invalid name or bad
 * arguments print their message and exit 1; anything else is a bug and is thrown.
 */
export async function runDatasetTool(main: () => Promise<void>): Promise<void> {
  try {
    await main()
  } catch (error) {
    const expected =
      error instanceof ArchiveError ||
      error instanceof ContentServiceError ||
      String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
    if (!expected) throw error
    console.error((error as Error).message)
    process.exit(1)
  }
}
