/**
 * The services' base URLs for the configuration (`SERVICES_BASE_URL`): for the session (auth/session.ts,
 * which configures the sdk) and for what else must know a service's origin (the card form's,
 * config/payment-gateway.ts). A module of its own so that a screen needing an origin does not import
 * the session module, which is loaded on demand (docs/decisions/011, 020).
 */
import { defaultServiceBaseUrls, type ServiceName, sandboxServiceBaseUrls } from '@music/sdk'

/** Timeout of one service call, in milliseconds (docs/requirements.md §9 "Service timeout"): browser and server. */
export const SERVICE_TIMEOUT_MS = 10_000

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
