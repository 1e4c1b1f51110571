/**
 * CI check that the production build runs on production dependencies alone (docs/decisions/019):
 * copies what the Dockerfile's runtime stage copies (the manifests, the lockfile, `app/dist`, the
 * server's sources) into a temporary directory outside the repository, runs `npm ci --omit=dev`
 * there, starts `app/server/main.ts` from the copy against a content service of the repository, and
 * checks `/healthz` and a server-rendered page. Run `npm run build` first (`npm test` does).
 * Exits non-zero, saying what failed, otherwise prints the install time.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startChild } from './sandbox/child-process.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** What the runtime image holds besides `node_modules` (keep in step with the Dockerfile). */
export const RUNTIME_FILES = [
  'package.json',
  'package-lock.json',
  'app/package.json',
  'sdk/package.json',
  'app/dist',
  'app/server',
  'app/src/config/server-config.ts',
  // The web-vitals beacon's shape and limits, shared with the browser's side (docs/decisions/041).
  'app/src/telemetry/beacon.ts',
]

if (!existsSync(join(root, 'app/dist/server/server.js'))) {
  console.error('check-production-install: app/dist is missing; run `npm run build` first')
  process.exit(1)
}
const copy = mkdtempSync(join(tmpdir(), 'production-install-'))
const stops: (() => Promise<void>)[] = []
try {
  for (const path of RUNTIME_FILES) {
    cpSync(join(root, path), join(copy, path), {
      recursive: true,
      filter: (source) => !/\.test\.tsx?$/.test(source),
    })
  }
  const started = performance.now()
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: copy,
      stdio: 'inherit',
    },
  )
  const installMs = Math.round(performance.now() - started)
  const content = await startChild<{ url: string }>(
    new URL('./sandbox/content/main.ts', import.meta.url),
    { CONTENT_PORT: '0', HOST: '127.0.0.1' },
    { stdout: 'ignore' },
  )
  stops.push(() => content.stop())
  const site = await startChild<{ url: string }>(
    new URL(`file://${join(copy, 'app/server/main.ts')}`),
    { PORT: '0', HOST: '127.0.0.1', CONTENT_API_HOST: content.info.url, NODE_PATH: '' },
    { stdout: 'ignore' },
  )
  stops.push(() => site.stop())
  const health = await fetch(`${site.info.url}/healthz`)
  if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`)
  const page = await fetch(`${site.info.url}/dj/pro`)
  const html = await page.text()
  if (page.status !== 200 || !html.includes('<h1')) throw new Error(`/dj/pro answered ${page.status}`)
  console.log(
    `check-production-install: npm ci --omit=dev in ${installMs} ms; the copy serves /healthz and /dj/pro (${html.length} characters)`,
  )
} catch (error) {
  console.error(`check-production-install: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {})
  rmSync(copy, { recursive: true, force: true })
}
