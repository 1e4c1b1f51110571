/**
 * Loads the public entries `@music/sdk`, `@music/sdk/mocks` and `@music/sdk/sandbox` from their
 * TypeScript sources under plain Node 24 (type stripping), for the services sandbox (`npm start`,
 * `npm run sandbox`): the repository runs the very code the package ships as `music-sandbox`.
 *
 * Two things stand between Node and the sources, and a resolve hook settles both: the package's
 * `@music/source` export condition is not active (the hook adds it for `@music/sdk` and `@music/sdk/*`), and orval's
 * generated msw modules import a sibling without an extension (`from './hooks.schemas'`), which Node's
 * resolver refuses (the hook adds `.ts` to extensionless relative imports under `sdk/src/generated/`).
 * The hook must exist before the sdk's module graph is linked, hence the dynamic imports. Under
 * Vitest, whose resolver does both, the hook is never consulted.
 */
import { registerHooks } from 'node:module'

/** The sdk entries the sandbox runs on. */
export interface SandboxSdk {
  sdk: typeof import('@music/sdk')
  mocks: typeof import('@music/sdk/mocks')
  sandbox: typeof import('@music/sdk/sandbox')
}

let hooked = false

/** Registers the resolve hook (once), before the first sdk module is linked. */
function registerSourceHooks(): void {
  if (hooked) return
  hooked = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === '@music/sdk' || specifier.startsWith('@music/sdk/')) {
        return nextResolve(specifier, { ...context, conditions: ['@music/source', ...context.conditions] })
      }
      const generated = context.parentURL?.includes('/sdk/src/generated/')
      if (generated && /^\.\.?\/[^?#]*$/.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
        return nextResolve(`${specifier}.ts`, context)
      }
      return nextResolve(specifier, context)
    },
  })
}

let loaded: Promise<SandboxSdk> | undefined

/** The `@music/sdk`, `@music/sdk/mocks` and `@music/sdk/sandbox` modules (loaded once). */
export function loadSdk(): Promise<SandboxSdk> {
  registerSourceHooks()
  loaded ??= Promise.all([
    import('@music/sdk'),
    import('@music/sdk/mocks'),
    import('@music/sdk/sandbox'),
  ]).then(([sdk, mocks, sandbox]) => ({ sdk, mocks, sandbox }))
  return loaded
}

/**
 * `@music/sdk/sandbox` alone: the sandbox's command, server and settings readers, without loading the
 * fakes (they load when a sandbox starts), for a process that only reads settings (`npm start`).
 */
export function loadSandboxEntry(): Promise<SandboxSdk['sandbox']> {
  registerSourceHooks()
  return import('@music/sdk/sandbox')
}

/** The demo users' sign-in lines `npm start` and `npm run sandbox` print: `email / password (about)`. */
export function demoUserLines(users: SandboxSdk['mocks']['DEMO_USERS']): string[] {
  return users.map((u) => `${u.email_address} / ${u.password} (${u.about})`)
}
