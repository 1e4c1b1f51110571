import { configureSdk, defaultServiceBaseUrls, sandboxServiceBaseUrls } from '@music/sdk'

/**
 * The services this build talks to: the sandbox in development and tests (`VITE_SERVICES_URL`,
 * default http://localhost:4100), the real services in a production build. Nothing else changes.
 */
export const serviceBaseUrls = import.meta.env.PROD
  ? defaultServiceBaseUrls
  : sandboxServiceBaseUrls(import.meta.env.VITE_SERVICES_URL ?? 'http://localhost:4100')

// The default instance, used by every hook and client: in a browser it keeps the tokens in this
// tab's memory, shared with the app's other tabs (README "Where tokens live").
configureSdk({ serviceBaseUrls, appId: 'music-dev', timeout: 10_000 })
