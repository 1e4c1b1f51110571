/**
 * Hydration time read from a Chrome trace (the one Lighthouse records for each `bench:site` run).
 */
import { HYDRATED_MARK } from '../../app/src/layout/use-hydrated-mark.ts'

/** The fields of a Chrome trace event that {@link hydrationFromTrace} reads (`ts`, `dur` in µs). */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
}

/** What {@link hydrationFromTrace} measures, in ms of the observed (unthrottled) trace. */
export interface HydrationTiming {
  /** From the start of the first module evaluation (the client entry) to the hydrated mark. */
  spanMs: number
  /** How much of that span the page's main thread was busy (its top-level `RunTask`s, clipped to it). */
  busyMs: number
}

/**
 * The first page hydration in `events`: from the first `v8.evaluateModule` on the renderer main thread
 * (the thread that set the mark) to the user-timing mark `site:hydrated` (app/src/layout/use-hydrated-mark.ts).
 * Times are as observed, not Lighthouse's simulated ones (no CPU multiplier).
 * @returns undefined when the trace has no such mark (a page without scripts, such as the floor)
 */
export function hydrationFromTrace(events: readonly TraceEvent[]): HydrationTiming | undefined {
  const mark = events.find((event) => event.name === HYDRATED_MARK && event.cat.includes('blink.user_timing'))
  if (!mark) return undefined
  const onMainThread = (event: TraceEvent) => event.pid === mark.pid && event.tid === mark.tid
  const start = events
    .filter((event) => event.name === 'v8.evaluateModule' && onMainThread(event) && event.ts <= mark.ts)
    .reduce((earliest, event) => Math.min(earliest, event.ts), mark.ts)
  let busy = 0
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !onMainThread(event)) continue
    const end = event.ts + (event.dur ?? 0)
    busy += Math.max(0, Math.min(end, mark.ts) - Math.max(event.ts, start))
  }
  return { spanMs: (mark.ts - start) / 1000, busyMs: busy / 1000 }
}
