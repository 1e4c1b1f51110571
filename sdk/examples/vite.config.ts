import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
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
