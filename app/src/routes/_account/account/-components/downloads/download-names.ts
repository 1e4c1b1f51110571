import type { HostApplicationName } from '@music/sdk/downloads'
import { installerHostApps } from '@music/sdk/downloads'
import { productTitles } from '../../../../../content/content-path.ts'

/** The site's product name of each host application with installers (`serato_dj_pro` → "DJ Pro"). */
export const hostAppTitles = Object.fromEntries(
  Object.entries(installerHostApps).map(([product, app]) => [
    app,
    productTitles[product as keyof typeof productTitles],
  ]),
) as Record<(typeof installerHostApps)[keyof typeof installerHostApps], string>

/** The host applications with installers, in the site's product order. */
export const installerApps = Object.values(installerHostApps) as HostApplicationName[]

/** How each OS of the download service reads. */
export const OS_TITLES: Record<string, string> = { mac: 'macOS', win: 'Windows' }

/** How each release type reads. */
export const RELEASE_TYPE_TITLES: Record<string, string> = {
  release: 'Release',
  publicbeta: 'Public beta',
  privatebeta: 'Private beta',
}

/** How each asset type reads. */
export const ASSET_TYPE_TITLES: Record<string, string> = {
  application_installer: 'Installer',
  content_pack: 'Sound pack',
}
