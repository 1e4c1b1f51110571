/**
 * `POST /api/vitals`: the Core Web Vitals of real visits (docs/decisions/041), sent by the browser's
 * beacon (app/src/telemetry/web-vitals-beacon.ts) for a sample of page views
 * (`WEB_VITALS_SAMPLE_RATE`), recorded as histograms beside the server's metrics: `web_vitals.lcp`,
 * `.inp`, `.fcp`, `.ttfb` in seconds and `web_vitals.cls` (unitless), by the page's route template
 * (`http.route`). Their buckets include the thresholds of "good" and "poor" (web.dev), so the share
 * of good visits per route is a ratio of two buckets.
 *
 * Bounded like any input: a body over {@link MAX_BEACON_BYTES}, not the JSON shape below, a route
 * the router does not have, an unknown or repeated metric, or a value out of range is 400 (nothing
 * recorded); another method 405; each client address may send {@link BEACON_BURST} beacons at once and
 * one more every {@link BEACON_REFILL_MS} ms, past that 429 with `Retry-After` (per process).
 *
 * ```json
 * {"route": "/$product/downloads", "metrics": [{"name": "LCP", "value": 1234.5}, {"name": "CLS", "value": 0.02}]}
 * ```
 * Values in milliseconds (CLS: a score), as `web-vitals` reports them.
 */
import { metrics } from '@opentelemetry/api'
import { LRUCache } from 'lru-cache'
import { SITE_INSTRUMENTATION_SCOPE } from './telemetry/request-telemetry.ts'

/** Where browsers send their Core Web Vitals. */
export const WEB_VITALS_PATH = '/api/vitals'

/** The largest beacon accepted, in bytes (five metrics and a route take about 300). */
export const MAX_BEACON_BYTES = 2048

/** Beacons one client address may send at once. */
export const BEACON_BURST = 20

/** How often a client address earns one more beacon, in ms (20 a minute). */
export const BEACON_REFILL_MS = 3000

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

/** A valid beacon. */
export interface Beacon {
  route: string
  metrics: { name: VitalName; value: number }[]
}

/**
 * The beacon in `text`, or a reason it is refused: the JSON shape of the module's description, the
 * route one of `routes`, each metric once, each value finite from 0 to its bound.
 */
export function parseBeacon(text: string, routes: ReadonlySet<string>): Beacon | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object'
  const { route, metrics: entries, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0) return 'unknown fields'
  if (typeof route !== 'string' || !routes.has(route)) return 'unknown route'
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > Object.keys(VITALS).length) {
    return 'metrics must be a list of 1 to 5'
  }
  const seen = new Set<string>()
  const parsed: Beacon['metrics'] = []
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) return 'a metric is not an object'
    const { name, value: reading, ...extra } = entry as Record<string, unknown>
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
  return { route, metrics: parsed }
}

type Histogram = ReturnType<ReturnType<typeof metrics.getMeter>['createHistogram']>
let histograms: Record<VitalName, Histogram> | undefined

/** Records `beacon`'s values in the `web_vitals.*` histograms. */
export function recordBeacon(beacon: Beacon): void {
  if (!histograms) {
    const meter = metrics.getMeter(SITE_INSTRUMENTATION_SCOPE)
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
}

/** Options of {@link createWebVitalsEndpoint}. */
export interface WebVitalsOptions {
  /** The router's route templates (the server entry's `routeTemplates`). */
  routeTemplates: () => readonly string[]
  /** `WEB_VITALS_SAMPLE_RATE`: 0 turns the endpoint off (404). */
  sampleRate: number
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
    const address = (request as Request & { ip?: string }).ip ?? 'unknown'
    const wait = take(address)
    if (wait > 0) {
      return reply(429, { 'retry-after': String(Math.ceil(wait / 1000)) }, { error: 'Too many beacons' })
    }
    const declared = Number(request.headers.get('content-length') ?? 0)
    if (declared > MAX_BEACON_BYTES) return reply(400, {}, { error: 'Beacon too large' })
    const body = new Uint8Array(await request.arrayBuffer())
    if (body.byteLength > MAX_BEACON_BYTES) return reply(400, {}, { error: 'Beacon too large' })
    const beacon = parseBeacon(new TextDecoder().decode(body), knownRoutes())
    if (typeof beacon === 'string') return reply(400, {}, { error: `Malformed beacon: ${beacon}` })
    recordBeacon(beacon)
    return reply(204)
  }
}
