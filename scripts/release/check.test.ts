/**
 * The release check on deliberate changes of the real API reports and OpenAPI documents (the 0.2.0
 * baseline in sdk/api/released): a removal or narrowing needs a major changeset that names it, an
 * addition a minor one, a description none; with a smaller changeset, or a major one that names other
 * breaks, the verdict fails and names the change.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '../codegen/bundle.ts'
import { readBaseline } from './baseline.ts'
import {
  type Bump,
  breaksBlock,
  compareApiReports,
  compareOpenApiDocuments,
  type Finding,
  findingKey,
  internalReferences,
  pendingBump,
  readChangesets,
  verdict,
} from './check.ts'

const baseline = await readBaseline()

/** A pending changeset of `bump` naming the breaks among `named` (as `changeset:add` writes them). */
const changeset = (bump: Bump, named: Finding[] = []) => ({
  bump,
  breaks: named.filter((finding) => finding.bump === 'major').map(findingKey),
})
const index = baseline.reports.get('index') as string

/** The released reports with the root entry's report changed by `edit`. */
function withIndex(edit: (report: string) => string): Map<string, string> {
  const reports = new Map(baseline.reports)
  const changed = edit(index)
  expect(changed).not.toBe(index)
  reports.set('index', changed)
  return reports
}

describe('API reports since the release', () => {
  it('find nothing when nothing changed', () => {
    expect(compareApiReports(baseline.reports, baseline.reports)).toEqual([])
  })

  it('need a major changeset for a removed export', () => {
    const findings = compareApiReports(
      baseline.reports,
      withIndex((report) => report.replace(/^\/\/ @public\nexport function createSdk\(.*\n/m, '')),
    )
    expect(findings).toContainEqual(
      expect.objectContaining({ bump: 'major', where: 'api index', what: 'no longer exported: createSdk' }),
    )
    expect(verdict(findings, [changeset('minor')]).ok).toBe(false)
    expect(verdict(findings, [changeset('major', findings)]).ok).toBe(true)
  })

  it('need a major changeset for a narrowed type (a field of the config accepts less)', () => {
    const findings = compareApiReports(
      baseline.reports,
      withIndex((report) => report.replace('    timeout?: number;', '    timeout?: 3000 | 10000;')),
    )
    expect(findings.map((finding) => finding.bump)).toContain('major')
    expect(verdict(findings, [changeset('minor')])).toMatchObject({ ok: false, required: 'major' })
  })

  it('refuse and name a break made while another major changeset is pending', () => {
    const removal = compareApiReports(
      baseline.reports,
      withIndex((report) => report.replace(/^\/\/ @public\nexport function createSdk\(.*\n/m, '')),
    )
    // A major changeset is pending, naming the removal of createSdk; then timeout is narrowed too.
    const both = compareApiReports(
      baseline.reports,
      withIndex((report) =>
        report
          .replace(/^\/\/ @public\nexport function createSdk\(.*\n/m, '')
          .replace('    timeout?: number;', '    timeout?: 3000 | 10000;'),
      ),
    )
    const result = verdict(both, [changeset('major', removal)])
    expect(result.ok).toBe(false)
    expect(result.unnamed.map(findingKey)).toEqual(['api index: removed or changed: timeout?: number;'])
    expect(result.lines).toEqual([
      '  major, named by no changeset  api index: removed or changed: timeout?: number;',
    ])
    expect(verdict(both, [changeset('major', removal), changeset('major', both)]).ok).toBe(true)
  })

  it('need a major changeset for a removed entry', () => {
    const reports = new Map(baseline.reports)
    reports.delete('rewards')
    expect(compareApiReports(baseline.reports, reports)).toEqual([
      { bump: 'major', where: 'api rewards', what: 'the entry was removed' },
    ])
  })

  it('need a minor changeset for an addition, and fail without any', () => {
    const findings = compareApiReports(
      baseline.reports,
      withIndex((report) =>
        report.replace('```ts\n', '```ts\n// @public\nexport function signOutEverywhere(): void;\n'),
      ),
    )
    expect(findings).toEqual([expect.objectContaining({ bump: 'minor', where: 'api index' })])
    expect(verdict(findings, [changeset('none')])).toMatchObject({ ok: false, required: 'minor' })
    expect(verdict(findings, [changeset('patch')]).ok).toBe(false)
    expect(verdict(findings, [changeset('minor')]).ok).toBe(true)
  })
})

/** The released profile document with `edit` applied to a copy. */
type EditableDocument = OpenApiDocument & {
  info: { description?: string }
  components: { schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }> }
}

function profileWith(edit: (document: EditableDocument) => void) {
  const before = baseline.documents.get('profile') as OpenApiDocument
  const after = structuredClone(before) as EditableDocument
  edit(after)
  return compareOpenApiDocuments(new Map([['profile', before]]), new Map([['profile', after]]))
}

describe('OpenAPI documents since the release (api-smart-diff)', () => {
  it('find nothing in the documents as released', () => {
    expect(compareOpenApiDocuments(baseline.documents, baseline.documents)).toEqual([])
  })

  it('need a major changeset for a request field made required', () => {
    const findings = profileWith((document) => {
      const request = document.components.schemas.UpdateProfileRequest
      if (request) request.required = [...(request.required ?? []), 'first_name']
    })
    expect(findings.some((finding) => finding.bump === 'major' && /required/.test(finding.what))).toBe(true)
    expect(verdict(findings, [changeset('minor')]).ok).toBe(false)
  })

  it('refuse a removed reply property while another major changeset is pending, naming operation and property', () => {
    const required = profileWith((document) => {
      const request = document.components.schemas.UpdateProfileRequest
      if (request) request.required = [...(request.required ?? []), 'first_name']
    })
    const both = profileWith((document) => {
      const request = document.components.schemas.UpdateProfileRequest
      if (request) request.required = [...(request.required ?? []), 'first_name']
      const profile = document.components.schemas.Profile
      if (profile) delete profile.properties.dj_name
    })
    const result = verdict(both, [changeset('major', required)])
    expect(result.ok).toBe(false)
    expect(result.unnamed.length).toBeGreaterThan(0)
    for (const finding of result.unnamed) {
      expect(finding.what).toMatch(
        /^breaking: (GET|PUT) \/api\/v1\/(me|users)\S*: \[Removed\] property `dj_name` from the reply/,
      )
    }
    expect(result.lines.join('\n')).toContain(
      'named by no changeset  openapi profile: breaking: GET /api/v1/me: ',
    )
  })

  it('see no change in a description beside a $ref', () => {
    const findings = profileWith((document) => {
      const profile = document.components.schemas.Profile as {
        properties: Record<string, Record<string, unknown>>
      }
      for (const property of Object.values(profile.properties)) {
        if (typeof property.$ref === 'string') property.description = 'Described beside its shared schema.'
      }
    })
    expect(findings).toEqual([])
  })

  it('need a major changeset for a removed operation', () => {
    const findings = profileWith((document) => {
      delete document.paths['/api/v1/me/survey']
    })
    expect(findings.map((finding) => finding.bump)).toContain('major')
  })

  it('need a minor changeset for a new optional reply field', () => {
    const findings = profileWith((document) => {
      const profile = document.components.schemas.Profile
      if (profile) profile.properties.pronouns = { type: 'string' }
    })
    expect(findings.length).toBeGreaterThan(0)
    expect(verdict(findings, [changeset('none')])).toMatchObject({ ok: false, required: 'minor' })
  })

  it('need no changeset for a description', () => {
    const findings = profileWith((document) => {
      document.info.description = 'Reworded.'
    })
    expect(findings).toEqual([])
  })
})

describe('pending changesets', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('ask for the largest bump of @music/sdk among them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    await writeFile(join(dir, 'README.md'), '# not a changeset\n')
    expect(await pendingBump(dir)).toBe('none')
    await writeFile(join(dir, 'a.md'), "---\n'@music/sdk': patch\n---\n\nA fix.\n")
    await writeFile(join(dir, 'b.md'), '---\n"@music/sdk": minor\n---\n\nA feature.\n')
    expect(await pendingBump(dir)).toBe('minor')
  })

  it('list the breaks each one names, apart from the text the changelog shows', async () => {
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    const breaks = [
      'api index: removed or changed: timeout?: number;',
      'openapi profile: breaking: GET /api/v1/me: x',
    ]
    await writeFile(
      join(dir, 'a.md'),
      `---\n'@music/sdk': major\n---\n\n\`timeout\` takes 3000 or 10000 only.\n\n${breaksBlock(breaks)}`,
    )
    expect(await readChangesets(dir)).toEqual([
      { file: 'a.md', bump: 'major', breaks, summary: '`timeout` takes 3000 or 10000 only.' },
    ])
  })

  it('find internal references a consumer cannot follow', () => {
    expect(
      internalReferences(
        'Money shown is money charged (decision 027; docs/decisions/031-x.md, issue 26, scripts/release/check.ts).',
      ),
    ).toEqual(['decision 027', 'docs/decisions/031-x.md', 'issue 26', 'scripts/release/check.ts'])
    expect(internalReferences('abc1234: A fix.')).toEqual(['abc1234'])
    expect(
      internalReferences('`createSdk` keeps the app id; 3000 ms by default (README "First call").'),
    ).toEqual([])
  })

  it('refuse a changeset that is not one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    await writeFile(join(dir, 'c.md'), '---\n@music/sdk: huge\n---\n')
    await expect(pendingBump(dir)).rejects.toThrow(/package: bump/)
  })
})
