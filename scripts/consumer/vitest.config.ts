import { defineConfig } from 'vitest/config'
import root from '../../vitest.config.ts'

/**
 * `npm run test:consumer`: the consumer project test alone (scripts/consumer/consumer.test.ts), with
 * the repository's resolution and time for packing, installing twice (the lowest and the highest peer
 * versions) and three test environments each (one app's tests took 168–300 s on a machine shared by
 * other builds).
 */
export default defineConfig({
  ...root,
  test: {
    ...root.test,
    include: ['scripts/consumer/*.test.ts'],
    exclude: [],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
