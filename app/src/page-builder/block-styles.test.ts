import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const here = import.meta.dirname
const blocksDir = join(here, '../blocks')

describe('block styles', () => {
  it('imports every stylesheet under blocks/ (block components load on demand, their CSS with the page)', () => {
    const stylesheets = readdirSync(blocksDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(here, join(blocksDir, file)).replaceAll('\\', '/'))
    const imported = [
      ...readFileSync(join(here, 'block-styles.ts'), 'utf8').matchAll(/^import '([^']+\.css)'$/gm),
    ].map((match) => match[1])
    expect(stylesheets.length).toBeGreaterThan(0)
    expect([...imported].sort()).toEqual([...stylesheets].sort())
  })
})
