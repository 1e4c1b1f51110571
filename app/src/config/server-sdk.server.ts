/**
 * The sdk on the site's server, for server functions (docs/decisions/022): one instance per call,
 * nothing in module state. Same services and timeout as the browser's session (`session.ts`); the
 * application's credentials (basic auth of `APP_ID` and `APP_SECRET`, docs/requirements.md §6) for the
 * operations that take them; and, when given, the visitor's access token for the bearer operations —
 * never a refresh token: refreshing (and rotating) the visitor's tokens is the browser's job, so a
 * server call can never sign the visitor's tab out by rotating its refresh token away.
 */
import { createMemoryTokenStore, createSdk, type Sdk } from '@music/sdk'
import { SERVICE_TIMEOUT_MS } from '../auth/session.ts'
import type { ServerConfig } from './server-config.ts'
import { serviceBaseUrlsFor } from './service-base-urls.ts'

/**
 * An sdk for one server-side call.
 * @param accessToken the visitor's access token (its `expires_at` is not known here: a stale one is
 *   answered 401 code 2002, `InvalidAccessTokenError`, as no refresh token is stored)
 */
export function createServerSdk(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  accessToken?: string,
): Sdk {
  return createSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    appSecret: config.appSecret,
    tokenStore: createMemoryTokenStore(
      // A year ahead: unknown here, and only the refresh path (absent) reads it.
      accessToken
        ? { access: { token: accessToken, expires_at: Math.floor(Date.now() / 1000) + 31_536_000 } }
        : {},
    ),
    locks: null,
  })
}
