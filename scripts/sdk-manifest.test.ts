/**
 * The sdk's exports map (docs/conventions.md "sdk exports map") matches its build, and the packed manifest
 * loses only the `@music/source` condition (`prepack`).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { binEntries, entries } from '../sdk/tsdown.config.ts'
import { SOURCE_CONDITION, stripSourceCondition } from './sdk-manifest.ts'

const manifest = JSON.parse(readFileSync(new URL('../sdk/package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, Record<string, string>>
  bin: Record<string, string>
}

describe('sdk exports map', () => {
  it('has one entry per built file, in the {@music/source, types, import} form', () => {
    const expected = Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [
        name === 'index' ? '.' : `./${name}`,
        { [SOURCE_CONDITION]: `./${source}`, types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` },
      ]),
    )
    expect(manifest.exports).toEqual(expected)
    // Condition order matters: Node and bundlers take the first matching key.
    for (const target of Object.values(manifest.exports))
      expect(Object.keys(target)).toEqual([SOURCE_CONDITION, 'types', 'import'])
  })

  it('names a built file for each command (`npx music-sandbox`)', () => {
    expect(manifest.bin).toEqual(
      Object.fromEntries(
        Object.keys(binEntries).map((name) => [name.replace(/^bin\//, ''), `./dist/${name}.js`]),
      ),
    )
    expect(manifest.bin['music-sandbox']).toBe('./dist/bin/music-sandbox.js')
  })

  it('packs without the source condition and keeps the rest in order', () => {
    expect(stripSourceCondition(manifest.exports)['./commerce']).toEqual({
      types: './dist/commerce.d.ts',
      import: './dist/commerce.js',
    })
    expect(() => stripSourceCondition({ './x': { [SOURCE_CONDITION]: './src/x.ts' } })).toThrow(/import/)
  })
})
