/**
 * The documented commands on a fresh clone (issue 26): the repository's files as a clone has them
 * (`git ls-files`: no generated code, no build output) in a temporary directory, with this checkout's
 * installed `node_modules` linked in instead of a second `npm ci` (the install is not what is tested;
 * the workspace links point at the clone's own `sdk` and `app`). Each command runs once, in its cheap
 * form, and must regenerate what it needs itself: the first starts from no generated code at all.
 * scripts/documented-commands.test.ts checks that every documented command's chain starts with
 * codegen; the benches' quick modes run in CI from the main checkout. Part of `npm run test:consumer`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = new URL('../../', import.meta.url).pathname
let work = ''
let clone = ''

/** The environment of a child: without the npm and vitest variables of this run (they name this checkout). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|INIT_CWD$|NODE_ENV$|TEST$)/i.test(name)) continue
    env[name] = value
  }
  return { ...env, ...extra }
}

/** Runs `npm <args>` in the clone; resolves with its output, rejects with it on a non-zero exit. */
async function npm(args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', args, {
      cwd: clone,
      env: childEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm ${args.join(' ')} failed in the fresh clone:\n${stdout}${stderr}`)
  }
}

/** Starts `npm <args>`, resolves with its output once `ready` matches it, then stops it (SIGTERM). */
function npmUntil(args: string[], ready: RegExp, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('npm', args, { cwd: clone, env: childEnv(env), detached: true })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      if (ready.test(output)) {
        child.removeAllListeners('close')
        child.once('close', () => resolve(output))
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', reject)
    child.once('close', (code) =>
      reject(new Error(`npm ${args.join(' ')} exited ${code} before it was ready:\n${output}`)),
    )
  })
}

/** The files a clone of this checkout has: tracked, and new ones not ignored (what a commit would add). */
async function cloneFiles(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return stdout.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)))
}

/** Links the checkout's installed packages into the clone, the workspace packages to the clone's own. */
async function linkNodeModules(): Promise<void> {
  const modules = join(clone, 'node_modules')
  await mkdir(join(modules, '@music'), { recursive: true })
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (entry === '@music' || entry === '.cache') continue
    await symlink(join(ROOT, 'node_modules', entry), join(modules, entry))
  }
  for (const workspace of ['sdk', 'app']) {
    await symlink(join(clone, workspace), join(modules, '@music', workspace))
    if (existsSync(join(ROOT, workspace, 'node_modules'))) {
      await symlink(join(ROOT, workspace, 'node_modules'), join(clone, workspace, 'node_modules'))
    }
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'music-fresh-clone-'))
  clone = join(work, 'clone')
  for (const file of await cloneFiles()) {
    await mkdir(dirname(join(clone, file)), { recursive: true })
    await cp(join(ROOT, file), join(clone, file))
  }
  await linkNodeModules()
}, 120_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('a fresh clone, right after npm ci', () => {
  it('has no generated code', () => {
    for (const generated of ['sdk/src/generated', 'app/src/routeTree.gen.ts', 'specs/content/schema.json']) {
      expect(existsSync(join(clone, generated)), generated).toBe(false)
    }
  })

  it('npm run sandbox: generates, starts, prints the demo users and the dev app id’s origins', async () => {
    const output = await npmUntil(['run', 'sandbox'], /Ready in \d+ ms/, { SERVICES_PORT: '0' })
    expect(output).toMatch(/codegen: openapi done/)
    expect(output).toContain('alex.rivera@example.com')
    expect(output).toMatch(/Its origins +http:\/\/localhost:5173, .*SANDBOX_ALLOWED_ORIGINS/)
  })

  it('npm run build:sdk', async () => {
    const output = await npm(['run', 'build:sdk'])
    expect(output).toMatch(/codegen: routes done/)
    expect(existsSync(join(clone, 'sdk/dist/index.d.ts'))).toBe(true)
  })

  it('npm pack -w sdk', async () => {
    const output = await npm(['pack', '-w', 'sdk', '--dry-run'])
    const { version } = JSON.parse(await readFile(join(clone, 'sdk/package.json'), 'utf8'))
    expect(output).toContain(`music-sdk-${version}.tgz`)
    expect(output).toContain('dist/index.d.ts')
  })

  it('npm run content:import, then content:export', async () => {
    const datasets = join(work, 'datasets')
    await mkdir(datasets)
    const env = { CONTENT_DATASETS_DIR: datasets }
    const seed = join(clone, 'scripts/sandbox/datasets/production.ndjson')
    expect(await npm(['run', 'content:import', '--', seed, '--dataset', 'fresh'], env)).toMatch(
      /Imported \d+ documents/,
    )
    await npm(['run', 'content:export', '--', 'fresh', join(work, 'fresh.tar.gz')], env)
    expect(existsSync(join(work, 'fresh.tar.gz'))).toBe(true)
  })
})
