/**
 * The ONE place the site configures the sdk in the browser (ARCHITECTURE.md "Data flow" 3): service
 * base URLs from `SERVICES_BASE_URL`, the 10 s service timeout (spec §9), the application id and the
 * browser cookie token store (spec §9). Server code never uses the default instance.
 */
import {
  configureSdk,
  createBrowserCookieTokenStore,
  defaultServiceBaseUrls,
  getSdk,
  type Sdk,
  type ServiceName,
  sandboxServiceBaseUrls,
} from '@music/sdk/auth'
import type { PublicConfig } from '../config/server-config.ts'
import { notifyAuthChanged } from './auth-status.ts'

/** Timeout of one service call, in milliseconds (spec §9 "Service timeout 10000 ms"). */
export const SERVICE_TIMEOUT_MS = 10_000

/** The part of {@link PublicConfig} the sdk needs. */
export type SdkPublicConfig = Pick<PublicConfig, 'servicesBaseUrl' | 'appId'>

/**
 * Base URL per service for `SERVICES_BASE_URL`. The production services live on their own hosts
 * (`defaultServiceBaseUrls`, e.g. `https://id.serato.com`): a base URL on that parent domain selects
 * them. Anything else is a sandbox, which serves every service under `<base>/<service>`
 * (`sandboxServiceBaseUrls`, e.g. `http://localhost:4100/identity`).
 */
export function serviceBaseUrlsFor(servicesBaseUrl: string): Record<ServiceName, string> {
  const host = new URL(servicesBaseUrl).hostname
  const production = Object.values(defaultServiceBaseUrls).some((url) => {
    const domain = new URL(url).hostname.split('.').slice(-2).join('.')
    return host === domain || host.endsWith(`.${domain}`)
  })
  return production ? { ...defaultServiceBaseUrls } : sandboxServiceBaseUrls(servicesBaseUrl)
}

let configuredFor: string | undefined

/**
 * Configures the default sdk instance (`configureSdk`) for the site once per configuration and
 * returns it; later calls with the same configuration return the same instance. Browser only.
 * A refused refresh (spec §8, 400 1001/1007) clears the cookies and updates the auth status.
 */
export function configureSiteSdk(config: SdkPublicConfig): Sdk {
  const key = `${config.servicesBaseUrl} ${config.appId}`
  if (configuredFor === key) return getSdk()
  configuredFor = key
  return configureSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    tokenStore: createBrowserCookieTokenStore(),
    onSignedOut: () => notifyAuthChanged(),
  })
}
