import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyFetcherSource, lazyServerFnFetcherPlugin } from './lazy-server-fn-fetcher-plugin.ts'

const CREATE_CLIENT_RPC =
  '/repo/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js'
const REAL_FETCHER = '/repo/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/serverFnFetcher.js'

/** A stand-in for Start's fetcher that counts how often it was loaded and echoes its arguments. */
const FAKE_FETCHER = `globalThis.fetcherLoads = (globalThis.fetcherLoads ?? 0) + 1
export async function serverFnFetcher(url, args, handler) {
  return { url, args, handler: handler.name }
}
`

type Hooks = {
  resolveId: (this: unknown, source: string, importer?: string) => Promise<string | null>
  load: (this: unknown, id: string) => string | null
  buildStart: (this: unknown) => void
  buildEnd: (this: unknown, error?: Error) => void
}

/** The plugin's hooks as plain functions (they are functions, not `{handler}` objects). */
function hooksOf(plugin: Plugin): Hooks {
  return plugin as unknown as Hooks
}

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  delete (globalThis as { fetcherLoads?: number }).fetcherLoads
})

describe('lazyFetcherSource', () => {
  it('loads the real fetcher on the first call only, and passes calls and replies through', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lazy-fetcher-'))
    const real = join(dir, 'serverFnFetcher.mjs')
    await writeFile(real, FAKE_FETCHER)
    await writeFile(join(dir, 'lazy.mjs'), lazyFetcherSource(real))
    const lazy = await import(join(dir, 'lazy.mjs'))
    const loads = () => (globalThis as { fetcherLoads?: number }).fetcherLoads ?? 0

    expect(loads()).toBe(0)
    const handler = async function fetch() {}
    await expect(lazy.serverFnFetcher('/_serverFn/page', [{ path: '/' }], handler)).resolves.toEqual({
      url: '/_serverFn/page',
      args: [{ path: '/' }],
      handler: 'fetch',
    })
    await lazy.serverFnFetcher('/_serverFn/page', [], handler)
    expect(loads()).toBe(1)
  })

  it('rejects the call whose import fails and tries the import again on the next call', async () => {
    dir = await mkdtemp(join(tmpdir(), 'lazy-fetcher-'))
    const real = join(dir, 'later.mjs')
    await writeFile(join(dir, 'lazy.mjs'), lazyFetcherSource(real))
    const lazy = await import(join(dir, 'lazy.mjs'))

    await expect(lazy.serverFnFetcher('/_serverFn/page', [], fetch)).rejects.toThrow()
    await writeFile(real, FAKE_FETCHER)
    await expect(lazy.serverFnFetcher('/_serverFn/page', [], fetch)).resolves.toMatchObject({
      url: '/_serverFn/page',
    })
  })
})

describe('lazyServerFnFetcherPlugin', () => {
  it("resolves createClientRpc's fetcher import to the lazy stand-in, which imports the real module", async () => {
    const hooks = hooksOf(lazyServerFnFetcherPlugin())
    const context = { resolve: vi.fn(async () => ({ id: REAL_FETCHER })) }

    const id = await hooks.resolveId.call(context, './serverFnFetcher.js', CREATE_CLIENT_RPC)
    expect(id).toMatch(/^\0/)
    expect(context.resolve).toHaveBeenCalledWith('./serverFnFetcher.js', CREATE_CLIENT_RPC, {
      skipSelf: true,
    })
    expect(hooks.load.call({}, id as string)).toBe(lazyFetcherSource(REAL_FETCHER))
  })

  it('leaves every other import alone', async () => {
    const hooks = hooksOf(lazyServerFnFetcherPlugin())
    const context = { resolve: vi.fn(async () => ({ id: REAL_FETCHER })) }

    expect(await hooks.resolveId.call(context, './serverFnFetcher.js', '/repo/app/src/router.tsx')).toBeNull()
    expect(await hooks.resolveId.call(context, './constants.js', CREATE_CLIENT_RPC)).toBeNull()
    expect(hooks.load.call({}, '/repo/app/src/router.tsx')).toBeNull()
  })

  it('fails the build when Start no longer imports the fetcher from createClientRpc', async () => {
    const hooks = hooksOf(lazyServerFnFetcherPlugin())
    const error = vi.fn()
    hooks.buildStart.call({})
    hooks.buildEnd.call({ error })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('createClientRpc.js'))

    const context = { resolve: vi.fn(async () => ({ id: REAL_FETCHER })), error: vi.fn() }
    hooks.buildStart.call(context)
    await hooks.resolveId.call(context, './serverFnFetcher.js', CREATE_CLIENT_RPC)
    hooks.buildEnd.call(context)
    expect(context.error).not.toHaveBeenCalled()
  })
})
