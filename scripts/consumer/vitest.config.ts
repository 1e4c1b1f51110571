import { defineConfig } from 'vitest/config'
import root from '../../vitest.config.ts'

/**
 * `npm run test:consumer`: the consumer project test alone (scripts/consumer/consumer.test.ts), with
 * the repository's resolution (the services sandbox loads `@music/sdk` from its sources) and time for
 * packing, installing and three test environments.
 */
export default defineConfig({
  ...root,
  test: {
    ...root.test,
    include: ['scripts/consumer/*.test.ts'],
    exclude: [],
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
})
