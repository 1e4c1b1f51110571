/**
 * A local npm registry for tests and trials (decision 029): Verdaccio, in this process, on a free
 * loopback port, its storage in a temporary folder, no uplink (a package it does not hold is a 404,
 * never a download). It stands in for the company's registry: `npm publish` to it, then install
 * `@music/sdk@<version>` from it by name.
 *
 * `npm run registry:local` runs one until Ctrl-C (or SIGTERM) and prints the `.npmrc` lines to use.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
 * @throws Error when Verdaccio fails to start or refuses the user
 */
export async function startLocalRegistry(): Promise<LocalRegistry> {
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
    server.listen(0, '127.0.0.1', () => resolve())
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

if (import.meta.main) {
  const registry = await startLocalRegistry()
  console.log(`local registry at ${registry.url}\n.npmrc:\n${registry.npmrc}`)
  const stop = () => void registry.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
