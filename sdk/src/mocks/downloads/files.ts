/**
 * The files the sandbox's download host serves: a small real ZIP archive per resource (fflate, the same
 * bytes every time), standing in for an installer or a content pack.
 */
import { strToU8, zipSync } from 'fflate'
import type { components } from '../../generated/downloads/paths.ts'

type Asset = components['schemas']['Asset']
type Resource = components['schemas']['Resource']

const OS_NAMES: Record<string, string> = { mac: 'macOS', win: 'Windows', cc1: 'CC-1' }

/** True when the resource is an installer with the product's core pack (not a `-no-corepack` one). */
export function includesCorePack(asset: Asset, resource: Resource): boolean {
  return (
    typeof asset.meta?.core_pack === 'string' &&
    resource.type === 'application_installer' &&
    !resource.installer_type?.endsWith('-no-corepack')
  )
}

/**
 * The archive served for `resource` of `asset`: a `README.txt` naming what it stands in for (product,
 * version, OS, resource id), plus `Core Pack/README.txt` for an installer with the core pack and
 * `Contents.txt` for a content pack. Deterministic: entries are dated with the asset's release date.
 * @returns the ZIP file's bytes (a few hundred)
 */
export function resourceArchive(asset: Asset, resource: Resource): Uint8Array {
  const mtime = new Date(`${asset.release_date}T00:00:00Z`)
  const os = resource.host_os_compatibility.map((o) => OS_NAMES[o] ?? o).join(' and ')
  const corePack = includesCorePack(asset, resource)
  const readme = [
    `${resource.name}`,
    '',
    `This archive stands in for ${asset.name} (${resource.type.replaceAll('_', ' ')}, ${os}) in the`,
    'Music Software sandbox. It installs nothing.',
    '',
    `Asset ${asset.id}, resource ${resource.id ?? '-'}, released ${asset.release_date}.`,
    corePack ? 'Includes the core pack.' : '',
  ].join('\n')
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(`${readme.trimEnd()}\n`) }
  if (corePack) {
    files['Core Pack/README.txt'] = strToU8(
      `The core pack of ${asset.name}: ${String(asset.meta?.core_pack)}.\n`,
    )
  }
  if (resource.type === 'content_pack' && typeof asset.meta?.contents === 'string') {
    files['Contents.txt'] = strToU8(`${asset.name} ${asset.version}: ${asset.meta.contents}.\n`)
  }
  return zipSync(files, { level: 9, mtime })
}
