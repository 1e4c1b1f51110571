/**
 * Every code snippet of `sdk/README.md` is a file of `sdk/examples/` (the app the consumer project test
 * type-checks, tests and builds from the packed sdk), word for word: `npm run readme:sdk` copies them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSdkFile, renderReadme, snippetFiles } from './sdk-readme.ts'

const readme = readFileSync(join(import.meta.dirname, '../sdk/README.md'), 'utf8')

describe('sdk/README.md', () => {
  it('shows each snippet file as it is (run `npm run readme:sdk` after editing sdk/examples)', () => {
    expect(readme).toBe(renderReadme(readme, readSdkFile))
  })

  it('has no TypeScript block that is not a file of sdk/examples', () => {
    const blocks = [...readme.matchAll(/(<!-- file: [^ ]+ -->\n)?```(ts|tsx)\n/g)]
    expect(blocks.length).toBeGreaterThan(5)
    expect(blocks.filter((block) => !block[1]).map((block) => block.index)).toEqual([])
  })

  it('shows every module of the example app (its entry and extra tests aside)', () => {
    const sources = readdirSync(join(import.meta.dirname, '../sdk/examples/src'))
      .filter((name) => /\.tsx?$/.test(name) && !/^(main\.tsx|vite-env\.d\.ts|.*\.test\.tsx?)$/.test(name))
      .map((name) => `examples/src/${name}`)
    expect(snippetFiles(readme)).toEqual(expect.arrayContaining(sources))
  })

  it('would replace a snippet that drifted from its file', () => {
    const drifted = '<!-- file: examples/src/sdk.ts -->\n```ts\nold\n```'
    expect(renderReadme(drifted, () => 'new\n')).toBe('<!-- file: examples/src/sdk.ts -->\n```ts\nnew\n```')
  })
})
