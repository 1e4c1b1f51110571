/**
 * `npm run bench:site` (after `npm run build`): for `/`, `/dj/pro` and `/studio/downloads` prints the
 * initial JavaScript (KiB gzip: every script and modulepreload the server HTML references; also the KiB
 * the server sends a Brotli-capable browser for it) and the
 * Lighthouse mobile performance score, LCP, TBT and CLS, each the median of 3 runs against the built
 * site and sandbox on loopback (Debian chromium at /usr/bin/chromium, Lighthouse's default mobile
 * emulation and simulated throttling).
 * Targets (issue "[2 of 4]"): score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, initial JS ≤ 130 KiB.
 * Figures are printed, never asserted. Env: BENCH_RUNS (default 3), BENCH_WARMUP (discarded runs per
 * path before those, default 1), BENCH_PATHS (comma-separated).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumExecutablePath } from '../chromium.ts'
import { initialJsBytes } from './initial-js.ts'
import { stackPorts, startStack } from './stack.ts'

const runs = Number(process.env.BENCH_RUNS ?? 3)
// Discarded first runs per path: the stack starts fresh, so the first visit pays for SSR warm-up and the
// image CDN encoding each size and format once (a deployed CDN answers from its cache).
const warmupRuns = Number(process.env.BENCH_WARMUP ?? 1)
const paths = (process.env.BENCH_PATHS ?? '/,/dj/pro,/studio/downloads').split(',')
const ports = stackPorts({ PORT: '3310', CONTENT_PORT: '4310', SERVICES_PORT: '4320' })

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const stack = await startStack(ports)
const { origin } = stack
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutablePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
try {
  const rows: string[][] = [
    ['path', 'initial JS (KiB gz)', 'sent (KiB br)', 'score', 'LCP (s)', 'TBT (ms)', 'CLS', 'LCP runs (s)'],
  ]
  for (const path of paths) {
    const scores: number[] = []
    const lcp: number[] = []
    const tbt: number[] = []
    const cls: number[] = []
    for (let run = -warmupRuns; run < runs; run++) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`)
      if (run < 0) continue
      const { categories, audits } = result.lhr
      scores.push(Math.round((categories.performance?.score ?? 0) * 100))
      lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
      tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN)
      cls.push(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
    }
    const js = await initialJsBytes(origin, path)
    rows.push([
      path,
      (js.gzip / 1024).toFixed(1),
      (js.sent / 1024).toFixed(1),
      String(median(scores)),
      (median(lcp) / 1000).toFixed(2),
      median(tbt).toFixed(0),
      median(cls).toFixed(3),
      lcp.map((value) => (value / 1000).toFixed(2)).join(' '),
    ])
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
  console.log(
    `(median of ${runs} Lighthouse mobile runs after ${warmupRuns} discarded warm-up run(s); targets: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 130 KiB)`,
  )
} finally {
  chrome.kill()
  await stack.stop()
}
