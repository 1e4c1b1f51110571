/**
 * `POST /api/vitals`: what real visits measured in the browser (docs/decisions/041), sent by its
 * beacons (app/src/telemetry/web-vitals-beacon.ts, screen-telemetry.ts; the body: beacon.ts) for a
 * sample of page views (`WEB_VITALS_SAMPLE_RATE`), recorded beside the server's metrics:
 * - Core Web Vitals: `web_vitals.lcp`, `.inp`, `.fcp`, `.ttfb` in seconds and `web_vitals.cls`
 *   (unitless), by the landing page's route template (`http.route`). Their buckets include the
 *   thresholds of "good" and "poor" (web.dev), so the share of good visits per route is a ratio of two
 *   buckets.
 * - The signed-in screens a client navigation reached: `music.screen.data.duration` (seconds, by
 *   `http.route`), from the navigation's start to the screen's first data on screen; each service call
 *   the browser made, in the sdk's `http.client.request.duration` with `music.measured_in="browser"`
 *   (the {@link BrowserCalls} the server entry gives); and a log line per screen with its trace id
 *   (the trace its calls sent as `traceparent`, which the services' spans joined) and its slowest call,
 *   one more per failed call. A trace id is never a metric label.
 *
 * Bounded like any input: a body over {@link MAX_BEACON_BYTES}, not the JSON shape of beacon.ts, a
 * route the router does not have, a call whose service, method and path template are not an operation
 * of the services' OpenAPI documents, an unknown or repeated metric, or a value out of range is 400
 * (nothing recorded); another method 405; each client address may send {@link BEACON_BURST} beacons at
 * once and one more every {@link BEACON_REFILL_MS} ms, past that 429 with `Retry-After` (per process;
 * the address: client-address.ts, `CLIENT_ADDRESS_HEADER` behind a proxy).
 */
import { metrics } from '@opentelemetry/api'
import { LRUCache } from 'lru-cache'
import {
  BEACON_PATH,
  type BeaconCall,
  type BeaconScreen,
  CALL_ERROR_TYPES,
  MAX_BEACON_BYTES,
  MAX_BEACON_SCREENS,
  MAX_REPORTED_MS,
  MAX_SCREEN_CALLS,
} from '../src/telemetry/beacon.ts'
import { logServiceCall, logTraceEvent } from './log.ts'
import { SITE_INSTRUMENTATION_SCOPE } from './telemetry/request-telemetry.ts'

export { MAX_BEACON_BYTES }

/** Where browsers send their beacons. */
export const WEB_VITALS_PATH = BEACON_PATH

/** Beacons one client address may send at once. */
export const BEACON_BURST = 20

/** How often a client address earns one more beacon, in ms (20 a minute). */
export const BEACON_REFILL_MS = 3000

/** Histogram bounds of a screen's time to data, in seconds (above the services' 10 s timeout too). */
const SCREEN_DATA_BUCKETS_SECONDS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 15, 30, 60]

/** The metrics a beacon may carry, with their largest plausible value and histogram bounds. */
const VITALS = {
  LCP: { max: 600_000, unit: 's', buckets: [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20] },
  FCP: { max: 600_000, unit: 's', buckets: [0.25, 0.5, 0.75, 1, 1.5, 1.8, 2, 2.5, 3, 4, 5, 10, 20] },
  TTFB: { max: 600_000, unit: 's', buckets: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 5, 10] },
  INP: { max: 600_000, unit: 's', buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5] },
  CLS: { max: 100, unit: '1', buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2] },
} as const

/** A metric name a beacon may carry. */
export type VitalName = keyof typeof VITALS

/** The services' side of a beacon's calls, from the server entry (`@music/sdk/telemetry`). */
export interface BrowserCalls {
  /**
   * Whether `method urlTemplate` is an operation of `service` (without a template: whether `service`
   * is one), so only the services' own operations become labels.
   */
  isOperation(service: string, method: string, urlTemplate: string | undefined): boolean
  /** Records a call the browser measured in `http.client.request.duration`. */
  record(call: BeaconCall): void
}

/** A valid beacon. */
export interface Beacon {
  /** The landing page's route template and its Core Web Vitals, when the beacon has them. */
  route?: string
  metrics: { name: VitalName; value: number }[]
  screens: BeaconScreen[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_REPORTED_MS

const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/

/** The methods a call may report (RFC 9110 and PATCH). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])

/** `entries` as Core Web Vitals, or a reason they are refused. */
function parseMetrics(entries: unknown): Beacon['metrics'] | string {
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > Object.keys(VITALS).length) {
    return 'metrics must be a list of 1 to 5'
  }
  const seen = new Set<string>()
  const parsed: Beacon['metrics'] = []
  for (const entry of entries) {
    if (!isObject(entry)) return 'a metric is not an object'
    const { name, value: reading, ...extra } = entry
    if (Object.keys(extra).length > 0) return 'unknown metric fields'
    if (typeof name !== 'string' || !Object.hasOwn(VITALS, name) || seen.has(name))
      return 'unknown or repeated metric'
    const bound = VITALS[name as VitalName].max
    if (typeof reading !== 'number' || !Number.isFinite(reading) || reading < 0 || reading > bound) {
      return 'value out of range'
    }
    seen.add(name)
    parsed.push({ name: name as VitalName, value: reading })
  }
  return parsed
}

/** One call of a screen, or a reason it is refused. */
function parseCall(entry: unknown, calls: BrowserCalls): BeaconCall | string {
  if (!isObject(entry)) return 'a call is not an object'
  const { service, method, urlTemplate, status, errorType, ms, ...extra } = entry
  if (Object.keys(extra).length > 0) return 'unknown call fields'
  if (typeof service !== 'string' || typeof method !== 'string' || !METHODS.has(method)) {
    return 'a call needs a service and a method'
  }
  if (urlTemplate !== undefined && typeof urlTemplate !== 'string') return 'unknown operation'
  if (!calls.isOperation(service, method, urlTemplate)) return 'unknown operation'
  const replied = Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599
  const failed = typeof errorType === 'string' && CALL_ERROR_TYPES.includes(errorType)
  if (replied === failed || (status !== undefined && !replied) || (errorType !== undefined && !failed)) {
    return 'a call has a status or an error type'
  }
  if (!isDuration(ms)) return 'call duration out of range'
  return {
    service,
    method,
    ...(urlTemplate !== undefined ? { urlTemplate } : {}),
    ...(replied ? { status: status as number } : { errorType: errorType as string }),
    ms,
  }
}

/** `entries` as screens, or a reason they are refused. */
function parseScreens(
  entries: unknown,
  routes: ReadonlySet<string>,
  calls: BrowserCalls | undefined,
): BeaconScreen[] | string {
  if (!calls) return 'screens are not recorded here'
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_BEACON_SCREENS) {
    return `screens must be a list of 1 to ${MAX_BEACON_SCREENS}`
  }
  const parsed: BeaconScreen[] = []
  for (const entry of entries) {
    if (!isObject(entry)) return 'a screen is not an object'
    const { route, traceId, dataShownMs, calls: screenCalls, ...extra } = entry
    if (Object.keys(extra).length > 0) return 'unknown screen fields'
    if (typeof route !== 'string' || !routes.has(route)) return 'unknown route'
    if (typeof traceId !== 'string' || !TRACE_ID.test(traceId)) return 'a screen needs a trace id'
    if (dataShownMs !== undefined && !isDuration(dataShownMs)) return 'time to data out of range'
    if (!Array.isArray(screenCalls) || screenCalls.length > MAX_SCREEN_CALLS) {
      return `calls must be a list of at most ${MAX_SCREEN_CALLS}`
    }
    if (dataShownMs === undefined && screenCalls.length === 0) return 'an empty screen'
    const screen: BeaconScreen = {
      route,
      traceId,
      calls: [],
      ...(dataShownMs !== undefined ? { dataShownMs } : {}),
    }
    for (const call of screenCalls) {
      const checked = parseCall(call, calls)
      if (typeof checked === 'string') return checked
      screen.calls.push(checked)
    }
    parsed.push(screen)
  }
  return parsed
}

/**
 * The beacon in `text`, or a reason it is refused: the JSON shape of beacon.ts, every route one of
 * `routes`, each metric once, each call an operation `calls` knows, each value finite from 0 to its
 * bound. Screens are refused where `calls` is not given.
 */
export function parseBeacon(
  text: string,
  routes: ReadonlySet<string>,
  calls?: BrowserCalls,
): Beacon | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (!isObject(value)) return 'not an object'
  const { route, metrics: entries, screens: screenEntries, ...rest } = value
  if (Object.keys(rest).length > 0) return 'unknown fields'
  if (route === undefined && entries === undefined && screenEntries === undefined) return 'nothing measured'
  const beacon: Beacon = { metrics: [], screens: [] }
  if (route !== undefined || entries !== undefined) {
    if (typeof route !== 'string' || !routes.has(route)) return 'unknown route'
    const parsed = parseMetrics(entries)
    if (typeof parsed === 'string') return parsed
    beacon.route = route
    beacon.metrics = parsed
  }
  if (screenEntries !== undefined) {
    const parsed = parseScreens(screenEntries, routes, calls)
    if (typeof parsed === 'string') return parsed
    beacon.screens = parsed
  }
  return beacon
}

type Histogram = ReturnType<ReturnType<typeof metrics.getMeter>['createHistogram']>
let histograms: Record<VitalName, Histogram> | undefined
let screenData: Histogram | undefined

/** Records `beacon`'s values (see the module's description); `calls` records its screens' calls. */
export function recordBeacon(beacon: Beacon, calls?: BrowserCalls): void {
  const meter = metrics.getMeter(SITE_INSTRUMENTATION_SCOPE)
  if (!histograms) {
    const entries = Object.entries(VITALS).map(([name, { unit, buckets }]) => [
      name,
      meter.createHistogram(`web_vitals.${name.toLowerCase()}`, {
        unit,
        description: `${name} of real page views (web-vitals), by the page's route template.`,
        advice: { explicitBucketBoundaries: [...buckets] },
      }),
    ])
    histograms = Object.fromEntries(entries) as Record<VitalName, Histogram>
  }
  for (const { name, value } of beacon.metrics) {
    const seconds = VITALS[name].unit === 's' ? value / 1000 : value
    histograms[name].record(seconds, { 'http.route': beacon.route })
  }
  for (const screen of beacon.screens) {
    if (screen.dataShownMs !== undefined) {
      screenData ??= meter.createHistogram('music.screen.data.duration', {
        unit: 's',
        description:
          "From a client navigation's start to its signed-in screen's first data on screen, measured in real visitors' browsers, by route template.",
        advice: { explicitBucketBoundaries: SCREEN_DATA_BUCKETS_SECONDS },
      })
      screenData.record(screen.dataShownMs / 1000, { 'http.route': screen.route })
    }
    for (const call of screen.calls) calls?.record(call)
    logScreen(screen)
  }
}

/** The log lines of a screen a browser reported, in its own trace (see the module's description). */
function logScreen(screen: BeaconScreen): void {
  const trace = { trace_id: screen.traceId, trace_sampled: true }
  const slowest = screen.calls.reduce<BeaconCall | undefined>(
    (found, call) => (found && found.ms >= call.ms ? found : call),
    undefined,
  )
  logTraceEvent('info', 'browser screen', {
    route: screen.route,
    data_shown_ms: screen.dataShownMs,
    calls: screen.calls.length,
    slowest_service: slowest?.service,
    slowest_url_template: slowest?.urlTemplate,
    slowest_ms: slowest?.ms,
    ...trace,
  })
  for (const call of screen.calls) {
    if (call.errorType !== undefined || (call.status ?? 0) >= 400) {
      logServiceCall({ ...call, durationMs: call.ms, measuredIn: 'browser', route: screen.route }, trace)
    }
  }
}

/** Options of {@link createWebVitalsEndpoint}. */
export interface WebVitalsOptions {
  /** The router's route templates (the server entry's `routeTemplates`). */
  routeTemplates: () => readonly string[]
  /** The services' side of the screens' calls (the server entry's `browserCalls`); none: screens are 400. */
  browserCalls?: () => BrowserCalls | undefined
  /** `WEB_VITALS_SAMPLE_RATE`: 0 turns the endpoint off (404). */
  sampleRate: number
  /** The address a request came from, which the flood limit keys on (client-address.ts). */
  clientAddress: (request: Request) => string
  /** The clock in ms (tests). */
  now?: () => number
}

/** The handler of {@link WEB_VITALS_PATH}. */
export type WebVitalsEndpoint = (request: Request) => Promise<Response>

const reply = (status: number, headers: Record<string, string> = {}, body?: unknown) =>
  body === undefined
    ? new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } })
    : Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** The endpoint (see the module's description). */
export function createWebVitalsEndpoint(options: WebVitalsOptions): WebVitalsEndpoint {
  const now = options.now ?? Date.now
  /** Beacons each client address may still send, and when that was counted. */
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 })
  let routes: { from: readonly string[]; set: ReadonlySet<string> } | undefined
  const knownRoutes = () => {
    const templates = options.routeTemplates()
    if (routes?.from !== templates) routes = { from: templates, set: new Set(templates) }
    return routes.set
  }
  /** Takes one beacon from the address's bucket (refilled continuously); else the ms until one is back. */
  const take = (address: string): number => {
    const at = now()
    const bucket = buckets.get(address)
    const tokens = bucket
      ? Math.min(BEACON_BURST, bucket.tokens + (at - bucket.at) / BEACON_REFILL_MS)
      : BEACON_BURST
    buckets.set(address, { tokens: tokens >= 1 ? tokens - 1 : tokens, at })
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * BEACON_REFILL_MS)
  }

  return async (request) => {
    if (options.sampleRate === 0) return reply(404, {}, { error: 'Not found' })
    if (request.method !== 'POST') return reply(405, { allow: 'POST' }, { error: 'Method not allowed' })
    const wait = take(options.clientAddress(request))
    if (wait > 0) {
      return reply(429, { 'retry-after': String(Math.ceil(wait / 1000)) }, { error: 'Too many beacons' })
    }
    const declared = Number(request.headers.get('content-length') ?? 0)
    if (declared > MAX_BEACON_BYTES) return reply(400, {}, { error: 'Beacon too large' })
    const body = new Uint8Array(await request.arrayBuffer())
    if (body.byteLength > MAX_BEACON_BYTES) return reply(400, {}, { error: 'Beacon too large' })
    const calls = options.browserCalls?.()
    const beacon = parseBeacon(new TextDecoder().decode(body), knownRoutes(), calls)
    if (typeof beacon === 'string') return reply(400, {}, { error: `Malformed beacon: ${beacon}` })
    recordBeacon(beacon, calls)
    return reply(204)
  }
}
