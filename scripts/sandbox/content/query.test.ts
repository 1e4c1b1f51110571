/**
 * The query API of the content service, driven by the real `@sanity/client` over loopback
 * (docs/references.md "Sanity HTTP API", docs/requirements.md §4 preview, §7 page query).
 */
import type { ClientConfig, ClientPerspective, SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { startContentService } from './server.ts'
import { createTestClient, TEST_PREVIEW_TOKEN, useContentService } from './test-fixtures.ts'

const client = (extra: Partial<ClientConfig> = {}): SanityClient =>
  createTestClient(sandbox.service.url, extra)

/** The page query of docs/requirements.md §7. */
const pageQuery = `*[_type == $contentType && slug.current == $slug && product == $product] | order(_updatedAt desc)[0]{_id, title, _updatedAt}`

const sandbox = useContentService()

describe('query', () => {
  it('answers the docs/requirements.md §7 page query with params over GET, newest first', async () => {
    const result = await client().fetch(pageQuery, { contentType: 'pricing', slug: 'buy', product: 'dj-pro' })
    expect(result).toEqual({
      _id: 'pricing-dj-pro',
      title: 'DJ Pro pricing',
      _updatedAt: '2026-01-01T00:00:00Z',
    })
  })

  it('replies {query, ms, result} and result null for a missing document', async () => {
    const response = await client().fetch(
      pageQuery,
      { contentType: 'pricing', slug: 'nope', product: 'dj-pro' },
      { filterResponse: false },
    )
    expect(response.result).toBeNull()
    expect(response.query).toBe(pageQuery)
    expect(typeof response.ms).toBe('number')
  })

  it('answers a query of 11264+ characters (sent as POST) the same way', async () => {
    const padding = 'x'.repeat(12_000)
    const longQuery = `*[_type == $contentType && slug.current == $slug][0]{_id, "pad": "${padding}"}`
    expect(longQuery.length).toBeGreaterThanOrEqual(11_264)
    const result = await client().fetch<{ _id: string; pad: string }>(longQuery, {
      contentType: 'pricing',
      slug: 'buy',
    })
    expect(result._id).toMatch(/^pricing-dj-pro/)
    expect(result.pad).toHaveLength(12_000)
  })

  it('accepts POST {query, params} with options in the URL', async () => {
    const response = await fetch(
      `${sandbox.service.url}/v2021-10-21/data/query/production?perspective=published`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '*[_type == $t]._id', params: { t: 'homepage' } }),
      },
    )
    expect(response.status).toBe(200)
    expect((await response.json()).result).toEqual(['home'])
  })

  it('narrows by _type without changing results: references and nested queries still see everything', async () => {
    const result = await client().fetch(
      `*[_type == "pricing" && defined(ogImage)][0]{"asset": ogImage.asset->mimeType, "pages": count(*[_type == "homepage"])}`,
    )
    expect(result).toEqual({ asset: 'image/png', pages: 1 })
  })

  it('gives the same results with and without the query indexes', async () => {
    const plain = await startContentService({ datasetsDir: sandbox.fixture.datasetsDir, queryIndexes: false })
    try {
      const queries: Array<[string, Record<string, unknown>]> = [
        [pageQuery, { contentType: 'pricing', slug: 'buy', product: 'dj-pro' }],
        ['*[_type == $t && slug.current == $s]{_id, "img": ogImage.asset->_id}', { t: 'pricing', s: 'buy' }],
        ['*[$t == _type]._id', { t: 'homepage' }],
        ['*[_type == $t]._id', { t: 42 }],
        ['*[_type == "pricing" || _type == "homepage"]._id', {}],
        ['*[!(_type == "pricing")]._id', {}],
        ['*[_type == "pricing" && slug.current == "nope"]', {}],
        ['*[_type == "pricing" && (!defined($s) || slug.current == $s)]._id', { s: 'buy' }],
        ['*[_type == "pricing" && (!defined($s) || slug.current == $s)]._id', { s: null }],
        ['*[(!defined($s) || title == $t) && _type == "pricing"]._id', { s: null, t: 'DJ Pro pricing' }],
        ['*[_type == "sanity.imageAsset"]{_id, "uses": count(*[references(^._id)])}', {}],
        ['*[_type == "pricing"]{_id, "same": *[_type == ^._type && _id != ^._id]._id}', {}],
        [
          '*[_id == $id][0]{_id, "twin": *[slug.current == ^.slug.current && product == ^.product]._id}',
          { id: 'pricing-dj-pro' },
        ],
        [
          '*[_type == "pricing"]{_id, "same": *[(!defined($p) || product == $p) && _id != ^._id]._id}',
          { p: 'dj-pro' },
        ],
        [
          '*[_type == "pricing"]{_id, "same": *[(!defined($p) || product == $p) && _id != ^._id]._id}',
          { p: null },
        ],
        ['*[title == $t]._id', { t: 'DJ Pro\u0000pricing' }],
        ['*[_type == "pricing" && product == $p]._id', { p: 7 }],
        ['*[references($ids)]._id', { ids: [`image-a1b2c3d4e5f60718293a4b5c6d7e8f9012345678-400x200-png`] }],
      ]
      for (const [query, params] of queries) {
        const indexed = await client().fetch(query, params)
        const scanned = await client({ apiHost: plain.url }).fetch(query, params)
        expect(indexed, query).toEqual(scanned)
      }
    } finally {
      await plain.close()
    }
  })

  it('reports bad GROQ as a queryParseError with start and end', async () => {
    const response = await fetch(
      `${sandbox.service.url}/v2021-10-21/data/query/production?query=${encodeURIComponent('*[_type ==')}`,
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatchObject({ type: 'queryParseError', query: '*[_type ==' })
    expect(body.error.start).toBeGreaterThanOrEqual(9)
    expect(body.error.end).toBeGreaterThanOrEqual(body.error.start)
    await expect(client().fetch('*[_type ==')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    })
  })

  it('reports a referenced but missing param as 400', async () => {
    await expect(client().fetch('*[_type == $contentType]')).rejects.toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', description: 'param $contentType referenced, but not provided' },
    })
  })

  it('answers 404 for an unknown dataset', async () => {
    await expect(client({ dataset: 'staging' }).fetch('*')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    })
  })

  it('serves documents by id, hiding drafts from anonymous callers', async () => {
    expect(await client().getDocument('home')).toMatchObject({ _id: 'home', title: 'Home' })
    expect(await client().getDocument('drafts.home')).toBeUndefined()
    expect(await client({ token: TEST_PREVIEW_TOKEN }).getDocument('drafts.home')).toMatchObject({
      title: 'Home (draft)',
    })
  })
})

describe('perspectives and the preview credential', () => {
  const ids = (perspective?: ClientPerspective, extra = {}) =>
    client({ ...extra, ...(perspective ? { perspective } : {}) }).fetch<string[]>(
      '*[_type in ["homepage", "campaign"]] | order(_id asc)._id',
    )

  it('never shows drafts to anonymous callers in raw (the default) or published', async () => {
    expect(await ids()).toEqual(['home'])
    expect(await ids('raw')).toEqual(['home'])
    expect(await ids('published')).toEqual(['home'])
    expect(await client().fetch('count(*[_id in path("drafts.**")])')).toBe(0)
  })

  it('answers drafts, previewDrafts and release stacks without a token as published, never showing a draft', async () => {
    // As the Content Lake: drafts and versions are served to no unauthenticated request, which reads
    // the published documents (sanity.io/docs/content-lake/drafts-and-versions).
    for (const perspective of ['drafts', 'previewDrafts', ['rSpring', 'drafts']] as const) {
      const anonymous = client({ perspective: perspective as ClientPerspective })
      expect(await ids(perspective as ClientPerspective), String(perspective)).toEqual(['home'])
      expect(await anonymous.fetch('*[_id == "home"][0]{title, _originalId}')).toEqual({
        title: 'Home',
        _originalId: null,
      })
      expect(await anonymous.fetch('count(*[_id in path("drafts.**") || defined(_originalId)])')).toBe(0)
    }
  })

  it('overlays drafts on their published twins with the bearer token', async () => {
    const docs = await client({ token: TEST_PREVIEW_TOKEN, perspective: 'drafts' }).fetch(
      '*[_type in ["homepage", "campaign"]] | order(_id asc){_id, _originalId, title}',
    )
    expect(docs).toEqual([
      { _id: 'home', _originalId: 'drafts.home', title: 'Home (draft)' },
      { _id: 'new-page', _originalId: 'drafts.new-page', title: 'Unpublished campaign' },
    ])
    expect(await ids('previewDrafts', { token: TEST_PREVIEW_TOKEN })).toEqual(['home', 'new-page'])
  })

  it('shows everything in raw and nothing private in published with the token', async () => {
    expect(await ids('raw', { token: TEST_PREVIEW_TOKEN })).toEqual([
      'drafts.home',
      'drafts.new-page',
      'home',
      'versions.rSpring.home',
    ])
    expect(await ids('published', { token: TEST_PREVIEW_TOKEN })).toEqual(['home'])
  })

  it('stacks release ids over drafts', async () => {
    const title = await client({ token: TEST_PREVIEW_TOKEN, perspective: ['rSpring', 'drafts'] }).fetch(
      '*[_id == "home"][0].title',
    )
    expect(title).toBe('Home (spring release)')
  })

  it('accepts the sanitySession cookie as the credential', async () => {
    const withCookie = { headers: { cookie: `sanitySession=${TEST_PREVIEW_TOKEN}` } }
    expect(await ids('drafts', withCookie)).toEqual(['home', 'new-page'])
  })

  it('answers 401 for a wrong bearer token, and treats a wrong cookie as anonymous', async () => {
    await expect(ids('published', { token: 'wrong' })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Unauthorized - Session not found',
    })
    const staleCookie = { headers: { cookie: 'sanitySession=stale' } }
    expect(await ids(undefined, staleCookie)).toEqual(['home'])
    expect(await ids('drafts', staleCookie)).toEqual(['home'])
  })

  it('defaults to the published perspective from API version 2025-02-19 and adds syncTags', async () => {
    const response = await client({ token: TEST_PREVIEW_TOKEN, apiVersion: '2025-02-19' }).fetch(
      '*[_type == "homepage"]._id',
      {},
      { filterResponse: false },
    )
    expect(response.result).toEqual(['home'])
    expect(response.syncTags).toEqual([expect.stringMatching(/^s1:/)])
  })
})

describe('limits (docs/decisions/019)', () => {
  const post = (body: string) =>
    fetch(`${sandbox.service.url}/v2021-10-21/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })

  it('answers a 1 MB query with a 400 validationError, without evaluating it', async () => {
    const query = `*[_type == "homepage" ${'|| _id == "a" '.repeat(80_000)}]`
    expect(query.length).toBeGreaterThan(1_000_000)
    const response = await post(JSON.stringify({ query }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { type: string; description: string } }
    expect(body.error.type).toBe('validationError')
    expect(body.error.description).toMatch(/Query too large: \d+ characters \(the limit is 65536\)/)
    // the worker is free: the next query is answered
    expect(await client().fetch('count(*[_type == "homepage"]) > 0')).toBe(true)
  })

  it('refuses a query nested deeper than 64 levels with a 400', async () => {
    const query = `${'('.repeat(65)}1${')'.repeat(65)}`
    await expect(client().fetch(query)).rejects.toMatchObject({ statusCode: 400 })
    expect(await client().fetch(`${'('.repeat(60)}1${')'.repeat(60)}`)).toBe(1)
    // brackets inside strings do not count
    expect(await client().fetch(`"${'['.repeat(100)}"`)).toBe('['.repeat(100))
  })

  it('refuses params nested deeper than 64 levels with a 400, over POST and GET (docs/decisions/031)', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
    for (const levels of [65, 200_000]) {
      const response = await post(`{"query":"count($t)","params":{"t":${deep(levels)}}}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('validationError')
    }
    const viaGet = await fetch(
      `${sandbox.service.url}/v2021-10-21/data/query/production?query=count($t)&$t=${encodeURIComponent(deep(100))}`,
    )
    expect(viaGet.status).toBe(400)
    expect(await client().fetch('count($t)', { t: JSON.parse(deep(60)) })).toBe(1)
  })

  it('answers a body over 2 MiB with 413 and a URL over 15 KiB with 414, in the error shape', async () => {
    const big = await post(JSON.stringify({ query: '1', params: { x: 'y'.repeat(2 * 1024 * 1024) } }))
    expect(big.status).toBe(413)
    expect(((await big.json()) as { error: { type: string } }).error.type).toBe('requestEntityTooLarge')
    const long = await fetch(
      `${sandbox.service.url}/v2021-10-21/data/query/production?query=1&$x="${'y'.repeat(15_500)}"`,
    )
    expect(long.status).toBe(414)
  })
})
