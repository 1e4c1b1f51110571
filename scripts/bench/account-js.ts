/**
 * The JavaScript figures of `bench:account` (docs/decisions/015): what the signed-in area costs, and that
 * it stays out of the marketing pages.
 * 1. Initial JS of marketing pages (KiB gzip, and KiB Brotli as sent): the same measure as `bench:site`
 *    (`initial-js.ts`: every script and modulepreload of the server HTML).
 * 2. JS per route of each signed-in area (account, staff console; KiB gzip) from the build's route
 *    manifest (TanStack Start's `tsrStartManifest` in `app/dist/server/assets`): the route's and its
 *    layouts' chunks, followed through every chunk they import (static imports, `import()` and Vite's
 *    preload lists), less the chunks every page loads first (the root route's). The area's share (layout,
 *    the session module and the signed-in QueryClient, which the router context loads on demand) is
 *    listed once, then what each screen adds to it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { printTable } from './figures.ts'
import { initialJsBytes } from './initial-js.ts'

const ROOT = new URL('../../', import.meta.url).pathname
const CLIENT = join(ROOT, 'app/dist/client')
const SERVER_ASSETS = join(ROOT, 'app/dist/server/assets')
/**
 * The signed-in areas (pathless layouts) and the chunks each loads on demand besides its layout's:
 * the router context's session and QueryClient (app/src/router.tsx, app/src/auth/auth.ts), and the
 * staff guard (`staff-access`, imported by the `_staff` layout's `beforeLoad`; decision 024).
 */
const AREAS = [
  { layout: '/_account', modules: ['session', 'account-query-client'] },
  { layout: '/_staff', modules: ['session', 'account-query-client', 'staff-access'] },
] as const
const KIB = 1024

interface ManifestRoute {
  filePath?: string
  children?: string[]
  preloads?: string[]
}

/** The routes of the build's TanStack Start manifest, by route id. */
async function routeManifest(): Promise<Record<string, ManifestRoute>> {
  const file = readdirSync(SERVER_ASSETS).find((name) => name.startsWith('_tanstack-start-manifest'))
  if (!file)
    throw new Error('No TanStack Start manifest in app/dist/server/assets: run `npm run build` first')
  const module = (await import(join(SERVER_ASSETS, file))) as {
    tsrStartManifest: () => { routes: Record<string, ManifestRoute> }
  }
  return module.tsrStartManifest().routes
}

/** A client chunk's path (`/assets/x.js`) → the chunks it names (imports, `import()`, preload lists). */
function chunkReferences(chunk: string): string[] {
  const code = readFileSync(join(CLIENT, chunk), 'utf8')
  const found = new Set<string>()
  for (const match of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w$()\-.]+\.js)["'`]/g)) {
    if (match[1]) found.add(`/assets/${match[1]}`)
  }
  return [...found]
}

/** Every chunk reachable from `entries`, not entering (nor counting) those in `stop`. */
function closure(entries: Iterable<string>, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries].filter((chunk) => !stop.has(chunk))
  while (queue.length) {
    const chunk = queue.pop() as string
    if (seen.has(chunk)) continue
    seen.add(chunk)
    for (const next of chunkReferences(chunk)) if (!stop.has(next) && !seen.has(next)) queue.push(next)
  }
  return seen
}

/** Chunks every page loads first: the root route's preloads and their static imports. */
function initialChunks(routes: Record<string, ManifestRoute>): Set<string> {
  const seen = new Set<string>()
  const queue = [...(routes.__root__?.preloads ?? [])]
  while (queue.length) {
    const chunk = queue.pop() as string
    if (seen.has(chunk)) continue
    seen.add(chunk)
    const code = readFileSync(join(CLIENT, chunk), 'utf8')
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      if (match[1]) queue.push(`/assets/${match[1]}`)
  }
  return seen
}

const gzipBytes = (chunks: Iterable<string>) =>
  [...chunks].reduce((sum, chunk) => sum + gzipSync(readFileSync(join(CLIENT, chunk))).length, 0)
const kib = (bytes: number) => (bytes / KIB).toFixed(1)

/**
 * Prints both tables: the marketing pages' initial JS from the running site at `origin`, then the JS
 * per signed-in route from the build manifest.
 * @param paths marketing paths
 */
export async function printAccountJs(origin: string, paths: readonly string[]): Promise<void> {
  const marketing: string[][] = [
    ['page', 'initial JS (KiB gz)', '(bytes gz)', 'sent (KiB br)', 'area chunks'],
  ]
  const routes = await routeManifest()
  const routesOf = (layout: string) => Object.keys(routes).filter((id) => id.startsWith(`${layout}/`))
  const initial = initialChunks(routes)
  const allAccountChunks = new Set(
    AREAS.flatMap(({ layout }) =>
      [layout, ...routesOf(layout)].flatMap((id) => [...closure(routes[id]?.preloads ?? [], initial)]),
    ),
  )
  for (const path of paths) {
    const js = await initialJsBytes(origin, path)
    const leaked = js.urls.filter((url) => allAccountChunks.has(new URL(url).pathname)).length
    marketing.push([path, kib(js.gzip), String(js.gzip), kib(js.sent), String(leaked)])
  }
  printTable(marketing)
  console.log('(initial JS: every script and modulepreload of the server HTML, as bench:site measures it)\n')

  const rows: string[][] = [['area route', 'JS (KiB gz)', 'chunks']]
  for (const { layout, modules } of AREAS) {
    const areaEntries = [
      ...(routes[layout]?.preloads ?? []),
      ...readdirSync(join(CLIENT, 'assets'))
        .filter((name) => name.endsWith('.js') && modules.some((module) => name.startsWith(`${module}-`)))
        .map((name) => `/assets/${name}`),
    ]
    const area = closure(areaEntries, initial)
    rows.push([`(${layout} area: layout, session, QueryClient…)`, kib(gzipBytes(area)), String(area.size)])
    for (const id of routesOf(layout).sort()) {
      const own = closure(routes[id]?.preloads ?? [], new Set([...initial, ...area]))
      const path = id.replace(layout, '').replace(/(.)\/$/, '$1')
      rows.push([`${path} (+ area)`, `${kib(gzipBytes(own))} (+ ${kib(gzipBytes(area))})`, String(own.size)])
    }
  }
  printTable(rows)
  console.log(
    '(from the TanStack Start manifest: each route’s chunks and everything they import, less what every page loads first)\n',
  )
}
