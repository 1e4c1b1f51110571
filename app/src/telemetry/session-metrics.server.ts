/**
 * The site's token refreshes (docs/decisions/041): `music.session.refreshes`, each refresh of a
 * session's access token the site's server makes, by outcome (`refreshed`, `signed-out`: the identity
 * service refused the refresh token, `unavailable`: it failed, timed out or did not answer, `other-user`)
 * and by who asked (`music.session.caller`): `server-render`, the refresh every signed-in screen's
 * server render makes from the session cookie (decision 034), or `refresh-session`, the browser's
 * `refreshSession` server function (decision 031). A rise of `unavailable` is the identity service
 * failing; of `signed-out`, sessions ending (expired or revoked refresh tokens).
 */
import { metrics } from '@opentelemetry/api'
import { SITE_INSTRUMENTATION_SCOPE } from '../../server/telemetry/request-telemetry.ts'

/** Who asked for a refresh. */
export type SessionRefreshCaller = 'server-render' | 'refresh-session'

let refreshes: ReturnType<ReturnType<typeof metrics.getMeter>['createCounter']> | undefined

/** Counts one session refresh by its outcome and caller; returns `result` unchanged. */
export function countSessionRefresh<R extends { outcome: string }>(
  result: R,
  caller: SessionRefreshCaller,
): R {
  refreshes ??= metrics.getMeter(SITE_INSTRUMENTATION_SCOPE).createCounter('music.session.refreshes', {
    unit: '{refresh}',
    description:
      'Session refreshes the site made, by outcome and caller (server-render: a signed-in server render; refresh-session: the browser).',
  })
  refreshes.add(1, { 'music.session.outcome': result.outcome, 'music.session.caller': caller })
  return result
}
