import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.ts'

/**
 * Browser tests (`npm run test:e2e`, after `npm run build`): Playwright drives Debian's Chromium
 * (`/usr/bin/chromium`; never `playwright install`, docs/references.md "Toolchain") against the built site
 * and the sandbox services that `scripts/start.ts` starts. Locally a server already running on the
 * port is reused.
 *
 * This file runs in the runner and again in every worker: what it decides is written to
 * `process.env` once, in the runner, and the workers (and the web server) inherit it.
 * - Ports: `PORT`, `CONTENT_PORT`, `SERVICES_PORT` when set, else three random ones (the default
 *   3000/4000/4100 may be a developer's running site).
 * - `CONTENT_DATASETS_DIR`: a temporary copy of the seed datasets (scripts/sandbox/datasets), which the
 *   live-preview test edits; the committed seed is never modified. Removed by e2e/global-teardown.ts.
 * - `SANDBOX_TEST_CONTROL=1`: the services sandbox answers its test-only control endpoints and faults
 *   (`npm start` alone does not: docs/decisions/031).
 */
if (!process.env.E2E_CONFIGURED) {
  process.env.E2E_CONFIGURED = '1'
  const base = 20_000 + 3 * Math.floor(Math.random() * 10_000)
  process.env.PORT ||= String(base)
  process.env.CONTENT_PORT ||= String(base + 1)
  process.env.SERVICES_PORT ||= String(base + 2)
  process.env.SANDBOX_TEST_CONTROL = '1'
  if (!process.env.CONTENT_DATASETS_DIR) {
    const copy = mkdtempSync(join(tmpdir(), 'e2e-datasets-'))
    const seed = 'scripts/sandbox/datasets'
    for (const entry of ['production.ndjson', 'images', 'files']) {
      cpSync(join(seed, entry), join(copy, entry), { recursive: true })
    }
    process.env.CONTENT_DATASETS_DIR = copy
    process.env.E2E_DATASETS_COPY = copy
  }
}
const port = Number(process.env.PORT)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'app/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The machines have 2 cores, shared with the server under test.
  workers: 2,
  reporter: process.env.CI ? [['line']] : [['list']],
  // The run's slowest files, printed at the end, where the minutes of `.ci/run` go.
  reportSlowTests: { max: 12, threshold: 30_000 },
  timeout: 30_000,
  // A web-first assertion waits up to 10 s (Playwright's default is 5): a client navigation into a
  // signed-in area (its chunks, a token, the screen's calls) passed 5 s on a CI machine loaded by the
  // site, its services and two browsers; a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  globalTeardown: './app/e2e/global-teardown.ts',
  // Another directory (`E2E_OUTPUT_DIR`) keeps runs of several checkouts' tests from clearing each other's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: ['--headless', ...chromiumArgs],
    },
  },
  // The sign-in tests count the identity service's token calls (`GET /__sandbox/stats`: every sign-in
  // of any test exchanges a code), which are global to the sandbox: they run first, alone, the rest
  // after them.
  projects: [
    { name: 'sign-in', testMatch: 'sign-in.spec.ts', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: 'sign-in.spec.ts',
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/builds/latest.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The site logs a JSON line per request (docs/decisions/019): too many to print; errors still show.
    stdout: 'ignore',
    stderr: 'pipe',
    // Access tokens keep the sandbox's default life (600 s): a test that needs one expired says so
    // (app/e2e/sign-in-helpers.ts `expireAccessToken`, `expireAccessTokenAtService`), so no call of
    // another test meets a token that expires while it is in flight.
  },
})
