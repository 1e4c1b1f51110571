/**
 * `npm run release:check` (in `npm test`; decision 029): breaking changes of `@music/sdk` are caught
 * before a release ships them.
 *
 * 1. The API report of every entry (`sdk/api/*.api.md`) is the build's (API Extractor,
 *    `scripts/release/api-report.ts --check`): the public API cannot change unseen.
 * 2. What changed since the last release (`sdk/api/released/`, `scripts/release/baseline.ts`) sets the
 *    smallest version bump the pending changesets (`.changeset/*.md`) must ask for:
 *    - API reports: an entry or a line of a declaration gone (a removal, or a type, parameter or
 *      member changed: narrowing cannot be told from widening by the text) → `major`; only lines
 *      added (a new export, a new optional field) → `minor`.
 *    - OpenAPI documents, compared with api-smart-diff (its rules for requests and replies):
 *      a breaking change → `major`; a non-breaking or deprecating one → `minor`; an unclassified one
 *      → `patch`; descriptions and examples alone need no changeset.
 * 3. It fails when the changesets ask for less (or there is none), naming each change that needs more.
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
  what: string
}

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

/**
 * Compares each service's OpenAPI document of the last release with today's (api-smart-diff).
 * @returns a finding per classified change (see the module comment); a service gone is `major`
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
    const { diffs } = apiCompare(before, after)
    for (const diff of diffs) {
      const bump = OPENAPI_BUMP[diff.type]
      // Each change of a shared component also shows at every operation using it: report each once,
      // at the operation (the component paths say nothing a caller meets).
      if (!bump || diff.path[0] === 'components') continue
      findings.push({
        bump,
        where: `openapi ${service}`,
        what: `${diff.type}: ${diff.description ?? `${diff.action} ${diff.path.join('.')}`}`,
      })
    }
  }
  for (const service of current.keys()) {
    if (!released.has(service))
      findings.push({ bump: 'minor', where: `openapi ${service}`, what: 'a new document' })
  }
  return findings
}

/**
 * The bump the pending changesets ask for `@music/sdk` (the largest of them), read from
 * `<changesetDir>/*.md` front matter (`'@music/sdk': minor`), as Changesets reads it.
 * @throws Error for a changeset whose front matter is not a list of `package: bump`
 */
export async function pendingBump(changesetDir = join(root, '.changeset')): Promise<Bump> {
  let bump: Bump = 'none'
  for (const file of await readdir(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue
    const text = await readFile(join(changesetDir, file), 'utf8')
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1]
    if (front === undefined) throw new Error(`.changeset/${file}: no front matter`)
    for (const line of front.split('\n').filter((entry) => entry.trim() !== '')) {
      const match = /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line)
      if (!match) throw new Error(`.changeset/${file}: not a "package: bump" line: ${line}`)
      if (match[1] === '@music/sdk') bump = larger(bump, match[2] as Bump)
    }
  }
  return bump
}

/** The verdict: the bump the findings need, and whether the pending changesets cover it. */
export function verdict(
  findings: Finding[],
  pending: Bump,
): { required: Bump; ok: boolean; lines: string[] } {
  const required = findings.reduce<Bump>((bump, finding) => larger(bump, finding.bump), 'none')
  const ok = BUMPS.indexOf(pending) >= BUMPS.indexOf(required)
  const short = findings.filter((finding) => BUMPS.indexOf(finding.bump) > BUMPS.indexOf(pending))
  return { required, ok, lines: (ok ? findings : short).map((f) => `  ${f.bump}  ${f.where}: ${f.what}`) }
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
  // 2. What changed since the last release, and the bump it needs.
  const baseline = await readBaseline()
  const findings = [
    ...compareApiReports(baseline.reports, await readApiReports(API_REPORT_DIR)),
    ...compareOpenApiDocuments(baseline.documents, readServiceDocuments()),
  ]
  const pending = await pendingBump()
  const { required, ok, lines } = verdict(findings, pending)
  if (!ok) {
    console.error(
      `release:check: since @music/sdk ${baseline.version} these changes need a ${required} changeset` +
        ` (pending: ${pending}):\n${lines.slice(0, 40).join('\n')}${lines.length > 40 ? `\n  … ${lines.length - 40} more` : ''}\n` +
        `Add one with \`npm run changeset\` (bump ${required}; say what changed for the teams using the sdk).`,
    )
    process.exit(1)
  }
  console.log(
    `release:check: since @music/sdk ${baseline.version}: ${findings.length} changes needing ${required}, pending changesets: ${pending}`,
  )
}
