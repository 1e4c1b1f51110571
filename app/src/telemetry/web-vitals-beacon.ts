/**
 * The browser's Core Web Vitals beacon (docs/decisions/041), loaded on demand by `useWebVitals` for a
 * sampled page view: LCP, INP, CLS, FCP and TTFB from `web-vitals`, kept until the page is hidden
 * (`web-vitals` reports each one when it is final: LCP at the first input or when the page is hidden,
 * INP and CLS when it is hidden), then sent in one `navigator.sendBeacon` to the site's own
 * `/api/vitals` (app/server/web-vitals.ts; the body: beacon.ts) with the landing page's route template. Values are those
 * `web-vitals` reports: milliseconds, CLS a score.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import { BEACON_PATH } from './beacon.ts'

/**
 * Starts collecting this page view's Core Web Vitals for `route`; `send` posts one beacon body
 * (default `navigator.sendBeacon`). Each metric is sent once, in the beacon of the first hide after it
 * is final.
 */
export function reportWebVitals(
  route: string,
  send: (body: string) => void = (body) => void navigator.sendBeacon(BEACON_PATH, body),
): void {
  const pending = new Map<Metric['name'], number>()
  const keep = (metric: Metric) => void pending.set(metric.name, metric.value)
  onLCP(keep)
  onINP(keep)
  onCLS(keep)
  onFCP(keep)
  onTTFB(keep)
  // Added after web-vitals' own listeners, so the values it finalises on this hide are in the beacon.
  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return
    const metrics = [...pending].map(([name, value]) => ({ name, value }))
    pending.clear()
    send(JSON.stringify({ route, metrics }))
  }
  addEventListener('visibilitychange', flush)
  addEventListener('pagehide', flush)
}
