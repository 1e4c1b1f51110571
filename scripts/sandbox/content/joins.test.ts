/**
 * Joins never hold other queries (issue 27, decision 030), with the queries of two public Sanity
 * starters over datasets of their shapes (scripts/bench/template-datasets.ts): each answers as groq-js
 * answers it although the service evaluates it a row at a time; while the official template's
 * post/author join runs over 12,000 documents, other queries are answered; demo-course's
 * LESSON_SLUGS_QUERY, whose inner join compares `^.translations[_key == $defaultLocale][0].value._ref`
 * with each course's lessons, is served by the index instead of scanning every document per lesson
 * (which took past the 10 s limit); and `order()`, now sorted in slices, orders as groq-js does.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogDataset, courseDataset, templateQueries } from '../../bench/template-datasets.ts'
import { type ContentService, startContentService } from './server.ts'
import { groqJsAnswer, toNdjson } from './test-fixtures.ts'

let dir: string
let service: ContentService
/** The size: about 12,000 documents per starter (100× the bench's 1×). */
const LARGE = 12_000
const large = { blog: blogDataset(LARGE), course: courseDataset(LARGE) }
const small = { blog: blogDataset(400), course: courseDataset(250) }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-joins-'))
  for (const [name, docs] of Object.entries(large))
    await writeFile(join(dir, `${name}.ndjson`), toNdjson(docs))
  for (const [name, docs] of Object.entries(small)) {
    await writeFile(join(dir, `${name}-small.ndjson`), toNdjson(docs))
  }
  service = await startContentService({ datasetsDir: dir })
})

afterAll(async () => {
  await service?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Runs a query over the Query API; resolves with the status and body. */
async function query(dataset: string, text: string, params: Record<string, unknown> = {}) {
  const response = await fetch(`${service.url}/v2025-02-19/data/query/${dataset}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: text, params }),
  })
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: unknown } }
}

describe('the starters’ queries', () => {
  it.each(templateQueries.map((t) => [t.name, t] as const))('%s answers as groq-js does', async (_, t) => {
    const { status, body } = await query(`${t.dataset}-small`, t.query, t.params)
    expect(status).toBe(200)
    expect(body.result).toEqual(groqJsAnswer(small[t.dataset], t.query, t.params))
  })

  it('answers demo-course’s LESSON_SLUGS_QUERY over 12,000 documents with every lesson’s course', async () => {
    const lessonSlugs = templateQueries.find((t) => t.name === 'LESSON_SLUGS_QUERY')
    if (!lessonSlugs) throw new Error('no LESSON_SLUGS_QUERY')
    const { status, body } = await query('course', lessonSlugs.query, lessonSlugs.params)
    expect(status).toBe(200)
    const lessons = large.course.filter((doc) => doc._type === 'lesson')
    expect(body.result).toHaveLength(lessons.length)
    expect((body.result as Array<{ lesson: string }>)[1]).toMatchObject({
      lesson: 'de-lesson-0',
      course: { en: { current: 'en-course-0' } },
    })
  })
})

describe('a heavy join', () => {
  it('does not hold other queries: they are answered while the post/author join of 12,000 documents runs', async () => {
    const allPosts = templateQueries.find((t) => t.name === 'allPostsQuery')
    if (!allPosts) throw new Error('no allPostsQuery')
    let joinDone = false
    const join = query('blog', allPosts.query, allPosts.params).then((reply) => {
      joinDone = true
      return reply
    })
    const answeredDuringJoin: boolean[] = []
    for (let i = 0; i < 5; i++) {
      const { body } = await query('blog', '*[_type == "post" && slug.current == $slug][0]{title}', {
        slug: `post-${i}`,
      })
      expect(body.result).toEqual({ title: expect.stringMatching(new RegExp(`^Post ${i}:`)) })
      answeredDuringJoin.push(!joinDone)
    }
    const { status, body } = await join
    expect(status).toBe(200)
    expect(body.result).toHaveLength(
      large.blog.filter((doc) => doc._type === 'post' && !doc._id.includes('.')).length,
    )
    // One worker holds the data: before, the join held it until done, and each query waited for it.
    expect(answeredDuringJoin).toEqual([true, true, true, true, true])
  })
})

describe('order() in slices', () => {
  it('orders as groq-js does: types in its order, then values, directions per key, ties kept in place', async () => {
    const values = [3, 'b', true, null, 1.5, 'a', false, [1], { x: 1 }, -2, 'B', '2024-01-01T00:00:00Z']
    const rows = Array.from({ length: 1500 }, (_, n) => ({
      _id: `row-${n}`,
      _type: 'row',
      n,
      v: values[n % values.length],
      w: n % 7,
      d: new Date(Date.UTC(2024, 0, 1 + (n % 40))).toISOString(),
    }))
    await writeFile(join(dir, 'rows.ndjson'), toNdjson(rows))
    for (let i = 0; (await query('rows', 'count(*)')).body.result !== rows.length; i++) {
      if (i > 200) throw new Error('rows did not load')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    for (const text of [
      '*[_type == "row"] | order(v desc, w asc){n}',
      '*[_type == "row"] | order(w, v){n}',
      '*[_type == "row"] | order(dateTime(d) desc, n desc)[0...300]{n}',
      '*[_type == "row" && n < 300] | order(count(*[_type == "row" && w == ^.w && n < ^.n]) desc, n){n}',
    ]) {
      const { status, body } = await query('rows', text)
      expect(status, text).toBe(200)
      expect(body.result, text).toEqual(groqJsAnswer(rows, text, {}))
    }
  })
})
