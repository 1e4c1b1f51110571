/**
 * A local npm registry for tests and trials (decision 029): Verdaccio, in this process, on a free
 * loopback port, its storage in a temporary folder, no uplink (a package it does not hold is a 404,
 * never a download). It stands in for the company's registry: `npm publish` to it, then install
 * `@music/sdk@<version>` from it by name.
 *
 * `npm run registry:local [-- --port N]` runs one until Ctrl-C (or SIGTERM) on port N (default: a free
 * one) and prints the `.npmrc` lines to use.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

/** A running local registry. */
export interface LocalRegistry {
  /** e.g. `http://127.0.0.1:40123/` (with the trailing slash npm writes). */
  url: string
  /** A user's token, accepted for `npm publish`. */
  token: string
  /** An `.npmrc` that sends every install and publish to this registry, with the token. */
  npmrc: string
  /** Stops the server and deletes its storage. */
  close(): Promise<void>
}

/**
 * Starts a registry and adds a user (`PUT /-/user/org.couchdb.user:<name>`, as `npm adduser` does).
 * @param options.port the loopback port to listen on; default 0, a free one
 * @throws Error when Verdaccio fails to start (the port is taken) or refuses the user
 */
export async function startLocalRegistry(options: { port?: number } = {}): Promise<LocalRegistry> {
  const storage = await mkdtemp(join(tmpdir(), 'music-registry-'))
  const { runServer } = (await import('verdaccio')) as unknown as {
    runServer(config: Record<string, unknown>): Promise<Server>
  }
  const server = await runServer({
    self_path: join(storage, 'config.yaml'),
    storage: join(storage, 'packages'),
    auth: { htpasswd: { file: join(storage, 'htpasswd'), max_users: 10 } },
    uplinks: {},
    packages: { '**': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    max_body_size: '50mb',
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as { port: number }
  const url = `http://127.0.0.1:${port}/`
  const close = async () => {
    server.closeAllConnections?.()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await rm(storage, { recursive: true, force: true })
  }
  try {
    const name = 'music-ci'
    const reply = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, password: 'local-registry-only', email: 'ci@example.com' }),
    })
    const { token } = (await reply.json()) as { token?: string }
    if (!reply.ok || !token) throw new Error(`local registry: adding a user answered ${reply.status}`)
    const host = url.replace(/^http:/, '')
    const npmrc = `registry=${url}\n${host}:_authToken=${token}\n`
    return { url, token, npmrc, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Writes the registry's `.npmrc` to `path`. */
export async function writeNpmrc(registry: LocalRegistry, path: string): Promise<void> {
  await writeFile(path, registry.npmrc)
}

/**
 * The port of `--port N` (0-65535), or undefined when not given.
 * @throws Error naming the value when it is not a port number
 */
export function portArgument(args: string[]): number | undefined {
  const { values } = parseArgs({ args, options: { port: { type: 'string' } } })
  if (values.port === undefined) return undefined
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number (0-65535), got "${values.port}"`)
  }
  return port
}

if (import.meta.main) {
  let port: number | undefined
  try {
    port = portArgument(process.argv.slice(2))
  } catch (error) {
    console.error(`registry:local: ${(error as Error).message}`)
    process.exit(2)
  }
  const registry = await startLocalRegistry({ port })
  const auth = registry.npmrc.split('\n').find((line) => line.startsWith('//')) ?? ''
  console.log(
    [
      `local registry at ${registry.url}`,
      'To publish the working tree (npm pack, then npm publish <tgz> --userconfig <file>), a file with:',
      registry.npmrc.trimEnd(),
      // It has no uplink: an app's .npmrc sends only the @music scope here, the rest to npmjs.org.
      "In an app's .npmrc (only the @music scope; everything else from the public registry):",
      `@music:registry=${registry.url}`,
      auth,
    ].join('\n'),
  )
  const stop = () => void registry.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
