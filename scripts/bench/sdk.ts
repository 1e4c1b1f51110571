/**
 * `npm run bench:sdk`: what a consumer pays for one part of `@music/sdk`.
 *
 * Bundles small consumers with esbuild (minified, tree-shaken, ESM; react, react-dom,
 * @tanstack/react-query, msw and faker external as an app already has them) and prints the gzip size
 * of each:
 * - `client`: `createCommerceClient` from `@music/sdk/commerce` and one call (target ≤ 6.5 KiB gzip);
 * - `hook`: `useGetMe` from `@music/sdk/identity` (target ≤ 4.75 KiB gzip; both targets and what the
 *   transport's 1.9 KiB minified since the first targets of 6 and 4 KiB pays for: decision 040);
 * - `mocks, one service`: what a test of profile code loads from `@music/sdk/mocks/profile`, one
 *   operation's handler (node);
 * - `mocks, the sandbox`: `createSandbox` from `@music/sdk/mocks`, the stateful fakes of every service
 *   (node; no budget, and no cross-service check: it holds them all by design).
 * By default the sdk is resolved through the `@music/source` condition (no build needed), so the
 * metafile names source modules; `--dist` bundles the published files instead (run `npm run build:sdk`
 * first), whose chunks name their source modules in `// src/...` region comments. Either way a bundle
 * that imports one service must hold no module of another service (`sdk/src/<other>/`,
 * `sdk/src/generated/<other>/`). `--modules` lists more of each bundle's biggest parts.
 *
 * Exit code 1 when the cross-service check fails or a bundle has no size (a figure missing or NaN);
 * sizes over target print FAIL but exit 0. `--quick` (CI) runs the same: bundling takes seconds.
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import { type ServiceName, services } from '../../codegen.config.ts'
import { requireFigures } from './figures.ts'

const ROOT = new URL('../../', import.meta.url).pathname
const KIB = 1024

interface Consumer {
  name: string
  /** The one service it may hold code of; undefined: no cross-service check. */
  service?: ServiceName
  code: string
  /** Gzip budget in bytes, when there is one. */
  budget?: number
  /** `browser` (default) or `node` (tests). */
  platform?: 'browser' | 'node'
}

const consumers: Consumer[] = [
  {
    name: 'client (createCommerceClient)',
    service: 'commerce',
    code: `import { createCommerceClient } from '@music/sdk/commerce'
export const subscriptions = () => createCommerceClient().GET('/api/v1/me/subscriptions')`,
    budget: 6.5 * KIB,
  },
  {
    name: 'hook (useGetMe)',
    service: 'identity',
    code: `import { useGetMe } from '@music/sdk/identity'
export const useMe = () => useGetMe().data`,
    budget: 4.75 * KIB,
  },
  {
    name: 'mocks, one service (getGetMyProfileMockHandler from @music/sdk/mocks/profile)',
    service: 'profile',
    code: `import { getGetMyProfileMockHandler } from '@music/sdk/mocks/profile'
export const handlers = [getGetMyProfileMockHandler()]`,
    platform: 'node',
  },
  {
    name: 'mocks, the sandbox (createSandbox from @music/sdk/mocks)',
    code: `import { createSandbox } from '@music/sdk/mocks'
export const sandbox = () => createSandbox()`,
    platform: 'node',
  },
]

interface Measured {
  bytes: number
  gzip: number
  inputs: Metafile['outputs'][string]['inputs']
}

/** Bundles one consumer; returns its minified and gzip sizes and the bytes per input module. */
async function measure(consumer: Consumer, fromDist: boolean): Promise<Measured> {
  const result = await build({
    stdin: { contents: consumer.code, resolveDir: ROOT, sourcefile: 'consumer.ts', loader: 'ts' },
    bundle: true,
    write: false,
    outfile: 'consumer.js',
    format: 'esm',
    platform: consumer.platform ?? 'browser',
    target: 'es2023',
    minify: true,
    treeShaking: true,
    metafile: true,
    conditions: fromDist ? [] : ['@music/source'],
    external: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@tanstack/react-query',
      // The mocks' peers (a test has them): msw, faker, and the fakes' file and image libraries.
      'msw',
      'msw/*',
      '@faker-js/faker',
      'fflate',
      'sharp',
      'pdfkit',
      'pdfkit/*',
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const file = result.outputFiles[0]
  const output = Object.values(result.metafile.outputs)[0]
  if (!file || !output) throw new Error(`esbuild produced no output for ${consumer.name}`)
  const sizes = requireFigures(consumer.name, {
    bytes: file.contents.byteLength,
    gzip: gzipSync(file.contents, { level: 9 }).byteLength,
  })
  return { ...sizes, inputs: output.inputs }
}

/** Inputs of the bundle that belong to a service other than `service`. */
export function foreignModules(inputs: readonly string[], service: ServiceName): string[] {
  const others = services.filter((name) => name !== service)
  return inputs.filter((path) =>
    others.some(
      (other) => path.startsWith(`sdk/src/${other}/`) || path.startsWith(`sdk/src/generated/${other}/`),
    ),
  )
}

/** The source modules of a bundle input: itself, or for a built chunk (`sdk/dist/`) its regions. */
function sourceModules(input: string): string[] {
  if (!input.startsWith('sdk/dist/')) return [input]
  const text = readFileSync(`${ROOT}${input}`, 'utf8')
  return [...text.matchAll(/^\/\/ (src\/\S+)$/gm)].map((match) => `sdk/${match[1]}`)
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(2)} KiB`

async function main(): Promise<number> {
  const listModules = process.argv.includes('--modules')
  const fromDist = process.argv.includes('--dist')
  if (fromDist && !existsSync(`${ROOT}sdk/dist/commerce.js`)) {
    console.error('sdk/dist is missing: run `npm run build:sdk` first')
    return 1
  }
  console.log(
    `@music/sdk consumers, esbuild minified, from ${fromDist ? 'sdk/dist' : 'sdk/src (@music/source)'}`,
  )
  let failed = false
  for (const consumer of consumers) {
    const { bytes, gzip, inputs } = await measure(consumer, fromDist)
    console.log(`\n${consumer.name}: ${kib(bytes)} minified, ${kib(gzip)} gzip`)
    const byPackage = new Map<string, number>()
    for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
      const key =
        path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
        (path.includes('/') ? path.replace(/[^/]+$/, '') : 'consumer')
      byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput)
    }
    const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, listModules ? 30 : 6)
    console.log(`  largest parts: ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`)
    if (consumer.budget !== undefined) {
      const ok = gzip <= consumer.budget
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'} size: ${kib(gzip)} gzip ${ok ? '≤' : '>'} ${kib(consumer.budget)} target`,
      )
    }
    const modules = Object.keys(inputs).flatMap(sourceModules)
    if (consumer.service === undefined) continue
    const foreign = foreignModules(modules, consumer.service)
    if (modules.length === 0) {
      failed = true
      console.log('  FAIL cross-service: no module list')
    } else if (foreign.length === 0) {
      console.log(
        `  PASS cross-service: only ${consumer.service} code of the services (${modules.length} modules)`,
      )
    } else {
      failed = true
      console.log(`  FAIL cross-service: ${consumer.service} pulls in ${foreign.join(', ')}`)
    }
  }
  return failed ? 1 : 0
}

if (import.meta.main) process.exitCode = await main()
