import { defaultClientConditions, defaultServerConditions } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Unit and integration tests (Vitest + msw), beside the code as `*.test.ts(x)`.
 * Browser tests are Playwright's (`app/e2e`, playwright.config.ts), not Vitest's.
 */
export default defineConfig({
  // `@music/sdk/*` from its sources (the `@music/source` export condition), in browser-like tests
  // (`resolve`) and node tests (`ssr`) alike; without the second, node tests would load a stale or
  // missing `sdk/dist`.
  resolve: { conditions: ['@music/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@music/source', ...defaultServerConditions] } },
  test: {
    include: [
      'sdk/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'app/src/**/*.test.{ts,tsx}',
      'app/server/**/*.test.ts',
      'app/build/**/*.test.ts',
      'specs/**/*.test.ts',
    ],
    // The consumer project test packs, installs and builds an app: `npm run test:consumer` runs it alone.
    exclude: [...configDefaults.exclude, 'scripts/consumer/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
