/**
 * Every command the READMEs document works right after `npm ci` on a fresh clone (issue 26): the
 * generated code is never committed, so each command that needs it runs `npm run codegen` first
 * (a `pre<script>`, or a first step that does: `npm run build`, `npm run build:sdk`). This reads the
 * chains of package.json; scripts/consumer/fresh-clone.test.ts runs the commands in a fresh clone.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
const sdkScripts = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8')).scripts as Record<
  string,
  string
>

/** Commands that need no generated code, and why. */
const NEED_NOTHING_GENERATED: Record<string, string> = {
  codegen: 'generates it',
  'content:reset': 'copies the seed datasets over the working copy (scripts/sandbox/content/working-copy.ts)',
  format: 'Biome skips generated files',
  lint: 'Biome skips generated files; Redocly reads specs/; dpdm reports only cycles',
  'readme:sdk': 'copies sdk/examples into sdk/README.md',
  changeset: 'writes a changeset',
  'changeset:add': 'reads the committed API reports and specs/, writes a changeset',
  'release:publish': 'publishes what release:version built',
  'registry:local': 'starts Verdaccio',
  'test:production-install': 'serves the build of `npm run build` (says so when it is missing)',
}

/** The commands `npm run <name>` (and `npm start`, `npm test`) named in the READMEs. */
function documentedCommands(): string[] {
  const text = ['README.md', 'sdk/README.md'].map((file) => readFileSync(join(root, file), 'utf8')).join('\n')
  const names = new Set([...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map(([, name]) => name as string))
  if (/npm start\b/.test(text)) names.add('start')
  if (/npm test\b/.test(text)) names.add('test')
  return [...names].sort()
}

/** True when running `npm run <name>` regenerates the code before anything else that reads it. */
function runsCodegenFirst(name: string, seen = new Set<string>()): boolean {
  if (seen.has(name)) return false
  seen.add(name)
  const generates = (step: string) => {
    const command = step.trim()
    if (command === 'npm run codegen' || command === 'node scripts/codegen.ts') return true
    if (command === 'npm run build -w sdk') return (sdkScripts.prebuild ?? '').includes('scripts/codegen.ts')
    const called = /^npm run ([\w:-]+)$/.exec(command)?.[1]
    return called !== undefined && runsCodegenFirst(called, seen)
  }
  // Any step of the pre-script, or the first step of the script itself.
  if (scripts[`pre${name}`]?.split('&&').some(generates)) return true
  return generates(scripts[name]?.split('&&')[0] ?? '')
}

describe('the commands the READMEs document', () => {
  const commands = documentedCommands()

  it('are found in the READMEs', () => {
    expect(commands).toEqual(
      expect.arrayContaining(['sandbox', 'build:sdk', 'docs', 'content:import', 'bench:sdk']),
    )
  })

  it.each(commands)('npm run %s exists', (name) => {
    expect(scripts[name]).toBeDefined()
  })

  it.each(commands.filter((name) => !(name in NEED_NOTHING_GENERATED)))(
    'npm run %s regenerates the generated code first',
    (name) => {
      expect(runsCodegenFirst(name)).toBe(true)
    },
  )

  it('would catch a command that reads generated code without generating it', () => {
    scripts['bench:new'] = 'node scripts/bench/new.ts'
    try {
      expect(runsCodegenFirst('bench:new')).toBe(false)
    } finally {
      delete scripts['bench:new']
    }
  })
})
