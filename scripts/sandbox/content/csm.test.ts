/**
 * Content Source Maps (decisions 030, 039): `resultSourceMap` answers as the Content Lake does, for
 * every value a query takes from a document (attribute access, projections with or without `_id`,
 * renamed keys, nested projections, `->`, array elements), so `@sanity/client`'s stega encoding
 * embeds each string's document and path, read back here with `@vercel/stega` (the decoder of what
 * the client encodes). Values the query computes, and parameters, map to nothing.
 */
import type { ContentSourceMap } from '@sanity/client'
import { resolveMapping, walkMap } from '@sanity/client/csm'
import { vercelStegaDecode } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import type { SanityDocument } from './store.ts'
import { createTestClient, fixtureDocuments, TEST_PREVIEW_TOKEN, useContentService } from './test-fixtures.ts'

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

const sandbox = useContentService({
  prepare: (fixture) =>
    fixture.writeDataset([
      ...fixtureDocuments(),
      page('dj-landing', 'Published heading'),
      page('drafts.dj-landing', 'Draft heading'),
      { _id: 'author-riv', _type: 'author', name: 'DJ Riv' },
    ]),
})

const query = `*[_type == "djLanding" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, "author": author->{name},
  pageBuilder[]{_key, _type, subSections[]{_key, blocks[]{_key, _type, _type == "heroBlock" => {heading}}}},
  "computed": title + "!"
}`

describe('resultSourceMap', () => {
  it('maps each string of the result to its document and path (by _key with withKeyArraySelector)', async () => {
    const client = createTestClient(sandbox.service.url, { apiVersion: '2025-02-19' })
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
    const client = createTestClient(sandbox.service.url, {
      apiVersion: '2025-02-19',
      token: TEST_PREVIEW_TOKEN,
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

/** Each string of `result` → `documentId path` of its source, as the client resolves it (null: none). */
function sources(result: unknown, csm: ContentSourceMap): Record<string, string | null> {
  const found: Record<string, string | null> = {}
  walkMap(result, (value, path) => {
    if (typeof value !== 'string') return value
    const resolved = resolveMapping(path, csm)
    const source = resolved?.mapping.type === 'value' ? resolved.mapping.source : undefined
    found[`$${path.map((p) => `[${JSON.stringify(p)}]`).join('')}`] =
      source?.type === 'documentValue'
        ? `${csm.documents[source.document]?._id} ${csm.paths[source.path]}${resolved?.pathSuffix ?? ''}`
        : null
    return value
  })
  return found
}

describe('every value a query takes from a document (issue 34)', () => {
  const client = () => createTestClient(sandbox.service.url, { apiVersion: '2025-02-19' })
  const mapOf = async (query: string, params: Record<string, unknown> = { slug: 'dj' }) => {
    const reply = await client().fetch(query, params, {
      filterResponse: false,
      resultSourceMap: 'withKeyArraySelector',
    })
    if (!reply.resultSourceMap) throw new Error('no resultSourceMap in the reply')
    return sources(reply.result, reply.resultSourceMap)
  }
  const page = '*[_type == "djLanding" && slug.current == $slug][0]'
  const hero =
    "['pageBuilder'][?(@._key=='sec1')]['subSections'][?(@._key=='sub1')]['blocks'][?(@._key=='hero1')]"

  it('maps projections without _id, attribute access and renamed keys', async () => {
    expect(await mapOf(`${page}{title}`)).toEqual({ '$["title"]': "dj-landing $['title']" })
    expect(await mapOf(`${page}.title`)).toEqual({ $: "dj-landing $['title']" })
    expect(await mapOf(`${page}{"t": title, "s": slug.current}`)).toEqual({
      '$["t"]': "dj-landing $['title']",
      '$["s"]': "dj-landing $['slug']['current']",
    })
  })

  it('maps nested projections, array elements and dereferences to the document they come from', async () => {
    expect(
      await mapOf(
        `${page}{"hero": pageBuilder[0].subSections[0].blocks[0]{heading}, "author": author->name}`,
      ),
    ).toEqual({
      '$["hero"]["heading"]': `dj-landing $${hero}['heading']`,
      '$["author"]': "author-riv $['name']",
    })
    expect(await mapOf(`${page}{"headings": pageBuilder[].subSections[].blocks[].heading}`)).toEqual({
      '$["headings"][0]': `dj-landing $${hero}['heading']`,
    })
    expect(
      await mapOf(`*[_type == "djLanding"] | order(_id asc)[0...2]{title, "who": author->{name}}`),
    ).toEqual({
      '$[0]["title"]': "dj-landing $['title']",
      '$[0]["who"]["name"]': "author-riv $['name']",
    })
  })

  it('maps nothing the query computes, and no parameter even when a document holds the same string', async () => {
    expect(
      await mapOf(
        `${page}{_id, "upper": upper(title), "joined": title + "!", "literal": "dj", "param": $slug}`,
      ),
    ).toEqual({
      '$["_id"]': "dj-landing $['_id']",
      '$["upper"]': null,
      '$["joined"]': null,
      '$["literal"]': null,
      '$["param"]': null,
    })
  })

  it('lets stega mark a projection without _id with its edit link', async () => {
    const stega = createTestClient(sandbox.service.url, {
      apiVersion: '2025-02-19',
      stega: { enabled: true, studioUrl: '/studio' },
    })
    const { title } = await stega.fetch<{ title: string }>(`${page}{title}`, { slug: 'dj' })
    const href = decodeURIComponent(vercelStegaDecode<{ href: string }>(title)?.href ?? '')
    expect(href).toContain('/studio/intent/edit/mode=presentation;id=dj-landing;type=djLanding;path=title')
  })
})
