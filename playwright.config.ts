import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests (`npm run test:e2e`, after `npm run build`): Playwright drives Debian's Chromium
 * (`/usr/bin/chromium`; never `playwright install`, REFERENCES.md "Toolchain") against the built site
 * and the sandbox services that `scripts/start.ts` starts. Locally a server already running on the
 * port is reused.
 */
const port = Number(process.env.PORT ?? 3000)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'app/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The machines have 2 cores, shared with the server under test.
  workers: 2,
  reporter: process.env.CI ? [['line']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/builds/latest.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Short-lived access tokens, so the sign-in tests see real expiry and refresh (app/e2e/sign-in.spec.ts).
    env: { SANDBOX_ACCESS_TOKEN_TTL_SECONDS: process.env.SANDBOX_ACCESS_TOKEN_TTL_SECONDS ?? '3' },
  },
})
