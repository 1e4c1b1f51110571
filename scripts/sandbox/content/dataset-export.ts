/**
 * Export of a dataset of the local content service in the format `sanity dataset export` writes
 * (decision 013; sanity-io/export's AssetHandler and export): a `.tar.gz` holding
 * `<dataset>-export-<date>/data.ndjson` (documents without asset documents, each asset field as
 * `{"_sanityAsset": "image@file://./images/<hash>-<w>x<h>.<ext>", …}`), `assets.json`
 * (`"image-<sha1>"` → the asset document but its derived fields), `images/` and `files/`.
 * dataset-import.ts (and `sanity dataset import`) read it back.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import * as tar from 'tar'
import { ASSET_DERIVED_FIELDS, assetFileName, isExportedAssetId, sha1Hex } from './asset-documents.ts'
import { ArchiveError, ASSET_KEY, isRecord } from './dataset-archive.ts'
import { readDataset } from './journal.ts'
import { validateDatasetName } from './validation.ts'

/** Options of {@link exportDataset}. */
export interface ExportOptions {
  datasetsDir: string
  dataset: string
  /** The `.tar.gz` to write. */
  output: string
}

/** What an export wrote. */
export interface ExportResult {
  file: string
  documents: number
  assets: number
  /** Asset documents whose file is not in the datasets directory (left out, as `sanity dataset export` does). */
  missingFiles: string[]
}

/** `value` with every asset field (`{asset: {_ref: image-…}}`) as `{_sanityAsset: "image@file://./images/…"}`. */
function withAssetPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAssetPlaceholders)
  if (!isRecord(value)) return value
  const ref = isRecord(value.asset) ? value.asset._ref : undefined
  if (typeof ref === 'string' && isExportedAssetId(ref)) {
    const { asset: _asset, ...rest } = value
    const type = ref.startsWith('image-') ? 'image' : 'file'
    return {
      [ASSET_KEY]: `${type}@file://./${assetFileName(ref)}`,
      ...(withAssetPlaceholders(rest) as object),
    }
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withAssetPlaceholders(child)]))
}

/**
 * Exports dataset `dataset` of `datasetsDir` (its file and journal) with its asset files as
 * `sanity dataset export` does.
 * Throws when the dataset does not exist.
 */
export async function exportDataset(options: ExportOptions): Promise<ExportResult> {
  validateDatasetName(options.dataset)
  const source = join(options.datasetsDir, `${options.dataset}.ndjson`)
  // With every acknowledged write, compacted into the file or still in its journal (decision 038).
  const stored = await readDataset(options.datasetsDir, options.dataset)
  if (!stored) throw new ArchiveError(`No dataset "${options.dataset}": ${source} does not exist`)
  const documents = stored.filter((doc) => !doc._id.startsWith('_.'))
  const stamp = new Date()
    .toISOString()
    .replace(/[^a-z0-9]/gi, '-')
    .toLowerCase()
  const prefix = `${options.dataset}-export-${stamp}`
  const work = await mkdtemp(join(tmpdir(), 'content-export-'))
  try {
    const root = join(work, prefix)
    await mkdir(join(root, 'images'), { recursive: true })
    await mkdir(join(root, 'files'), { recursive: true })
    const assetsJson: Record<string, Record<string, unknown>> = {}
    const missingFiles: string[] = []
    const lines: string[] = []
    let assets = 0
    for (const doc of documents) {
      const fileName =
        doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset'
          ? assetFileName(doc._id)
          : undefined
      if (!fileName) {
        lines.push(JSON.stringify(withAssetPlaceholders(doc)))
        continue
      }
      const bytes = await readFile(join(options.datasetsDir, fileName)).catch(() => undefined)
      if (!bytes) {
        missingFiles.push(doc._id)
        continue
      }
      await writeFile(join(root, fileName), bytes)
      const meta = Object.fromEntries(
        Object.entries(doc).filter(([key]) => !ASSET_DERIVED_FIELDS.includes(key)),
      )
      if (Object.keys(meta).length > 0)
        assetsJson[`${fileName.startsWith('images/') ? 'image' : 'file'}-${sha1Hex(bytes)}`] = meta
      assets++
    }
    await writeFile(join(root, 'data.ndjson'), lines.length > 0 ? `${lines.join('\n')}\n` : '')
    await writeFile(join(root, 'assets.json'), JSON.stringify(assetsJson))
    const temp = join(dirname(resolve(options.output)), `.${basename(options.output)}.${randomUUID()}.tmp`)
    await tar.c({ gzip: true, file: temp, cwd: work, portable: true }, [prefix])
    await rename(temp, options.output)
    return { file: options.output, documents: lines.length, assets, missingFiles }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
