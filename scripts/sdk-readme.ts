/**
 * `npm run readme:sdk`: puts the files of `sdk/examples/` into `sdk/README.md`, so that every snippet
 * the README shows is a file that the consumer project test (scripts/consumer) type-checks, runs and
 * builds from the packed sdk. A snippet is a fenced block right after a marker naming its file:
 *
 *     <!-- file: examples/src/first-call.ts -->
 *     ```ts
 *     …replaced by the file's text…
 *     ```
 *
 * `scripts/sdk-readme.test.ts` fails when the README and the files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SDK = join(import.meta.dirname, '../sdk')
const SNIPPET = /(<!-- file: ([^ ]+) -->\n```[a-z]*\n)([\s\S]*?)(```)/g

/** The README with every marked snippet replaced by its file (`read` gets the path below `sdk/`). */
export function renderReadme(readme: string, read: (path: string) => string): string {
  return readme.replace(SNIPPET, (_match, opening: string, path: string, _old: string, closing: string) => {
    return `${opening}${read(path).trimEnd()}\n${closing}`
  })
}

/** The files the README's snippets name, in order. */
export function snippetFiles(readme: string): string[] {
  return [...readme.matchAll(SNIPPET)].map((match) => match[2] as string)
}

/** Reads a file below `sdk/`. */
export function readSdkFile(path: string): string {
  return readFileSync(join(SDK, path), 'utf8')
}

if (import.meta.main) {
  const file = join(SDK, 'README.md')
  writeFileSync(file, renderReadme(readFileSync(file, 'utf8'), readSdkFile))
  console.log(`sdk/README.md: ${snippetFiles(readFileSync(file, 'utf8')).length} snippets from sdk/examples`)
}
