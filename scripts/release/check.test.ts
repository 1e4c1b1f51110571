/**
 * The release check on deliberate changes of the real API reports and OpenAPI documents (the 0.2.0
 * baseline in sdk/api/released): a removal or narrowing needs a major changeset, an addition a minor
 * one, a description none; with a smaller changeset the verdict fails.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '../codegen/bundle.ts'
import { readBaseline } from './baseline.ts'
import { compareApiReports, compareOpenApiDocuments, pendingBump, verdict } from './check.ts'

const baseline = await readBaseline()
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
    expect(verdict(findings, 'minor').ok).toBe(false)
    expect(verdict(findings, 'major').ok).toBe(true)
  })

  it('need a major changeset for a narrowed type (a field of the config accepts less)', () => {
    const findings = compareApiReports(
      baseline.reports,
      withIndex((report) => report.replace('    timeout?: number;', '    timeout?: 3000 | 10000;')),
    )
    expect(findings.map((finding) => finding.bump)).toContain('major')
    expect(verdict(findings, 'minor')).toMatchObject({ ok: false, required: 'major' })
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
    expect(verdict(findings, 'none')).toMatchObject({ ok: false, required: 'minor' })
    expect(verdict(findings, 'patch').ok).toBe(false)
    expect(verdict(findings, 'minor').ok).toBe(true)
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
    expect(verdict(findings, 'minor').ok).toBe(false)
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
    expect(verdict(findings, 'none')).toMatchObject({ ok: false, required: 'minor' })
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

  it('refuse a changeset that is not one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'changesets-'))
    await writeFile(join(dir, 'c.md'), '---\n@music/sdk: huge\n---\n')
    await expect(pendingBump(dir)).rejects.toThrow(/package: bump/)
  })
})
