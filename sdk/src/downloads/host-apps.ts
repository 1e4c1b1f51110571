/**
 * How the site's names of a download map to the download service's (docs/requirements.md §3 "Asset"; `specs/downloads.yaml`
 * `HostApplicationName`, `HostOs`): the content model names products by key (`dj-pro`) and operating
 * systems `mac` / `windows` (an `internalDownloadLink` mark, a download card); the service names host
 * applications `serato_dj_pro` and systems `mac` / `win`. One table, used by the site's download buttons
 * and by the sandbox's catalogue.
 */
import type { OsKey, ProductKey } from '../content/names.ts'
import type { HostApplicationName, HostOs } from '../generated/downloads/hooks.schemas.ts'

/** The download service's application of each product with installers (Producer Suite has none of its own). */
export const installerHostApps = {
  'dj-pro': 'serato_dj_pro',
  'dj-lite': 'serato_dj_lite',
  studio: 'serato_studio',
  sample: 'serato_sample',
  'hex-fx': 'serato_hex_fx',
  pnt: 'pitchntime_pro',
} as const satisfies Partial<Record<ProductKey, HostApplicationName>>

/** A product key with installers: a key of {@link installerHostApps}. */
export type InstallerProductKey = keyof typeof installerHostApps

/** The download service's OS of each content OS key. */
export const installerHostOs = { mac: 'mac', windows: 'win' } as const satisfies Record<OsKey, HostOs>

/**
 * The `POST /api/v1/download/applicationinstaller/{hostAppName}/{hostAppVersion}/{hostOs}` path
 * parameters of a download link (an `internalDownloadLink` mark), or undefined when the product has no
 * installers of its own.
 * @param product site product key, e.g. `dj-pro`
 * @param os content OS key, `mac` or `windows`
 */
export function installerOf(
  product: string,
  os: OsKey,
): { hostAppName: HostApplicationName; hostOs: HostOs } | undefined {
  const hostAppName = (installerHostApps as Partial<Record<string, HostApplicationName>>)[product]
  return hostAppName ? { hostAppName, hostOs: installerHostOs[os] } : undefined
}
