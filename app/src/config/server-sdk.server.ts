/**
 * The sdk on the site's server, for server functions (docs/decisions/022, 031): one instance per call,
 * nothing in module state. Same services and timeout as the browser's session (`session.ts`); the
 * application's credentials (basic auth of `APP_ID` and `APP_SECRET`, docs/requirements.md §6) for the
 * operations that take them; and either the visitor's access token for the bearer operations, or the
 * request's session cookies (`server-session.server.ts`), which only the sign-in, refresh and
 * sign-out functions use: no other server call rotates the visitor's refresh token.
 */
import { createMemoryTokenStore, createSdk, type Sdk, type TokenStore } from '@music/sdk'
import type { ServerConfig } from './server-config.ts'
import { SERVICE_TIMEOUT_MS, serviceBaseUrlsFor } from './service-base-urls.ts'

/**
 * An sdk for one server-side call.
 * @param credentials the visitor's access token (its `expires_at` is not known here: a stale one is
 *   answered 401 code 2002, `InvalidAccessTokenError`, as no refresh token is stored), or the token
 *   store of the request's session cookies
 */
export function createServerSdk(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  credentials?: string | TokenStore,
): Sdk {
  const accessToken = typeof credentials === 'string' ? credentials : undefined
  return createSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    appSecret: config.appSecret,
    tokenStore:
      typeof credentials === 'object'
        ? credentials
        : createMemoryTokenStore(
            // A year ahead: unknown here, and only the refresh path (absent) reads it.
            accessToken
              ? { access: { token: accessToken, expires_at: Math.floor(Date.now() / 1000) + 31_536_000 } }
              : {},
          ),
    locks: null,
  })
}
