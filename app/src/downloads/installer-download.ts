/**
 * Starting a download of an application installer, the one way both the marketing download buttons
 * and the account's downloads screen do it (docs/requirements.md §7 "Download service", docs/decisions/012, 015):
 * the download service signs a URL (`POST /download/applicationinstaller/{app}/{version}/{os}`, which
 * also records the download in the history), then the browser fetches the file from it.
 * Loaded on demand: never part of a page's first JavaScript.
 */
import {
  createApplicationInstallerDownload,
  type HostApplicationName,
  type HostOs,
  listAssets,
  type ResourceDownload,
} from '@music/sdk/downloads'

/** Which installer: the service's host application and OS; `version` absent means the latest release. */
interface InstallerRequest {
  hostAppName: HostApplicationName
  hostOs: HostOs
  /** Semantic version, e.g. `3.2.0`; absent: the latest release (`GET /assets?latest_only=1`). */
  version?: string
  /** With the core pack or without; absent: the service's default (with it, where the product has one). */
  includeCorePack?: boolean
}

/**
 * The latest released version of an application's installer for an OS (`GET /assets` with
 * `type=application_installer`, `release_type=release`, `latest_only=1`).
 * @throws Error when the service lists none; the transport's ServiceError when the call fails
 */
async function latestInstallerVersion(hostAppName: HostApplicationName, hostOs: HostOs): Promise<string> {
  const { items } = await listAssets({
    host_app_name: hostAppName,
    host_app_os: hostOs,
    type: 'application_installer',
    release_type: 'release',
    latest_only: 1,
  })
  const latest = items[0]
  if (!latest) throw new Error(`No ${hostAppName} installer for ${hostOs}`)
  return latest.version
}

/**
 * Asks the download service for a signed URL of the installer (and records the download).
 * @returns the signed download: `url`, `file_name`, `file_size` (bytes, as a string), `url_expires`
 * @throws the transport's ServiceError (404 code 3001 for a release that does not exist)
 */
export async function requestInstallerDownload(request: InstallerRequest): Promise<ResourceDownload> {
  const version = request.version ?? (await latestInstallerVersion(request.hostAppName, request.hostOs))
  const body =
    request.includeCorePack === undefined
      ? undefined
      : { include_core_pack: String(request.includeCorePack) as 'true' | 'false' }
  return createApplicationInstallerDownload(request.hostAppName, version, request.hostOs, body)
}

/**
 * Has the browser fetch `url` as a file: the download host answers with `Content-Disposition:
 * attachment`, so the page stays where it is. Only http(s) URLs are followed.
 * @throws Error for another scheme (e.g. `javascript:`), which is never followed
 */
export function saveFile(url: string): void {
  const target = new URL(url)
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error(`Not a download URL: ${target.protocol}`)
  const link = document.createElement('a')
  link.href = target.href
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
