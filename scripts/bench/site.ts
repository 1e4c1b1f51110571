/**
 * `npm run bench:site` (after `npm run build`): for `/`, `/dj/pro` and `/studio/downloads` prints the
 * initial JavaScript (KiB gzip: every script and modulepreload the server HTML references; also the KiB
 * the server sends a Brotli-capable browser for it), the Lighthouse mobile performance score, FCP, LCP,
 * TBT and CLS, each the median of 3 runs against the built site and sandbox on loopback (Debian chromium
 * at /usr/bin/chromium, Lighthouse's default mobile emulation and simulated throttling), and the
 * hydration time read from each run's trace (scripts/bench/trace.ts: observed ms from the client entry's
 * module evaluation to the end of hydration, and how much of it the main thread was busy).
 * Beside each page the same figures of its zero-JS floor (scripts/bench/floor.ts: a static copy of the
 * page's server HTML without scripts, served by the same server; issue 20), measured in the same run,
 * a floor run after each page run, and the page's LCP as a ratio to its floor's.
 *
 * Options:
 * - `--quick` (CI, after the browser tests): one run of `/` and its floor, no warm-up. It fails, like
 *   every run, when a floor page is not served, a Lighthouse run errored (`runtimeError`) or a figure is
 *   missing or NaN; never on a target.
 * - `--baseline <rev>`: the build of another revision measured in the same run, alternating with this
 *   one (scripts/bench/baseline.ts: a worktree of `<rev>` in the temp folder, its own `npm ci` and build,
 *   its stack on the next ports), with this build's TBT and FCP as ratios to it (issue 29's regression
 *   check: `npm run bench:site -- --baseline 4bfc1ee`).
 * Targets (issue "[2 of 4]"): score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, initial JS ≤ 130 KiB;
 * issue 20's goal: LCP ≤ 1.2× the floor, TBT ≤ 50 ms, CLS 0; issue 29: TBT ≤ the baseline's.
 * Figures are printed, never asserted. Env: BENCH_RUNS (default 3), BENCH_WARMUP (discarded runs per
 * path before those, default 1), BENCH_PATHS (comma-separated); `PORT`, `CONTENT_PORT`, `SERVICES_PORT`
 * (default 3310/4310/4320; the baseline takes each + 1).
 */
import * as chromeLauncher from 'chrome-launcher'
import { HYDRATED_MARK } from '../../app/src/layout/use-hydrated-mark.ts'
import { chromiumArgs, chromiumExecutablePath } from '../chromium.ts'
import { type Baseline, prepareBaseline } from './baseline.ts'
import {
  BenchFigureError,
  type LighthouseFigures,
  lighthouseFigures,
  median,
  option,
  printTable,
  quick,
} from './figures.ts'
import { checkFloorPages, prepareFloorPages } from './floor.ts'
import { initialJsBytes } from './initial-js.ts'
import { runLighthouse } from './lighthouse-run.ts'
import { nextPorts, type Stack, stackPorts, startStack } from './stack.ts'
import { hydrationFromTrace, type TraceEvent } from './trace.ts'

const runs = quick ? 1 : Number(process.env.BENCH_RUNS ?? 3)
// Discarded first runs per path: the stack starts fresh, so the first visit pays for SSR warm-up and the
// image CDN encoding each size and format once (a deployed CDN answers from its cache).
const warmupRuns = quick ? 0 : Number(process.env.BENCH_WARMUP ?? 1)
const paths = process.env.BENCH_PATHS?.split(',') ?? (quick ? ['/'] : ['/', '/dj/pro', '/studio/downloads'])
const ports = stackPorts({ PORT: '3310', CONTENT_PORT: '4310', SERVICES_PORT: '4320' })
const baselineRev = option('baseline')

/** The figures of one URL's runs: Lighthouse's, and the hydration read from each run's trace (ms). */
interface Figures {
  runs: LighthouseFigures[]
  hydrationSpan: number[]
  hydrationBusy: number[]
}

const emptyFigures = (): Figures => ({ runs: [], hydrationSpan: [], hydrationBusy: [] })
const medianOf = (figures: Figures, key: keyof LighthouseFigures) =>
  median(figures.runs.map((run) => run[key]))

const baseline: Baseline | undefined = baselineRev ? prepareBaseline(baselineRev) : undefined

// The floors' HTML comes from a first stack; the stack measured starts after the copies are written,
// as the site reads the build's static paths once at start-up (decision 026).
const floors = await prepareFloorPages(ports, paths)
const stacks: Stack[] = []
let chrome: chromeLauncher.LaunchedChrome | undefined
try {
  const stack = await startStack(ports)
  stacks.push(stack)
  const baselineStack = baseline ? await startStack(nextPorts(ports), baseline.dir) : undefined
  if (baselineStack) stacks.push(baselineStack)
  await checkFloorPages(stack.origin, floors.floorPath.values())
  chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const port = chrome.port

  /**
   * One Lighthouse run of `url`; its figures are added to `figures` unless it is a warm-up run.
   * @param hydrates whether the page must hold the hydrated mark (this build's pages; not a floor, nor
   *   a baseline older than the mark)
   */
  const measure = async (url: string, figures: Figures | undefined, hydrates: boolean) => {
    const result = await runLighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const run = lighthouseFigures(result.lhr, url)
    const events = result.artifacts.Trace?.traceEvents as TraceEvent[] | undefined
    if (!events) throw new BenchFigureError(`${url}: Lighthouse recorded no trace`)
    const hydration = hydrationFromTrace(events)
    if (hydrates && !hydration) throw new BenchFigureError(`${url}: no ${HYDRATED_MARK} mark in the trace`)
    if (!figures) return
    figures.runs.push(run)
    if (hydration) {
      figures.hydrationSpan.push(hydration.spanMs)
      figures.hydrationBusy.push(hydration.busyMs)
    }
  }

  const rows: string[][] = [
    [
      'path',
      'initial JS (KiB gz)',
      'sent (KiB br)',
      'score',
      'FCP (s)',
      'LCP (s)',
      'LCP / floor',
      'TBT (ms)',
      'CLS',
      'hydration (ms)',
      'busy (ms)',
      'TBT runs (ms)',
      'LCP runs (s)',
    ],
  ]
  const row = (label: string, js: { gzip: number; sent: number }, figures: Figures, ratio: string) => [
    label,
    (js.gzip / 1024).toFixed(1),
    (js.sent / 1024).toFixed(1),
    String(medianOf(figures, 'score')),
    (medianOf(figures, 'fcp') / 1000).toFixed(2),
    (medianOf(figures, 'lcp') / 1000).toFixed(2),
    ratio,
    medianOf(figures, 'tbt').toFixed(0),
    medianOf(figures, 'cls').toFixed(3),
    figures.hydrationSpan.length ? median(figures.hydrationSpan).toFixed(0) : '-',
    figures.hydrationBusy.length ? median(figures.hydrationBusy).toFixed(0) : '-',
    figures.runs.map((run) => run.tbt.toFixed(0)).join(' '),
    figures.runs.map((run) => (run.lcp / 1000).toFixed(2)).join(' '),
  ]
  const comparisons: string[] = []
  for (const path of paths) {
    const floorPath = floors.floorPath.get(path) ?? ''
    const page = emptyFigures()
    const floor = emptyFigures()
    const before = emptyFigures()
    // The page, the baseline's page and the floor alternate (the first two swap places every run), so a
    // change in the machine's load reaches them alike.
    for (let run = -warmupRuns; run < runs; run++) {
      const keep = run >= 0
      const pageRun = () => measure(stack.origin + path, keep ? page : undefined, true)
      const baselineRun = () =>
        baselineStack ? measure(baselineStack.origin + path, keep ? before : undefined, false) : undefined
      for (const next of run % 2 === 0 ? [pageRun, baselineRun] : [baselineRun, pageRun]) await next()
      await measure(stack.origin + floorPath, keep ? floor : undefined, false)
    }
    const ratio = (figures: Figures) => `${(medianOf(figures, 'lcp') / medianOf(floor, 'lcp')).toFixed(2)}×`
    rows.push(row(path, await initialJsBytes(stack.origin, path), page, ratio(page)))
    if (baselineStack && baseline) {
      const label = `  baseline ${baseline.commit.slice(0, 7)}`
      rows.push(row(label, await initialJsBytes(baselineStack.origin, path), before, ratio(before)))
      comparisons.push(
        `${path}: TBT ${medianOf(page, 'tbt').toFixed(0)} ms against the baseline's ${medianOf(before, 'tbt').toFixed(0)} ms; FCP ${(medianOf(page, 'fcp') / 1000).toFixed(2)} s against ${(medianOf(before, 'fcp') / 1000).toFixed(2)} s; LCP ${(medianOf(page, 'lcp') / 1000).toFixed(2)} s against ${(medianOf(before, 'lcp') / 1000).toFixed(2)} s`,
      )
    }
    rows.push(row(`  floor (${floorPath})`, await initialJsBytes(stack.origin, floorPath), floor, '1.00×'))
  }
  printTable(rows)
  for (const line of comparisons) console.log(line)
  console.log(
    `(median of ${runs} Lighthouse mobile runs after ${warmupRuns} discarded warm-up run(s)${baseline ? `, alternating with the build of ${baseline.commit.slice(0, 12)}` : ''}; floor: the page's server HTML without scripts, same server, runs alternating with the page's; hydration: observed ms from the entry's module evaluation to the end of hydration, busy: main-thread task time within it; targets: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 130 KiB; issue 20: LCP ≤ 1.2× floor, TBT ≤ 50 ms, CLS 0${baseline ? "; issue 29: TBT ≤ the baseline's" : ''})`,
  )
  if (quick) console.log('bench:site --quick: every figure present, no run errored')
} finally {
  chrome?.kill()
  await floors.remove()
  for (const stack of stacks.reverse()) await stack.stop()
}
