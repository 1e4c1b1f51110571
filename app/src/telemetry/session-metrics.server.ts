/**
 * The site's token refreshes (docs/decisions/041): `music.session.refreshes`, each refresh the
 * browser asks of the server (`refreshSession`, decision 031) counted by its outcome (`refreshed`,
 * `signed-out`, `unavailable`). A rise of `unavailable` is the identity service failing; of
 * `signed-out`, sessions ending (expired or revoked refresh tokens).
 */
import { metrics } from '@opentelemetry/api'
import { SITE_INSTRUMENTATION_SCOPE } from '../../server/telemetry/request-telemetry.ts'

let refreshes: ReturnType<ReturnType<typeof metrics.getMeter>['createCounter']> | undefined

/** Counts one session refresh by its outcome; returns `result` unchanged. */
export function countSessionRefresh<R extends { outcome: string }>(result: R): R {
  refreshes ??= metrics.getMeter(SITE_INSTRUMENTATION_SCOPE).createCounter('music.session.refreshes', {
    unit: '{refresh}',
    description: 'Session refreshes the site answered (refreshSession), by outcome.',
  })
  refreshes.add(1, { 'music.session.outcome': result.outcome })
  return result
}
