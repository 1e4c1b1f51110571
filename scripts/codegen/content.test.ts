import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pageQueries } from '@music/sdk/content'
import { describe, expect, it } from 'vitest'
import { codegenConfig } from '../../codegen.config.ts'
import { schemaTypes } from '../../specs/content/index.ts'
import { compileContentSchema } from './content-schema.ts'

const root = resolve(import.meta.dirname, '../..')
const typesPath = resolve(root, codegenConfig.content.types)
const schemaPath = resolve(root, codegenConfig.content.schemaJson)

describe('codegen step content', () => {
  it('extracts every schema type, with Sanity built-ins, and rejects an invalid schema', () => {
    const { extracted } = compileContentSchema(schemaTypes)
    const names = extracted.map((type) => type.name)
    expect(names).toEqual(expect.arrayContaining(['homepage', 'heroBlock', 'sanity.imageAsset', 'media.tag']))
    expect(() =>
      compileContentSchema([{ name: 'x', type: 'object', fields: [{ name: 'y', type: 'nope' }] }]),
    ).toThrow(/Unknown type: nope/)
  })

  it('has generated schema.json and TypeGen result types for every page query (run `npm run codegen` first)', () => {
    expect(existsSync(schemaPath), 'schema.json: run npm run codegen').toBe(true)
    expect(existsSync(typesPath), 'types.ts: run npm run codegen').toBe(true)
    const types = readFileSync(typesPath, 'utf8')
    for (const [contentType, query] of Object.entries(pageQueries)) {
      const typeName = `${contentType[0]?.toUpperCase()}${contentType.slice(1)}QueryResult`
      expect(types, typeName).toContain(`export type ${typeName} = {`)
      // The client overload registry is keyed by the exact query text.
      expect(types, `${contentType} registry entry`).toContain(`${JSON.stringify(query)}: ${typeName};`)
    }
    expect(types).not.toMatch(/QueryResult = any/)
  })
})
