/**
 * `npm run bench:site` (after `npm run build`): for `/`, `/dj/pro` and `/studio/downloads` prints the
 * initial JavaScript (KiB gzip: every script and modulepreload the server HTML references; also the KiB
 * the server sends a Brotli-capable browser for it), the Lighthouse mobile performance score, LCP, TBT
 * and CLS, each the median of 3 runs against the built site and sandbox on loopback (Debian chromium at
 * /usr/bin/chromium, Lighthouse's default mobile emulation and simulated throttling), and the hydration
 * time read from each run's trace (scripts/bench/trace.ts: observed ms from the client entry's module
 * evaluation to the end of hydration, and how much of it the main thread was busy).
 * Beside each page the same figures of its zero-JS floor (scripts/bench/floor.ts: a static copy of the
 * page's server HTML without scripts, served by the same server; issue 20), measured in the same run,
 * a floor run after each page run, and the page's LCP as a ratio to its floor's.
 * Targets (issue "[2 of 4]"): score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, initial JS ≤ 130 KiB;
 * issue 20's goal: LCP ≤ 1.2× the floor, TBT ≤ 50 ms, CLS 0.
 * Figures are printed, never asserted. Env: BENCH_RUNS (default 3), BENCH_WARMUP (discarded runs per
 * path before those, default 1), BENCH_PATHS (comma-separated).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumExecutablePath } from '../chromium.ts'
import { writeFloorPages } from './floor.ts'
import { initialJsBytes } from './initial-js.ts'
import { stackPorts, startStack } from './stack.ts'
import { hydrationFromTrace, type TraceEvent } from './trace.ts'

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

/** The figures of one URL's runs (ms, except score and CLS). */
interface Figures {
  scores: number[]
  lcp: number[]
  tbt: number[]
  cls: number[]
  hydrationSpan: number[]
  hydrationBusy: number[]
}

const emptyFigures = (): Figures => ({
  scores: [],
  lcp: [],
  tbt: [],
  cls: [],
  hydrationSpan: [],
  hydrationBusy: [],
})

const stack = await startStack(ports)
const { origin } = stack
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutablePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})

/** One Lighthouse run of `url`; its figures are added to `figures` unless it is a warm-up run. */
async function measure(url: string, figures: Figures | undefined): Promise<void> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  if (!figures) return
  const { categories, audits } = result.lhr
  figures.scores.push(Math.round((categories.performance?.score ?? 0) * 100))
  figures.lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
  figures.tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN)
  figures.cls.push(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
  const hydration = hydrationFromTrace(result.artifacts.Trace.traceEvents as TraceEvent[])
  if (hydration) {
    figures.hydrationSpan.push(hydration.spanMs)
    figures.hydrationBusy.push(hydration.busyMs)
  }
}

let floors: Awaited<ReturnType<typeof writeFloorPages>> | undefined
try {
  floors = await writeFloorPages(origin, paths)
  const rows: string[][] = [
    [
      'path',
      'initial JS (KiB gz)',
      'sent (KiB br)',
      'score',
      'LCP (s)',
      'LCP / floor',
      'TBT (ms)',
      'CLS',
      'hydration (ms)',
      'busy (ms)',
      'LCP runs (s)',
    ],
  ]
  const row = (label: string, js: { gzip: number; sent: number }, figures: Figures, ratio: string) => [
    label,
    (js.gzip / 1024).toFixed(1),
    (js.sent / 1024).toFixed(1),
    String(median(figures.scores)),
    (median(figures.lcp) / 1000).toFixed(2),
    ratio,
    median(figures.tbt).toFixed(0),
    median(figures.cls).toFixed(3),
    figures.hydrationSpan.length ? median(figures.hydrationSpan).toFixed(0) : '-',
    figures.hydrationBusy.length ? median(figures.hydrationBusy).toFixed(0) : '-',
    figures.lcp.map((value) => (value / 1000).toFixed(2)).join(' '),
  ]
  for (const path of paths) {
    const floorPath = floors.floorPath.get(path) ?? ''
    const page = emptyFigures()
    const floor = emptyFigures()
    // Page and floor alternate, so a change in the machine's load reaches both alike.
    for (let run = -warmupRuns; run < runs; run++) {
      await measure(origin + path, run < 0 ? undefined : page)
      await measure(origin + floorPath, run < 0 ? undefined : floor)
    }
    const ratio = median(page.lcp) / median(floor.lcp)
    rows.push(row(path, await initialJsBytes(origin, path), page, `${ratio.toFixed(2)}×`))
    rows.push(row(`  floor (${floorPath})`, await initialJsBytes(origin, floorPath), floor, '1.00×'))
  }
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0))) ?? []
  for (const cells of rows)
    console.log(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
  console.log(
    `(median of ${runs} Lighthouse mobile runs after ${warmupRuns} discarded warm-up run(s); floor: the page's server HTML without scripts, same server, runs alternating with the page's; hydration: observed ms from the entry's module evaluation to the end of hydration, busy: main-thread task time within it; targets: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 130 KiB; issue 20: LCP ≤ 1.2× floor, TBT ≤ 50 ms, CLS 0)`,
  )
} finally {
  chrome.kill()
  await floors?.remove()
  await stack.stop()
}
