/**
 * `npm run content:import -- <export.tar.gz | data.ndjson> [--dataset name] [--replace | --missing] [--allow-failing-assets]`
 * loads a `sanity dataset export` archive (or an NDJSON file) into the datasets directory the local
 * content service serves (`CONTENT_DATASETS_DIR`, default the working copy of the seed, `.sandbox/datasets`), as `sanity dataset import`
 * would: asset fields become references to asset documents, files land where the image CDN serves
 * them. Without a flag, ids the dataset already has are refused; `--replace` replaces those
 * documents, `--missing` keeps them. A strong reference to a document the dataset does not have is
 * left weak, as `sanity dataset import` leaves it; `--allow-failing-assets` imports documents whose
 * assets cannot be imported without those assets. A refused archive changes nothing. A running
 * service picks the new dataset up by itself. Exits 1 with the reasons when the archive is refused.
 */
import { parseArgs } from 'node:util'
import { ArchiveError, runDatasetTool } from './sandbox/content/dataset-archive.ts'
import { importDataset } from './sandbox/content/dataset-import.ts'
import {
  callerPath,
  contentApiHostFromEnv,
  datasetFromEnv,
  prepareDatasetsDir,
  projectIdFromEnv,
} from './sandbox/content/environment.ts'

const usage =
  'usage: npm run content:import -- <export.tar.gz | data.ndjson> [--dataset <name>] [--replace | --missing] [--allow-failing-assets] [--datasets-dir <dir>]'

await runDatasetTool(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dataset: { type: 'string' },
      replace: { type: 'boolean' },
      missing: { type: 'boolean' },
      'allow-failing-assets': { type: 'boolean' },
      'datasets-dir': { type: 'string' },
    },
  })
  const [source] = positionals
  if (!source || positionals.length > 1 || (values.replace && values.missing)) throw new ArchiveError(usage)
  if (values['datasets-dir']) process.env.CONTENT_DATASETS_DIR = values['datasets-dir']
  const result = await importDataset({
    source: callerPath(source),
    datasetsDir: (await prepareDatasetsDir()).dir,
    dataset: values.dataset ?? datasetFromEnv(),
    existing: values.replace ? 'replace' : values.missing ? 'skip' : 'fail',
    projectId: projectIdFromEnv(),
    assetBaseUrl: contentApiHostFromEnv(),
    allowFailingAssets: values['allow-failing-assets'] === true,
  })
  console.log(
    `Imported ${result.documents} documents and ${result.assets} assets into dataset "${result.dataset}" (${result.file})` +
      (result.replaced ? `; replaced ${result.replaced}` : '') +
      (result.skipped ? `; kept ${result.skipped} existing` : ''),
  )
  const list = (items: string[]) => `${items.slice(0, 8).join(', ')}${items.length > 8 ? ', …' : ''}`
  if (result.missingReferences.length > 0) {
    console.warn(
      `Warning: references to ${result.missingReferences.length} documents the dataset does not have were left weak (_weak: true), as \`sanity dataset import\` leaves references it cannot strengthen: ${list(result.missingReferences)}`,
    )
  }
  if (result.failedAssets.length > 0) {
    console.warn(
      `Warning: ${result.failedAssets.length} asset fields were imported without their asset (--allow-failing-assets):\n  - ${result.failedAssets.slice(0, 8).join('\n  - ')}`,
    )
  }
})
