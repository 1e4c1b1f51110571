/**
 * `npm run release:publish`: publishes the sdk version `npm run release:version` made (`changeset
 * publish`: npm publish and a git tag), and refuses while changesets are pending. A pending changeset
 * means the version in `sdk/package.json` does not contain its change yet (or its changelog entry is
 * missing): publishing then would ship a version whose number and changelog say less than it holds.
 * Arguments after `--` go to `changeset publish` (`--otp`, `--tag`).
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readChangesets } from './check.ts'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/**
 * Why publishing must wait, or undefined when it may go ahead.
 * @param changesetDir the changesets folder (`.changeset`)
 */
export async function publishRefusal(changesetDir = join(root, '.changeset')): Promise<string | undefined> {
  const pending = await readChangesets(changesetDir)
  if (pending.length === 0) return undefined
  return (
    `release:publish: ${pending.length} changesets are pending (${pending.map((c) => c.file).join(', ')}): ` +
    'run `npm run release:version` first, review and commit the new version and changelog, then publish.'
  )
}

if (import.meta.main) {
  const refusal = await publishRefusal()
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  const changeset = join(root, 'node_modules/@changesets/cli/bin.js')
  const result = spawnSync(process.execPath, [changeset, 'publish', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  })
  process.exit(result.status ?? 1)
}
