/**
 * The web services the sdk reaches, and where they live by default.
 * This list is the single source of truth: `codegen.config.ts` imports it to know which OpenAPI
 * documents (`specs/<name>.yaml`) to generate from.
 */

/** The web services that have an OpenAPI document in `specs/<name>.yaml` (docs/requirements.md §7). */
export const services = [
  'identity',
  'license',
  'commerce',
  'profile',
  'notifications',
  'notifications-v1',
  'downloads',
  'rewards',
  'cloud-library',
  'ai-proxy',
] as const

/** One of {@link services}. */
export type ServiceName = (typeof services)[number]

/**
 * Production base URLs per service. Hosts follow the public JavaScript SDK of the same services
 * (`serato/sws-js-sdk` `src/Sws.js` `serviceUriDefault`): `id`, `license`, `ecom`, `profile`,
 * `notifications` (v1 and v2 share it), `da` (digital assets = downloads), `rewards`, `cloudlib`,
 * `ai-proxy`. Override any of them with `serviceBaseUrls` in the sdk config.
 */
export const defaultServiceBaseUrls: Readonly<Record<ServiceName, string>> = {
  identity: 'https://id.serato.com',
  license: 'https://license.serato.com',
  commerce: 'https://ecom.serato.com',
  profile: 'https://profile.serato.com',
  notifications: 'https://notifications.serato.com',
  'notifications-v1': 'https://notifications.serato.com',
  downloads: 'https://da.serato.com',
  rewards: 'https://rewards.serato.com',
  'cloud-library': 'https://cloudlib.serato.com',
  'ai-proxy': 'https://ai-proxy.serato.com',
}

/**
 * Base URLs of the local sandbox, which serves every service under `<origin>/<service>`.
 * @param origin sandbox origin, default `http://localhost:4100`
 * @returns a full `serviceBaseUrls` record, e.g. `identity → http://localhost:4100/identity`
 */
export function sandboxServiceBaseUrls(origin = 'http://localhost:4100'): Record<ServiceName, string> {
  const base = origin.replace(/\/+$/, '')
  return Object.fromEntries(services.map((name) => [name, `${base}/${name}`])) as Record<ServiceName, string>
}

/** True when `name` is one of {@link services}. */
export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(defaultServiceBaseUrls, name)
}
