import { describe, expect, it } from 'vitest'
import { findSchemaProblems } from '../../scripts/codegen/content-schema.ts'
import { blockTypeNames, contentTypeNames, productKeys, schemaTypes } from './index.ts'

interface FieldDef {
  name: string
  type: string
  options?: { list?: Array<string | { value: string }>; hotspot?: boolean }
  fields?: FieldDef[]
  of?: Array<{
    type: string
    name?: string
    to?: Array<{ type: string }>
    marks?: { annotations?: Array<{ name?: string; type: string }> }
  }>
  to?: Array<{ type: string }>
}
interface TypeDef extends FieldDef {
  fields?: FieldDef[]
}

const types = schemaTypes as unknown as TypeDef[]
const byName = new Map(types.map((type) => [type.name, type]))
const fieldsOf = (typeName: string): Map<string, FieldDef> =>
  new Map((byName.get(typeName)?.fields ?? []).map((field) => [field.name, field]))
const listValues = (field: FieldDef | undefined) =>
  (field?.options?.list ?? []).map((item) => (typeof item === 'string' ? item : item.value))

describe('content model (docs/requirements.md §2, §3)', () => {
  it('validates without errors', () => {
    const errors = findSchemaProblems(types).filter((problem) => problem.severity === 'error')
    expect(errors).toEqual([])
  })

  it('reports schema errors (the check can fail)', () => {
    const broken = [...types, { name: 'broken', type: 'object', fields: [{ name: 'x', type: 'nope' }] }]
    expect(findSchemaProblems(broken).some((problem) => problem.severity === 'error')).toBe(true)
  })

  it('has unique type names', () => {
    expect(new Set(types.map((type) => type.name)).size).toBe(types.length)
  })

  it('has the 24 page content types as documents with the shared page fields', () => {
    expect(contentTypeNames).toHaveLength(24)
    for (const name of contentTypeNames) {
      expect(byName.get(name)?.type, name).toBe('document')
      const fields = fieldsOf(name)
      expect(fields.get('title')?.type).toBe('string')
      expect(fields.get('description')?.type).toBe('text')
      expect(fields.get('slug')?.type).toBe('slug')
      expect(listValues(fields.get('product'))).toEqual([...productKeys])
      const ogImage = fields.get('ogImage')
      expect(ogImage?.type).toBe('image')
      expect(ogImage?.options?.hotspot).toBe(true)
      expect(ogImage?.fields?.map((field) => field.name)).toContain('altText')
      expect(fields.get('pageBuilder')?.of?.map((member) => member.type)).toEqual(['section'])
    }
  })

  it('nests sections → subSections → all 32 blocks', () => {
    expect(
      fieldsOf('section')
        .get('subSections')
        ?.of?.map((member) => member.type),
    ).toEqual(['subSection'])
    expect(
      fieldsOf('subSection')
        .get('blocks')
        ?.of?.map((member) => member.type),
    ).toEqual([...blockTypeNames])
  })

  it('has the 32 block types as objects with a field each', () => {
    expect(blockTypeNames).toHaveLength(32)
    for (const name of blockTypeNames) {
      expect(byName.get(name)?.type, name).toBe('object')
      expect(fieldsOf(name).size, name).toBeGreaterThan(0)
    }
  })

  it('gives blocks the fields docs/requirements.md §3 names', () => {
    const expected: Record<string, string[]> = {
      heroBlock: [
        'portraitImage',
        'squareImage',
        'landscapeImage',
        'mobileVideo',
        'tabletVideo',
        'tabletRotatedVideo',
        'laptopVideo',
        'desktopVideo',
      ],
      imageQuoteCard: ['mobileImage', 'tabletImage', 'desktopImage', 'quote', 'attribution'],
      careersDepartmentSection: ['meetTheTeam'],
      soundsCardContainer: ['soundsCards'],
      jobsAccordion: ['jobs'],
      filterGrid: ['filterTags', 'items'],
      threeColumnFilteredVideoContainer: ['filterTags', 'videos'],
    }
    for (const [block, names] of Object.entries(expected)) {
      const fields = fieldsOf(block)
      for (const name of names) expect(fields.has(name), `${block}.${name}`).toBe(true)
    }
    const card = fieldsOf('audioPreviewContainer').get('cards')?.of?.[0] as TypeDef
    expect(card.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(['mediaType', 'image', 'video', 'audio']),
    )
    expect(listValues(card.fields?.find((field) => field.name === 'mediaType'))).toEqual(['audio', 'video'])
    const slide = fieldsOf('slideshowBlock').get('slides')?.of?.[0] as TypeDef
    expect(slide.fields?.map((field) => field.name)).toContain('sanityImage')
  })

  it('has richText with link and internalDownloadLink annotations', () => {
    const block = byName.get('richText')?.of?.[0]
    expect(block?.type).toBe('block')
    expect(block?.marks?.annotations?.map((annotation) => annotation.name)).toEqual([
      'link',
      'internalDownloadLink',
    ])
    expect([...fieldsOf('internalDownloadLink').keys()]).toEqual(
      expect.arrayContaining(['product', 'os', 'includeCorePack']),
    )
  })

  it('has the type-specific fields of soundpack, downloads and downloadArchive', () => {
    expect(fieldsOf('soundpack').get('heroImage')?.type).toBe('image')
    expect(fieldsOf('soundpack').get('licenseModal')?.to).toEqual([{ type: 'studioLicenseModal' }])
    const downloads = fieldsOf('downloads')
    expect(downloads.get('semanticVersion')?.type).toBe('semanticVersion')
    expect([...fieldsOf('semanticVersion').keys()]).toEqual(['majorVersion', 'minorVersion', 'patchVersion'])
    expect(downloads.get('softwareDownloadCard')?.of?.[0]?.type).toBe('softwareDownloadCard')
    expect([...fieldsOf('softwareDownloadCard').keys()]).toEqual(
      expect.arrayContaining([
        'os',
        'image',
        'downloadUrl',
        'fileSize',
        'richTextFooter',
        'richTextFooterWithCorepack',
      ]),
    )
    expect(downloads.get('productRelease')?.type).toBe('productRelease')
    expect([...fieldsOf('systemRequirements').keys()]).toEqual([
      'macSysRequirements',
      'windowsSysRequirements',
      'osList',
    ])
    expect(fieldsOf('downloadArchive').get('releaseData')?.of?.[0]?.type).toBe('releaseDataItem')
    expect([...fieldsOf('releaseDataItem').keys()]).toEqual(
      expect.arrayContaining(['version', 'product', 'releaseDate', 'systemRequirements']),
    )
  })

  it('has videoAsset tagged with media.tag documents named by slug', () => {
    expect(fieldsOf('videoAsset').get('mediaTags')?.of?.[0]?.to).toEqual([{ type: 'media.tag' }])
    expect(fieldsOf('media.tag').get('name')?.type).toBe('slug')
    expect([...fieldsOf('studioLicenseModal').keys()]).toEqual(['title', 'body', 'terms'])
  })
})
