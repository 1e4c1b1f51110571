/**
 * The tracking-consent server function (docs/decisions/022), loaded by `useTagManager` only when a tag
 * manager is configured (`GTM_ID`), so no page without one asks.
 */
import { readTokenCookies } from '@music/sdk'
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import { serverConfig } from '../config/server-config.ts'
import { COUNTRY_HEADER, trackingAllowedOnServer } from './tracking-consent.server.ts'

/**
 * Server function: true when the tag manager may load for this visitor (`trackingAllowedOnServer`),
 * from the request's `CF-IPCountry` header and the visitor's access-token cookie. The answer is the
 * visitor's own: never stored by a shared cache.
 */
export const getTrackingConsent = createServerFn({ method: 'GET' }).handler(async (): Promise<boolean> => {
  setResponseHeader('Cache-Control', 'private, no-store')
  const access = readTokenCookies(getRequestHeader('Cookie') ?? '').access
  return trackingAllowedOnServer(serverConfig(), getRequestHeader(COUNTRY_HEADER), access?.token)
})
