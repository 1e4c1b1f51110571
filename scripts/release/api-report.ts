/**
 * The API report of `@music/sdk` (decision 029): one API Extractor report per entry of the package's
 * exports map (`sdk/api/<entry>.api.md`, committed), written from the built declaration files
 * (`sdk/dist`, `npm run build:sdk` first). Every entry is analysed in one TypeScript program
 * (API Extractor's `CompilerState` with additional entry points), so the 24 reports take one pass.
 *
 * `npm run api:report` rewrites the reports; `npm run api:report -- --check` (in `npm test`, through
 * `release:check`) fails when a report differs from the committed one and prints the difference:
 * a change of the sdk's public API must show in its report, in review.
 */
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  type IConfigFile,
} from '@microsoft/api-extractor'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/** Where the reports live: one `<entry>.api.md` per entry (`index` is the root entry `@music/sdk`). */
export const API_REPORT_DIR = join(root, 'sdk/api')

/** One public entry: its subpath (`.`, `./profile`, `./mocks/profile`) and report name (`index`, `profile`, `mocks-profile`). */
export interface SdkEntry {
  subpath: string
  name: string
  /** The built declaration file the exports map names for it. */
  types: string
}

/** The public entries of `sdk/package.json`'s exports map, in its order. */
export async function sdkEntries(sdkDir = join(root, 'sdk')): Promise<SdkEntry[]> {
  const manifest = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { types: string }>
  }
  return Object.entries(manifest.exports).map(([subpath, conditions]) => ({
    subpath,
    name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
    types: join(sdkDir, conditions.types),
  }))
}

/** API Extractor's configuration for one entry: the report only (no rollup, no doc model). */
function configFor(
  entry: SdkEntry,
  sdkDir: string,
  reportFolder: string,
  tempFolder: string,
): ExtractorConfig {
  const configObject: IConfigFile = {
    projectFolder: sdkDir,
    mainEntryPointFilePath: entry.types,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'es2023',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2023', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: [],
        },
        include: [join(sdkDir, 'dist/**/*.d.ts')],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.name,
      reportFolder,
      reportTempFolder: tempFolder,
      includeForgottenExports: true,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      // The sdk marks no release tags (everything exported is public) and names its own chunks'
      // declarations in the report (includeForgottenExports) instead of listing warnings about them.
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        'ae-wrong-input-file-type': { logLevel: ExtractorLogLevel.Error },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
    },
  }
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: join(sdkDir, 'api-extractor.json'),
    packageJsonFullPath: join(sdkDir, 'package.json'),
  })
}

/** What one run found, per entry. */
export interface ApiReportResult {
  entry: string
  /** The report differs from the one in the report folder (in check mode it was not rewritten). */
  changed: boolean
}

/**
 * Writes (or, with `check`, compares) the API report of every entry.
 * @param options.sdkDir the package to report on (default `sdk/`; its `dist` must be built)
 * @param options.reportFolder where the committed reports are (default `sdk/api`)
 * @param options.check compare only: leave the reports as they are, report which differ
 * @throws Error when API Extractor fails on an entry (a declaration file it cannot read)
 */
export async function writeApiReports(
  options: { sdkDir?: string; reportFolder?: string; check?: boolean } = {},
): Promise<ApiReportResult[]> {
  const sdkDir = options.sdkDir ?? join(root, 'sdk')
  const reportFolder = options.reportFolder ?? API_REPORT_DIR
  const tempFolder = join(root, 'node_modules/.cache/api-report')
  const entries = await sdkEntries(sdkDir)
  const configs = entries.map((entry) => configFor(entry, sdkDir, reportFolder, tempFolder))
  const [first] = configs
  if (!first) throw new Error('sdk/package.json exports no entry')
  // One TypeScript program for every entry.
  const compilerState = CompilerState.create(first, {
    additionalEntryPoints: entries.map((entry) => entry.types),
  })
  const errors: string[] = []
  const results = configs.map((config, index) => {
    const result = Extractor.invoke(config, {
      compilerState,
      localBuild: !options.check,
      messageCallback: (message: ExtractorMessage) => {
        if (message.logLevel === ExtractorLogLevel.Error)
          errors.push(`${entries[index]?.name}: ${message.text}`)
        message.handled = true
      },
    })
    if (!result.succeeded && !result.apiReportChanged)
      errors.push(`${entries[index]?.name}: API Extractor failed`)
    return { entry: entries[index]?.name ?? '', changed: result.apiReportChanged }
  })
  if (errors.length > 0) throw new Error(`api-report:\n${errors.join('\n')}`)
  return results
}

if (import.meta.main) {
  const check = process.argv.includes('--check')
  const results = await writeApiReports({ check })
  const changed = results.filter((result) => result.changed).map((result) => result.entry)
  if (check && changed.length > 0) {
    console.error(
      `api-report: the public API differs from sdk/api/ in ${changed.join(', ')}.\n` +
        'Run `npm run api:report` and commit sdk/api/ with a changeset (`npm run changeset`).',
    )
    process.exit(1)
  }
  console.log(
    `api-report: ${results.length} entries, ${changed.length === 0 ? 'no change' : `${check ? 'differ' : 'updated'}: ${changed.join(', ')}`}`,
  )
}
