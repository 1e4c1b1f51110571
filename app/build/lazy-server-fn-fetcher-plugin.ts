import type { Plugin } from 'vite'

/** The Start module that turns a server function id into a client function (`createClientRpc`). */
const CREATE_CLIENT_RPC =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/
/** Its import of the fetcher, which brings seroval's serialiser and deserialiser (~9 KiB gzip). */
const FETCHER_IMPORT = './serverFnFetcher.js'
/** Id of the module that stands in for the fetcher (`\0`: a virtual module no other plugin loads). */
const LAZY_FETCHER_ID = '\0music:lazy-server-fn-fetcher'

/**
 * Source of the stand-in for Start's `serverFnFetcher`: same signature and result (a promise of the
 * server function's deserialised reply), but the real fetcher, with seroval, is imported on the first
 * call (a client navigation or an intent preload) instead of with the entry. One import per page; a
 * failed import rejects that call and is tried again on the next one. In the browser the import goes
 * through Vite's preload helper, so a missing chunk raises `vite:preloadError` like any route chunk
 * (one reload during a navigation, never on a hover preload: `use-build-detection.ts`, docs/requirements.md §8).
 */
export function lazyFetcherSource(realFetcherPath: string): string {
  return `let fetcher
/** Start's serverFnFetcher, imported on first use (app/build/lazy-server-fn-fetcher-plugin.ts). */
export function serverFnFetcher(url, args, handler) {
  fetcher ??= import(${JSON.stringify(realFetcherPath)}).catch((error) => {
    fetcher = undefined
    throw error
  })
  return fetcher.then((module) => module.serverFnFetcher(url, args, handler))
}
`
}

/**
 * Vite plugin (client build only): keeps TanStack Start's server-function fetcher, and with it seroval,
 * out of the initial JS. Start's hydration imports `createClientRpc` (to revive server functions in
 * dehydrated data), which imports the fetcher statically, although a page only calls it on a client
 * navigation. The plugin resolves that one import to {@link lazyFetcherSource}, so the fetcher becomes
 * a chunk of its own, loaded when first needed (decision 009).
 *
 * Fails the build when `createClientRpc` no longer imports `./serverFnFetcher.js` (a Start upgrade
 * changed the layout), so the saving never silently disappears: update or remove the plugin then.
 */
export function lazyServerFnFetcherPlugin(): Plugin {
  let replaced = false
  return {
    name: 'music:lazy-server-fn-fetcher',
    // Before Vite's own resolver, which would otherwise resolve the relative import itself.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      replaced = false
    },
    async resolveId(source, importer) {
      if (source !== FETCHER_IMPORT || !importer || !CREATE_CLIENT_RPC.test(importer)) return null
      const real = await this.resolve(source, importer, { skipSelf: true })
      if (!real) return null
      replaced = true
      return `${LAZY_FETCHER_ID}?${encodeURIComponent(real.id)}`
    },
    load(id) {
      if (!id.startsWith(`${LAZY_FETCHER_ID}?`)) return null
      return lazyFetcherSource(decodeURIComponent(id.slice(LAZY_FETCHER_ID.length + 1)))
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          `${FETCHER_IMPORT} was not imported by @tanstack/start-client-core's createClientRpc.js: ` +
            'Start changed; update app/build/lazy-server-fn-fetcher-plugin.ts or remove it.',
        )
      }
    },
  }
}
