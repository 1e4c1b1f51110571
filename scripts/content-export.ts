/**
 * `npm run content:export -- <dataset> <file.tar.gz>` writes a dataset of the local content service
 * (`CONTENT_DATASETS_DIR`, default the working copy of the seed, `.sandbox/datasets`) in the format `sanity dataset export` writes:
 * `data.ndjson` with asset fields as `_sanityAsset` placeholders, `assets.json`, `images/`, `files/`.
 * `content:import` (and `sanity dataset import`) read it back. Exits 1 when the dataset does not exist.
 */
import { parseArgs } from 'node:util'
import { ArchiveError, runDatasetTool } from './sandbox/content/dataset-archive.ts'
import { exportDataset } from './sandbox/content/dataset-export.ts'
import { callerPath, prepareDatasetsDir } from './sandbox/content/environment.ts'

const usage = 'usage: npm run content:export -- <dataset> <file.tar.gz> [--datasets-dir <dir>]'

await runDatasetTool(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'datasets-dir': { type: 'string' } },
  })
  const [dataset, output] = positionals
  if (!dataset || !output || positionals.length > 2) throw new ArchiveError(usage)
  if (values['datasets-dir']) process.env.CONTENT_DATASETS_DIR = values['datasets-dir']
  const result = await exportDataset({
    datasetsDir: (await prepareDatasetsDir()).dir,
    dataset,
    output: callerPath(output),
  })
  console.log(
    `Exported ${result.documents} documents and ${result.assets} assets of "${dataset}" to ${result.file}`,
  )
  if (result.missingFiles.length > 0) {
    console.warn(
      `Warning: left out ${result.missingFiles.length} assets whose file is missing: ${result.missingFiles.join(', ')}`,
    )
  }
})
