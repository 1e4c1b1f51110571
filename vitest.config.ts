import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests (Vitest + msw), beside the code as `*.test.ts(x)`.
 * Browser tests are Playwright's (`app/e2e`, playwright.config.ts), not Vitest's.
 */
export default defineConfig({
  resolve: { conditions: ['@music/source'] },
  test: {
    include: [
      'sdk/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'app/src/**/*.test.{ts,tsx}',
      'app/server/**/*.test.ts',
      'app/build/**/*.test.ts',
      'specs/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
})
