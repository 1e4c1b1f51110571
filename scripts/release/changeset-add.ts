/**
 * `npm run changeset:add -- --bump <patch|minor|major> --summary "<what changed and what to do>" [--name <file>]`:
 * writes a changeset without questions (for scripts, agents and anyone without a terminal to answer
 * `npm run changeset`'s prompts). A `major` one lists, in its `release:check breaks` comment, every
 * break since the last release that no pending major changeset names yet (from the committed API
 * reports and today's documents: run `npm run api:report` first), so the release check finds each
 * break announced (decision 040). Refuses a summary that points into the repository (decision records,
 * issue numbers, repository paths): it becomes the changelog other teams read.
 */
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  breaksBlock,
  findingKey,
  findingsSinceRelease,
  internalReferences,
  type PendingChangeset,
  readChangesets,
} from './check.ts'

const root = resolve(fileURLToPath(import.meta.url), '../../..')
const BUMPS = ['patch', 'minor', 'major'] as const

/** What a changeset says: its bump, its text, and (major) the breaks it names. */
export interface NewChangeset {
  bump: (typeof BUMPS)[number]
  summary: string
  breaks: string[]
}

/**
 * The changeset to write: for `major`, the breaks among `findings` that none of `pending` names.
 * @throws Error for an unknown bump, an empty summary, or a summary with internal references
 */
export function newChangeset(
  bump: string,
  summary: string,
  majorFindings: string[],
  pending: readonly Pick<PendingChangeset, 'bump' | 'breaks'>[],
): NewChangeset {
  if (!(BUMPS as readonly string[]).includes(bump))
    throw new Error(`--bump must be one of ${BUMPS.join(', ')}`)
  const text = summary.trim()
  if (text === '') throw new Error('--summary must say what changed for the teams using the sdk')
  const references = internalReferences(text)
  if (references.length > 0) {
    throw new Error(`--summary becomes the changelog other teams read; leave out ${references.join(', ')}`)
  }
  const named = new Set(pending.filter((changeset) => changeset.bump === 'major').flatMap((c) => c.breaks))
  const breaks = bump === 'major' ? [...new Set(majorFindings.filter((key) => !named.has(key)))] : []
  return { bump: bump as NewChangeset['bump'], summary: text, breaks }
}

/** The file's text: Changesets' front matter, the summary, and the breaks comment when there are breaks. */
export function changesetText(changeset: NewChangeset): string {
  const breaks = changeset.breaks.length > 0 ? `\n${breaksBlock(changeset.breaks)}` : ''
  return `---\n'@music/sdk': ${changeset.bump}\n---\n\n${changeset.summary}\n${breaks}`
}

if (import.meta.main) {
  try {
    const { values } = parseArgs({
      options: { bump: { type: 'string' }, summary: { type: 'string' }, name: { type: 'string' } },
    })
    const pending = await readChangesets()
    const { findings } = await findingsSinceRelease()
    const majors = findings.filter((finding) => finding.bump === 'major').map(findingKey)
    const changeset = newChangeset(values.bump ?? '', values.summary ?? '', majors, pending)
    const name = (values.name ?? changeset.summary.slice(0, 48))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const file = join(root, '.changeset', `${name || 'change'}.md`)
    await writeFile(file, changesetText(changeset), { flag: 'wx' })
    console.log(
      `changeset:add: wrote .changeset/${name}.md (${changeset.bump}${changeset.breaks.length > 0 ? `, naming ${changeset.breaks.length} breaks` : ''})`,
    )
  } catch (error) {
    console.error(`changeset:add: ${(error as Error).message}`)
    process.exit(1)
  }
}
