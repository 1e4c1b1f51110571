/**
 * The zero-JS floor of `bench:site` (issue 20): a static copy of a page's server HTML with every script
 * taken out, served by the same site server in the same run, so a page's LCP can be read as a ratio to
 * what the same hero, CSS and images give with no JavaScript at all.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type StackPorts, startStack } from './stack.ts'

/** Where the floor copies are served from: a folder of the built client (`app/dist/client`). */
export const FLOOR_URL_PREFIX = '/__bench-floor/'

const floorDir = fileURLToPath(new URL(`../../app/dist/client${FLOOR_URL_PREFIX}`, import.meta.url))

/**
 * `html` without what runs or fetches JavaScript: `<script>` elements (inline and external; JSON data
 * blocks such as `application/ld+json` stay, browsers never run them), `modulepreload` links and
 * `preload` links `as="script"`. Everything else (stylesheets, image preloads, the markup) is kept
 * byte for byte.
 */
export function floorHtml(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /\btype="application\/(?:ld\+)?json"/i.test(attributes) ? element : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, '')
}

/** The floor copy's file name for a site path: `/` → `home.html`, `/dj/pro` → `dj-pro.html`. */
export function floorFileName(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-')
  return `${name || 'home'}.html`
}

/** A floor copy to write: its file name in the floor folder and its HTML. */
export interface FloorPage {
  path: string
  file: string
  html: string
}

/**
 * Fetches the server HTML of each of `paths` from the running site at `origin` and makes its floor copy
 * ({@link floorHtml}).
 * @throws when a page does not answer 200
 */
export async function fetchFloorPages(origin: string, paths: readonly string[]): Promise<FloorPage[]> {
  const pages: FloorPage[] = []
  for (const path of paths) {
    const response = await fetch(origin + path)
    if (!response.ok) throw new Error(`floor: ${path} answered ${response.status}`)
    pages.push({ path, file: floorFileName(path), html: floorHtml(await response.text()) })
  }
  return pages
}

/**
 * Writes `pages` into the built client, where the site's static middleware serves them. The site reads
 * the build's static paths once at start-up (decision 026), so only a site started after this serves
 * them: `bench:site` fetches the HTML from one stack, writes the copies, then starts the stack it measures.
 * @returns the floor URL path of each page path, and `remove()`, which deletes the copies again
 */
export async function writeFloorPages(
  pages: readonly FloorPage[],
): Promise<{ floorPath: Map<string, string>; remove(): Promise<void> }> {
  await mkdir(floorDir, { recursive: true })
  const floorPath = new Map<string, string>()
  for (const { path, file, html } of pages) {
    await writeFile(floorDir + file, html)
    floorPath.set(path, FLOOR_URL_PREFIX + file)
  }
  return { floorPath, remove: () => rm(floorDir, { recursive: true, force: true }) }
}

/**
 * Checks that each of `floorPaths` answers 200 with HTML at `origin`, before any Lighthouse run: a floor
 * the site does not serve would otherwise surface as a Lighthouse `ERRORED_DOCUMENT_REQUEST` (issue 29).
 * @throws naming each floor path that answered otherwise
 */
export async function checkFloorPages(origin: string, floorPaths: Iterable<string>): Promise<void> {
  const failed: string[] = []
  for (const path of floorPaths) {
    const response = await fetch(origin + path)
    const type = response.headers.get('content-type') ?? ''
    await response.arrayBuffer()
    if (response.status !== 200 || !type.startsWith('text/html'))
      failed.push(`${path} answered ${response.status} ${type}`.trim())
  }
  if (failed.length > 0) throw new Error(`floor pages not served by the started stack: ${failed.join('; ')}`)
}

/**
 * The floor copies of `paths`, served by a stack started after this returns: fetches the pages' server
 * HTML from a first stack on `ports` (stopped again), then writes the copies ({@link writeFloorPages}).
 * @returns the floor URL path of each page path, and `remove()`
 */
export async function prepareFloorPages(
  ports: StackPorts,
  paths: readonly string[],
): Promise<{ floorPath: Map<string, string>; remove(): Promise<void> }> {
  const first = await startStack(ports)
  let pages: FloorPage[]
  try {
    pages = await fetchFloorPages(first.origin, paths)
  } finally {
    await first.stop()
  }
  return writeFloorPages(pages)
}
