/**
 * The sdk as another team meets it (issue 16, issue 26): a throwaway app that installs `@music/sdk` BY
 * NAME from a registry, never from this repository's sources. A local Verdaccio registry (started here
 * on a free port, storage in a temporary folder: scripts/registry/local-registry.ts) stands in for the
 * company's; `npm publish` puts the sdk there (its `prepack` builds it), as a release does. Then
 * `sdk/examples/` — the files `sdk/README.md` shows — is copied to a temporary directory whose `.npmrc`
 * names that registry, and installed: `@music/sdk@<version>` from the registry, every other package as a
 * `file:` dependency on the copy this repository installed (the locked versions; the sdk's own
 * dependencies through `overrides`), so nothing is downloaded and the install takes seconds. Then the
 * app is type-checked (`tsc`, declarations emitted too, as a package built over the hooks does), its
 * tests run in node, jsdom and happy-dom against `@music/sdk/mocks` (vitest projects), it is built
 * (`vite build`), and its first call runs with Node against the services sandbox over HTTP.
 * `npm run test:consumer` (part of `npm test`); about two minutes on two cores.
 */
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ServiceSandbox } from '@music/sdk/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalRegistry, startLocalRegistry } from '../registry/local-registry.ts'
import { loadSandboxEntry } from '../sandbox/services/load-sdk.ts'

const ROOT = new URL('../../', import.meta.url).pathname
let work = ''
let app = ''
let registry: LocalRegistry | undefined
let version = ''

/** The environment of a child: without the npm and vitest variables of this run (they name this repository). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|INIT_CWD$|NODE_ENV$|TEST$)/i.test(name)) continue
    env[name] = value
  }
  return { ...env, ...extra }
}

/** Runs a command; resolves with its output, rejects with it when the exit code is not 0. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    )
  })
}

/** Node 24, the project's (this test runs on it): the app's tools need it. */
const node = (script: string, args: string[], env?: Record<string, string>) =>
  run(process.execPath, [script, ...args], app, env)

/** Where this repository installed `name` (package-lock.json), as a `file:` dependency. */
function installedCopy(lock: Record<string, { version?: string }>, name: string): string {
  for (const prefix of ['node_modules/', 'app/node_modules/', 'sdk/node_modules/']) {
    if (lock[`${prefix}${name}`]?.version) return `file:${join(ROOT, prefix, name)}`
  }
  throw new Error(`package-lock.json has no ${name}`)
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'music-sdk-consumer-'))
  app = join(work, 'app')
  registry = await startLocalRegistry()
  const npmrc = join(work, '.npmrc')
  await writeFile(npmrc, registry.npmrc)
  // `prepack` builds the sdk and strips the repository-only export condition; `postpack` restores it.
  await run('npm', ['publish', '--userconfig', npmrc, '--registry', registry.url], join(ROOT, 'sdk'))
  version = JSON.parse(await readFile(join(ROOT, 'sdk/package.json'), 'utf8')).version
  await cp(join(ROOT, 'sdk/examples'), app, { recursive: true })
  const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')).packages
  const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8'))
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field])) {
      manifest[field][name] = name === '@music/sdk' ? version : installedCopy(lock, name)
    }
  }
  const sdk = JSON.parse(await readFile(join(ROOT, 'sdk/package.json'), 'utf8'))
  manifest.overrides = Object.fromEntries(
    Object.keys(sdk.dependencies).map((name) => [name, installedCopy(lock, name)]),
  )
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  // Every package npm looks up goes to the local registry, which holds only the sdk: anything else
  // asked of it fails the install instead of coming from elsewhere.
  await writeFile(join(app, '.npmrc'), registry.npmrc)
  // Peers are listed by the app itself (resolving them again would look up the optional ones, sharp
  // and pdfkit); the linked copies ran their install scripts when this repository installed.
  await run(
    'npm',
    ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    app,
  )
}, 600_000)

afterAll(async () => {
  await registry?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('an app that installs @music/sdk by name from a registry', () => {
  it('installed the published version from the registry, not the sources', async () => {
    const installed = JSON.parse(await readFile(join(app, 'node_modules/@music/sdk/package.json'), 'utf8'))
    expect(installed.version).toBe(version)
    expect(JSON.stringify(installed.exports)).not.toContain('@music/source')
    expect(installed.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' })
    // The tarball the registry serves for that version is the one installed.
    const packument = await (await fetch(`${registry?.url}@music%2fsdk`)).json()
    const lock = JSON.parse(await readFile(join(app, 'package-lock.json'), 'utf8'))
    expect(lock.packages['node_modules/@music/sdk']).toMatchObject({
      version,
      integrity: packument.versions[version].dist.integrity,
    })
  })

  it('type-checks (tsc)', async () => {
    await node('node_modules/typescript/bin/tsc', ['-p', '.'])
  })

  it('passes its tests in node, jsdom and happy-dom (vitest, @music/sdk/mocks)', async () => {
    const output = await node('node_modules/vitest/vitest.mjs', ['run', '--reporter=verbose'], {
      NO_COLOR: '1',
    })
    for (const project of ['node', 'jsdom', 'happy-dom']) expect(output).toContain(`✓ |${project}| src/`)
    expect(output).toMatch(/Tests +\d+ passed/)
    expect(output).not.toMatch(/failed/)
  })

  it('builds (vite build)', async () => {
    const output = await node('node_modules/vite/bin/vite.js', ['build'])
    expect(output).toMatch(/built in/)
  })

  describe('its first call, against the services sandbox over HTTP', () => {
    let sandbox: ServiceSandbox
    beforeAll(async () => {
      sandbox = await (await loadSandboxEntry()).startServiceSandbox()
    })
    afterAll(() => sandbox?.close())

    it('logs Alex in and lists the products (node src/first-call.ts)', async () => {
      const output = await node('src/first-call.ts', [], { SANDBOX_URL: sandbox.url })
      expect(output).toMatch(/^Alex has 5 products: \[/m)
      expect(sandbox.sandbox.stats().refreshCalls).toBe(0)
    })
  })
})
