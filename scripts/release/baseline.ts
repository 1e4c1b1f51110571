/**
 * What the last release of `@music/sdk` offered (decision 029): its version, the API report of each
 * entry and each service's OpenAPI document as the sdk reads it (bundled with `common.yaml`, servers
 * flattened: `scripts/codegen/bundle.ts`), kept in `sdk/api/released/`. `npm run release:version`
 * writes it right after `changeset version`; `npm run release:check` compares the sdk and the
 * documents of today against it. It lives in the repository (not in git tags or the registry), so the
 * check runs the same in a shallow clone, a tarball or CI.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { services } from '../../sdk/src/transport/services.ts'
import { loadServiceDocument, type OpenApiDocument } from '../codegen/bundle.ts'
import { API_REPORT_DIR } from './api-report.ts'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/** Where the baseline lives. */
export const RELEASED_DIR = join(API_REPORT_DIR, 'released')

/** The baseline: version, API reports by entry name, OpenAPI documents by service. */
export interface ReleaseBaseline {
  version: string
  reports: Map<string, string>
  documents: Map<string, OpenApiDocument>
}

/** The API reports in `dir` (`<entry>.api.md`), by entry name. */
export async function readApiReports(dir: string): Promise<Map<string, string>> {
  const reports = new Map<string, string>()
  for (const file of (await readdir(dir)).sort()) {
    if (file.endsWith('.api.md'))
      reports.set(file.slice(0, -'.api.md'.length), await readFile(join(dir, file), 'utf8'))
  }
  return reports
}

/** Each service's document of `specsDir` as the sdk reads it. */
export function readServiceDocuments(specsDir = join(root, 'specs')): Map<string, OpenApiDocument> {
  return new Map(services.map((service) => [service, loadServiceDocument(join(specsDir, `${service}.yaml`))]))
}

/** Reads the baseline in `dir`. @throws when it is missing (every release writes one) */
export async function readBaseline(dir = RELEASED_DIR): Promise<ReleaseBaseline> {
  const { version } = JSON.parse(await readFile(join(dir, 'release.json'), 'utf8')) as { version: string }
  const documents = new Map<string, OpenApiDocument>()
  for (const file of (await readdir(join(dir, 'openapi'))).sort()) {
    if (!file.endsWith('.json')) continue
    documents.set(
      file.slice(0, -'.json'.length),
      JSON.parse(await readFile(join(dir, 'openapi', file), 'utf8')),
    )
  }
  return { version, reports: await readApiReports(dir), documents }
}

/**
 * Replaces the baseline in `dir` with `version`, the reports of `reportDir` and the documents of
 * `specsDir`.
 */
export async function writeBaseline(
  version: string,
  options: { dir?: string; reportDir?: string; specsDir?: string } = {},
): Promise<void> {
  const dir = options.dir ?? RELEASED_DIR
  await rm(dir, { recursive: true, force: true })
  await mkdir(join(dir, 'openapi'), { recursive: true })
  await writeFile(join(dir, 'release.json'), `${JSON.stringify({ version }, null, 2)}\n`)
  for (const [entry, report] of await readApiReports(options.reportDir ?? API_REPORT_DIR)) {
    await writeFile(join(dir, `${entry}.api.md`), report)
  }
  for (const [service, document] of readServiceDocuments(options.specsDir)) {
    await writeFile(join(dir, 'openapi', `${service}.json`), `${JSON.stringify(document, null, 2)}\n`)
  }
}

if (import.meta.main) {
  // `npm run release:version` runs it after `changeset version`: the version just written is released.
  const { version } = JSON.parse(await readFile(join(root, 'sdk/package.json'), 'utf8')) as {
    version: string
  }
  await writeBaseline(version)
  console.log(`release baseline: @music/sdk ${version} written to ${RELEASED_DIR}`)
}
