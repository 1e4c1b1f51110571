/**
 * An older build of this repository to measure beside the current one (`bench:site --baseline <rev>`):
 * a git worktree of `<rev>` under the system's temp folder with its own `npm ci` and `npm run build`,
 * made once and reused by later runs (`bench-baseline-<commit>`). Its stack runs from that folder on
 * ports of its own, so the two builds alternate in one run on the same machine (docs/references.md: TBT
 * figures of different runs are not comparable on a shared machine).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOT = new URL('../../', import.meta.url).pathname

/** A built checkout of an older revision. */
export interface Baseline {
  /** The full commit id. */
  commit: string
  /** The worktree's folder. */
  dir: string
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })

/**
 * Resolves `rev` in this repository and returns a worktree of it with its dependencies installed and its
 * site built, making whatever is missing (first run: a few minutes, mostly `npm ci`).
 * @throws when `rev` is no commit of this repository, or its install or build fails
 */
export function prepareBaseline(rev: string): Baseline {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim()
  const dir = join(tmpdir(), `bench-baseline-${commit.slice(0, 12)}`)
  if (!existsSync(join(dir, 'package.json'))) {
    console.log(`baseline: git worktree ${dir} at ${commit.slice(0, 12)}`)
    run('git', ['worktree', 'add', '--force', '--detach', dir, commit], ROOT)
  }
  if (!existsSync(join(dir, 'node_modules', '.package-lock.json'))) {
    console.log('baseline: npm ci')
    run('npm', ['ci', '--no-audit', '--no-fund'], dir)
  }
  const marker = join(dir, 'app', 'dist', '.bench-baseline-built')
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== commit) {
    console.log('baseline: npm run build')
    run('npm', ['run', 'build'], dir)
    writeFileSync(marker, commit)
  }
  return { commit, dir }
}
