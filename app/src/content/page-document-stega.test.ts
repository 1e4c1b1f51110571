import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../../specs/content/index.ts'
import { previewStega, STEGA_SKIPPED_FIELDS } from './page-document.server.ts'

/** Names of the fields anywhere in the content model whose value is picked from `options.list`. */
function listedFields(): Set<string> {
  const names = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const field = value as { name?: unknown; options?: { list?: unknown } }
    if (typeof field.name === 'string' && Array.isArray(field.options?.list)) names.add(field.name)
    for (const child of Object.values(value)) visit(child)
  }
  visit(schemaTypes)
  return names
}

describe('preview stega (decision 030)', () => {
  it('never encodes a field the content model picks from a list (the site renders those as markup or logic)', () => {
    const listed = listedFields()
    expect(listed.size).toBeGreaterThan(5)
    expect([...listed].filter((name) => !STEGA_SKIPPED_FIELDS.has(name))).toEqual([])
  })

  it('encodes text fields and skips listed ones and the defaults', () => {
    const { filter } = previewStega('http://localhost:3333')
    const filterDefault = () => true
    const decide = (path: string[]) =>
      filter?.({
        sourcePath: path,
        resultPath: path,
        value: 'x',
        sourceDocument: { _id: 'a', _type: 't' },
        filterDefault,
      } as never)
    expect(decide(['pageBuilder', 'heading'])).toBe(true)
    expect(decide(['pageBuilder', 'headingLevel'])).toBe(false)
    expect(decide(['product'])).toBe(false)
  })
})
