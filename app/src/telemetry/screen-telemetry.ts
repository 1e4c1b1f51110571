/**
 * The signed-in screens' telemetry in the browser (docs/decisions/041), in the signed-in chunks only
 * (session.ts starts it), so a marketing page's first JavaScript carries none of it. A screen reached by
 * a client navigation has no server request of its own: its data comes from the service calls the tab
 * makes itself. So that an operator can still answer "the orders page is slow":
 * - **One trace per screen** (page-view.ts counts them): each sdk call to a web service sends a W3C
 *   `traceparent` of the screen's trace with a span id per attempt and the page view's sampled flag
 *   (`@music/sdk/trace-context`), so the service's own span joins the trace; the session refresh through
 *   the site's server (`refreshSession`) sends one too ({@link screenTraceHeaders}), so the site's
 *   request span and the identity service's join it as well. `SERVICES_TRACEPARENT=false` keeps the
 *   header from the services (whose CORS must allow it), not from the site.
 * - **For a sampled page view, a record per screen** sent with `navigator.sendBeacon` to the site's
 *   `POST /api/vitals` (beacon.ts): its route template, the trace id, the time from the client
 *   navigation's start to its first `screen:data-shown` mark, and each call (service, method, path
 *   template, status or error class, ms). Records leave when the page is hidden, when four earlier
 *   screens wait, or when a screen has {@link MAX_SCREEN_CALLS} calls waiting.
 * Nothing else: no URL, query, header, body, id or token (the server checks every label against the
 * router's routes and the services' OpenAPI operations).
 */
import {
  newSpanId,
  newTraceId,
  propagateTraceContext,
  type ReportedCall,
  traceparent,
} from '@music/sdk/trace-context'
import { DATA_SHOWN_MARK } from '../screens/data-shown-mark.ts'
import {
  BEACON_PATH,
  type BeaconCall,
  type BeaconScreen,
  CALL_ERROR_TYPES,
  MAX_BEACON_BYTES,
  MAX_BEACON_SCREENS,
  MAX_REPORTED_MS,
  MAX_SCREEN_CALLS,
} from './beacon.ts'
import { pageView } from './page-view.ts'

/** Earlier screens whose records may wait before they are sent without waiting for the page to hide. */
const WAITING_SCREENS = 4

/** Screens remembered (a call that settles after its screen was forgotten is not reported). */
const REMEMBERED_SCREENS = 16

/** One screen's record: what it has measured and not sent yet. */
interface ScreenRecord {
  /** Its number in the page view (page-view.ts `screen`). */
  index: number
  route: string
  start: number
  traceId: string
  dataShownMs?: number
  /** Whether `dataShownMs` was sent. */
  shownSent: boolean
  calls: BeaconCall[]
}

/** Options of {@link startScreenTelemetry}. */
export interface ScreenTelemetryOptions {
  /** Whether the services get a `traceparent` (`SERVICES_TRACEPARENT`); default true. */
  propagate?: boolean
  /** Sends one beacon body; default `navigator.sendBeacon` to `/api/vitals`. */
  send?: (body: string) => void
}

let records: ScreenRecord[] = []
let stop: (() => void) | undefined

/** The record of the current screen, begun on first use. */
function currentRecord(): ScreenRecord {
  const index = pageView.screen
  let record = records.find((candidate) => candidate.index === index)
  if (!record) {
    record = {
      index,
      route: pageView.route,
      start: pageView.start,
      traceId: newTraceId(),
      shownSent: false,
      calls: [],
    }
    records.push(record)
    records = records.slice(-REMEMBERED_SCREENS)
  }
  return record
}

/** A call as the beacon carries it. */
function beaconCall(call: ReportedCall): BeaconCall {
  return {
    service: call.service,
    method: call.method,
    ...(call.urlTemplate ? { urlTemplate: call.urlTemplate } : {}),
    ...(call.status !== undefined
      ? { status: call.status }
      : {
          errorType: CALL_ERROR_TYPES.includes(call.errorType ?? '') ? (call.errorType as string) : 'Error',
        }),
    ms: Math.min(Math.round(call.durationMs * 10) / 10, MAX_REPORTED_MS),
  }
}

/**
 * What `record` has not sent yet, as a beacon's screen; undefined when nothing, or when it could not
 * pass the site's checks (a screen no route matched; a time to data past the beacon's range): a
 * refused beacon would lose the other screens with it.
 */
function pending(record: ScreenRecord, calls: BeaconCall[]): BeaconScreen | undefined {
  const shown = record.dataShownMs !== undefined && !record.shownSent && record.dataShownMs <= MAX_REPORTED_MS
  if (record.route === '' || (!shown && calls.length === 0)) return undefined
  return {
    route: record.route,
    traceId: record.traceId,
    ...(shown ? { dataShownMs: record.dataShownMs } : {}),
    calls,
  }
}

/**
 * Sends what the records hold, in as many beacons as the limits need (beacon.ts); `all` false keeps
 * the current screen's, which may still grow.
 */
function flush(send: (body: string) => void, all: boolean): void {
  const screens: BeaconScreen[] = []
  for (const record of records) {
    if (!all && record.index === pageView.screen) continue
    for (let from = 0; from < Math.max(record.calls.length, 1); from += MAX_SCREEN_CALLS) {
      const screen = pending(record, record.calls.slice(from, from + MAX_SCREEN_CALLS))
      if (screen) screens.push(screen)
      if (screen?.dataShownMs !== undefined) record.shownSent = true
    }
    record.calls = []
  }
  let batch: BeaconScreen[] = []
  const post = () => {
    if (batch.length > 0) send(JSON.stringify({ screens: batch }))
    batch = []
  }
  for (const screen of screens) {
    if (
      batch.length === MAX_BEACON_SCREENS ||
      JSON.stringify({ screens: [...batch, screen] }).length > MAX_BEACON_BYTES
    ) {
      post()
    }
    batch.push(screen)
  }
  post()
}

/**
 * Starts the screens' telemetry (see the module's description); once per tab, later calls change
 * nothing. Whether it measures anything is decided per call: the root decides the page view's
 * sampling after hydration, which may come after the session (and this) started.
 */
export function startScreenTelemetry(options: ScreenTelemetryOptions = {}): void {
  if (stop) return
  const send = options.send ?? ((body: string) => void navigator.sendBeacon(BEACON_PATH, body))
  const untrace = propagateTraceContext({
    trace: (call) => {
      // The content service's CORS is Sanity's: no traceparent is asked of it.
      if (!pageView.on || call.service === 'content') return undefined
      return {
        traceId: currentRecord().traceId,
        sampled: pageView.sampled,
        propagate: options.propagate !== false,
      }
    },
    onCall: (call) => {
      if (!pageView.sampled) return
      const record = records.find((candidate) => candidate.traceId === call.traceId)
      if (!record) return
      record.calls.push(beaconCall(call))
      if (record.calls.length >= MAX_SCREEN_CALLS) flush(send, true)
      else if (
        records.filter((other) => other !== record && other.calls.length > 0).length >= WAITING_SCREENS
      ) {
        flush(send, false)
      }
    },
  })
  // A client navigation's time to data: its first `screen:data-shown` mark after it started.
  const dataShown = (entries: PerformanceEntryList) => {
    for (const mark of entries) {
      if (mark.name !== DATA_SHOWN_MARK) continue
      if (!pageView.sampled || pageView.screen === 0 || mark.startTime < pageView.start) continue
      const record = currentRecord()
      record.dataShownMs ??= Math.round((mark.startTime - record.start) * 10) / 10
    }
  }
  const marks =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => dataShown(list.getEntries()))
      : undefined
  marks?.observe({ type: 'mark', buffered: true })
  const hidden = () => {
    if (document.visibilityState !== 'hidden') return
    // A mark set just before the page was hidden may not have reached the observer yet.
    if (marks) dataShown(marks.takeRecords())
    flush(send, true)
  }
  addEventListener('visibilitychange', hidden)
  addEventListener('pagehide', hidden)
  stop = () => {
    untrace()
    marks?.disconnect()
    removeEventListener('visibilitychange', hidden)
    removeEventListener('pagehide', hidden)
    records = []
    stop = undefined
  }
}

/** Stops the screens' telemetry and forgets its records (tests). */
export function stopScreenTelemetry(): void {
  stop?.()
}

/**
 * The `traceparent` for a request of the current screen to the site's own server (the session
 * refresh), so its span joins the screen's trace; none while the browser's telemetry is off.
 */
export function screenTraceHeaders(): Record<string, string> {
  if (!stop || !pageView.on) return {}
  return { traceparent: traceparent(currentRecord().traceId, newSpanId(), pageView.sampled) }
}
