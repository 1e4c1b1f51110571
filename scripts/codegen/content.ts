/**
 * Codegen step `content` (ARCHITECTURE.md "Decisions": Sanity TypeGen; REFERENCES.md "Sanity TypeGen
 * without the sanity package"): validates the content model in `specs/content`, extracts `schema.json`,
 * then runs Sanity TypeGen over every `defineQuery` in the sdk's content queries and hoists the
 * `pageBuilder` type the 24 page query results share (content-dedupe.ts).
 * TypeGen takes ~10 s for the 24 page queries, so it is skipped when its inputs (schema.json, the query
 * files, the TypeGen version) hash to the value stamped beside its last output.
 * Throws (failing `npm run codegen`) on schema errors or on queries TypeGen cannot read.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runTypegenGenerate } from '@sanity/codegen'
import type { CodegenConfig } from '../../codegen.config.ts'
import { dedupePageBuilderTypes } from './content-dedupe.ts'
import { compileContentSchema } from './content-schema.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Tests and their fixtures hold no queries: TypeGen skips them, and editing them keeps the cache. */
const testFilePatterns = ['**/*.test.ts', '**/*.test.tsx', '**/test-*.ts']
const isTestFile = (name: string) => /(\.test\.tsx?|(^|\/)test-[^/]*\.ts)$/.test(name)

/** Hash of everything TypeGen's output depends on. */
async function typegenInputHash(schemaText: string, queriesGlob: string, generates: string): Promise<string> {
  const hash = createHash('sha256')
  const { version } = createRequire(import.meta.url)('@sanity/codegen/package.json') as { version: string }
  hash.update(`@sanity/codegen@${version}\0${generates}\0${schemaText}\0`)
  hash.update(await readFile(new URL('./content-dedupe.ts', import.meta.url)))
  const files: string[] = []
  for await (const file of glob(queriesGlob, { cwd: root, exclude: isTestFile })) files.push(file)
  for (const file of files.sort()) {
    hash.update(`${file}\0`)
    hash.update(await readFile(resolve(root, file)))
  }
  return hash.digest('hex')
}

/** Runs the content step: schema → `schema.json` → TypeGen result types. */
export default async function content(config: CodegenConfig): Promise<void> {
  const { schemaTypes: schemaModule, schemaJson, types, queries } = config.content
  const { schemaTypes } = (await import(pathToFileURL(resolve(root, schemaModule)).href)) as {
    schemaTypes: unknown[]
  }
  const { extracted, warnings } = compileContentSchema(schemaTypes)
  for (const warning of warnings) console.warn(`codegen: content schema warning: ${warning}`)

  const schemaText = `${JSON.stringify(extracted, null, 2)}\n`
  const schemaPath = resolve(root, schemaJson)
  await mkdir(dirname(schemaPath), { recursive: true })
  await writeFile(schemaPath, schemaText)

  const typesPath = resolve(root, types)
  const stampPath = `${typesPath}.hash`
  const inputHash = await typegenInputHash(schemaText, queries, types)
  if (existsSync(typesPath) && existsSync(stampPath) && (await readFile(stampPath, 'utf8')) === inputHash) {
    console.log('codegen: content: TypeGen inputs unchanged, types kept')
    return
  }

  const result = await runTypegenGenerate({
    workDir: root,
    config: {
      path: [queries, ...testFilePatterns.map((pattern) => `!${pattern}`)],
      schema: schemaJson,
      generates: types,
      overloadClientMethods: true,
      formatGeneratedCode: false,
    },
  })
  if (result.filesWithErrors > 0) {
    throw new Error(
      `codegen: content: TypeGen could not read the queries of ${result.filesWithErrors} file(s)`,
    )
  }
  await writeFile(typesPath, dedupePageBuilderTypes(await readFile(typesPath, 'utf8')))
  await writeFile(stampPath, inputHash)
  console.log(
    `codegen: content: ${result.schemaTypesCount} schema types, ${result.queriesCount} queries in ${result.queryFilesCount} files`,
  )
}
