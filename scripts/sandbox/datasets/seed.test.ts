/**
 * The seed dataset (`production.ndjson`): up to date with its authoring modules, well-formed documents,
 * conforming to the compiled content schema, covering every content type, block type and content route
 * of the site, with valid references, keys, links, downloads, sound packs and preview drafts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codegenConfig, contentRoutes } from '../../../codegen.config.ts'
import { blockTypeNames, contentTypeNames } from '../../../specs/content/constants.ts'
import { buildDataset, toNdjson } from './authoring/content/index.ts'
import { createSchemaChecker, type SchemaEntry } from './schema-check.ts'
import {
  blocksOf,
  findPage,
  publishedDocs,
  type SeedDoc,
  seedById,
  seedDocs,
  seedText,
  walk,
} from './seed-data.ts'
import { seedDrafts, seedRoutes } from './seed-routes.ts'

const schemaPath = new URL(`../../../${codegenConfig.content.schemaJson}`, import.meta.url)
const hasSchema = existsSync(schemaPath)
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const pageTypes = new Set<string>(contentTypeNames)
const pages = seedDocs.filter((d) => pageTypes.has(d._type))

describe('seed dataset file', () => {
  it('is exactly what make-dataset.ts writes, sorted by _id', () => {
    expect(seedText).toBe(toNdjson(buildDataset()))
    const ids = seedDocs.map((d) => d._id)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every document its system fields', () => {
    for (const d of seedDocs) {
      expect(d._rev, d._id).toMatch(/^\w{10,}$/)
      expect(d._createdAt, d._id).toMatch(ISO)
      expect(d._updatedAt, d._id).toMatch(ISO)
      expect(String(d._createdAt) <= String(d._updatedAt), d._id).toBe(true)
    }
  })

  it('gives every page a title, description and og:image with alt text', () => {
    for (const d of pages) {
      expect(d.title, d._id).toEqual(expect.any(String))
      expect(String(d.description).length, d._id).toBeGreaterThan(20)
      const og = d.ogImage as { altText?: string; asset?: { _ref?: string } }
      expect(og.altText, d._id).toEqual(expect.any(String))
      expect(seedById.get(og.asset?._ref ?? '')?._type, d._id).toBe('sanity.imageAsset')
    }
  })
})

describe('schema conformance', () => {
  const schema: SchemaEntry[] = hasSchema ? JSON.parse(readFileSync(schemaPath, 'utf8')) : []
  const targets = new Map(publishedDocs.map((d) => [d._id, d]))

  it.skipIf(!hasSchema)(
    'every document matches its type in schema.json (fields, required, options, refs)',
    () => {
      const check = createSchemaChecker(schema, targets)
      expect(seedDocs.flatMap((d) => check(d))).toEqual([])
    },
  )

  it.skipIf(!hasSchema)(
    'the checker reports unknown fields, missing required fields and wrong references',
    () => {
      const check = createSchemaChecker(schema, targets)
      const broken = structuredClone(seedById.get('careers')) as SeedDoc & {
        pageBuilder: { subSections: { blocks: SeedDoc[] }[] }[]
      }
      broken.subtitle = 'x'
      delete broken.title
      const jobs = broken.pageBuilder[2]?.subSections[0]?.blocks[0] as unknown as {
        jobs: { applyUrl?: string; department?: unknown }[]
      }
      const firstJob = jobs.jobs[0]
      if (firstJob) firstJob.department = 42
      ;(broken.ogImage as { asset: { _ref: string } }).asset._ref = 'homepage'
      const errors = check(broken).join('\n')
      expect(errors).toContain('careers.subtitle: no such field')
      expect(errors).toContain('careers.title: required')
      expect(errors).toContain('.department: expected a string')
      expect(errors).toContain('homepage is a homepage, expected sanity.imageAsset')
    },
  )

  it('every reference resolves to a published document, and array _keys are unique', () => {
    for (const d of seedDocs) {
      walk(d, (value, path) => {
        if (Array.isArray(value)) {
          const keys = value.flatMap((item) =>
            item && typeof item === 'object' ? [(item as { _key?: string })._key] : [],
          )
          expect(
            keys.every((k) => typeof k === 'string'),
            `${d._id}${path}`,
          ).toBe(true)
          expect(new Set(keys).size, `${d._id}${path}`).toBe(keys.length)
        } else if (value && typeof value === 'object' && '_ref' in value) {
          expect(targets.has(String((value as { _ref: unknown })._ref)), `${d._id}${path}`).toBe(true)
        }
      })
    }
  })

  it('portable text marks are decorators or annotations of their block', () => {
    const decorators = new Set(['strong', 'em', 'underline', 'code'])
    let blocks = 0
    for (const d of seedDocs) {
      walk(d, (value, path) => {
        const block = value as {
          _type?: string
          markDefs?: { _key: string }[]
          children?: { marks?: string[] }[]
        }
        if (block?._type !== 'block') return
        blocks++
        const keys = new Set((block.markDefs ?? []).map((m) => m._key))
        for (const mark of (block.children ?? []).flatMap((c) => c.marks ?? [])) {
          expect(decorators.has(mark) || keys.has(mark), `${d._id}${path}: ${mark}`).toBe(true)
        }
      })
    }
    expect(blocks).toBeGreaterThan(300)
  })
})

describe('coverage', () => {
  it('publishes every one of the 24 content types', () => {
    const published = new Set(publishedDocs.map((d) => d._type))
    expect(contentTypeNames.filter((t) => !published.has(t))).toEqual([])
  })

  it('uses every one of the 32 block types, and only those, in page builders', () => {
    const used = new Set(publishedDocs.flatMap((d) => blocksOf(d).map((b) => b._type)))
    expect(blockTypeNames.filter((t) => !used.has(t))).toEqual([])
    const known = new Set<string>(blockTypeNames)
    expect([...used].filter((t) => !known.has(t))).toEqual([])
  })

  it('has a page for every content route of the site (codegen.config.ts contentRoutes)', () => {
    const served = new Set(seedRoutes.map((route) => route.pattern))
    expect(Object.keys(contentRoutes).filter((pattern) => !served.has(pattern))).toEqual([])
  })

  it('shows every published page document on some page, so none is hidden behind a newer one', () => {
    const shown = new Set(seedRoutes.map((route) => route.id))
    const hidden = pages.filter((d) => !d._id.startsWith('drafts.') && !shown.has(d._id)).map((d) => d._id)
    // On purpose: how-to twins of the two Studio tutorials pages, which those paths must not show
    // (docs/requirements.md §2: they are tutorials pages).
    expect(hidden.sort()).toEqual(['how-to-studio-how-to-make-a-beat', 'how-to-studio-how-to-make-a-remix'])
  })

  it('every internal link and call to action leads to a page the site serves', () => {
    const served = new Set(seedRoutes.map((route) => route.path))
    const paths = new Set<string>()
    for (const d of publishedDocs) {
      walk(d, (value) => {
        const link = value as { linkType?: string; internalPath?: string }
        if (link?.linkType === 'internal' && link.internalPath) paths.add(link.internalPath)
      })
    }
    const broken = [...paths].filter((path) => !served.has(path.split(/[?#]/)[0] ?? ''))
    expect(broken).toEqual([])
    expect(paths.size).toBeGreaterThan(40)
  })

  it('has preview drafts whose hero heading differs from the published page', () => {
    for (const draft of seedDrafts) {
      const heading = (d: SeedDoc | undefined) =>
        d && blocksOf(d).find((b) => b._type === 'heroBlock')?.heading
      expect(heading(seedById.get(draft.id))).toBe(draft.heading)
      expect(heading(seedById.get(draft.published))).toBe(draft.heading.replace('Draft: ', ''))
    }
  })
})

describe('page content', () => {
  const docsOf = (type: string, product?: string) =>
    publishedDocs.filter((d) => d._type === type && (product === undefined || d.product === product))

  it.each(['dj-pro', 'dj-lite', 'studio', 'sample', 'hex-fx'])(
    '%s has releases with cards, footers and requirements',
    (product) => {
      const releases = docsOf('downloads', product)
      expect(releases.length).toBeGreaterThanOrEqual(2)
      for (const d of releases) {
        const cards = d.softwareDownloadCard as {
          os: string
          richTextFooter: unknown[]
          richTextFooterWithCorepack: unknown[]
        }[]
        expect(cards.map((c) => c.os).sort()).toEqual(['mac', 'windows'])
        for (const card of cards) {
          expect(card.richTextFooter.length).toBeGreaterThan(0)
          const downloads: { product?: string }[] = []
          walk(card.richTextFooterWithCorepack, (v) => {
            if ((v as { _type?: string })?._type === 'internalDownloadLink')
              downloads.push(v as { product?: string })
          })
          expect(downloads.length, d._id).toBeGreaterThan(0)
          expect(downloads.every((link) => link.product === product)).toBe(true)
        }
        const requirements = (d.productRelease as { systemRequirements: Record<string, unknown[]> })
          .systemRequirements
        expect(requirements.macSysRequirements?.length).toBeGreaterThan(0)
        expect(requirements.windowsSysRequirements?.length).toBeGreaterThan(0)
        expect((requirements.osList as { os: string }[]).map((o) => o.os)).toEqual(['mac', 'windows'])
        expect((d.slug as { current: string }).current).toMatch(/^\d+\.\d+\.\d+$/)
      }
      const [archive] = docsOf('downloadArchive', product)
      const listed = ((archive?.releaseData ?? []) as { version: string }[]).map((r) => r.version)
      for (const d of releases) expect(listed).toContain((d.slug as { current: string }).current)
    },
  )

  it('sound packs have a hero image and licence modal; licence modals differ in _updatedAt', () => {
    const packs = docsOf('soundpack')
    expect(packs.length).toBeGreaterThanOrEqual(2)
    expect(packs.every((p) => (p.heroImage as { asset?: unknown })?.asset)).toBe(true)
    expect(packs.filter((p) => p.licenseModal).length).toBeGreaterThanOrEqual(2)
    const modals = docsOf('studioLicenseModal')
    expect(new Set(modals.map((m) => m._updatedAt)).size).toBe(modals.length)
    expect(modals.length).toBeGreaterThanOrEqual(2)
  })

  it('careers lists jobs and departments with their team', () => {
    const blocks = blocksOf(findPage({ contentType: 'careers' }) as SeedDoc)
    expect(
      ((blocks.find((b) => b._type === 'jobsAccordion')?.jobs ?? []) as unknown[]).length,
    ).toBeGreaterThanOrEqual(3)
    const departments = blocks.filter((b) => b._type === 'careersDepartmentSection')
    expect(departments.length).toBeGreaterThanOrEqual(2)
    expect(departments.every((b) => (b.meetTheTeam as unknown[]).length > 0)).toBe(true)
  })

  it('video assets have a playable file or URL, a poster and media tag names', () => {
    for (const video of docsOf('videoAsset')) {
      expect(video.file ?? video.url, video._id).toBeTruthy()
      expect(video.poster, video._id).toBeTruthy()
      const tags = (video.mediaTags as { _ref: string }[]).map(
        (t) => (seedById.get(t._ref)?.name as { current?: string } | undefined)?.current,
      )
      expect(tags.length > 0 && tags.every((t) => typeof t === 'string'), video._id).toBe(true)
    }
  })
})
