/**
 * Input hashes for codegen steps: a step whose inputs (source files, generator versions, settings) hash
 * to the value stamped beside its last output can skip regenerating. `npm run codegen` runs before
 * `start`, `build` and `test`, several times in one `npm test`; the stamp makes the repeats free.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { glob, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

const require = createRequire(import.meta.url)

/** What a step's output depends on. Globs and paths are relative to `root`. */
export interface CodegenInputs {
  root: string
  /** File globs (e.g. `specs/*.yaml`); matched files are hashed by path and content, in sorted order. */
  files: string[]
  /** Files to leave out of `files` (e.g. tests), by path. */
  exclude?: (path: string) => boolean
  /** Packages whose installed version changes the output (e.g. `orval`). */
  packages?: string[]
  /** Any other setting the output depends on, serialised with JSON.stringify. */
  settings?: unknown
}

/** SHA-256 (hex) of the inputs. */
export async function hashCodegenInputs({ root, files, exclude, packages = [], settings }: CodegenInputs) {
  const hash = createHash('sha256')
  for (const name of packages) {
    const { version } = require(`${name}/package.json`) as { version: string }
    hash.update(`${name}@${version}\0`)
  }
  hash.update(`${JSON.stringify(settings ?? null)}\0`)
  const matched = new Set<string>()
  for (const pattern of files) {
    for await (const file of glob(pattern, { cwd: root })) if (!exclude?.(file)) matched.add(file)
  }
  for (const file of [...matched].sort()) {
    hash.update(`${file}\0`)
    hash.update(await readFile(resolve(root, file)))
  }
  return hash.digest('hex')
}

/** True when every output exists and `stampPath` holds `inputHash`. */
export async function isFresh(stampPath: string, inputHash: string, outputs: string[]): Promise<boolean> {
  if (!existsSync(stampPath) || !outputs.every((output) => existsSync(output))) return false
  return (await readFile(stampPath, 'utf8')) === inputHash
}

/** Records `inputHash` as the inputs of the output just written. */
export async function writeStamp(stampPath: string, inputHash: string): Promise<void> {
  await writeFile(stampPath, inputHash)
}
