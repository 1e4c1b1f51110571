/**
 * Signed-in screens rendered on the server with a section that failed (docs/decisions/041; issue 36's
 * operator walk, M5): such a page is still a 200, its failed sections each show an alert ("… could not
 * be loaded.") and the browser asks their queries again, so neither the request's status nor its error
 * rate says anything. `music.screen.sections_failed` counts each query of the render that failed, by the
 * screen's route template, the service it asked (the sdk's query keys start with it) and `error.type`
 * (the error reply's status, else the error class: `TimeoutError`).
 */
import { services } from '@music/sdk'
import { metrics } from '@opentelemetry/api'
import { SITE_INSTRUMENTATION_SCOPE } from '../../server/telemetry/request-telemetry.ts'

/** A query of the render, as far as the counter reads it. */
export interface RenderedQuery {
  queryKey: readonly unknown[]
  state: { status: string; error: unknown }
}

let sections: ReturnType<ReturnType<typeof metrics.getMeter>['createCounter']> | undefined

/** The `error.type` of a failed query: the error reply's status, else the error class name. */
function errorType(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400) return String(status)
  return error instanceof Error ? error.name : 'Error'
}

/** Counts the failed queries among `queries` of the server render of `route` (see the module's description). */
export function countFailedSections(route: string | undefined, queries: readonly RenderedQuery[]): void {
  for (const query of queries) {
    if (query.state.status !== 'error') continue
    sections ??= metrics.getMeter(SITE_INSTRUMENTATION_SCOPE).createCounter('music.screen.sections_failed', {
      unit: '{section}',
      description:
        "Queries of a signed-in screen's server render that failed (each shows its section's alert in a 200 page), by route, service and error type.",
    })
    const [first] = query.queryKey
    const service = (services as readonly unknown[]).includes(first) ? (first as string) : 'other'
    sections.add(1, {
      ...(route ? { 'http.route': route } : {}),
      'music.service': service,
      'error.type': errorType(query.state.error),
    })
  }
}
