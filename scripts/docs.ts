/**
 * `npm run docs`: the static reference of the sdk, for publishing at its `homepage` (decision 029),
 * built into `dist/reference/` and checked for broken links:
 *
 * - `openapi/<service>.html`: each service's OpenAPI document (Redocly `build-docs`, scripts inlined,
 *   so the pages load nothing from elsewhere);
 * - everything else: the public API of `@music/sdk`, one module per entry of its exports map, from the
 *   built declaration files (TypeDoc), with `sdk/README.md` as the front page and the requirements the
 *   comments cite (`documents/requirements.html`).
 *
 * Then the links: every page's links and `#fragments` within the reference, with the sdk's `homepage`
 * mapped onto the build (linkinator; links to other sites are not followed: no network in CI), and
 * every link of the shipped `.d.ts` files to a page and anchor that exists. Exits 1 on a broken one.
 * `npm run build:sdk` runs first (`predocs`); `node scripts/docs.ts --links-only` checks the links of
 * the reference already built.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { glob, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { LinkChecker } from 'linkinator'
import { services } from '../sdk/src/transport/services.ts'
import { sdkEntries } from './release/api-report.ts'
import { referenceUrl } from './sdk-build.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const sdkDir = join(root, 'sdk')
/** Where the reference is built. */
export const REFERENCE_DIR = join(root, 'dist/reference')

/** Runs a command, rejecting with its output when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    )
  })
}

/** The OpenAPI pages, two Redocly processes at a time (each takes a core for a few seconds). */
async function buildOpenApiPages(): Promise<void> {
  const queue = [...services]
  const worker = async () => {
    for (let service = queue.shift(); service; service = queue.shift()) {
      await run('redocly', [
        'build-docs',
        `specs/${service}.yaml`,
        '--inlineBundle',
        '--output',
        join(REFERENCE_DIR, 'openapi', `${service}.html`),
        '--title',
        `${service} service — @music/sdk reference`,
      ])
    }
  }
  await Promise.all([worker(), worker()])
}

/** The part of TypeDoc's API this script uses (TypeDoc is installed in `sdk/`, beside TypeScript 5.9). */
interface TypeDoc {
  Application: {
    bootstrapWithPlugins(options: Record<string, unknown>): Promise<{
      convert(): Promise<object | undefined>
      generateOutputs(project: object): Promise<void>
      logger: { hasErrors(): boolean }
    }>
  }
}

/** The sdk's API pages (TypeDoc, installed with the sdk's TypeScript 5.9: TypeDoc needs the classic compiler). */
async function buildApiPages(): Promise<void> {
  const require = createRequire(join(sdkDir, 'package.json'))
  const typedoc = (await import(pathToFileURL(require.resolve('typedoc')).href)) as TypeDoc
  const tsconfig = join(root, 'node_modules/.cache/typedoc/tsconfig.json')
  await mkdir(join(tsconfig, '..'), { recursive: true })
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: join(sdkDir, 'tsconfig.build.json'),
      compilerOptions: { rootDir: join(sdkDir, 'dist') },
      include: [join(sdkDir, 'dist/**/*.d.ts')],
    }),
  )
  const base = await referenceUrlOnce()
  const app = await typedoc.Application.bootstrapWithPlugins({
    name: '@music/sdk',
    entryPoints: (await sdkEntries()).map((entry) => entry.types),
    tsconfig,
    readme: join(sdkDir, 'README.md'),
    projectDocuments: [join(root, 'docs/requirements.md')],
    out: REFERENCE_DIR,
    skipErrorChecking: true,
    disableSources: true,
    excludePrivate: true,
    logLevel: 'Error',
    // The sidebar's links to the OpenAPI pages (absolute: TypeDoc pages sit at several depths).
    navigationLinks: Object.fromEntries(
      services.map((service) => [`${service} (OpenAPI)`, `${base}openapi/${service}.html`]),
    ),
  })
  const project = await app.convert()
  if (!project) throw new Error('typedoc: the sdk could not be converted')
  await app.generateOutputs(project)
  if (app.logger.hasErrors()) throw new Error('typedoc reported errors')
}

let docsUrl: string | undefined
async function referenceUrlOnce(): Promise<string> {
  docsUrl ??= await referenceUrl()
  return docsUrl
}

/** A free local port for the link checker's server. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePort(port))
    })
  })
}

/** Broken links of the built pages (linkinator), the sdk's `homepage` mapped onto the build. */
async function brokenPageLinks(): Promise<string[]> {
  const base = await referenceUrlOnce()
  const port = await freePort()
  const local = `http://127.0.0.1:${port}/`
  const checker = new LinkChecker()
  // The starting points are the pages that list the others (TypeDoc's sidebar is built by a script,
  // so a crawl from the front page would reach few): each module page links every page of its entry,
  // so every page and the anchors linked from these lists are checked, in seconds rather than the
  // minutes all 2,500 pages' own links take. The links of the comments are the .d.ts links, checked
  // below page by page and anchor by anchor.
  const result = await checker.check({
    path: ['index.html', 'modules.html', 'modules/*.html', 'documents/*.html', 'openapi/*.html'],
    serverRoot: REFERENCE_DIR,
    port,
    checkFragments: true,
    concurrency: 20,
    retryErrors: true,
    retryErrorsCount: 3,
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: local },
    ],
    // Other sites are not checked: CI has no network. Only this reference's own pages are.
    // Redoc's sidebar links are its script's routes (`/rewards`: a tag of the page), not files.
    linksToSkip: async (link) => !link.startsWith(local) || /^[a-z-]+$/.test(link.slice(local.length)),
    // TypeDoc's class hierarchy page fills in its entries with a script.
    fragmentsToSkip: async (_fragment, url) => url.includes('/hierarchy.html'),
  })
  console.log(`docs: linkinator checked ${result.links.length} links of the pages`)
  return result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (${link.status ?? 'no reply'}) on ${link.parent ?? '?'}`)
}

/** The ids of an HTML page (anchors a fragment may name). */
async function pageIds(file: string): Promise<Set<string>> {
  const html = await readFile(file, 'utf8')
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeURIComponent(id as string)))
}

/** Links of the shipped declaration files that name no page or no anchor of the reference. */
async function brokenDeclarationLinks(): Promise<{ broken: string[]; checked: number }> {
  const base = await referenceUrlOnce()
  const pattern = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)\`'",;]*`, 'g')
  const ids = new Map<string, Set<string>>()
  const broken = new Set<string>()
  let checked = 0
  for await (const file of glob('dist/**/*.d.ts', { cwd: sdkDir })) {
    for (const [url] of (await readFile(join(sdkDir, file), 'utf8')).matchAll(pattern)) {
      checked++
      const [path = '', fragment] = url.slice(base.length).replace(/\.$/, '').split('#')
      const page = join(REFERENCE_DIR, path === '' ? 'index.html' : path)
      if (!existsSync(page)) {
        broken.add(`${url} (no page) in sdk/${file}`)
        continue
      }
      if (!fragment) continue
      if (!ids.has(page)) ids.set(page, await pageIds(page))
      if (!ids.get(page)?.has(decodeURIComponent(fragment))) broken.add(`${url} (no anchor) in sdk/${file}`)
    }
  }
  return { broken: [...broken], checked }
}

if (import.meta.main) {
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  if (!process.argv.includes('--links-only')) {
    await rm(REFERENCE_DIR, { recursive: true, force: true })
    await buildApiPages()
    await buildOpenApiPages()
    console.log(`docs: reference built in ${REFERENCE_DIR} (${seconds()} s)`)
  }
  const [pages, declarations] = await Promise.all([brokenPageLinks(), brokenDeclarationLinks()])
  const broken = [...pages, ...declarations.broken]
  if (broken.length > 0) {
    console.error(`docs: ${broken.length} broken links:\n  ${broken.slice(0, 50).join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `docs: no broken link (the pages, and ${declarations.checked} links of the .d.ts files); ${seconds()} s`,
  )
}
