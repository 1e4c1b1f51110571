/**
 * In-memory state of the fake download service (`specs/downloads.yaml`): the asset catalogue, the
 * signed download URLs handed out (a random token each, valid until it expires) and each user's
 * download history (every download; the installer history call reads the installers of it).
 */
import type { components } from '../../generated/downloads/paths.ts'
import { isoSeconds, randomToken } from '../http.ts'
import type { SeedDownload } from '../seed.ts'
import { resourceArchive } from './files.ts'

type Asset = components['schemas']['Asset']
type AssetBase = components['schemas']['AssetBase']
type Resource = components['schemas']['Resource']

/** Filters of `GET /assets` (already validated). */
export interface AssetFilter {
  hostAppName?: string
  hostAppVersion?: string
  hostOs?: string
  type?: string
  releaseType?: string
  /** ISO 8601 date: released on or after it. */
  releaseDate?: string
  latestOnly?: boolean
}

/** A resource of the catalogue with the asset it belongs to. */
export interface CatalogueEntry {
  asset: Asset
  resource: Resource
}

/** A signed URL handed out, and what it serves. */
export interface SignedDownload extends CatalogueEntry {
  url: string
  /** ms since the epoch */
  createdAt: number
  /** ms since the epoch */
  expiresAt: number
}

/** A download of the history. */
interface LogEntry {
  /** Its id in the log: 1, 2, … in the order of the downloads. */
  id: number
  userId: number
  resourceId: number
  at: number
}

/** Compares `major.minor.patch` versions numerically. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

/** The download service's state. */
export class DownloadsStore {
  private readonly assets: Asset[]
  private readonly files = new Map<number, Uint8Array>()
  private readonly signed = new Map<string, SignedDownload>()
  private readonly log: LogEntry[]
  private readonly fileBaseUrl: string
  private readonly now: () => number

  /**
   * @param assets the catalogue (resources without `file_size`: it is the size of the served file)
   * @param downloads the history to start with
   * @param fileBaseUrl where signed URLs point, e.g. `http://localhost:4100/downloads/files`
   * @param now the sandbox clock, ms since the epoch
   */
  constructor(assets: Asset[], downloads: SeedDownload[], fileBaseUrl: string, now: () => number) {
    this.assets = assets
    this.fileBaseUrl = fileBaseUrl
    this.now = now
    this.log = downloads.map((d, index) => ({
      id: index + 1,
      userId: d.user_id,
      resourceId: d.resource_id,
      at: Date.parse(d.downloaded_at),
    }))
  }

  /** The assets matching `filter`, newest release first, each with `file_size` on its resources. */
  listAssets(filter: AssetFilter = {}): Asset[] {
    const matching = this.assets
      .filter((asset) => matchesAsset(asset, filter))
      .map((asset) => this.present(asset, filter.hostOs))
      .filter((asset) => asset.resources.length > 0)
    if (!filter.latestOnly) return matching
    // One asset per type and host application: the highest version.
    const group = (asset: Asset) => `${asset.type} ${asset.host_app_compatibility.map((h) => h.name).join()}`
    const latest = new Map<string, Asset>()
    for (const asset of matching) {
      const kept = latest.get(group(asset))
      if (!kept || compareVersions(asset.version, kept.version) > 0) latest.set(group(asset), asset)
    }
    return matching.filter((asset) => latest.get(group(asset)) === asset)
  }

  /** The resource `resourceId` (of asset `assetId` when given), or undefined. */
  findResource(resourceId: number, assetId?: number): CatalogueEntry | undefined {
    for (const asset of this.assets) {
      if (assetId !== undefined && asset.id !== assetId) continue
      const resource = asset.resources.find((r) => r.id === resourceId)
      if (resource) return { asset: this.present(asset), resource: this.presentResource(asset, resource) }
    }
    return undefined
  }

  /** The installer of an application release for an OS, with or without its core pack. */
  findInstaller(hostAppName: string, version: string, hostOs: string, corePack: boolean) {
    const asset = this.assets.find(
      (a) =>
        a.type === 'application_installer' &&
        a.version === version &&
        a.host_app_compatibility.some((h) => h.name === hostAppName),
    )
    const resources = (asset?.resources ?? []).filter(
      (r) => r.type === 'application_installer' && r.host_os_compatibility.includes(hostOs as 'mac'),
    )
    const wanted = corePack ? undefined : resources.find((r) => r.installer_type?.endsWith('-no-corepack'))
    const resource = wanted ?? resources.find((r) => !r.installer_type?.endsWith('-no-corepack'))
    return asset && resource?.id !== undefined ? this.findResource(resource.id, asset.id) : undefined
  }

  /**
   * A signed URL for a resource, valid `ttlSeconds`. Creating one records it in the user's download
   * history, unless `record` is false (a link e-mailed for later).
   */
  sign(userId: number, entry: CatalogueEntry, ttlSeconds: number, record = true): SignedDownload {
    const createdAt = this.now()
    const token = randomToken('', 24)
    const url = `${this.fileBaseUrl}/${token}/${encodeURIComponent(entry.resource.file_name)}`
    const download = { ...entry, url, createdAt, expiresAt: createdAt + ttlSeconds * 1000 }
    this.signed.set(token, download)
    if (record && entry.resource.id !== undefined)
      this.log.push({ id: this.log.length + 1, userId, resourceId: entry.resource.id, at: createdAt })
    return download
  }

  /** What a signed URL's token serves: the download and the file's bytes, `expired`, or undefined. */
  file(token: string): { download: SignedDownload; bytes: Uint8Array } | 'expired' | undefined {
    const download = this.signed.get(token)
    if (!download) return undefined
    if (download.expiresAt <= this.now()) return 'expired'
    return { download, bytes: this.bytes(download.asset, download.resource) }
  }

  /** The user's latest installer download (of `hostAppName` when given): asset without resources. */
  latestInstallerDownload(
    userId: number,
    hostAppName?: string,
  ): { asset: AssetBase; resource: Resource } | undefined {
    const latest = this.downloads(userId, hostAppName).find(
      (download) => download.resource.type === 'application_installer',
    )
    if (!latest) return undefined
    const { id: _id, downloaded_at: _at, ...download } = latest
    return download
  }

  /**
   * Every download of the user (of `hostAppName` when given), newest first: when (ISO 8601, seconds),
   * the asset without its resources, and the resource; each with its id in the log (`GET /me/log/downloads`, decision 033).
   */
  downloads(
    userId: number,
    hostAppName?: string,
  ): { id: number; downloaded_at: string; asset: AssetBase; resource: Resource }[] {
    const found = []
    for (let i = this.log.length - 1; i >= 0; i--) {
      const entry = this.log[i] as LogEntry
      if (entry.userId !== userId) continue
      const download = this.findResource(entry.resourceId)
      if (
        !download ||
        (hostAppName && !download.asset.host_app_compatibility.some((h) => h.name === hostAppName))
      )
        continue
      const { resources: _resources, ...asset } = download.asset
      found.push({ id: entry.id, downloaded_at: isoSeconds(entry.at), asset, resource: download.resource })
    }
    return found
  }

  /** An asset as the service sends it: a copy, resources of `hostOs` only, with their `file_size`. */
  private present(asset: Asset, hostOs?: string): Asset {
    const resources = asset.resources
      .filter((r) => !hostOs || r.host_os_compatibility.includes(hostOs as 'mac'))
      .map((r) => this.presentResource(asset, r))
    return { ...structuredClone(asset), resources }
  }

  private presentResource(asset: Asset, resource: Resource): Resource {
    return { ...structuredClone(resource), file_size: this.bytes(asset, resource).byteLength }
  }

  /** The file of a resource, made once. */
  private bytes(asset: Asset, resource: Resource): Uint8Array {
    const key = resource.id ?? -asset.id
    let bytes = this.files.get(key)
    if (!bytes) {
      bytes = resourceArchive(asset, resource)
      this.files.set(key, bytes)
    }
    return bytes
  }
}

function matchesAsset(asset: Asset, filter: AssetFilter): boolean {
  if (filter.type && asset.type !== filter.type) return false
  if (filter.releaseType && asset.release_type !== filter.releaseType) return false
  if (filter.releaseDate && asset.release_date < filter.releaseDate) return false
  if (filter.hostAppName) {
    const version = filter.hostAppVersion
    const compatible = asset.host_app_compatibility.some(
      (h) =>
        h.name === filter.hostAppName &&
        (!version ||
          ((!h.min_version || compareVersions(version, h.min_version) >= 0) &&
            (!h.max_version || compareVersions(version, h.max_version) <= 0))),
    )
    if (!compatible) return false
  }
  return true
}
