/**
 * The sandbox's download catalogue (`specs/downloads.yaml` `Asset`): an installer asset per release of
 * every product with download pages, one resource per OS (and per OS without the core pack where the
 * product offers one), and the core packs on their own as content packs.
 *
 * The releases are those of the content dataset's download pages
 * (`scripts/sandbox/datasets/authoring/content/downloads-catalogue.ts`); the sdk must not import
 * `scripts/`, so they are repeated here and `scripts/sandbox/datasets/seed-downloads.test.ts` fails
 * when the two disagree.
 *
 * An installer asset of a product with a core pack says what the pack holds in `meta.core_pack`; a
 * content pack in `meta.contents`.
 *
 * Ids are derived from the version, so they stay put when releases are added: an asset is
 * `app × 100000 + major × 10000 + minor × 100 + patch` (DJ Pro 3.2.0 → 130200), a content pack
 * `app × 100000 + 90000 + n`; a resource is `asset × 10 + variant` (1 macOS, 2 Windows, 3 macOS
 * without the core pack, 4 Windows without it; a content pack's one resource is 1).
 */

import { type InstallerProductKey, installerHostApps } from '../downloads/host-apps.ts'
import type { components } from '../generated/downloads/paths.ts'

type Asset = components['schemas']['Asset']
type Resource = components['schemas']['Resource']
type HostOs = components['schemas']['HostOs']

/** One release of an application: its version and release date (ISO 8601 date). */
export interface SeedRelease {
  version: string
  release_date: string
}

/** A product with installers and its releases, newest first. */
export interface SeedApplication {
  /** Site product key (docs/requirements.md §1), e.g. `dj-pro`. */
  product: InstallerProductKey
  /** Display name, as the site's download pages write it. */
  name: string
  /** Site path of the product; a release's download page is `<path>/downloads/<version>`. */
  path: string
  /** The core pack: its name as a content pack, and what it holds; absent when the product has none. */
  corePack?: { name: string; contents: string; version: string; release_date: string }
  releases: SeedRelease[]
}

/** Products with installers and their releases (the content dataset's download pages and archives). */
export const installerCatalogue: SeedApplication[] = [
  {
    product: 'dj-pro',
    name: 'DJ Pro',
    path: '/dj/pro',
    corePack: {
      name: 'DJ Pro Starter Crate',
      contents: 'a starter crate of 40 royalty-free tracks and 200 samples',
      version: '3.0.0',
      release_date: '2026-03-10',
    },
    releases: [
      { version: '3.2.0', release_date: '2026-11-03' },
      { version: '3.1.4', release_date: '2026-08-19' },
      { version: '3.0.0', release_date: '2026-03-10' },
      { version: '2.6.4', release_date: '2025-10-01' },
    ],
  },
  {
    product: 'dj-lite',
    name: 'DJ Lite',
    path: '/dj/lite',
    releases: [
      { version: '3.2.0', release_date: '2026-11-03' },
      { version: '3.1.0', release_date: '2026-07-01' },
      { version: '3.0.0', release_date: '2026-03-10' },
    ],
  },
  {
    product: 'studio',
    name: 'Studio',
    path: '/studio',
    corePack: {
      name: 'Studio Core Sounds',
      contents: 'the Core Sounds library: 30 kits and 1,200 loops',
      version: '2.0.0',
      release_date: '2026-06-02',
    },
    releases: [
      { version: '2.1.0', release_date: '2026-10-14' },
      { version: '2.0.3', release_date: '2026-06-02' },
      { version: '1.0.0', release_date: '2025-09-09' },
    ],
  },
  {
    product: 'sample',
    name: 'Sample',
    path: '/sample',
    releases: [
      { version: '2.0.0', release_date: '2026-09-22' },
      { version: '1.4.2', release_date: '2026-04-15' },
      { version: '1.4.0', release_date: '2026-02-02' },
    ],
  },
  {
    product: 'hex-fx',
    name: 'Hex FX',
    path: '/hex-fx',
    releases: [
      { version: '1.2.0', release_date: '2026-10-06' },
      { version: '1.1.1', release_date: '2026-05-20' },
      { version: '1.0.0', release_date: '2025-11-11' },
    ],
  },
  {
    product: 'pnt',
    name: "Pitch 'n' Time",
    path: '/pnt',
    releases: [
      { version: '1.1.0', release_date: '2026-08-04' },
      { version: '1.0.0', release_date: '2026-01-20' },
    ],
  },
]

/** Number of each host application in asset ids (DJ Pro 1 … Pitch 'n' Time 6). */
const APP_NUMBERS: Record<InstallerProductKey, number> = {
  'dj-pro': 1,
  'dj-lite': 2,
  studio: 3,
  sample: 4,
  'hex-fx': 5,
  pnt: 6,
}

const OS_LABELS: Record<HostOs, string> = { mac: 'macOS', win: 'Windows' }

/** The asset id of a release (see the module comment). */
export function installerAssetId(product: InstallerProductKey, version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number)
  return APP_NUMBERS[product] * 100_000 + major * 10_000 + minor * 100 + patch
}

function installerResource(
  app: SeedApplication,
  release: SeedRelease,
  os: HostOs,
  withoutCorePack: boolean,
): Resource {
  const variant = (os === 'mac' ? 1 : 2) + (withoutCorePack ? 2 : 0)
  const label = `${app.name} ${release.version} ${OS_LABELS[os]}`
  return {
    id: installerAssetId(app.product, release.version) * 10 + variant,
    name: `${app.name} ${release.version} for ${OS_LABELS[os]}${withoutCorePack ? ', without the core pack' : ''}`,
    type: 'application_installer',
    installer_type: `${os}-installer${withoutCorePack ? '-no-corepack' : ''}`,
    host_os_compatibility: [os],
    file_name: withoutCorePack ? `${label} (no core pack).zip` : `${label}.zip`,
    mime_type: 'application/zip',
  }
}

/** The installer asset of one release. */
function installerAsset(app: SeedApplication, release: SeedRelease, siteOrigin: string): Asset {
  const oses: HostOs[] = ['mac', 'win']
  return {
    id: installerAssetId(app.product, release.version),
    name: `${app.name} ${release.version}`,
    type: 'application_installer',
    release_type: 'release',
    version: release.version,
    host_app_compatibility: [
      { name: installerHostApps[app.product], min_version: release.version, max_version: release.version },
    ],
    release_date: release.release_date,
    webpage_url: `${siteOrigin}${app.path}/downloads/${release.version}`,
    // What the installer adds with the core pack (resources without `-no-corepack`).
    ...(app.corePack ? { meta: { core_pack: app.corePack.contents } } : {}),
    resources: [
      ...oses.map((os) => installerResource(app, release, os, false)),
      ...(app.corePack ? oses.map((os) => installerResource(app, release, os, true)) : []),
    ],
  }
}

/** The core pack of a product as a content pack of its own. */
function corePackAsset(app: SeedApplication & { corePack: NonNullable<SeedApplication['corePack']> }): Asset {
  const id = APP_NUMBERS[app.product] * 100_000 + 90_000 + 1
  const { name, version, release_date } = app.corePack
  return {
    id,
    name,
    type: 'content_pack',
    release_type: 'release',
    version,
    host_app_compatibility: [{ name: installerHostApps[app.product], min_version: version }],
    release_date,
    meta: { contents: app.corePack.contents },
    resources: [
      {
        id: id * 10 + 1,
        name: `${name} ${version}`,
        type: 'content_pack',
        host_os_compatibility: ['mac', 'win'],
        file_name: `${name} ${version}.zip`,
        mime_type: 'application/zip',
      },
    ],
  }
}

/**
 * Every asset of the catalogue, newest release first (ties: by name). Resources carry no
 * `file_size`: the sandbox computes it from the file it serves.
 * @param siteOrigin origin of the site's download pages (`webpage_url`), e.g. `http://localhost:3000`
 */
export function catalogueAssets(siteOrigin: string): Asset[] {
  const assets = installerCatalogue.flatMap((app) => [
    ...app.releases.map((release) => installerAsset(app, release, siteOrigin)),
    ...(app.corePack ? [corePackAsset({ ...app, corePack: app.corePack })] : []),
  ])
  return assets.sort((a, b) => b.release_date.localeCompare(a.release_date) || a.name.localeCompare(b.name))
}
