/**
 * Loads `@music/sdk/mocks` from its TypeScript source under plain Node 24 (type stripping).
 *
 * Two things stand between Node and the source: the package's `@music/source` export condition is not
 * active in `node scripts/start.ts`, so the entry is imported by path; and orval's generated files
 * import siblings without an extension (`from './hooks.schemas'`), which Node's resolver refuses.
 * A resolve hook adds `.ts` to extensionless relative imports of files under `sdk/src/generated/`.
 * The hook must exist before the module graph is linked, hence the dynamic import.
 */
import { registerHooks } from 'node:module'

type Mocks = typeof import('../../../sdk/src/mocks/index.ts')

let loaded: Promise<Mocks> | undefined

/** The `@music/sdk/mocks` module (loaded once). */
export function loadMocks(): Promise<Mocks> {
  if (!loaded) {
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const generated = context.parentURL?.includes('/sdk/src/generated/')
        if (generated && /^\.\.?\/[^?#]*$/.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
          return nextResolve(`${specifier}.ts`, context)
        }
        return nextResolve(specifier, context)
      },
    })
    loaded = import('../../../sdk/src/mocks/index.ts')
  }
  return loaded
}
