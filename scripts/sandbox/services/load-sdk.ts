/**
 * Loads the public entries `@music/sdk` and `@music/sdk/mocks` from their TypeScript sources
 * under plain Node 24 (type stripping), for the services sandbox (`node scripts/start.ts`).
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
}

let loaded: Promise<SandboxSdk> | undefined

/** The `@music/sdk` and `@music/sdk/mocks` modules (loaded once). */
export function loadSdk(): Promise<SandboxSdk> {
  if (!loaded) {
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
    loaded = Promise.all([import('@music/sdk'), import('@music/sdk/mocks')]).then(([sdk, mocks]) => ({
      sdk,
      mocks,
    }))
  }
  return loaded
}

/** The demo users' sign-in lines `npm start` and `npm run sandbox` print: `email / password (about)`. */
export function demoUserLines(users: SandboxSdk['mocks']['DEMO_USERS']): string[] {
  return users.map((u) => `${u.email_address} / ${u.password} (${u.about})`)
}

/**
 * The start-up line of the dev app id's exact origins (`npm start`, `npm run sandbox`; docs/decisions/035),
 * naming the variable that changes them.
 */
export function devOriginLine(origins: readonly string[]): string {
  return `${origins.join(', ') || 'none'} (its sign-ins return only there; these and the website's are the only origins that may call the services from a browser; SANDBOX_ALLOWED_ORIGINS=<origin>,… replaces them)`
}
