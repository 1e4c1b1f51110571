import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    // A first test loads the sdk, msw and the sandbox: more than Vitest's 5 s on a loaded CI machine.
    testTimeout: 20_000,
    // The same tests in node, and the component tests in jsdom and in happy-dom.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'jsdom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      {
        extends: true,
        test: { name: 'happy-dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
})
