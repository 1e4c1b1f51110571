/**
 * `npm run content:import -- <export.tar.gz | data.ndjson> [--dataset name] [--replace | --missing]`
 * loads a `sanity dataset export` archive (or an NDJSON file) into the datasets directory the local
 * content service serves (`CONTENT_DATASETS_DIR`, default the working copy of the seed, `.sandbox/datasets`), as `sanity dataset import`
 * would: asset fields become references to asset documents, files land where the image CDN serves
 * them. Without a flag, ids the dataset already has are refused; `--replace` replaces those
 * documents, `--missing` keeps them. A refused archive changes nothing. A running service picks the
 * new dataset up by itself. Exits 1 with the reasons when the archive is refused.
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
  'usage: npm run content:import -- <export.tar.gz | data.ndjson> [--dataset <name>] [--replace | --missing] [--datasets-dir <dir>]'

await runDatasetTool(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dataset: { type: 'string' },
      replace: { type: 'boolean' },
      missing: { type: 'boolean' },
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
  })
  console.log(
    `Imported ${result.documents} documents and ${result.assets} assets into dataset "${result.dataset}" (${result.file})` +
      (result.replaced ? `; replaced ${result.replaced}` : '') +
      (result.skipped ? `; kept ${result.skipped} existing` : ''),
  )
  if (result.missingReferences.length > 0) {
    console.warn(
      `Warning: ${result.missingReferences.length} referenced ids have no document: ${result.missingReferences.slice(0, 8).join(', ')}${result.missingReferences.length > 8 ? ', …' : ''}`,
    )
  }
})
