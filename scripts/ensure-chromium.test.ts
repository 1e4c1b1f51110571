import { describe, expect, it } from 'vitest'
import { ensureChromium, INSTALL_COMMAND, type Machine } from './ensure-chromium.ts'

/** A machine with the given files and uid; `apt-get install` puts Chromium there unless it fails. */
function machine(options: { files: string[]; root: boolean; aptFails?: boolean }) {
  const files = new Set(options.files)
  const commands: string[] = []
  const lines: string[] = []
  const fake: Machine = {
    exists: (path) => files.has(path),
    isRoot: () => options.root,
    run: (command, args) => {
      commands.push([command, ...args].join(' '))
      if (options.aptFails) return 100
      if (args.includes('chromium')) files.add('/usr/bin/chromium')
      return 0
    },
    log: (line) => void lines.push(line),
  }
  return { fake, commands, lines }
}

describe('ensureChromium (npm test on a fresh Debian machine)', () => {
  it('does nothing when Chromium is there', () => {
    const { fake, commands, lines } = machine({
      files: ['/usr/bin/chromium', '/usr/bin/apt-get'],
      root: true,
    })
    expect(ensureChromium(fake)).toBe('present')
    expect(commands).toEqual([])
    expect(lines).toEqual([])
  })

  it('installs Debian chromium as root with apt-get', () => {
    const { fake, commands } = machine({ files: ['/usr/bin/apt-get'], root: true })
    expect(ensureChromium(fake)).toBe('installed')
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium'])
  })

  it('stops with one line naming the command when it may not install (not root)', () => {
    const { fake, commands, lines } = machine({ files: ['/usr/bin/apt-get'], root: false })
    expect(ensureChromium(fake)).toBe('missing')
    expect(commands).toEqual([])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(INSTALL_COMMAND)
  })

  it('stops with one line when there is no apt-get', () => {
    const { fake, lines } = machine({ files: [], root: true })
    expect(ensureChromium(fake)).toBe('missing')
    expect(lines).toHaveLength(1)
  })

  it('says the command when apt-get fails', () => {
    const { fake, lines } = machine({ files: ['/usr/bin/apt-get'], root: true, aptFails: true })
    expect(ensureChromium(fake)).toBe('missing')
    expect(lines.at(-1)).toContain(INSTALL_COMMAND)
  })
})
