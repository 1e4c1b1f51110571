import type { License, Product } from '@music/sdk/license'
import { describe, expect, it } from 'vitest'
import { groupLicensesByProduct } from './group-licenses.ts'

const license = (id: string, deleted = false): License => ({
  id,
  activations: [],
  activation_limit: 2,
  license_type: { id: 1, name: 'Licence', term: 'permanent' },
  deleted,
})

const product = (
  id: string,
  typeId: number,
  name: string,
  licenses: License[],
  deleted = false,
): Product => ({
  id,
  date_created: '2024-01-01T00:00:00Z',
  licenses,
  product_type: { id: typeId, name },
  deleted,
})

describe('groupLicensesByProduct', () => {
  it('groups licences by product type, in first-seen order', () => {
    const groups = groupLicensesByProduct([
      product('p1', 10, 'DJ Pro', [license('l1')]),
      product('p2', 20, 'Studio', [license('l2')]),
      product('p3', 10, 'DJ Pro', [license('l3')]),
    ])
    expect(groups.map((g) => [g.productName, g.licenses.map((l) => l.id)])).toEqual([
      ['DJ Pro', ['l1', 'l3']],
      ['Studio', ['l2']],
    ])
  })

  it('leaves out deleted products, deleted licences and products without licences', () => {
    const groups = groupLicensesByProduct([
      product('p1', 10, 'DJ Pro', [license('l1')], true),
      product('p2', 20, 'Studio', [license('l2', true)]),
      product('p3', 30, 'Sample', []),
    ])
    expect(groups).toEqual([])
  })
})
