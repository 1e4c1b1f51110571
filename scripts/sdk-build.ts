/**
 * `npm run build -w sdk` (and `build:sdk`, `npm pack -w sdk`, `npm publish -w sdk` through `prepack`):
 * the publishable build of `@music/sdk` (`sdk/tsdown.config.ts`), then its declaration files made to
 * stand alone (decision 029):
 *
 * - References to repository documents, which the package does not contain, become links to the
 *   published reference (`npm run docs`, hosted at the sdk's `homepage`): `docs/requirements.md §6`
 *   → `<homepage>documents/requirements.html#§6-roles-and-credentials`, `specs/profile.yaml` →
 *   `<homepage>openapi/profile.html`, `docs/decisions/031` → `music-site decision 031` (decisions are not
 *   published). Any other repository path left in a `.d.ts` fails the build.
 * - Skipped when the inputs (sources, generated code, build configuration, tsdown's version) hash to
 *   the value stamped beside the output (`sdk/.dist.hash`): one `npm test` packs the sdk several times.
 *
 * Codegen runs before it (the sdk's `prebuild`), so it works on a fresh clone.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { glob, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashCodegenInputs, isFresh, writeStamp } from './codegen/input-hash.ts'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const sdkDir = join(root, 'sdk')

/** The requirements document the sdk's comments cite by section. */
const REQUIREMENTS = 'docs/requirements.md'

/**
 * The anchor TypeDoc gives a heading of a project document: lower case, runs of anything but letters,
 * digits, `§` and `-` turned into one `-` (`§6 Roles and credentials` → `§6-roles-and-credentials`).
 */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}§-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** Anchor of each `## §N …` section of the requirements document, by section number (`6` → `§6-roles-and-credentials`). */
export function sectionAnchors(requirements: string): Map<string, string> {
  const anchors = new Map<string, string>()
  for (const match of requirements.matchAll(/^## (§(\d+)\b.*)$/gm)) {
    anchors.set(match[2] as string, headingAnchor(match[1] as string))
  }
  return anchors
}

/** A path of the repository in a comment (`docs/x.md`, `specs/x.yaml`, `sdk/src/x.ts`, …). */
const REPOSITORY_PATH =
  /\b(?:(?:docs|specs|scripts|sdk|app)\/[\w./-]+\.(?:md|ya?ml|tsx?|json)|docs\/decisions\/\d+)\b/g

/**
 * Rewrites the repository references of a declaration file into links to the published reference.
 * @param text a `.d.ts` file
 * @param docsUrl the reference's base URL, ending in `/`
 * @param anchors {@link sectionAnchors} of the requirements document
 * @returns the rewritten text and the repository paths left in it (each fails the build)
 * @throws Error for a `§N` the requirements document has no section for
 */
export function linkToReference(
  text: string,
  docsUrl: string,
  anchors: Map<string, string>,
): { text: string; left: string[] } {
  const section = (number: string) => {
    const anchor = anchors.get(number)
    if (!anchor) throw new Error(`${REQUIREMENTS} has no §${number}`)
    return `${docsUrl}documents/requirements.html#${anchor}`
  }
  const rewritten = text
    // `docs/requirements.md §6, §8` (or `§8/§9`) → one link per section
    .replace(/docs\/requirements\.md((?:(?:,? |\/)§\d+)+)/g, (_all, sections: string) =>
      [...sections.matchAll(/§(\d+)/g)].map(([, number]) => section(number as string)).join(', '),
    )
    .replace(/docs\/requirements\.md/g, `${docsUrl}documents/requirements.html`)
    .replace(/\bspecs\/([a-z0-9-]+)\.yaml\b/g, (all, service: string) =>
      service === 'common' ? all : `${docsUrl}openapi/${service}.html`,
    )
    // The team's decisions are not published: name them, as the changelog does.
    .replace(/\bdocs\/decisions\/(\d{3})\b(?:-[\w-]+\.md)?/g, 'music-site decision $1')
  return { text: rewritten, left: [...rewritten.matchAll(REPOSITORY_PATH)].map(([path]) => path) }
}

/** The reference's base URL: the sdk's `homepage` (where `npm run docs` is published). */
export async function referenceUrl(): Promise<string> {
  const { homepage } = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8')) as {
    homepage?: string
  }
  if (!homepage?.endsWith('/'))
    throw new Error('sdk/package.json: "homepage" must be the reference URL, ending in /')
  return homepage
}

/** Rewrites every `.d.ts` of `sdk/dist`. @throws Error naming the repository paths left, by file */
async function linkDeclarations(): Promise<number> {
  const docsUrl = await referenceUrl()
  const anchors = sectionAnchors(await readFile(join(root, REQUIREMENTS), 'utf8'))
  const problems: string[] = []
  let links = 0
  for await (const file of glob('dist/**/*.d.ts', { cwd: sdkDir })) {
    const path = join(sdkDir, file)
    const before = await readFile(path, 'utf8')
    const { text, left } = linkToReference(before, docsUrl, anchors)
    links += text.split(docsUrl).length - 1
    for (const entry of new Set(left)) problems.push(`${file}: ${entry}`)
    if (text !== before) await writeFile(path, text)
  }
  if (problems.length > 0) {
    throw new Error(
      `sdk build: the declaration files name repository files the package does not contain (say it without the path, or link the reference):\n  ${problems.join('\n  ')}`,
    )
  }
  return links
}

if (import.meta.main) {
  const stamp = join(sdkDir, '.dist.hash')
  const inputHash = await hashCodegenInputs({
    root,
    files: [
      'sdk/src/**/*.{ts,tsx,json}',
      'sdk/{package.json,tsdown.config.ts,tsconfig.build.json}',
      'tsconfig.json',
      REQUIREMENTS,
      'scripts/sdk-build.ts',
    ],
    exclude: (path) => /\.test\.tsx?$/.test(path),
    packages: ['tsdown'],
  })
  if (await isFresh(stamp, inputHash, [join(sdkDir, 'dist/index.js'), join(sdkDir, 'dist/index.d.ts')])) {
    console.log('sdk build: sources unchanged, dist kept')
  } else {
    const started = performance.now()
    const build = spawnSync('tsdown', [], { cwd: sdkDir, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
    const links = await linkDeclarations()
    await writeStamp(stamp, inputHash)
    console.log(
      `sdk build: done in ${Math.round(performance.now() - started)} ms; ${links} links to the reference`,
    )
  }
  if (!existsSync(join(sdkDir, 'dist/index.js'))) throw new Error('sdk build: no dist/index.js')
}
