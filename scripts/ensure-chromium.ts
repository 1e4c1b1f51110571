/**
 * Before `npm test` (its `pretest`): the browser tests drive Debian's Chromium (`scripts/chromium.ts`),
 * so a fresh Debian machine gets it here, and the README's two commands stay the whole set-up.
 * Chromium present: nothing happens. Missing, on a machine that allows it (root, `apt-get`): installed
 * with `apt-get install -y chromium` (about 30 s). Otherwise the run stops with one line naming the
 * command to run. Never a browser download (decision 029).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumExecutablePath } from './chromium.ts'

/** What the machine offers, injectable for tests. */
export interface Machine {
  exists(path: string): boolean
  /** True when the process runs as root (uid 0). */
  isRoot(): boolean
  /** Runs a command; resolves its exit status. */
  run(command: string, args: string[]): number
  log(line: string): void
}

/** The command a person runs when this script may not install Chromium itself. */
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium'

/**
 * Makes sure Chromium is there.
 * @returns `present`, `installed`, or `missing` (the line saying what to run was logged)
 */
export function ensureChromium(machine: Machine): 'present' | 'installed' | 'missing' {
  if (machine.exists(chromiumExecutablePath)) return 'present'
  const canInstall =
    machine.isRoot() && (machine.exists('/usr/bin/apt-get') || machine.exists('/bin/apt-get'))
  if (!canInstall) {
    machine.log(
      `Chromium is missing (${chromiumExecutablePath}, used by the browser tests): run \`${INSTALL_COMMAND}\`, then npm test again.`,
    )
    return 'missing'
  }
  machine.log('npm test: installing Debian chromium for the browser tests (apt-get install -y chromium)')
  if (
    machine.run('apt-get', ['update', '-qq']) !== 0 ||
    machine.run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0
  ) {
    machine.log(`Installing Chromium failed: run \`${INSTALL_COMMAND}\`, then npm test again.`)
    return 'missing'
  }
  return machine.exists(chromiumExecutablePath) ? 'installed' : 'missing'
}

if (import.meta.main) {
  const outcome = ensureChromium({
    exists: existsSync,
    isRoot: () => process.getuid?.() === 0,
    run: (command, args) =>
      spawnSync(command, args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1,
    log: (line) => console.error(line),
  })
  if (outcome === 'missing') process.exit(1)
}
