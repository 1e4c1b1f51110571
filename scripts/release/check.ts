/**
 * `npm run release:check` (in `npm test`; decisions 029, 040): breaking changes of `@music/sdk` are caught
 * and named before a release ships them.
 *
 * 1. The API report of every entry (`sdk/api/*.api.md`) is the build's (API Extractor,
 *    `scripts/release/api-report.ts --check`): the public API cannot change unseen.
 * 2. What changed since the last release (`sdk/api/released/`, `scripts/release/baseline.ts`) sets the
 *    smallest version bump the pending changesets (`.changeset/*.md`) must ask for:
 *    - API reports: an entry or a line of a declaration gone (a removal, or a type, parameter or
 *      member changed: narrowing cannot be told from widening by the text) → `major`; only lines
 *      added (a new export, a new optional field) → `minor`.
 *    - OpenAPI documents, compared with api-smart-diff (its rules for requests and replies), each
 *      change named by its operation and property: a breaking change → `major`; a non-breaking or
 *      deprecating one → `minor`; an unclassified one → `patch`; descriptions and examples alone
 *      (beside a `$ref` too) need no changeset.
 * 3. Every break is named by a pending `major` changeset: its `release:check breaks` comment lists it
 *    (`npm run changeset:add -- --bump major` writes the list). So a break made while another major
 *    changeset is pending is refused and named, instead of riding on that one unannounced.
 * 4. The changesets read as a consumer's changelog: no internal references (decision records, issue
 *    numbers, repository paths).
 * It fails naming each change that needs more, each break no changeset names, and each reference.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { apiCompare } from 'api-smart-diff'
import type { OpenApiDocument } from '../codegen/bundle.ts'
import { API_REPORT_DIR } from './api-report.ts'
import { readApiReports, readBaseline, readServiceDocuments } from './baseline.ts'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/** A semver bump, smallest first. */
export const BUMPS = ['none', 'patch', 'minor', 'major'] as const
export type Bump = (typeof BUMPS)[number]

/** One change since the last release and the bump it needs. */
export interface Finding {
  bump: Exclude<Bump, 'none'>
  /** `api <entry>` or `openapi <service>`. */
  where: string
  /** The change: the declaration line, or the diff's classification, operation and property. */
  what: string
}

/** How a changeset names a finding in its breaks list: `<where>: <what>`, one line. */
export const findingKey = (finding: Finding): string =>
  `${finding.where}: ${finding.what}`.replace(/\s+/g, ' ')

const larger = (a: Bump, b: Bump): Bump => (BUMPS.indexOf(a) >= BUMPS.indexOf(b) ? a : b)

const EXPORTED =
  /^export (?:declare )?(?:abstract )?(?:type|interface|class|function|const|let|var|enum|namespace) (\w+)/

/**
 * An API report's code block as declaration lines (no blank lines or comments; `export ` left off, so
 * a declaration the report already showed, unexported, that becomes exported is no changed line) and
 * the names it exports.
 */
function readReport(report: string): { lines: string[]; exported: Set<string> } {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? ''
  const exported = new Set<string>()
  const lines: string[] = []
  for (const raw of code.split('\n')) {
    const line = raw.trimEnd()
    if (line.trim() === '' || line.trim().startsWith('//')) continue
    const name = EXPORTED.exec(line)?.[1]
    if (name) exported.add(name)
    lines.push(line.replace(/^export /, ''))
  }
  return { lines, exported }
}

/** Lines of `a` not in `b`, counted (a multiset difference), in `a`'s order. */
function missingLines(a: string[], b: string[]): string[] {
  const counts = new Map<string, number>()
  for (const line of b) counts.set(line, (counts.get(line) ?? 0) + 1)
  return a.filter((line) => {
    const left = counts.get(line) ?? 0
    if (left === 0) return true
    counts.set(line, left - 1)
    return false
  })
}

/**
 * Compares the API reports of the last release with today's, entry by entry.
 * @returns a finding per entry gone (`major`), per declaration line gone (`major`: removed or
 *   changed), and per entry with lines added only (`minor`)
 */
export function compareApiReports(released: Map<string, string>, current: Map<string, string>): Finding[] {
  const findings: Finding[] = []
  for (const [entry, before] of released) {
    const after = current.get(entry)
    if (after === undefined) {
      findings.push({ bump: 'major', where: `api ${entry}`, what: 'the entry was removed' })
      continue
    }
    const old = readReport(before)
    const now = readReport(after)
    for (const name of old.exported) {
      if (!now.exported.has(name))
        findings.push({ bump: 'major', where: `api ${entry}`, what: `no longer exported: ${name}` })
    }
    for (const line of missingLines(old.lines, now.lines)) {
      findings.push({ bump: 'major', where: `api ${entry}`, what: `removed or changed: ${line.trim()}` })
    }
    const added = [
      ...[...now.exported].filter((name) => !old.exported.has(name)).map((name) => `export ${name}`),
      ...missingLines(now.lines, old.lines),
    ]
    if (added.length > 0) {
      findings.push({
        bump: 'minor',
        where: `api ${entry}`,
        what: `added: ${added
          .slice(0, 3)
          .map((line) => line.trim())
          .join(' ')}${added.length > 3 ? ` (+${added.length - 3} lines)` : ''}`,
      })
    }
  }
  for (const entry of current.keys()) {
    if (!released.has(entry)) findings.push({ bump: 'minor', where: `api ${entry}`, what: 'a new entry' })
  }
  return findings
}

const OPENAPI_BUMP: Record<string, Exclude<Bump, 'none'> | undefined> = {
  breaking: 'major',
  'non-breaking': 'minor',
  deprecated: 'minor',
  unclassified: 'patch',
  annotation: undefined,
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** The operation a diff path is in (`GET /api/v1/me`), or the path alone, or undefined outside `paths`. */
function operationOf(path: readonly (string | number)[]): string | undefined {
  if (path[0] !== 'paths' || path[1] === undefined) return undefined
  const method = String(path[2] ?? '')
  return HTTP_METHODS.has(method) ? `${method.toUpperCase()} ${path[1]}` : String(path[1])
}

/** Keywords beside a `$ref` that only annotate it (OpenAPI 3.1 allows them; they change no shape). */
const REF_ANNOTATIONS = new Set(['description', 'summary', 'title', 'examples', 'example'])

/**
 * A copy of `document` without the annotations beside each `$ref`: api-smart-diff reads a `$ref` with a
 * sibling `description` as a new inline schema, so describing a field that points at a shared schema
 * would count as removing its type (a break that is none).
 */
export function withoutRefAnnotations<T>(document: T): T {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (typeof value !== 'object' || value === null) return value
    const entries = Object.entries(value)
    const isRef = entries.some(([key]) => key === '$ref')
    return Object.fromEntries(
      entries
        .filter(([key]) => !(isRef && REF_ANNOTATIONS.has(key)))
        .map(([key, child]) => [key, strip(child)]),
    )
  }
  return strip(document) as T
}

/**
 * A property removed from a reply, or made optional there, described (`[Removed] property \`dj_name\`
 * from the reply`), else undefined. api-smart-diff counts these as non-breaking in some places (a reply
 * object) and breaking in others (the items of a reply array); for the sdk both are breaking, because the
 * reply types are generated from the documents: the field leaves the type, or gains `undefined`, and a
 * caller that reads it no longer compiles.
 */
function removedFromReply(
  diff: { action: string; path: readonly (string | number)[] },
  before: unknown,
): string | undefined {
  const { path } = diff
  if (diff.action !== 'remove' || !path.includes('responses')) return undefined
  const keyword = path.at(-2)
  if (keyword !== 'properties' && keyword !== 'required') return undefined
  let value: unknown = before
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key]
  const name = keyword === 'properties' ? String(path.at(-1)) : String(value)
  const where = path
    .slice(path.indexOf('responses') + 1, -2)
    .filter((key) => key !== 'content' && key !== 'schema')
  const place = `${where.length > 0 ? ` (${where.join(' ')})` : ''}`
  return keyword === 'properties'
    ? `[Removed] property \`${name}\` from the reply${place}`
    : `[Removed] required status of \`${name}\` in the reply${place}: it may be absent`
}

/**
 * Compares each service's OpenAPI document of the last release with today's (api-smart-diff).
 * @returns a finding per classified change (see the module comment), naming its operation and the
 *   property the diff describes; a service gone is `major`
 */
export function compareOpenApiDocuments(
  released: Map<string, OpenApiDocument>,
  current: Map<string, OpenApiDocument>,
): Finding[] {
  const findings: Finding[] = []
  for (const [service, before] of released) {
    const after = current.get(service)
    if (!after) {
      findings.push({ bump: 'major', where: `openapi ${service}`, what: 'the document was removed' })
      continue
    }
    const plain = withoutRefAnnotations(before)
    const { diffs } = apiCompare(plain, withoutRefAnnotations(after))
    for (const diff of diffs) {
      // Each change of a shared component also shows at every operation using it: report each once,
      // at the operation (the component paths say nothing a caller meets).
      if (diff.path[0] === 'components') continue
      const removed = removedFromReply(diff, plain)
      const bump = removed ? 'major' : OPENAPI_BUMP[diff.type]
      if (!bump) continue
      const operation = operationOf(diff.path)
      findings.push({
        bump,
        where: `openapi ${service}`,
        what: `${removed ? 'breaking' : diff.type}: ${operation ? `${operation}: ` : ''}${removed ?? diff.description ?? `${diff.action} ${diff.path.join('.')}`}`,
      })
    }
  }
  for (const service of current.keys()) {
    if (!released.has(service))
      findings.push({ bump: 'minor', where: `openapi ${service}`, what: 'a new document' })
  }
  return findings
}

/** A pending changeset of `@music/sdk`: its bump, the breaks it names, and its text. */
export interface PendingChangeset {
  /** File name in `.changeset/`. */
  file: string
  /** Its bump of `@music/sdk` (`none` when it does not name the package). */
  bump: Bump
  /** The findings it names ({@link findingKey}), from its `release:check breaks` comment. */
  breaks: string[]
  /** What the changelog will say: the text without the breaks comment. */
  summary: string
}

/** The comment a changeset lists its breaks in: `<!-- release:check breaks` … `-->`, one per line. */
const BREAKS_BLOCK = /<!--\s*release:check breaks[^\n]*\n([\s\S]*?)-->/

/** Writes the comment that lists `breaks` (what `changeset:add` appends to a major changeset). */
export function breaksBlock(breaks: readonly string[]): string {
  const heading =
    '<!-- release:check breaks (each a break of the public API this changeset announces; one per line)'
  return `${heading}\n${breaks.join('\n')}\n-->\n`
}

/**
 * The pending changesets in `changesetDir` (`*.md` but `README.md`), read as Changesets reads their
 * front matter (`'@music/sdk': minor`).
 * @throws Error for a changeset whose front matter is not a list of `package: bump`
 */
export async function readChangesets(changesetDir = join(root, '.changeset')): Promise<PendingChangeset[]> {
  const changesets: PendingChangeset[] = []
  for (const file of (await readdir(changesetDir)).sort()) {
    if (!file.endsWith('.md') || file === 'README.md') continue
    const text = await readFile(join(changesetDir, file), 'utf8')
    const front = /^---\n([\s\S]*?)\n---\n?/.exec(text)
    if (!front) throw new Error(`.changeset/${file}: no front matter`)
    let bump: Bump = 'none'
    for (const line of (front[1] ?? '').split('\n').filter((entry) => entry.trim() !== '')) {
      const match = /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line)
      if (!match) throw new Error(`.changeset/${file}: not a "package: bump" line: ${line}`)
      if (match[1] === '@music/sdk') bump = larger(bump, match[2] as Bump)
    }
    const body = text.slice(front[0].length)
    const breaks = (BREAKS_BLOCK.exec(body)?.[1] ?? '')
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '')
    changesets.push({ file, bump, breaks, summary: body.replace(BREAKS_BLOCK, '').trim() })
  }
  return changesets
}

/**
 * The bump the pending changesets ask for `@music/sdk` (the largest of them).
 * @throws Error for a changeset whose front matter is not a list of `package: bump`
 */
export async function pendingBump(changesetDir = join(root, '.changeset')): Promise<Bump> {
  return (await readChangesets(changesetDir)).reduce<Bump>(
    (bump, changeset) => larger(bump, changeset.bump),
    'none',
  )
}

/**
 * Words in a changeset that point into this repository rather than telling a consumer what changed:
 * decision records, issue numbers, repository paths, commit hashes.
 */
const INTERNAL_REFERENCE =
  /\b(?:decisions?\s+\d{3}|issues?\s+#?\d+|(?:docs|scripts|app|specs)\/[\w./-]*[\w/]|[0-9a-f]{7,40}\b(?=:))/gi

/** The internal references in a changeset's text (see {@link INTERNAL_REFERENCE}); empty when none. */
export function internalReferences(summary: string): string[] {
  return [...summary.matchAll(INTERNAL_REFERENCE)].map((match) => match[0])
}

/**
 * The verdict: the bump the findings need, whether the pending changesets cover it, and whether each
 * break is named by a pending major changeset.
 * @returns `lines` naming each finding the pending bump does not cover and each break no major
 *   changeset names (when not `ok`), else every finding
 */
export function verdict(
  findings: Finding[],
  changesets: readonly Pick<PendingChangeset, 'bump' | 'breaks'>[],
): { required: Bump; pending: Bump; ok: boolean; unnamed: Finding[]; lines: string[] } {
  const required = findings.reduce<Bump>((bump, finding) => larger(bump, finding.bump), 'none')
  const pending = changesets.reduce<Bump>((bump, changeset) => larger(bump, changeset.bump), 'none')
  const named = new Set(changesets.filter((changeset) => changeset.bump === 'major').flatMap((c) => c.breaks))
  const unnamed = findings.filter((finding) => finding.bump === 'major' && !named.has(findingKey(finding)))
  const short = findings.filter((finding) => BUMPS.indexOf(finding.bump) > BUMPS.indexOf(pending))
  const ok = short.length === 0 && unnamed.length === 0
  const lines = ok
    ? findings.map((f) => `  ${f.bump}  ${findingKey(f)}`)
    : [
        ...short.map((f) => `  ${f.bump}  ${findingKey(f)}`),
        ...unnamed
          .filter((f) => !short.includes(f))
          .map((f) => `  major, named by no changeset  ${findingKey(f)}`),
      ]
  return { required, pending, ok, unnamed, lines }
}

/** The findings since the last release: the committed API reports' and the documents' of today. */
export async function findingsSinceRelease(): Promise<{ version: string; findings: Finding[] }> {
  const baseline = await readBaseline()
  return {
    version: baseline.version,
    findings: [
      ...compareApiReports(baseline.reports, await readApiReports(API_REPORT_DIR)),
      ...compareOpenApiDocuments(baseline.documents, readServiceDocuments()),
    ],
  }
}

if (import.meta.main) {
  // 1. The committed reports are the build's (sdk/dist, built by `lint:package` before this in npm test).
  try {
    await promisify(execFile)(process.execPath, [join(root, 'scripts/release/api-report.ts'), '--check'], {
      cwd: root,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    console.error(`${stdout}${stderr}`.trim())
    process.exit(1)
  }
  // 2. What changed since the last release, the bump it needs, and the changesets that name it.
  const { version, findings } = await findingsSinceRelease()
  const changesets = await readChangesets()
  const { required, pending, ok, lines } = verdict(findings, changesets)
  const references = changesets.flatMap((changeset) =>
    internalReferences(changeset.summary).map((reference) => `  .changeset/${changeset.file}: ${reference}`),
  )
  if (!ok) {
    console.error(
      `release:check: since @music/sdk ${version} these changes need a ${required} changeset that names each break` +
        ` (pending: ${pending}):\n${lines.slice(0, 60).join('\n')}${lines.length > 60 ? `\n  … ${lines.length - 60} more` : ''}\n` +
        `Add one with \`npm run changeset:add -- --bump ${required} --summary "what changed and what to do"\`` +
        ' (a major one lists the breaks it announces; say what changed for the teams using the sdk).',
    )
  }
  if (references.length > 0) {
    console.error(
      `release:check: changesets become the changelog other teams read; these point into the repository instead:\n${references.join('\n')}`,
    )
  }
  if (!ok || references.length > 0) process.exit(1)
  console.log(
    `release:check: since @music/sdk ${version}: ${findings.length} changes needing ${required}, pending changesets: ${pending}, every break named`,
  )
}
