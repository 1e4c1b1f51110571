/**
 * The body of `POST /api/vitals` (docs/decisions/041), written by the browser (web-vitals-beacon.ts,
 * screen-telemetry.ts) and checked by the site's server (app/server/web-vitals.ts), with the limits
 * both keep to. Plain TypeScript without imports: the host runs it natively, the browser bundles it.
 *
 * ```json
 * {"route": "/account", "metrics": [{"name": "LCP", "value": 1234.5}],
 *  "screens": [{"route": "/account/orders", "traceId": "4bf92f3577b34da6a3ce929d0e0e4736", "dataShownMs": 4123.4,
 *    "calls": [{"service": "commerce", "method": "GET", "urlTemplate": "/api/v1/me/orders", "status": 200, "ms": 4116.2}]}]}
 * ```
 * `route` and `metrics` (Core Web Vitals of the landing page, as `web-vitals` reports them: ms, CLS a
 * score) come together; `screens` are the signed-in screens of a sampled page view: for each, the trace
 * its service calls sent as `traceparent`, the time from its client navigation's start to its first
 * data on screen (`screen:data-shown`; absent for the landing screen, whose data came with the HTML)
 * and the calls the browser made for it (status of the reply, or the error class when none came).
 */

/** Where browsers send their beacons (the site's own origin). */
export const BEACON_PATH = '/api/vitals'

/** The largest beacon accepted, in bytes (a beacon of 8 screens of a few calls each takes about 4 KiB). */
export const MAX_BEACON_BYTES = 8192

/** Screens one beacon may carry. */
export const MAX_BEACON_SCREENS = 8

/** Calls one screen of a beacon may carry (a screen with more sends them in more beacons). */
export const MAX_SCREEN_CALLS = 20

/** The largest duration a beacon may report, in ms (10 minutes). */
export const MAX_REPORTED_MS = 600_000

/** The error classes a call without a reply may report (the sdk's; anything else is `Error`). */
export const CALL_ERROR_TYPES: readonly string[] = ['TimeoutError', 'NetworkError', 'AbortError', 'Error']

/** One service call of a screen, as the browser measured it. */
export interface BeaconCall {
  service: string
  method: string
  /** The operation's path template, when the call knew it. */
  urlTemplate?: string
  /** The reply's status code (2xx included); absent when no reply came. */
  status?: number
  /** One of {@link CALL_ERROR_TYPES}, when no reply came. */
  errorType?: string
  /** Duration, in ms. */
  ms: number
}

/** One screen of a page view. */
export interface BeaconScreen {
  /** The route template (`/account/orders`). */
  route: string
  /** The W3C trace id its calls sent (32 lowercase hex digits). */
  traceId: string
  /** From the client navigation's start to the screen's first data shown, in ms. */
  dataShownMs?: number
  calls: BeaconCall[]
}
