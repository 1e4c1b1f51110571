/**
 * Perspective views (perspectives.ts): a request without a credential never sees a draft or a release
 * version, whatever perspective it names; with one, drafts and releases overlay their published twins.
 */
import { describe, expect, it } from 'vitest'
import { parseDataset } from './dataset-snapshot.ts'
import { viewFor } from './perspectives.ts'
import { fixtureDocuments, toNdjson } from './test-fixtures.ts'
import type { Perspective } from './validation.ts'

const stacks: Perspective[] = [
  { kind: 'stack', layers: ['drafts', 'published'] },
  { kind: 'stack', layers: ['rSpring', 'drafts', 'published'] },
]

describe('viewFor', () => {
  it('gives a request without a credential the published documents under any stack', async () => {
    const snapshot = await parseDataset('production', toNdjson(fixtureDocuments()))
    for (const perspective of stacks) {
      const titles = viewFor(snapshot, perspective, false).documents.map((doc) => [doc._id, doc.title])
      expect(titles, perspective.kind === 'stack' ? perspective.layers.join(',') : 'raw').toEqual([
        ['home', 'Home'],
        ['pricing-dj-pro-old', 'Old pricing'],
        ['pricing-dj-pro', 'DJ Pro pricing'],
        [expect.stringMatching(/^image-/), undefined],
      ])
    }
  })

  it('overlays drafts and releases for a request with the credential', async () => {
    const snapshot = await parseDataset('production', toNdjson(fixtureDocuments()))
    const [drafts, release] = stacks as [Perspective, Perspective]
    expect(viewFor(snapshot, drafts, true).byId.get('home')).toMatchObject({
      title: 'Home (draft)',
      _originalId: 'drafts.home',
    })
    expect(viewFor(snapshot, release, true).byId.get('home')).toMatchObject({
      title: 'Home (spring release)',
      _originalId: 'versions.rSpring.home',
    })
    expect(viewFor(snapshot, drafts, true).byId.get('new-page')).toMatchObject({
      title: 'Unpublished campaign',
    })
  })
})
