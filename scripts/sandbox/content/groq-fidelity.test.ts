/**
 * GROQ as the Content Lake answers it, over `@sanity/client` (decision 013): parameters known when the
 * query is parsed (slices, indexes, keys), `sanity::` functions and `identity()`, a trailing comment,
 * Sanity's error shape for functions the service cannot evaluate, and the query time limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from './server.ts'
import { createFixture, createTestClient, type Fixture, fixtureDocuments } from './test-fixtures.ts'

const TOKEN = 'test-preview-token'
let fixture: Fixture
let service: ContentService

const extra = [
  { _id: 'list', _type: 'list', items: ['a', 'b', 'c', 'd'], labels: { en: 'Hello', de: 'Hallo' } },
  ...Array.from({ length: 6 }, (_, i) => ({ _id: `post-${i}`, _type: 'post', n: i })),
]

beforeAll(async () => {
  fixture = await createFixture()
  await fixture.writeDataset([...fixtureDocuments(), ...extra])
  service = await startContentService({
    datasetsDir: fixture.datasetsDir,
    previewToken: TOKEN,
    projectId: 'p1abc',
  })
})

afterAll(async () => {
  await service?.close()
  await fixture?.remove()
})

const client = (token?: string) =>
  createTestClient(service.url, { projectId: 'p1abc', apiVersion: '2025-02-19', ...(token ? { token } : {}) })

describe('parameters known at parse time', () => {
  it('slices with a $limit', async () => {
    const ids = await client().fetch('*[_type == "post"] | order(n asc)[0...$limit]._id', { limit: 2 })
    expect(ids).toEqual(['post-0', 'post-1'])
    expect(
      await client().fetch('*[_type == "post"] | order(n asc)[$from..$to].n', { from: 1, to: 3 }),
    ).toEqual([1, 2, 3])
  })

  it('indexes arrays with $i and objects with $key', async () => {
    expect(await client().fetch('*[_id == "list"][0].items[$i]', { i: 2 })).toBe('c')
    expect(await client().fetch('*[_id == "list"][0].items[$i]', { i: -1 })).toBe('d')
    expect(await client().fetch('*[_id == "list"][0].labels[$key]', { key: 'de' })).toBe('Hallo')
  })

  it('refuses a slice by a non-number with a queryParseError', async () => {
    await expect(client().fetch('*[_type == "post"][0...$limit]', { limit: 'two' })).rejects.toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError' },
    })
  })
})

describe('functions and comments', () => {
  it('answers sanity::projectId() and sanity::dataset()', async () => {
    expect(await client().fetch('{"p": sanity::projectId(), "d": sanity::dataset()}')).toEqual({
      p: 'p1abc',
      d: 'production',
    })
  })

  it('answers identity() with the caller: empty when anonymous', async () => {
    expect(await client().fetch('identity()')).toBe('')
    expect(await client(TOKEN).fetch('identity()')).toBe('sandbox-preview')
  })

  it('parses a trailing // comment', async () => {
    expect(await client().fetch('count(*[_type == "post"]) // how many posts')).toBe(6)
  })

  it('refuses functions it cannot evaluate with a 400 queryParseError, never a 500', async () => {
    for (const query of [
      '*[geo::contains(area, point)]',
      '*[_type == "post"] | score(text::semanticSimilarity("drums"))',
    ]) {
      const response = await fetch(
        `${service.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`,
      )
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(body.error).toMatchObject({ type: 'queryParseError', query })
      expect(body.error.description).toMatch(/not supported/)
      expect(query.slice(body.error.start, body.error.end)).toMatch(
        /^(geo::contains|text::semanticSimilarity)$/,
      )
    }
  })
})

describe('query time limit', () => {
  it('cuts a query off with a query timeout error and keeps answering others', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ _id: `doc-${i}`, _type: 'doc', n: i }))
    await fixture.writeDataset(many, 'many')
    const limited = await startContentService({ datasetsDir: fixture.datasetsDir, queryTimeoutMs: 30 })
    try {
      // Every document against every pair of documents: 27 million comparisons, far beyond 30 ms.
      const slow = `*{"n": count(*[n != ^.n && count(*[n != ^.n]) > 0])}`
      const response = await fetch(
        `${limited.url}/v2025-02-19/data/query/many?query=${encodeURIComponent(slow)}`,
      )
      expect(response.status).toBe(408)
      expect((await response.json()).error).toMatchObject({ type: 'queryTimeout', query: slow })
      const fast = await fetch(
        `${limited.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "post"])')}`,
      )
      expect((await fast.json()).result).toBe(6)
    } finally {
      await limited.close()
    }
  })

  it('answers quick queries while a slow one runs (the slow one continues in slices)', async () => {
    const many = Array.from({ length: 700 }, (_, i) => ({ _id: `item-${i}`, _type: 'item', n: i }))
    await fixture.writeDataset(many, 'items')
    const patient = await startContentService({ datasetsDir: fixture.datasetsDir, queryTimeoutMs: 60_000 })
    const url = (query: string) =>
      `${patient.url}/v2025-02-19/data/query/items?query=${encodeURIComponent(query)}`
    try {
      let slowDone = false
      // Every item against every item: half a million comparisons, far more than one slice.
      const slow = fetch(url('*{"n": count(*[n != ^.n])}')).then(async (response) => {
        slowDone = true
        return response.status
      })
      const quick = async () => (await (await fetch(url('*[_id == "item-7"][0].n'))).json()).result
      expect(await quick()).toBe(7)
      expect(await quick()).toBe(7)
      expect(slowDone).toBe(false)
      expect(await slow).toBe(200)
    } finally {
      await patient.close()
    }
  })
})

describe('membership joins through the index (decision 030)', () => {
  it('answers `^._id in lessons[]._ref` as a scan does', async () => {
    const docs = [
      ...Array.from({ length: 30 }, (_, i) => ({
        _id: `lesson-${i}`,
        _type: 'lesson',
        slug: { current: `l${i}` },
      })),
      ...Array.from({ length: 5 }, (_, c) => ({
        _id: `course-${c}`,
        _type: 'course',
        lessons: Array.from({ length: 6 }, (_, j) => ({
          _key: `k${j}`,
          _type: 'reference',
          _ref: `lesson-${c * 6 + j}`,
        })),
        translations: [{ _key: 'en', value: { _ref: `lesson-${c}` } }],
      })),
    ]
    await fixture.writeDataset(docs, 'courses')
    const scanning = await startContentService({ datasetsDir: fixture.datasetsDir, queryIndexes: false })
    const query = `*[_type == "lesson"] | order(_id asc){
      "lesson": slug.current,
      "course": *[_type == "course" && ^._id in lessons[]._ref][0]._id,
      "translated": *[_type == "course" && ^._id in translations[].value._ref]._id
    }`
    try {
      const ask = (url: string) =>
        fetch(`${url}/v2025-02-19/data/query/courses?query=${encodeURIComponent(query)}`).then(
          async (r) => ((await r.json()) as { result: unknown }).result,
        )
      const [indexed, scanned] = await Promise.all([ask(service.url), ask(scanning.url)])
      expect(indexed).toEqual(scanned)
      expect(indexed).toContainEqual({ lesson: 'l7', course: 'course-1', translated: [] })
      expect(indexed).toContainEqual({ lesson: 'l2', course: 'course-0', translated: ['course-2'] })
    } finally {
      await scanning.close()
    }
  })
})
