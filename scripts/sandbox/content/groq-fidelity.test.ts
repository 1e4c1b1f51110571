/**
 * GROQ as the Content Lake answers it, over `@sanity/client` (decision 013): parameters known when the
 * query is parsed (slices, indexes, keys), `sanity::` functions and `identity()`, a trailing comment,
 * Sanity's error shape for functions the service cannot evaluate, the query time limit, and slices
 * taken before the projections they follow, with groq-js's answers (issue 34).
 */
import { evaluateSync, parse, toJS } from 'groq-js'
import { describe, expect, it } from 'vitest'
import type { Node } from './groq-lookups.ts'
import { slicesBeforeMaps } from './groq-slices.ts'
import { startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'
import {
  createTestClient,
  fixtureDocuments,
  groqJsAnswer,
  TEST_PREVIEW_TOKEN,
  useContentService,
} from './test-fixtures.ts'

const extra = [
  { _id: 'list', _type: 'list', items: ['a', 'b', 'c', 'd'], labels: { en: 'Hello', de: 'Hallo' } },
  ...Array.from({ length: 6 }, (_, i) => ({ _id: `post-${i}`, _type: 'post', n: i })),
]

/**
 * Posts numbered 0…count-1 (every third without `n`, so orders meet nulls) and two authors, each with
 * the `_rev` the service would otherwise give it when it loads them.
 */
const postsAndAuthors = (count: number): SanityDocument[] => [
  { _id: 'author-a', _type: 'author', _rev: 'r', name: 'A' },
  { _id: 'author-b', _type: 'author', _rev: 'r', name: 'B' },
  ...Array.from({ length: count }, (_, i) => ({
    _id: `post-${i}`,
    _type: 'post',
    _rev: 'r',
    ...(i % 3 === 2 ? {} : { n: i }),
    author: { _type: 'reference', _ref: i % 2 ? 'author-a' : 'author-b' },
  })),
]

/** The dataset of the slice tests (issue 34). */
const slicedDocs = postsAndAuthors(40)

const sandbox = useContentService({
  projectId: 'p1abc',
  async prepare(fixture) {
    await fixture.writeDataset([...fixtureDocuments(), ...extra])
    await fixture.writeDataset(slicedDocs, 'sliced')
  },
})

const client = (token?: string) =>
  createTestClient(sandbox.service.url, {
    projectId: 'p1abc',
    apiVersion: '2025-02-19',
    ...(token ? { token } : {}),
  })

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
    expect(await client(TEST_PREVIEW_TOKEN).fetch('identity()')).toBe('sandbox-preview')
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
        `${sandbox.service.url}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`,
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
    await sandbox.fixture.writeDataset(many, 'many')
    const limited = await startContentService({
      datasetsDir: sandbox.fixture.datasetsDir,
      queryTimeoutMs: 30,
    })
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
    await sandbox.fixture.writeDataset(many, 'items')
    const patient = await startContentService({
      datasetsDir: sandbox.fixture.datasetsDir,
      queryTimeoutMs: 60_000,
    })
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
    await sandbox.fixture.writeDataset(docs, 'courses')
    const scanning = await startContentService({
      datasetsDir: sandbox.fixture.datasetsDir,
      queryIndexes: false,
    })
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
      const [indexed, scanned] = await Promise.all([ask(sandbox.service.url), ask(scanning.url)])
      expect(indexed).toEqual(scanned)
      expect(indexed).toContainEqual({ lesson: 'l7', course: 'course-1', translated: [] })
      expect(indexed).toContainEqual({ lesson: 'l2', course: 'course-0', translated: ['course-2'] })
    } finally {
      await scanning.close()
    }
  })
})

describe('slices before projections (issue 34)', () => {
  /** Slices and elements after maps: positive, negative, inclusive, out of range, chained, nested, after order(). */
  const queries = [
    '*[_type == "post"]{..., "x": *[_type == "author"][0]._id}[0...3]',
    '*[_type == "post"] | order(n desc){n, "later": count(*[_type == "post" && n > ^.n])}[1..2]',
    '*[_type == "post"] | order(_id){_id}[0]',
    '*[_type == "post"] | order(_id){_id}[-1]',
    '*[_type == "post"] | order(_id){_id}[-2..-1]',
    '*[_type == "post"] | order(_id){_id}[3...-2]',
    '*[_type == "post"]{n}[100]',
    '*[_type == "post"]{n}[-100]',
    '*[_type == "post"]{n}[-100...2]',
    '*[_type == "post"]{n}[5...2]',
    '*[_type == "post"]{n}{"twice": n * 2}[1..3]',
    '*[_type == "post"].n[2]',
    '*[_type == "post"]{"author": author->name}[-1]',
    '*[_type == "author"]{name, "posts": *[_type == "post" && author._ref == ^._id]{_id}[0...2], "last": *[_type == "post" && author._ref == ^._id]{_id}[-1]}',
    '{"first": *[_type == "post"] | order(n desc){n}[0], "none": *[_type == "nothing"]{n}[0]}',
    '*[_type == "post"]{n} | order(n desc)[0]',
    '*[_type == "post"]{n}[0...$limit]',
  ]

  it('moves the slice below the map without changing what groq-js answers', () => {
    const docs = postsAndAuthors(12)
    for (const query of queries) {
      const params = { limit: 4 }
      const tree = parse(query, { params }) as unknown as Node
      const moved = evaluateSync(slicesBeforeMaps(tree) as never, { dataset: docs, params })
      expect(toJS(moved), query).toEqual(groqJsAnswer(docs, query, params))
    }
    // An element of a map is a one-row slice: its projection runs for that row only.
    expect(slicesBeforeMaps(parse('*[_type == "post"]{n}[-1]') as unknown as Node)).toMatchObject({
      type: 'AccessElement',
      index: 0,
      base: { type: 'Map', base: { type: 'Slice', left: -1, right: -1, isInclusive: true } },
    })
  })

  it('answers as groq-js does through the service', async () => {
    for (const query of queries) {
      const response = await fetch(`${sandbox.service.url}/v2025-02-19/data/query/sliced`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, params: { limit: 4 } }),
      })
      expect(response.status, query).toBe(200)
      expect((await response.json()).result, query).toEqual(groqJsAnswer(slicedDocs, query, { limit: 4 }))
    }
  })

  it('projects only the rows a slice keeps, so it answers where projecting every row would pass the time limit', async () => {
    // Each projected row counts the posts after it: 3,000 rows would compare 9 million pairs, far
    // beyond the limit (a 408 before this change); the slice keeps 3 rows, 9,000 comparisons. The
    // reference is groq-js's answer to the same query written slice first.
    const docs = postsAndAuthors(3000)
    await sandbox.fixture.writeDataset(docs, 'many-posts')
    const limited = await startContentService({
      datasetsDir: sandbox.fixture.datasetsDir,
      queryTimeoutMs: 2000,
    })
    const later = '{_id, "later": count(*[_type == "post" && n > ^.n])}'
    try {
      for (const [query, sliceFirst] of [
        [`*[_type == "post"]${later}[0...3]`, `*[_type == "post"][0...3]${later}`],
        [
          `*[_type == "post"] | order(_id desc)${later}[0]`,
          `(*[_type == "post"] | order(_id desc))[0]${later}`,
        ],
      ] as const) {
        const response = await fetch(
          `${limited.url}/v2025-02-19/data/query/many-posts?query=${encodeURIComponent(query)}`,
        )
        expect(response.status, query).toBe(200)
        expect((await response.json()).result, query).toEqual(groqJsAnswer(docs, sliceFirst))
      }
    } finally {
      await limited.close()
    }
  })
})
