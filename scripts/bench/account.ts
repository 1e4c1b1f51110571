/**
 * `npm run bench:account` (after `npm run build`): how fast the signed-in area shows its data, and
 * what its JavaScript costs (issue 29; docs/decisions/015, 032). Against the built site and sandbox on
 * its own ports (`PORT`, `CONTENT_PORT`, `SERVICES_PORT` when all set; default 3330/4330/4340), signed in
 * through the sandbox identity service's real sign-in form (so it keeps working however the site holds
 * its session), it prints for the overview, products, subscriptions, orders, profile (as Alex) and the
 * staff campaigns list (as Robin):
 * - first data: ms from the start of the navigation to the first frame with the screen's data, a full
 *   page load with an empty HTTP cache, Chromium with Lighthouse's mobile screen, unthrottled. Two
 *   measurements, printed side by side: the frame (an observer this bench adds to the page sees the
 *   first `[data-screen-data]` element a data section leaves, in the server's HTML or in a render,
 *   and marks the next animation frame; decision 034), and the app's own `screen:data-shown` mark (set
 *   by the screen kit's `Section` once its content with data committed, app/src/screens/data-shown-mark.ts:
 *   after hydration for a screen the server rendered). The first data is the earlier of the two (a
 *   build without the element has the mark only);
 * - the same as a ratio to the marketing page's LCP (`/`, same browser, same run, observed);
 * - requests finished before the first data, the service calls among them (fetches to the services or
 *   the site's server functions) and their sequential depth: the longest chain of service calls each of
 *   which started after the one before it had answered (target: ≤ 2);
 * - Lighthouse (mobile, simulated throttling) LCP, TBT and CLS of the screen with the session of a real
 *   sign-in in Lighthouse's browser (storage kept, HTTP cache emptied before each run), and the first
 *   data mark as observed in that run;
 * - the same Lighthouse figures for the screen's zero-JS floor (scripts/bench/floor.ts: its server HTML
 *   without scripts; the signed-in areas render in the browser only, so the floor is the site's frame with
 *   the area's loading placeholder and never shows data);
 * - the first screen right after the sign-in return: from submitting the identity service's sign-in form
 *   (the navigation that comes back to `/account?state&code`) to the overview's first data, the code
 *   exchange included.
 * Targets (issue 29), ratios in one run: first data ≤ 1.5× the marketing LCP; after sign-in ≤ 2×; depth ≤ 2.
 * Then the JS tables of `account-js.ts`. Figures are printed, never asserted; every run fails when a
 * screen shows no data within 30 s, a Lighthouse run errored or a figure is missing (figures.ts).
 * `--quick` (CI): one run; Lighthouse for the marketing page, the overview (and its floor) and the staff
 * campaigns only. Env: BENCH_RUNS (default 3), BENCH_PATHS (marketing paths of the JS table),
 * BENCH_VERBOSE=1 (each service call before the first data, with its start and end; `all`: every request).
 * `--no-lighthouse`: the first data and waterfall figures only (a minute, for work on the screens).
 * `--baseline <rev>`: the build of another revision (scripts/bench/baseline.ts) measured in the same
 * run, alternating with this one (the two swap places every run), as `bench:site` does: its first data
 * and waterfall figures print beside this build's (Lighthouse runs for this build only).
 */
import * as chromeLauncher from 'chrome-launcher'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { DATA_SHOWN_MARK } from '../../app/src/screens/data-shown-mark.ts'
import { chromiumArgs, chromiumExecutablePath } from '../chromium.ts'
import { printAccountJs } from './account-js.ts'
import { type Baseline, prepareBaseline } from './baseline.ts'
import {
  BenchFigureError,
  type LighthouseFigures,
  lighthouseFigures,
  median,
  option,
  printTable,
  quick,
  requireFigures,
} from './figures.ts'
import { checkFloorPages, prepareFloorPages } from './floor.ts'
import { runLighthouse } from './lighthouse-run.ts'
import { ALEX, BENCH_WAIT_MS, type BenchUser, ROBIN, submitSignIn } from './sign-in.ts'
import { nextPorts, type Stack, type StackPorts, stackPorts, startStack } from './stack.ts'
import { sequentialDepth } from './waterfall.ts'

type User = BenchUser

interface Screen {
  name: string
  path: string
  user: User
  /** Measured by Lighthouse in `--quick` too. */
  quick?: boolean
}

const SCREENS: readonly Screen[] = [
  { name: 'overview', path: '/account', user: ALEX, quick: true },
  { name: 'products', path: '/account/products', user: ALEX },
  { name: 'subscriptions', path: '/account/subscriptions', user: ALEX },
  { name: 'orders', path: '/account/orders', user: ALEX },
  { name: 'profile', path: '/account/profile', user: ALEX },
  { name: 'staff campaigns', path: '/staff/notifications', user: ROBIN, quick: true },
]
const MARKETING_PATH = '/'
const runs = quick ? 1 : Number(process.env.BENCH_RUNS ?? 3)
const jsPaths =
  process.env.BENCH_PATHS?.split(',') ??
  (quick ? ['/'] : ['/', '/dj/pro', '/studio/downloads', '/studio/downloads/2.1.0'])
const ports = stackPorts({ PORT: '3330', CONTENT_PORT: '4330', SERVICES_PORT: '4340' })
const servicesOriginOf = (of: StackPorts) => `http://localhost:${of.SERVICES_PORT}`
const servicesOrigin = servicesOriginOf(ports)
const baselineRev = option('baseline')
/** The user-timing mark of the first frame with data, set by {@link DATA_FRAME_SCRIPT}. */
const DATA_FRAME_MARK = 'bench:data-frame'
/**
 * Added to every page the bench opens (before the document's own scripts): the first
 * `[data-screen-data]` element in the document (left by a data section of the screen kit, in the
 * server's HTML or a render) marks {@link DATA_FRAME_MARK} in the next animation frame, the frame that
 * paints it. Independent of the app's own mark, which waits for hydration.
 */
const DATA_FRAME_SCRIPT = `(() => {
  const seen = () => document.querySelector('[data-screen-data]')
  const mark = () => requestAnimationFrame(() => performance.mark('${DATA_FRAME_MARK}'))
  const observer = new MutationObserver(() => {
    if (!seen()) return
    observer.disconnect()
    mark()
  })
  observer.observe(document, { childList: true, subtree: true })
})()`
/** How long a screen may take to show data before the run counts as failed. */
const DATA_TIMEOUT_MS = BENCH_WAIT_MS
/** Lighthouse's default mobile screen (moto g power), for the unthrottled page loads too. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const lighthouseScreens = SCREENS.filter((screen) => !quick || screen.quick)
const withLighthouse = !process.argv.includes('--no-lighthouse')

/** A request the page made: URL, kind, and when it started and ended (ms since the epoch). */
interface Timed {
  url: string
  service: boolean
  start: number
  end: number
}

/** What one page load showed: first data (ms since its navigation start) and its waterfall before it. */
interface Load {
  firstData: number
  /** The app's `screen:data-shown` mark (ms since the navigation start). */
  mark: number
  requests: number
  serviceCalls: number
  depth: number
}

/** Records the requests `page` makes from now on, with their timing once each has finished. */
function recordRequests(page: Page, siteOrigin: string, services = servicesOrigin): Timed[] {
  const timed: Timed[] = []
  page.on('requestfinished', (request) => {
    const { startTime, responseEnd } = request.timing()
    const url = request.url()
    const fetchLike = request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
    const service = fetchLike && (url.startsWith(services) || url.startsWith(`${siteOrigin}/_serverFn`))
    timed.push({ url, service, start: startTime, end: startTime + Math.max(0, responseEnd) })
  })
  return timed
}

/**
 * Waits for the screen's first data mark; the waterfall before it from `timed` (requests that ended
 * before it, and started at or after `since`, ms since the epoch).
 * @throws {BenchFigureError} when no section shows data within {@link DATA_TIMEOUT_MS}
 */
async function firstDataOf(page: Page, timed: readonly Timed[], label: string, since = 0): Promise<Load> {
  try {
    // The app's mark comes last (after hydration, for a screen the server rendered): both are there then.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DATA_SHOWN_MARK, {
      timeout: DATA_TIMEOUT_MS,
    })
  } catch {
    throw new BenchFigureError(`${label}: no data on screen within ${DATA_TIMEOUT_MS} ms (at ${page.url()})`)
  }
  const { timeOrigin, mark, frame } = await page.evaluate(
    ([shown, framed]) => {
      const first = (name: string) =>
        Math.min(...performance.getEntriesByName(name).map((entry) => entry.startTime))
      return { timeOrigin: performance.timeOrigin, mark: first(shown), frame: first(framed) }
    },
    [DATA_SHOWN_MARK, DATA_FRAME_MARK] as const,
  )
  const firstData = Math.min(mark, frame)
  const before = timed.filter((request) => request.start >= since && request.end <= timeOrigin + firstData)
  const calls = before.filter((request) => request.service)
  if (process.env.BENCH_VERBOSE)
    for (const request of [...before].sort((a, b) => a.start - b.start))
      if (request.service || process.env.BENCH_VERBOSE === 'all')
        console.log(
          `  ${label}: ${(request.start - timeOrigin).toFixed(0)}–${(request.end - timeOrigin).toFixed(0)} ms ${request.url.replace(servicesOrigin, '')}`,
        )
  return requireFigures(label, {
    firstData,
    mark,
    requests: before.length,
    serviceCalls: calls.length,
    depth: sequentialDepth(calls),
  })
}

/** A browser context with Lighthouse's mobile screen, an empty HTTP cache and the first-frame observer. */
async function mobileContext(browser: import('playwright-core').Browser): Promise<BrowserContext> {
  const context = await browser.newContext(MOBILE)
  await context.addInitScript(DATA_FRAME_SCRIPT)
  return context
}

/**
 * Signs `user` in from `path` (a signed-in screen, which sends a signed-out visitor to sign in) and
 * measures the screen the sign-in return lands on: from the form's submission (the navigation that
 * comes back with `state` and `code`) to its first data, the code exchange included.
 */
async function signInAndMeasure(
  context: BrowserContext,
  origin: string,
  path: string,
  user: User,
  services = servicesOrigin,
): Promise<Load> {
  const page = await context.newPage()
  try {
    const timed = recordRequests(page, origin, services)
    await page.goto(origin + path)
    await page.waitForURL((url) => url.origin === services, { timeout: DATA_TIMEOUT_MS })
    const submitted = Date.now()
    await submitSignIn(page, user)
    await page.waitForURL((url) => url.origin === origin, { timeout: DATA_TIMEOUT_MS })
    return await firstDataOf(page, timed, `${path} after sign-in`, submitted)
  } finally {
    await page.close()
  }
}

/** One full page load of `path` in `context` with an empty HTTP cache: its first data and waterfall. */
async function measureScreen(
  context: BrowserContext,
  origin: string,
  path: string,
  services = servicesOrigin,
): Promise<Load> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    const timed = recordRequests(page, origin, services)
    await page.goto(origin + path)
    return await firstDataOf(page, timed, path)
  } finally {
    await page.close()
  }
}

/** The marketing page's LCP (ms, observed) in a fresh context: the reference of the ratios. */
async function marketingLcp(browser: import('playwright-core').Browser, origin: string): Promise<number> {
  const context = await mobileContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(origin + MARKETING_PATH, { waitUntil: 'load' })
    // LCP settles once the page has loaded and painted its images; read the last candidate after that.
    await page.waitForTimeout(1000)
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve(Number.NaN), 2000)
        }),
    )
    return requireFigures(`${MARKETING_PATH} LCP`, { lcp }).lcp
  } finally {
    await context.close()
  }
}

/** Lighthouse figures of a screen or page, with the first data mark as observed in that run. */
interface LighthouseRun extends LighthouseFigures {
  firstData?: number
}

// The floors' HTML comes from a first stack; the stack measured starts after the copies are written,
// as the site reads the build's static paths once at start-up (decision 026).
const floorScreens = SCREENS.filter((screen) => !quick || screen.name === 'overview')
const baseline: Baseline | undefined = baselineRev ? prepareBaseline(baselineRev) : undefined
const floors = await prepareFloorPages(
  ports,
  floorScreens.map((screen) => screen.path),
)
let stack: Stack | undefined
let baselineStack: Stack | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs] })
try {
  stack = await startStack(ports)
  const { origin } = stack
  baselineStack = baseline ? await startStack(nextPorts(ports), baseline.dir) : undefined
  await checkFloorPages(origin, floors.floorPath.values())

  // 1. First data and waterfall, unthrottled, alternating the marketing page and the screens each run
  // (and this build and the baseline's, which swap places every run).
  /** This build (key prefix ''), and the baseline's (key prefix 'baseline '). */
  const builds = [
    { prefix: '', origin, services: servicesOrigin },
    ...(baselineStack
      ? [{ prefix: 'baseline ', origin: baselineStack.origin, services: servicesOriginOf(nextPorts(ports)) }]
      : []),
  ]
  const loads = new Map<string, Load[]>()
  const marketingRuns = new Map<string, number[]>()
  const add = (key: string, load: Load) => loads.set(key, [...(loads.get(key) ?? []), load])
  // A discarded first visit: the fresh stack's image CDN encodes each size and format once (a deployed
  // CDN answers from its cache), which would otherwise land in the first run's marketing LCP.
  for (const build of builds) await marketingLcp(browser, build.origin)
  for (let run = 0; run < runs; run++) {
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      const lcp = await marketingLcp(browser, build.origin)
      marketingRuns.set(build.prefix, [...(marketingRuns.get(build.prefix) ?? []), lcp])
      for (const user of [ALEX, ROBIN]) {
        const screens = SCREENS.filter((screen) => screen.user === user)
        const context = await mobileContext(browser)
        try {
          const first = screens[0] as Screen
          const afterSignIn = await signInAndMeasure(context, build.origin, first.path, user, build.services)
          if (user === ALEX) add(`${build.prefix}after sign-in`, afterSignIn)
          for (const screen of screens)
            add(
              `${build.prefix}${screen.name}`,
              await measureScreen(context, build.origin, screen.path, build.services),
            )
        } finally {
          await context.close()
        }
      }
    }
  }
  const marketing = marketingRuns.get('') ?? []

  // 2. Lighthouse: the marketing page and the floors first (a run of them resets the origin's storage),
  // then each user's screens with the session of a real sign-in in Lighthouse's own browser.
  chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const port = chrome.port
  const lighthouseRun = async (url: string, keepSession: boolean): Promise<LighthouseRun> => {
    const result = await runLighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepSession,
    })
    const figures = lighthouseFigures(result.lhr, url)
    const timings = (
      result.lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] }
    )?.items
    const marks = (timings ?? [])
      .filter((item) => item.name === DATA_SHOWN_MARK)
      .map((item) => item.startTime)
    return { ...figures, firstData: marks.length ? Math.min(...marks) : undefined }
  }
  const lighthouseRuns = new Map<string, LighthouseRun[]>()
  const addRun = (key: string, value: LighthouseRun) =>
    lighthouseRuns.set(key, [...(lighthouseRuns.get(key) ?? []), value])
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const lighthouseContext = cdpBrowser.contexts()[0]
    if (!lighthouseContext) throw new Error('Lighthouse’s browser has no default context')
    for (let run = 0; run < (withLighthouse ? runs : 0); run++) {
      addRun('marketing', await lighthouseRun(origin + MARKETING_PATH, false))
      for (const screen of floorScreens)
        addRun(`floor ${screen.name}`, await lighthouseRun(origin + floors.floorPath.get(screen.path), false))
      for (const user of [ALEX, ROBIN]) {
        const screens = lighthouseScreens.filter((screen) => screen.user === user)
        if (screens.length === 0) continue
        await lighthouseContext.clearCookies()
        const page = await lighthouseContext.newPage()
        try {
          await page.goto(origin + (screens[0] as Screen).path)
          await page.waitForURL((url) => url.origin === servicesOrigin, { timeout: DATA_TIMEOUT_MS })
          await submitSignIn(page, user)
          await page.waitForURL((url) => url.origin === origin, { timeout: DATA_TIMEOUT_MS })
          await firstDataOf(page, [], `Lighthouse sign-in as ${user.email}`)
        } finally {
          // Lighthouse drives a tab of its own: no other page may stay open meanwhile.
          await page.close()
        }
        for (const screen of screens) {
          const blank = await lighthouseContext.newPage()
          await (await lighthouseContext.newCDPSession(blank)).send('Network.clearBrowserCache')
          await blank.close()
          const measured = await lighthouseRun(origin + screen.path, true)
          requireFigures(`${screen.path} (Lighthouse)`, { firstData: measured.firstData })
          addRun(screen.name, measured)
        }
      }
    }
  } finally {
    await cdpBrowser.close()
  }

  // 3. The table.
  const marketingLcpMs = median(marketing)
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-')
  const s = (value: number) => (Number.isFinite(value) ? (value / 1000).toFixed(2) : '-')
  const lighthouseCells = (key: string) => {
    const list = lighthouseRuns.get(key) ?? []
    const of = (pick: (run: LighthouseRun) => number | undefined) =>
      median(list.map(pick).filter((value): value is number => value !== undefined))
    return [
      s(of((run) => run.lcp)),
      ms(of((run) => run.tbt)),
      list.length ? of((run) => run.cls).toFixed(3) : '-',
    ]
  }
  const rows: string[][] = [
    [
      'screen',
      'path',
      'first data (ms)',
      'app mark (ms)',
      '× marketing LCP',
      'requests before',
      'service calls before',
      'sequential depth',
      'LH LCP (s)',
      'LH TBT (ms)',
      'LH CLS',
      'LH first data (ms)',
      'floor LCP (s)',
      'floor CLS',
    ],
  ]
  rows.push([
    'marketing page (LCP)',
    MARKETING_PATH,
    ms(marketingLcpMs),
    '-',
    '1.00×',
    '-',
    '-',
    '-',
    ...lighthouseCells('marketing'),
    '-',
    '-',
    '-',
  ])
  const verdicts: string[] = []
  const loadCells = (key: string, reference = marketingLcpMs) => {
    const list = loads.get(key) ?? []
    const firstData = median(list.map((load) => load.firstData))
    // The depth is read from timing (a call that started after another had answered), so a call that a
    // late chunk started can look sequential in one run: the median of the runs, like the times.
    const depth = median(list.map((load) => load.depth))
    return {
      firstData,
      depth,
      cells: [
        ms(firstData),
        ms(median(list.map((load) => load.mark))),
        `${(firstData / reference).toFixed(2)}×`,
        String(median(list.map((load) => load.requests))),
        String(median(list.map((load) => load.serviceCalls))),
        String(depth),
      ],
    }
  }
  for (const screen of SCREENS) {
    const { firstData, depth, cells } = loadCells(screen.name)
    const lh = lighthouseRuns.get(screen.name) ?? []
    const floorCells = lighthouseCells(`floor ${screen.name}`)
    rows.push([
      screen.name,
      screen.path,
      ...cells,
      ...lighthouseCells(screen.name),
      lh.length ? ms(median(lh.map((run) => run.firstData ?? Number.NaN))) : '-',
      floorCells[0] ?? '-',
      floorCells[2] ?? '-',
    ])
    const ratio = firstData / marketingLcpMs
    verdicts.push(
      `${screen.name}: first data ${ratio.toFixed(2)}× the marketing LCP (target ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'not met'}), depth ${depth} (target ≤ 2: ${depth <= 2 ? 'met' : 'not met'})`,
    )
  }
  const signIn = loadCells('after sign-in')
  rows.push([
    'after sign-in (overview)',
    `${SCREENS[0]?.path} (return)`,
    ...signIn.cells,
    '-',
    '-',
    '-',
    '-',
    '-',
    '-',
  ])
  const signInRatio = signIn.firstData / marketingLcpMs
  verdicts.push(
    `after sign-in: first data ${signInRatio.toFixed(2)}× the marketing LCP (target ≤ 2×: ${signInRatio <= 2 ? 'met' : 'not met'}), depth ${signIn.depth} (the code exchange included)`,
  )
  if (baseline) {
    const baselineLcp = median(marketingRuns.get('baseline ') ?? [])
    const label = `baseline ${baseline.commit.slice(0, 7)}`
    rows.push([`${label}: marketing page (LCP)`, MARKETING_PATH, ms(baselineLcp), '-', '1.00×'])
    for (const screen of SCREENS)
      rows.push([
        `${label}: ${screen.name}`,
        screen.path,
        ...loadCells(`baseline ${screen.name}`, baselineLcp).cells,
      ])
    rows.push([
      `${label}: after sign-in (overview)`,
      `${SCREENS[0]?.path} (return)`,
      ...loadCells('baseline after sign-in', baselineLcp).cells,
    ])
  }
  printTable(rows)
  for (const line of verdicts) console.log(line)
  console.log(
    `(first data: median of ${runs} full page loads with an empty HTTP cache, unthrottled, mobile screen, ms from the navigation's start to the first frame with the screen's data (the earlier of the bench's frame observer and the app's screen:data-shown mark, printed beside it); baseline rows: the other build in the same run, alternating, its ratios to its own marketing LCP; after sign-in: from submitting the sign-in form; marketing LCP: observed, same browser, same runs; requests before: finished before the first data; depth: the longest chain of service calls each started after the one before had answered (median of the runs); LH: Lighthouse mobile, simulated throttling, median of ${runs}, signed in, HTTP cache emptied; floor: the screen's server HTML without scripts, which never shows data; the machine's load moves absolute figures, compare the ratios)\n`,
  )

  // 4. JavaScript.
  await printAccountJs(origin, jsPaths)
  if (quick) console.log('bench:account --quick: every figure present, no run errored')
} finally {
  chrome?.kill()
  await browser.close()
  await floors.remove()
  await Promise.all([stack?.stop(), baselineStack?.stop()])
}
