import { describe, expect, it } from 'vitest'
import { dedupePageBuilderTypes } from './content-dedupe.ts'

const result = (name: string, builder: string) =>
  `export type ${name} = {\n  _id: string;\n  pageBuilder: Array<{\n    _key: string;\n${builder}  }> | null;\n};\n`

describe('dedupePageBuilderTypes', () => {
  it('hoists identical pageBuilder types into one alias before the query registry', () => {
    const code = `${result('AQueryResult', '    x: 1;\n')}${result('BQueryResult', '    x: 1;\n')}// Query TypeMap\n`
    const out = dedupePageBuilderTypes(code)
    expect(out.match(/pageBuilder: PageBuilderResult;/g)).toHaveLength(2)
    expect(out).toContain('export type PageBuilderResult = Array<{\n  _key: string;\n  x: 1;\n}> | null;\n')
    expect(out.indexOf('export type PageBuilderResult')).toBeLessThan(out.indexOf('// Query TypeMap'))
  })

  it('leaves the code unchanged when the copies differ', () => {
    const code = `${result('AQueryResult', '    x: 1;\n')}${result('BQueryResult', '    x: 2;\n')}`
    expect(dedupePageBuilderTypes(code)).toBe(code)
  })
})
