/**
 * The base URLs sdk instances were created with, per service: what the mocks (`@music/sdk/mocks`)
 * answer at besides the production hosts and the sandbox layout, so a test's calls reach them whether
 * they go through the default instance or a per-request instance at a custom host. Only distinct
 * URLs are kept (a server creating an instance per request adds nothing after the first).
 */
import type { ServiceName } from './services.ts'

const seen = new Map<ServiceName, Set<string>>()

/** Records the base URLs of an instance being created (`createSdk`). */
export function rememberBaseUrls(serviceBaseUrls: Readonly<Record<ServiceName, string>>): void {
  for (const [service, url] of Object.entries(serviceBaseUrls) as [ServiceName, string][]) {
    let urls = seen.get(service)
    if (!urls) {
      urls = new Set()
      seen.set(service, urls)
    }
    urls.add(url)
  }
}

/** The base URLs of `service` any instance was created with, most recent first. */
export function configuredBaseUrls(service: ServiceName): string[] {
  return [...(seen.get(service) ?? [])].reverse()
}
