/**
 * Bounded work for writers (decision 039), through `@sanity/client`: a body nested thousands of
 * levels deep, a patch of thousands of paths and a document over Sanity's documented limits are
 * each a 400 in the Content Lake's error shape (they were a 500, or held every reader for seconds),
 * and a large patch that is within the limits lets other queries be answered while it is applied.
 */
import { describe, expect, it } from 'vitest'
import { refusal, TEST_WRITE_TOKEN, uniqueId, useContentService } from './test-fixtures.ts'
import {
  MAX_ATTRIBUTE_DEPTH,
  MAX_DOCUMENT_ATTRIBUTES,
  MAX_PATCH_OPERATIONS,
  singlePathPatches,
} from './write-limits.ts'

const sandbox = useContentService()

/** `{"a": {"a": … value}}`, `levels` objects deep. */
function nested(levels: number, value: unknown = 'leaf'): unknown {
  let result = value
  for (let i = 0; i < levels; i++) result = { a: result }
  return result
}

/** An object of `count` keys `k0…`, each `value + index`. */
const keys = (count: number, value = 'v') =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, `${value}${i}`]))

describe('limits on one mutation', () => {
  it('refuses a body nested 5,000 levels deep with a 400, and keeps serving', async () => {
    // As text: serialising it is past what a JavaScript stack (and @sanity/client) can do.
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const deepId = uniqueId('limits')
    const reply = await fetch(`${sandbox.service.url}/v2021-10-21/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_WRITE_TOKEN}`, 'content-type': 'application/json' },
      body: `{"mutations":[{"create":{"_id":"${uniqueId('limits')}","_type":"page"}},{"patch":{"id":"${deepId}","set":{"deep":${deep}}}}]}`,
    })
    expect(reply.status).toBe(400)
    // The Content Lake's shape for a refused mutation, as for the other limits on one mutation.
    expect(((await reply.json()) as { error: unknown }).error).toEqual({
      type: 'mutationError',
      description: 'Mutation(s) failed with 1 error(s)',
      items: [
        {
          index: 1,
          error: {
            type: 'validationError',
            description: expect.stringMatching(
              new RegExp(`^Document "${deepId}" nests objects and arrays more than 62 levels deep`),
            ),
            id: deepId,
            limit: 62,
          },
        },
      ],
    })
    const id = uniqueId('limits')
    await sandbox.writer.create({ _id: id, _type: 'page' })
    expect(await sandbox.writer.fetch('*[_id == $id][0]._id', { id })).toBe(id)
  })

  it('names a mutation nested too deep in the refusal @sanity/client prints, and writes nothing', async () => {
    const id = uniqueId('limits')
    const { status, body, message } = await refusal(
      sandbox.writer.create({ _id: id, _type: 'page', deep: nested(80) } as never),
    )
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'validationError', id } }],
    })
    expect(message).toMatch(
      new RegExp(`- Document "${id}" nests objects and arrays more than 62 levels deep`),
    )
    expect(await sandbox.writer.getDocument(id)).toBeUndefined()
  })

  it('refuses a set of 3,000 keys before applying any of it', async () => {
    const id = uniqueId('limits')
    await sandbox.writer.create({ _id: id, _type: 'page' })
    const { status, body } = await refusal(sandbox.writer.patch(id).set(keys(3000)).commit())
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'validationError', limit: MAX_PATCH_OPERATIONS } }],
    })
    expect((await sandbox.writer.getDocument(id))?.k0).toBeUndefined()
  })

  it('refuses a document over Sanity’s attribute limits, and accepts one at them', async () => {
    const tooWide = await refusal(
      sandbox.writer.create({ _id: uniqueId('limits'), _type: 'page', ...keys(MAX_DOCUMENT_ATTRIBUTES) }),
    )
    expect(tooWide.status).toBe(400)
    expect(JSON.stringify(tooWide.body)).toMatch(/more than 1000 attributes/)
    // `_id`, `_type` and the nesting itself count as attributes.
    const tooDeep = await refusal(
      sandbox.writer.create({
        _id: uniqueId('limits'),
        _type: 'page',
        deep: nested(MAX_ATTRIBUTE_DEPTH),
      } as never),
    )
    expect(tooDeep.status).toBe(400)
    expect(JSON.stringify(tooDeep.body)).toMatch(/nests attributes more than 20 levels deep/)
    const id = uniqueId('limits')
    await sandbox.writer.create({ _id: id, _type: 'page', deep: nested(MAX_ATTRIBUTE_DEPTH - 1) } as never)
    const grown = await refusal(
      sandbox.writer
        .patch(id)
        .set({ [`deep${'.a'.repeat(MAX_ATTRIBUTE_DEPTH - 1)}`]: { a: 1 } })
        .commit(),
    )
    expect(grown.status).toBe(400)
  })
})

describe('a large patch within the limits', () => {
  it('applies its paths in the order @sanity/mutator does', () => {
    expect(
      singlePathPatches({ unset: ['x'], set: { a: 1, b: 2 }, setIfMissing: { c: 3 }, inc: { n: 1 } }),
    ).toEqual([
      { setIfMissing: { c: 3 } },
      { set: { a: 1 } },
      { set: { b: 2 } },
      { unset: ['x'] },
      { inc: { n: 1 } },
    ])
    expect(() => singlePathPatches({ merge: {} })).toThrow(/Unknown patch operation "merge"/)
  })

  it('lets other queries be answered while it is applied', async () => {
    const id = uniqueId('limits')
    const width = MAX_DOCUMENT_ATTRIBUTES - 10
    await sandbox.writer.create({ _id: id, _type: 'page', ...keys(width) })
    // Five patches of `width` paths over a `width`-wide object: @sanity/mutator copies the object per path.
    let transaction = sandbox.writer.transaction()
    for (let round = 0; round < 5; round++)
      transaction = transaction.patch(id, (p) => p.set(keys(width, `r${round}-`)))
    let written = false
    const write = transaction.commit().then(() => {
      written = true
    })
    let answered = 0
    while (!written) {
      expect(await sandbox.writer.fetch('*[_id == $id][0]._type', { id })).toBe('page')
      if (!written) answered++
    }
    await write
    expect((await sandbox.writer.getDocument(id))?.k0).toBe('r4-0')
    // Held for the whole write, a query chain gets at most a few answers in (4 measured, on a loaded
    // machine); applied a path at a time, it keeps being answered.
    expect(answered).toBeGreaterThan(8)
  })
})
