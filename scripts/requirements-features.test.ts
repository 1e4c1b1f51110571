/**
 * docs/requirements.md §10 lists every customer and staff feature with the browser test that walks
 * it to the end (issue 25): "A row without a test is not done". This keeps the list true: every row
 * names a test, and every test it names (`<file>.spec.ts › <title>`, `{width}`-style placeholders for
 * the parts a test's title fills in) is a test title in that file of `app/e2e/`, so a renamed or
 * removed test fails here instead of leaving the list pointing at nothing.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const requirements = readFileSync(join(root, 'docs/requirements.md'), 'utf8')
const section = requirements.slice(requirements.indexOf('## §10'))

/** Straight quotes for curly ones, so a title matches however the list spells its quotes. */
const plain = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The feature rows of §10: id and the text of the last cell (the browser tests). */
const rows = section
  .split('\n')
  .filter((line) => /^\| [CS]\d+ \|/.test(line))
  .map((line) => {
    const cells = line.split(' | ')
    return { id: (cells[0] as string).slice(2), tests: (cells.at(-1) as string).replace(/ \|$/, '') }
  })

/** The titles of the tests in a browser test file, each as a pattern (`${…}` matches anything). */
function titlesOf(file: string): RegExp[] {
  const source = readFileSync(join(root, 'app/e2e', file), 'utf8')
  return [...source.matchAll(/\btest\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map(([, , title]) => {
    const text = plain((title as string).replace(/\\(.)/g, '$1'))
    return new RegExp(
      `^${text
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join('.+?')}$`,
    )
  })
}

/** The `file › title` references of a row's cell ("same test as C12" names none). */
function referencesOf(tests: string): Array<{ file: string; title: string }> {
  const references: Array<{ file: string; title: string }> = []
  let file = ''
  for (const part of tests.split(/; (?=[a-z-]+\.spec\.ts ›|› )/)) {
    const match = /^(?:([a-z-]+\.spec\.ts) )?› (.*)$/.exec(part.trim())
    if (!match) continue
    file = match[1] ?? file
    references.push({ file, title: match[2] as string })
  }
  return references
}

describe('docs/requirements.md §10, the features and their browser tests', () => {
  it('lists the customer and staff features', () => {
    expect(rows.filter((row) => row.id.startsWith('C')).length).toBeGreaterThanOrEqual(54)
    expect(rows.filter((row) => row.id.startsWith('S')).length).toBeGreaterThanOrEqual(13)
  })

  it.each(rows)('$id names a browser test that exists', ({ tests }) => {
    const references = referencesOf(tests)
    if (references.length === 0) expect(tests).toMatch(/^same test as [CS]\d+/)
    for (const { file, title } of references) {
      // A placeholder ({width}, {view}) stands for what the test's title fills in.
      const example = plain(title).replace(/\{\w+\}/g, 'x')
      expect(
        titlesOf(file).some((pattern) => pattern.test(example)),
        `${file} has no test titled "${title}"`,
      ).toBe(true)
    }
  })
})
