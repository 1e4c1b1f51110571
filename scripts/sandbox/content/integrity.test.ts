/**
 * Referential integrity through `@sanity/client`, as the Content Lake enforces it (decision 039):
 * strong references must resolve when a transaction commits (so it may create both sides), a
 * strongly referenced document cannot be deleted or change its `_type`, weak references and drafts
 * follow Sanity's rules (`_strengthenOnPublish` included), each refusal a 409 `mutationError` whose
 * items the client prints, with nothing written.
 */
import { describe, expect, it } from 'vitest'
import { refusal, uniqueId, useContentService } from './test-fixtures.ts'

const sandbox = useContentService()
const ref = (id: string, extra: Record<string, unknown> = {}) => ({ _type: 'reference', _ref: id, ...extra })
const exists = async (id: string) => (await sandbox.writer.getDocument(id)) !== undefined

/** A published author and a post that strongly references it. */
async function authorWithPost() {
  const author = uniqueId('author')
  const post = uniqueId('post')
  await sandbox.writer
    .transaction()
    .create({ _id: author, _type: 'author', name: 'Riv' })
    .create({ _id: post, _type: 'post', author: ref(author) })
    .commit()
  return { author, post }
}

describe('strong references must resolve', () => {
  it('refuses a create whose strong reference points at no document (409, nothing written)', async () => {
    const post = uniqueId('post')
    const missing = uniqueId('missing')
    const { status, body, message } = await refusal(
      sandbox.writer.create({ _id: post, _type: 'post', author: ref(missing) }),
    )
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      type: 'mutationError',
      description: 'Mutation(s) failed with 1 error(s)',
      items: [
        {
          index: 0,
          error: {
            type: 'documentReferenceDoesNotExistError',
            id: post,
            referenceID: missing,
            description: `Document "${post}" references non-existent document "${missing}"`,
          },
        },
      ],
    })
    expect(message).toContain(`references non-existent document "${missing}"`)
    expect(await exists(post)).toBe(false)
  })

  it('checks references anywhere in the document, in drafts too, and in createOrReplace', async () => {
    const missing = uniqueId('missing')
    const nested = { sections: [{ _key: 'a', _type: 'hero', cta: { link: ref(missing) } }] }
    for (const call of [
      sandbox.writer.create({ _id: uniqueId('drafts.page'), _type: 'page', ...nested }),
      sandbox.writer.createOrReplace({ _id: uniqueId('page'), _type: 'page', ...nested }),
      sandbox.writer.createIfNotExists({ _id: uniqueId('page'), _type: 'page', ...nested }),
    ]) {
      const { status, body } = await refusal(call)
      expect(status).toBe(409)
      expect(JSON.stringify(body)).toContain('documentReferenceDoesNotExistError')
    }
  })

  it('refuses a patch that adds a reference to a missing document, and accepts one to an existing one', async () => {
    const { author, post } = await authorWithPost()
    const missing = uniqueId('missing')
    const { status, body } = await refusal(
      sandbox.writer
        .patch(post)
        .set({ editor: ref(missing) })
        .commit(),
    )
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      items: [{ error: { type: 'documentReferenceDoesNotExistError', id: post, referenceID: missing } }],
    })
    expect((await sandbox.writer.getDocument(post))?.editor).toBeUndefined()
    await sandbox.writer
      .patch(post)
      .set({ editor: ref(author) })
      .commit()
    expect((await sandbox.writer.getDocument(post))?.editor).toMatchObject({ _ref: author })
  })

  it('checks at commit, so a transaction may create the referencing document before its target', async () => {
    const post = uniqueId('post')
    const author = uniqueId('author')
    await sandbox.writer
      .transaction()
      .create({ _id: post, _type: 'post', author: ref(author) })
      .create({ _id: author, _type: 'author', name: 'Later' })
      .commit()
    expect(await exists(post)).toBe(true)
  })

  it('lets weak references point anywhere, and ignores references to another dataset', async () => {
    const missing = uniqueId('missing')
    await sandbox.writer.create({
      _id: uniqueId('post'),
      _type: 'post',
      author: ref(missing, { _weak: true }),
    })
    await sandbox.writer.create({
      _id: uniqueId('post'),
      _type: 'post',
      related: ref(missing, { _dataset: 'other', _projectId: 'musicweb', _weak: false }),
    })
  })

  it('names every broken reference of a transaction, each by the index of its mutation', async () => {
    const [a, b] = [uniqueId('missing'), uniqueId('missing')]
    const { body } = await refusal(
      sandbox.writer
        .transaction()
        .create({ _id: uniqueId('post'), _type: 'post', author: ref(a) })
        .create({ _id: uniqueId('author'), _type: 'author' })
        .create({ _id: uniqueId('post'), _type: 'post', author: ref(b) })
        .commit(),
    )
    const items = (body.error as { items: Array<{ index: number; error: { referenceID: string } }> }).items
    expect(items.map((item) => [item.index, item.error.referenceID])).toEqual([
      [0, a],
      [2, b],
    ])
    expect((body.error as { description: string }).description).toBe('Mutation(s) failed with 2 error(s)')
  })
})

describe('a strongly referenced document stays', () => {
  it('refuses to delete it, naming the documents that reference it', async () => {
    const { author, post } = await authorWithPost()
    const { status, body, message } = await refusal(sandbox.writer.delete(author))
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      type: 'mutationError',
      items: [
        {
          index: 0,
          error: {
            type: 'documentHasExistingReferencesError',
            id: author,
            referencingIDs: [post],
            description: `Document "${author}" cannot be deleted as there are references to it from "${post}"`,
          },
        },
      ],
    })
    expect(message).toContain('cannot be deleted as there are references to it')
    expect(await exists(author)).toBe(true)
  })

  it('refuses a delete by query of it as well', async () => {
    const { author } = await authorWithPost()
    const { status, body } = await refusal(
      sandbox.writer.delete({ query: '*[_id == $id]', params: { id: author } }),
    )
    expect(status).toBe(409)
    expect(JSON.stringify(body)).toContain('documentHasExistingReferencesError')
    expect(await exists(author)).toBe(true)
  })

  it('deletes it with everything that references it in one transaction', async () => {
    const { author, post } = await authorWithPost()
    await sandbox.writer.transaction().delete(author).delete(post).commit()
    expect(await exists(author)).toBe(false)
    expect(await exists(post)).toBe(false)
  })

  it('deletes it once the reference is removed, or when the reference is weak', async () => {
    const { author, post } = await authorWithPost()
    await sandbox.writer.patch(post).unset(['author']).commit()
    await sandbox.writer.delete(author)
    const weakTarget = uniqueId('author')
    await sandbox.writer
      .transaction()
      .create({ _id: weakTarget, _type: 'author' })
      .create({ _id: uniqueId('post'), _type: 'post', author: ref(weakTarget, { _weak: true }) })
      .commit()
    await sandbox.writer.delete(weakTarget)
    expect(await exists(weakTarget)).toBe(false)
  })

  it('counts a draft that references it, and a published document that references a draft', async () => {
    const { author } = await authorWithPost()
    const draftOnly = uniqueId('author')
    await sandbox.writer
      .transaction()
      .create({ _id: `drafts.${draftOnly}`, _type: 'author' })
      .create({ _id: uniqueId('drafts.post'), _type: 'post', author: ref(author) })
      .create({ _id: uniqueId('page'), _type: 'page', featured: ref(`drafts.${draftOnly}`) })
      .commit()
    // Discarding the draft of an author a published page points at is refused (sanity-io/sanity#2440).
    expect((await refusal(sandbox.writer.delete(`drafts.${draftOnly}`))).status).toBe(409)
    const { body } = await refusal(sandbox.writer.delete(author))
    expect(JSON.stringify(body)).toContain('drafts.post-')
  })

  it('refuses a createOrReplace that changes its _type, and accepts one that keeps it', async () => {
    const { author, post } = await authorWithPost()
    const { status, body } = await refusal(sandbox.writer.createOrReplace({ _id: author, _type: 'person' }))
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      items: [
        {
          index: 0,
          error: {
            type: 'cannotModifyImmutableAttributeError',
            attribute: '_type',
            documentId: author,
            referencingIDs: [post],
          },
        },
      ],
    })
    expect((await sandbox.writer.getDocument(author))?._type).toBe('author')
    await sandbox.writer.createOrReplace({ _id: author, _type: 'author', name: 'Renamed' })
    const loose = uniqueId('author')
    await sandbox.writer.create({ _id: loose, _type: 'author' })
    await sandbox.writer.createOrReplace({ _id: loose, _type: 'person' })
    expect((await sandbox.writer.getDocument(loose))?._type).toBe('person')
  })
})

describe('publishing a draft that references an unpublished document (_strengthenOnPublish)', () => {
  it('keeps the weak reference in the draft, refuses the strengthened publish until the target is published', async () => {
    const author = uniqueId('author')
    const post = uniqueId('post')
    const pending = ref(author, { _weak: true, _strengthenOnPublish: { type: 'author' } })
    await sandbox.writer
      .transaction()
      .create({ _id: `drafts.${author}`, _type: 'author', name: 'New' })
      .create({ _id: `drafts.${post}`, _type: 'post', author: pending })
      .commit()
    // Studio's publish: the published copy without `_weak`/`_strengthenOnPublish`, then the draft goes.
    const publish = () =>
      sandbox.writer
        .transaction()
        .createOrReplace({ _id: post, _type: 'post', author: ref(author) })
        .delete(`drafts.${post}`)
        .commit()
    const { status, body } = await refusal(publish())
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      items: [
        { index: 0, error: { type: 'documentReferenceDoesNotExistError', id: post, referenceID: author } },
      ],
    })
    expect(await exists(`drafts.${post}`)).toBe(true)
    await sandbox.writer
      .transaction()
      .createOrReplace({ _id: author, _type: 'author', name: 'New' })
      .delete(`drafts.${author}`)
      .commit()
    await publish()
    expect((await sandbox.writer.getDocument(post))?.author).toEqual(ref(author))
  })
})
