/**
 * Core Web Vitals from real visitors (docs/decisions/041): the root document samples each page view
 * (`WEB_VITALS_SAMPLE_RATE` of the public configuration), notes when each client navigation starts
 * (page-view.ts: the signed-in screens' time to data, screen-telemetry.ts) and, for a sampled view, loads the
 * beacon (web-vitals-beacon.ts and `web-vitals`, a chunk of its own) once the browser is idle or the
 * visitor first interacts, whichever comes first, so the pages' first JavaScript barely grows and
 * nothing competes with the page's own loading. The metrics `web-vitals` missed meanwhile are in the
 * browser's buffered performance entries, which it reads.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageView } from './page-view.ts'
import { matchedRouteTemplate } from './route-template.ts'

/** How long the loader waits for the browser to be idle before it loads the beacon anyway, in ms. */
export const IDLE_TIMEOUT_MS = 10_000

/** The events that count as a first interaction. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const

/**
 * Calls `load` once, at the first of: the browser idle (`requestIdleCallback`, or a timeout where it
 * is missing), or a first interaction.
 * @returns a function that cancels it
 */
export function whenIdleOrFirstInput(load: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let done = false
  const run = () => {
    if (done) return
    cancel()
    done = true
    load()
  }
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: timeoutMs })
      : setTimeout(run, Math.min(timeoutMs, 2000))
  for (const event of FIRST_INPUT_EVENTS) addEventListener(event, run, { capture: true, passive: true })
  function cancel() {
    if (typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number)
    else clearTimeout(idle as ReturnType<typeof setTimeout>)
    for (const event of FIRST_INPUT_EVENTS) removeEventListener(event, run, { capture: true })
  }
  return () => {
    done = true
    cancel()
  }
}

/**
 * In the root document: decides whether this page view is sampled and keeps its screens' starts for
 * the signed-in chunks' screen telemetry (page-view.ts); for a sampled view, reports its Core Web
 * Vitals with the landing route's template (see the module's description). Nothing at all when the
 * rate is 0.
 */
export function useWebVitals(sampleRate: number | undefined): void {
  const router = useRouter()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document (a page view), on hydration.
  useEffect(() => {
    const route = matchedRouteTemplate(router.state.matches)
    if (!route || !sampleRate) return
    pageView.on = true
    pageView.route = route
    pageView.sampled = Math.random() < sampleRate
    // Another path is another screen (a new search of the same list is not).
    const stop = router.subscribe('onBeforeNavigate', (event) => {
      if (!event.pathChanged) return
      pageView.screen++
      pageView.start = performance.now()
      pageView.route = matchedRouteTemplate(router.matchRoutes(event.toLocation)) ?? ''
    })
    if (!pageView.sampled) return stop
    const cancel = whenIdleOrFirstInput(() => {
      void import('./web-vitals-beacon.ts').then((beacon) => beacon.reportWebVitals(route))
    })
    return () => {
      stop()
      cancel()
    }
  }, [])
}
