import { describe, expect, it } from 'vitest'
import { HYDRATED_MARK } from '../../app/src/layout/use-hydrated-mark.ts'
import { hydrationFromTrace, type TraceEvent } from './trace.ts'

const main = { pid: 1, tid: 7 }
const task = (ts: number, dur: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...thread,
})

describe('hydrationFromTrace', () => {
  it('measures from the first module evaluation to the hydrated mark, and the main-thread time in between', () => {
    const events: TraceEvent[] = [
      task(500, 300), // parsing the HTML, before any script: outside the span
      task(1_000, 20_000),
      { name: 'v8.evaluateModule', cat: 'v8,devtools.timeline', ph: 'X', ts: 1_200, dur: 15_000, ...main },
      { name: 'v8.evaluateModule', cat: 'v8,devtools.timeline', ph: 'X', ts: 900, dur: 100, pid: 2, tid: 1 },
      task(1_500, 90_000, { pid: 2, tid: 1 }), // another process: not the page's main thread
      task(30_000, 12_000),
      task(50_000, 10_000), // ends after the mark: clipped
      { name: HYDRATED_MARK, cat: 'blink.user_timing', ph: 'R', ts: 55_000, ...main },
      task(70_000, 40_000), // after the mark
    ]
    expect(hydrationFromTrace(events)).toEqual({ spanMs: 53.8, busyMs: 19.8 + 12 + 5 })
  })

  it('is undefined for a page that never hydrates (no mark)', () => {
    expect(hydrationFromTrace([task(1_000, 20_000)])).toBeUndefined()
  })
})
