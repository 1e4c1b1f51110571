/**
 * The downloads screen's address: its `GET /assets` filters as search parameters under the service's
 * names (`/account/downloads?host_app_name=serato_dj_pro&host_app_os=mac&latest_only=0`), so a filtered
 * list is a link. The route only types them (`DownloadsSearchParams`: its `validateSearch` is not
 * code-split, so its code would be in every page's first JavaScript, docs/decisions/015); the screen's
 * loader and component read them with `validateDownloadsSearch`.
 */

/** The filters of the downloads screen; absent means "any". */
export interface DownloadsSearch {
  host_app_name?: (typeof HOST_APPS)[number]
  host_app_os?: 'mac' | 'win'
  type?: 'application_installer' | 'content_pack'
  release_type?: 'release' | 'publicbeta' | 'privatebeta'
  /** 0: every version; absent (or 1): only the latest version of each asset. */
  latest_only?: 0 | 1
}

/** The download service's host applications (`HostApplicationName` of specs/downloads.yaml). */
const HOST_APPS = [
  'serato_dj_pro',
  'serato_dj_lite',
  'serato_sample',
  'serato_studio',
  'scratch_live',
  'pitchntime_le',
  'pitchntime_pro',
  'serato_hex_fx',
] as const

/** The search parameters as the address holds them, before `validateDownloadsSearch`. */
export type DownloadsSearchParams = { [K in keyof DownloadsSearch]?: unknown }

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined

/** Reads the filters from the address; a value the service would refuse is left out (any). */
export function validateDownloadsSearch(search: DownloadsSearchParams): DownloadsSearch {
  return {
    host_app_name: pick(search.host_app_name, HOST_APPS),
    host_app_os: pick(search.host_app_os, ['mac', 'win'] as const),
    type: pick(search.type, ['application_installer', 'content_pack'] as const),
    release_type: pick(search.release_type, ['release', 'publicbeta', 'privatebeta'] as const),
    latest_only: search.latest_only === 0 || search.latest_only === '0' ? 0 : undefined,
  }
}
