/**
 * The heavy built-ins' budget, shared by concurrent queries (decision 039): a top-level `order()` of
 * any values sorts in slices, with groq-js's order; the slices of every running query take turns, so
 * three queries that each sort 50,000 values at once let other queries be answered throughout; a
 * sort nothing can slice (inside a projection) of a parameter over the limit is a 400 at once.
 */
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { MAX_UNSLICED_SORT_PARAM_CHARS } from './groq.ts'
import { createTestClient, refusal, useContentService } from './test-fixtures.ts'

const sandbox = useContentService()

const client = () => createTestClient(sandbox.service.url, { maxRetries: 0 })
/** `length` letters in a scrambled order. */
const letters = (length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('')

describe('sorts at the top level', () => {
  it('sort values that are not objects exactly as groq-js does', async () => {
    const values = [3, 'b', null, 1.5, true, 'a', false, { x: 1 }, [2], -4, 'B']
    for (const query of ['$v | order(@)', '$v | order(@ desc)', '{"sorted": $v | order(@)}']) {
      const expected = await (await evaluate(parse(query), { params: { v: values } })).get()
      expect(await client().fetch(query, { v: values }), query).toEqual(expected)
    }
  })

  it('let other queries be answered while three queries sort 50,000 values each', {
    timeout: 60_000,
  }, async () => {
    const s = letters(50_000)
    let done = 0
    const heavy = [1, 2, 3].map(() =>
      client()
        .fetch<string[]>('string::split($s, "") | order(@)', { s })
        .finally(() => {
          done++
        }),
    )
    // Answers counted before the first sort is done: a sort held in one step lets a small query in only
    // between sorts (0 answers before the first is done, measured with slicing switched off); sorts in
    // slices take turns with each other, so the first ends near the last and small queries are answered
    // all along (18-21 on this machine quiet, 23-26 with four busy loops on its two cores).
    let answered = 0
    while (done < 3) {
      expect(await client().fetch('*[_id == "home"][0].title')).toBe('Home')
      if (done === 0) answered++
    }
    const [sorted] = await Promise.all(heavy)
    expect(sorted?.slice(0, 2)).toEqual(['a', 'a'])
    expect(sorted?.at(-1)).toBe('z')
    expect(answered).toBeGreaterThan(5)
  })
})

describe('sorts nothing can slice', () => {
  it('answer when their parameter is small', async () => {
    expect(await client().fetch('*[_id == "home"][0]{"x": $v | order(@)}', { v: ['b', 'c', 'a'] })).toEqual({
      x: ['a', 'b', 'c'],
    })
  })

  it('are a 400 at once when their parameter is over the limit', async () => {
    const s = letters(MAX_UNSLICED_SORT_PARAM_CHARS + 1)
    const { status, body } = await refusal(
      client().fetch('*[_id == "home"]{"x": count(string::split($s, "") | order(@))}', { s }),
    )
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ type: 'validationError' })
    expect((body.error as { description: string }).description).toMatch(
      /order\(\) inside the query would sort \$s/,
    )
  })
})
