/**
 * `npm run content:export -- <dataset> <file.tar.gz>` writes a dataset of the local content service
 * (`CONTENT_DATASETS_DIR`, default the seed's) in the format `sanity dataset export` writes:
 * `data.ndjson` with asset fields as `_sanityAsset` placeholders, `assets.json`, `images/`, `files/`.
 * `content:import` (and `sanity dataset import`) read it back. Exits 1 when the dataset does not exist.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ArchiveError, exportDataset } from './sandbox/content/dataset-archive.ts'
import { datasetsDirFromEnv } from './sandbox/content/environment.ts'
import { ContentServiceError } from './sandbox/content/errors.ts'

const usage = 'usage: npm run content:export -- <dataset> <file.tar.gz> [--datasets-dir <dir>]'

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'datasets-dir': { type: 'string' } },
  })
  const [dataset, output] = positionals
  if (!dataset || !output || positionals.length > 2) throw new ArchiveError(usage)
  if (values['datasets-dir']) process.env.CONTENT_DATASETS_DIR = values['datasets-dir']
  const result = await exportDataset({
    datasetsDir: datasetsDirFromEnv(),
    dataset,
    // npm runs scripts in the package root; paths are the caller's.
    output: resolve(process.env.INIT_CWD ?? process.cwd(), output),
  })
  console.log(
    `Exported ${result.documents} documents and ${result.assets} assets of "${dataset}" to ${result.file}`,
  )
  if (result.missingFiles.length > 0) {
    console.warn(
      `Warning: left out ${result.missingFiles.length} assets whose file is missing: ${result.missingFiles.join(', ')}`,
    )
  }
} catch (error) {
  if (
    error instanceof ArchiveError ||
    error instanceof ContentServiceError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error((error as Error).message)
    process.exit(1)
  }
  throw error
}
