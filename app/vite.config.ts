import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { buildManifestPlugin } from './build/build-manifest-plugin.ts'
import { lazyServerFnFetcherPlugin } from './build/lazy-server-fn-fetcher-plugin.ts'
import { precompressPlugin } from './build/precompress-plugin.ts'

/**
 * Vite config of the website (docs/architecture.md "Shape"): TanStack Start first, then React, then Start's
 * server-function fetcher moved out of the initial JS (loaded on first use, decision 009), then the
 * build manifest (`builds/latest.json`, `builds/meta/<id>.json`, docs/requirements.md §7) for new-build detection, then
 * the precompressed `.br`/`.gz` variants of the client's text files, which the production server sends.
 * `@music/source` leads the resolve conditions so `@music/sdk/*` resolves to the sdk's TypeScript source
 * (its exports map has a `@music/source` condition; a plain `source` would also pick the TS sources of @sanity/* packages), in the client and the SSR bundle alike.
 */
export default defineConfig({
  resolve: { conditions: ['@music/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@music/source', ...defaultServerConditions] } },
  // Every module the first page load needs (`$initial`: statically imported from the client entry) in one
  // chunk, whatever the lazily loaded chunks share: without it, Rolldown moved React and the router into
  // separate chunks once the account screens shared small modules, +3 KiB gzip of initial JS on every
  // page for no gain (docs/decisions/015).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
    },
  },
  // Start turns on the router's `autoCodeSplitting` itself (start-plugin-core schema default): every route
  // component is its own chunk, loaded on demand (docs/requirements.md §2 "All routes load on demand").
  plugins: [
    tanstackStart(),
    viteReact(),
    lazyServerFnFetcherPlugin(),
    buildManifestPlugin(),
    precompressPlugin(),
  ],
})
