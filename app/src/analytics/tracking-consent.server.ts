/**
 * Whether the tag manager may load for a visitor (decision 017, docs/decisions/022): the profile
 * service's `GET /api/v1/allowtracking`, asked by the site's server for the visitor, with the
 * visitor's country as the CDN saw it (`CF-IPCountry`; the service would otherwise see the site's
 * server) and, when signed in, their access token (the profile's country decides without a header).
 */
import { InvalidAccessTokenError } from '@music/sdk'
import { getTrackingAllowed } from '@music/sdk/profile'
import type { ServerConfig } from '../config/server-config.ts'
import { createServerSdk } from '../config/server-sdk.server.ts'

/** The CDN's header with the visitor's ISO 3166-1 alpha-2 country (Cloudflare's name, decision 017). */
export const COUNTRY_HEADER = 'CF-IPCountry'

/**
 * True when the service allows tracking this visitor without asking; false when it does not, and when
 * it cannot be asked (fail closed: no tag manager without a yes). A refused token is asked again
 * without it.
 * @param country the visitor's `CF-IPCountry` value, passed on when it is two letters (`XX`, `T1`: unknown)
 * @param accessToken the signed-in visitor's access token, if any
 */
export async function trackingAllowedOnServer(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  country: string | undefined,
  accessToken: string | undefined,
): Promise<boolean> {
  const headers =
    country && /^[A-Z]{2}$/i.test(country) ? { [COUNTRY_HEADER]: country.toUpperCase() } : undefined
  const ask = (token: string | undefined) =>
    getTrackingAllowed({ sdk: createServerSdk(config, token), headers }).then(
      (reply) => reply.allow_tracking === true,
    )
  try {
    return await ask(accessToken)
  } catch (error) {
    if (!(accessToken && error instanceof InvalidAccessTokenError)) return false
    return ask(undefined).catch(() => false)
  }
}
