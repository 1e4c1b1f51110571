/**
 * Content Source Maps (decision 030): `resultSourceMap` answers as the Content Lake does, so
 * `@sanity/client`'s stega encoding embeds each string's document and path, read back here with
 * `@vercel/stega` (the decoder of what the client encodes).
 */
import { vercelStegaDecode } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'
import { createFixture, createTestClient, type Fixture, fixtureDocuments } from './test-fixtures.ts'

const PREVIEW = 'csm-preview-token'
let fixture: Fixture
let service: ContentService

const page = (id: string, heading: string): SanityDocument => ({
  _id: id,
  _type: 'djLanding',
  title: `Title of ${id}`,
  slug: { _type: 'slug', current: 'dj' },
  author: { _type: 'reference', _ref: 'author-riv' },
  pageBuilder: [
    {
      _key: 'sec1',
      _type: 'section',
      subSections: [
        { _key: 'sub1', _type: 'subSection', blocks: [{ _key: 'hero1', _type: 'heroBlock', heading }] },
      ],
    },
  ],
})

beforeAll(async () => {
  fixture = await createFixture()
  await fixture.writeDataset([
    ...fixtureDocuments(),
    page('dj-landing', 'Published heading'),
    page('drafts.dj-landing', 'Draft heading'),
    { _id: 'author-riv', _type: 'author', name: 'DJ Riv' },
  ])
  service = await startContentService({ datasetsDir: fixture.datasetsDir, previewToken: PREVIEW })
})

afterAll(async () => {
  await service?.close()
  await fixture?.remove()
})

const query = `*[_type == "djLanding" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, "author": author->{name},
  pageBuilder[]{_key, _type, subSections[]{_key, blocks[]{_key, _type, _type == "heroBlock" => {heading}}}},
  "computed": title + "!"
}`

describe('resultSourceMap', () => {
  it('maps each string of the result to its document and path (by _key with withKeyArraySelector)', async () => {
    const client = createTestClient(service.url, { apiVersion: '2025-02-19' })
    const reply = await client.fetch(
      query,
      { slug: 'dj' },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    const csm = reply.resultSourceMap
    if (!csm) throw new Error('no resultSourceMap in the reply')
    const sourceOf = (resultPath: string) => {
      const mapping = csm.mappings[resultPath]
      if (mapping?.type !== 'value' || mapping.source.type !== 'documentValue') return undefined
      return { document: csm.documents[mapping.source.document], path: csm.paths[mapping.source.path] }
    }
    expect(sourceOf("$['title']")).toEqual({
      document: { _id: 'dj-landing', _type: 'djLanding' },
      path: "$['title']",
    })
    expect(sourceOf("$['slug']")?.path).toBe("$['slug']['current']")
    expect(sourceOf("$['author']['name']")).toEqual({
      document: { _id: 'author-riv', _type: 'author' },
      path: "$['name']",
    })
    expect(sourceOf("$['pageBuilder'][0]['subSections'][0]['blocks'][0]['heading']")?.path).toBe(
      "$['pageBuilder'][?(@._key=='sec1')]['subSections'][?(@._key=='sub1')]['blocks'][?(@._key=='hero1')]['heading']",
    )
    expect(sourceOf("$['computed']")).toBeUndefined()
    const byIndex = await client.fetch(
      query,
      { slug: 'dj' },
      { filterResponse: false, resultSourceMap: true },
    )
    expect(byIndex.resultSourceMap?.paths).toContain(
      "$['pageBuilder'][0]['subSections'][0]['blocks'][0]['heading']",
    )
  })

  it('lets @sanity/client encode stega that decodes to the draft document and field of a heading', async () => {
    const client = createTestClient(service.url, {
      apiVersion: '2025-02-19',
      token: PREVIEW,
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: '/studio' },
    })
    const result = await client.fetch<{
      pageBuilder: Array<{ subSections: Array<{ blocks: Array<{ heading: string }> }> }>
    }>(query, {
      slug: 'dj',
    })
    const heading = result.pageBuilder[0]?.subSections[0]?.blocks[0]?.heading ?? ''
    expect(heading.startsWith('Draft heading')).toBe(true)
    expect(heading).not.toBe('Draft heading')
    const decoded = vercelStegaDecode<{ origin: string; href: string }>(heading)
    expect(decoded?.origin).toBe('sanity.io')
    const href = decodeURIComponent(decoded?.href ?? '')
    expect(href).toContain('/studio/intent/edit/mode=presentation;id=dj-landing;type=djLanding;')
    expect(href).toContain(
      'path=pageBuilder[_key=="sec1"].subSections[_key=="sub1"].blocks[_key=="hero1"].heading',
    )
  })
})
