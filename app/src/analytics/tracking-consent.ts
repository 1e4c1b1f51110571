/**
 * The tracking-consent server function (docs/decisions/022), loaded by `useTagManager` only when a tag
 * manager is configured (`GTM_ID`), so no page without one asks.
 */
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseHeader } from '@tanstack/react-start/server'
import { accessTokenOnServer, sessionStore } from '../auth/server-session.server.ts'
import { serverConfig } from '../config/server-config.ts'
import { COUNTRY_HEADER, trackingAllowedOnServer } from './tracking-consent.server.ts'

/**
 * Server function: true when the tag manager may load for this visitor (`trackingAllowedOnServer`),
 * from the request's `CF-IPCountry` header and, signed in, an access token from the session cookie
 * (never rotating it: `accessTokenOnServer`). The answer is the visitor's own: never stored by a
 * shared cache.
 */
export const getTrackingConsent = createServerFn({ method: 'GET' }).handler(async (): Promise<boolean> => {
  setResponseHeader('Cache-Control', 'private, no-store')
  const config = serverConfig()
  const token = await accessTokenOnServer(config, sessionStore(config, getRequestHeader('Cookie')))
  return trackingAllowedOnServer(config, getRequestHeader(COUNTRY_HEADER), token)
})
