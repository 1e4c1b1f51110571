/**
 * `changeset version` (the first step of `npm run release:version`) on a copy of the manifests and the
 * pending changesets: the sdk's version follows the largest bump and `sdk/CHANGELOG.md` gets their
 * summaries on top, as a consumer reads them (no commit hashes, no breaks lists, no internal
 * references); the changesets are spent; the private workspaces keep their versions.
 */
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pendingBump } from './check.ts'

const ROOT = join(import.meta.dirname, '../..')
let work = ''

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'music-changesets-'))
  for (const file of [
    'package.json',
    'package-lock.json',
    'sdk/package.json',
    'sdk/CHANGELOG.md',
    'app/package.json',
    // The changelog function `.changeset/config.json` names.
    'scripts/release/changelog.ts',
  ]) {
    await mkdir(join(work, file, '..'), { recursive: true })
    await cp(join(ROOT, file), join(work, file))
  }
  await cp(join(ROOT, '.changeset'), join(work, '.changeset'), { recursive: true })
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'))
})
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

it('versions the sdk by its changesets and writes its changelog', async () => {
  const before = JSON.parse(await readFile(join(work, 'sdk/package.json'), 'utf8')).version as string
  const bump = await pendingBump(join(work, '.changeset'))
  const summaries = (await readdir(join(work, '.changeset'))).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  )
  await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'node_modules/@changesets/cli/bin.js'), 'version'],
    {
      cwd: work,
    },
  )
  const [major = 0, minor = 0, patch = 0] = before.split('.').map(Number)
  const expected =
    bump === 'major'
      ? `${major + 1}.0.0`
      : bump === 'minor'
        ? `${major}.${minor + 1}.0`
        : bump === 'patch'
          ? `${major}.${minor}.${patch + 1}`
          : before
  expect(JSON.parse(await readFile(join(work, 'sdk/package.json'), 'utf8')).version).toBe(expected)
  const changelog = await readFile(join(work, 'sdk/CHANGELOG.md'), 'utf8')
  expect(changelog.startsWith('# @music/sdk\n')).toBe(true)
  const added = changelog.slice(0, changelog.indexOf(`## ${before}`))
  expect(added).not.toMatch(/^- [0-9a-f]{7}:/m)
  expect(added).not.toContain('<!--')
  expect(added).not.toMatch(/\bdecision \d{3}|docs\/decisions/)
  expect(changelog).toContain(`## ${before}`)
  if (summaries.length > 0) {
    expect(changelog.indexOf(`## ${expected}`)).toBeLessThan(changelog.indexOf(`## ${before}`))
    expect((await readdir(join(work, '.changeset'))).filter((file) => file.endsWith('.md'))).toEqual([
      'README.md',
    ])
  }
  expect(JSON.parse(await readFile(join(work, 'app/package.json'), 'utf8')).version).toBe(
    JSON.parse(await readFile(join(ROOT, 'app/package.json'), 'utf8')).version,
  )
})
