import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'
import { routeRules } from '../server/route-rules.ts'

/**
 * Vite plugin for new-build detection (docs/requirements.md §4 "New build detection", §7 "GET builds/latest.json",
 * "GET builds/meta/{buildId}.json"; modelled on Nuxt's app manifest). One id per `vite build`:
 * - exposed to the app code as `import.meta.env.BUILD_ID` (`'dev'` under `vite dev`);
 * - written into the client output as `builds/latest.json` (`{ id, timestamp }`, timestamp in ms since
 *   the epoch) and `builds/meta/<id>.json` (`{ id, timestamp, routeRules, prerendered }`).
 */
export function buildManifestPlugin(): Plugin {
  let id = 'dev'
  const timestamp = Date.now()
  return {
    name: 'music:build-manifest',
    config(_config, env) {
      if (env.command === 'build') id = randomUUID()
      return { define: { 'import.meta.env.BUILD_ID': JSON.stringify(id) } }
    },
    generateBundle() {
      if (this.environment.name !== 'client' || id === 'dev') return
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp }),
      })
      const meta = { id, timestamp, routeRules: routeRules(), prerendered: [] }
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify(meta) })
    },
  }
}
