/**
 * `npm run changeset:add`: a changeset written without questions; a major one names the breaks no other
 * pending major changeset names, so the release check finds each announced; a summary pointing into the
 * repository is refused. And `npm run release:publish` refuses while changesets are pending.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { changesetText, newChangeset } from './changeset-add.ts'
import { readChangesets, verdict } from './check.ts'
import { publishRefusal } from './publish.ts'

const BREAKS = [
  'api index: removed or changed: timeout?: number;',
  'openapi profile: breaking: GET /api/v1/me: x',
]

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = ''
})

describe('changeset:add', () => {
  it('names in a major changeset the breaks no pending major changeset names, and the check then passes', async () => {
    const pending = [{ bump: 'major' as const, breaks: [BREAKS[0] as string] }]
    const changeset = newChangeset('major', '`GET /api/v1/me` no longer sends `x`.', BREAKS, pending)
    expect(changeset.breaks).toEqual([BREAKS[1]])
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    await writeFile(join(dir, 'x-removed.md'), changesetText(changeset))
    const [read] = await readChangesets(dir)
    expect(read).toEqual({
      file: 'x-removed.md',
      bump: 'major',
      breaks: [BREAKS[1]],
      summary: '`GET /api/v1/me` no longer sends `x`.',
    })
    const findings = BREAKS.map((key) => {
      const [where = '', what = ''] = key.split(/: (.*)/s)
      return { bump: 'major' as const, where, what }
    })
    expect(verdict(findings, pending).ok).toBe(false)
    expect(verdict(findings, [...pending, read as NonNullable<typeof read>]).ok).toBe(true)
  })

  it('writes a minor or patch changeset with its text only', () => {
    const changeset = newChangeset('minor', 'New: `sdk.tokenStore`.', BREAKS, [])
    expect(changesetText(changeset)).toBe("---\n'@music/sdk': minor\n---\n\nNew: `sdk.tokenStore`.\n")
  })

  it('refuses what would make a poor changelog entry', () => {
    expect(() => newChangeset('huge', 'x', [], [])).toThrow('--bump must be one of patch, minor, major')
    expect(() => newChangeset('minor', '  ', [], [])).toThrow('--summary must say what changed')
    expect(() => newChangeset('minor', 'Money as charged (decision 027).', [], [])).toThrow(
      'leave out decision 027',
    )
  })
})

describe('release:publish', () => {
  it('refuses while changesets are pending, naming them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    await writeFile(join(dir, 'README.md'), '# Changesets\n')
    expect(await publishRefusal(dir)).toBeUndefined()
    await writeFile(join(dir, 'a-fix.md'), "---\n'@music/sdk': patch\n---\n\nA fix.\n")
    expect(await publishRefusal(dir)).toMatch(
      /^release:publish: 1 changesets are pending \(a-fix\.md\): run `npm run release:version` first/,
    )
  })
})
