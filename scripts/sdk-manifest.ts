/**
 * Pack-time manifest of `@music/sdk` (run by its `prepack` / `postpack` scripts).
 *
 * In the repository every exports entry starts with the `@music/source` condition (docs/conventions.md
 * "sdk exports map"), so the workspace resolves the TypeScript sources. The tarball ships `dist` only
 * (`files`), so in a published manifest that condition would point at files that are not there, and
 * break any consumer that happens to enable it. `strip` removes it before packing (keeping a backup);
 * `restore` puts the repository manifest back afterwards.
 *
 * Usage (from `sdk/`): `node ../scripts/sdk-manifest.ts strip|restore`
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The project's source condition (docs/conventions.md). */
export const SOURCE_CONDITION = '@music/source'

type Exports = Record<string, string | Record<string, string>>

/**
 * The exports map without {@link SOURCE_CONDITION}, other conditions in their order.
 * @throws Error when an entry would be left without `import`
 */
export function stripSourceCondition(exports: Exports): Exports {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, target]) => {
      if (typeof target === 'string') return [subpath, target]
      const { [SOURCE_CONDITION]: _source, ...rest } = target
      if (!rest.import) throw new Error(`exports["${subpath}"] has no "import" condition`)
      return [subpath, rest]
    }),
  )
}

function main(command: string | undefined, sdkDir = resolve(import.meta.dirname, '../sdk')): void {
  const manifest = resolve(sdkDir, 'package.json')
  // Outside `files`, so never packed; kept from the first strip if a pack was interrupted.
  const backup = resolve(sdkDir, '.package.json.prepack')
  if (command === 'strip') {
    const text = readFileSync(manifest, 'utf8')
    if (!existsSync(backup)) writeFileSync(backup, text)
    const json = JSON.parse(text) as { exports: Exports }
    json.exports = stripSourceCondition(json.exports)
    writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`)
  } else if (command === 'restore') {
    if (existsSync(backup)) renameSync(backup, manifest)
  } else {
    throw new Error(`usage: node scripts/sdk-manifest.ts strip|restore (got ${command})`)
  }
}

if (import.meta.main) main(process.argv[2])
