/**
 * Download pages (spec §3 "Downloads", "Download archive"): one `downloads` document per release with a
 * download card per OS (footers with `internalDownloadLink` marks), release notes and system
 * requirements, and one `downloadArchive` per product listing every release. A release's slug is its
 * version (`/dj/pro/downloads/3.1.4`); `/{product}/downloads` is the highest `semanticVersion`.
 */
import { block, bullets, type Doc, h4, img, type Obj, p, page, rt, sec, small } from './build.ts'

interface Release {
  version: string
  date: string
  notes: string[]
  /** Minimum macOS and Windows versions. */
  mac: string
  windows: string
  /** Installer sizes, as shown. */
  size: [mac: string, windows: string]
  /** Only in the archive list (no download page of its own). */
  archiveOnly?: boolean
}

interface ProductDownloads {
  product: string
  name: string
  path: string
  og: string
  /** What the core pack adds, when the product offers one. */
  corePack?: string
  ram: string
  disk: string
  releases: Release[]
}

const MAC_NAMES: Record<string, string> = {
  '11': 'Big Sur',
  '12': 'Monterey',
  '13': 'Ventura',
  '14': 'Sonoma',
}

const catalogue: ProductDownloads[] = [
  {
    product: 'dj-pro',
    name: 'DJ Pro',
    path: '/dj/pro',
    og: 'og-dj',
    corePack: 'a starter crate of 40 royalty-free tracks and 200 samples (1.1 GB)',
    ram: '8 GB RAM (16 GB for stems on four decks)',
    disk: '4 GB free disk space',
    releases: [
      {
        version: '3.2.0',
        date: '2026-11-03',
        mac: '12',
        windows: '10',
        size: ['312 MB', '286 MB'],
        notes: [
          'Stem FX: send each stem to its own FX unit',
          'Smarter sync keeps phrase alignment after a tempo change',
          '12 new controllers supported',
          'Fixed: crates sorted by date added after restart',
        ],
      },
      {
        version: '3.1.4',
        date: '2026-08-19',
        mac: '12',
        windows: '10',
        size: ['305 MB', '280 MB'],
        notes: [
          'Fixed: rare audio dropout on Windows with ASIO buffers under 128 samples',
          'Fixed: sampler bank names lost after import',
        ],
      },
      {
        version: '3.0.0',
        date: '2026-03-10',
        mac: '11',
        windows: '10',
        size: ['298 MB', '271 MB'],
        notes: ['Real-time stems', 'New four-deck layout', 'Apple silicon native'],
      },
      {
        version: '2.6.4',
        date: '2025-10-01',
        mac: '11',
        windows: '10',
        size: ['240 MB', '226 MB'],
        notes: ['Last 2.x release'],
        archiveOnly: true,
      },
    ],
  },
  {
    product: 'dj-lite',
    name: 'DJ Lite',
    path: '/dj/lite',
    og: 'og-dj',
    ram: '4 GB RAM',
    disk: '2 GB free disk space',
    releases: [
      {
        version: '3.2.0',
        date: '2026-11-03',
        mac: '12',
        windows: '10',
        size: ['210 MB', '196 MB'],
        notes: ['Practice mode: mix with keyboard shortcuts', '9 new starter controllers'],
      },
      {
        version: '3.1.0',
        date: '2026-07-01',
        mac: '12',
        windows: '10',
        size: ['204 MB', '190 MB'],
        notes: ['Streaming services in the library', 'Key detection'],
      },
      {
        version: '3.0.0',
        date: '2026-03-10',
        mac: '11',
        windows: '10',
        size: ['199 MB', '185 MB'],
        notes: ['New interface, shared with DJ Pro 3'],
      },
    ],
  },
  {
    product: 'studio',
    name: 'Studio',
    path: '/studio',
    og: 'og-studio',
    corePack: 'the Core Sounds library: 30 kits and 1,200 loops (2.4 GB)',
    ram: '8 GB RAM',
    disk: '6 GB free disk space (plus sound packs)',
    releases: [
      {
        version: '2.1.0',
        date: '2026-10-14',
        mac: '12',
        windows: '10',
        size: ['420 MB', '398 MB'],
        notes: ['SLAB controller support', 'Per-step probability in the sequencer', 'Stem export'],
      },
      {
        version: '2.0.3',
        date: '2026-06-02',
        mac: '12',
        windows: '10',
        size: ['410 MB', '391 MB'],
        notes: ['Fixed: pattern length reset when duplicating', 'Faster sound browser'],
      },
      {
        version: '1.0.0',
        date: '2025-09-09',
        mac: '11',
        windows: '10',
        size: ['360 MB', '344 MB'],
        notes: ['First release'],
      },
    ],
  },
  {
    product: 'sample',
    name: 'Sample',
    path: '/sample',
    og: 'og-sample',
    ram: '4 GB RAM',
    disk: '500 MB free disk space',
    releases: [
      {
        version: '2.0.0',
        date: '2026-09-22',
        mac: '12',
        windows: '10',
        size: ['96 MB', '88 MB'],
        notes: ['Find mode 2: drum breaks and vocal phrases', 'Key shift keeps formants'],
      },
      {
        version: '1.4.2',
        date: '2026-04-15',
        mac: '11',
        windows: '10',
        size: ['84 MB', '79 MB'],
        notes: ['Fixed: AAX plugin scan in Pro Tools 2026.3'],
      },
      {
        version: '1.4.0',
        date: '2026-02-02',
        mac: '11',
        windows: '10',
        size: ['83 MB', '78 MB'],
        notes: ['Time-stretch quality modes', 'Drag slices to the DAW'],
      },
    ],
  },
  {
    product: 'hex-fx',
    name: 'Hex FX',
    path: '/hex-fx',
    og: 'og-hex-fx',
    ram: '4 GB RAM',
    disk: '200 MB free disk space',
    releases: [
      {
        version: '1.2.0',
        date: '2026-10-06',
        mac: '12',
        windows: '10',
        size: ['42 MB', '38 MB'],
        notes: ['Gate corner with 32 rhythmic patterns', 'MIDI learn for the puck'],
      },
      {
        version: '1.1.1',
        date: '2026-05-20',
        mac: '11',
        windows: '10',
        size: ['40 MB', '37 MB'],
        notes: ['Fixed: delay tempo sync at 174 BPM'],
      },
      {
        version: '1.0.0',
        date: '2025-11-11',
        mac: '11',
        windows: '10',
        size: ['39 MB', '36 MB'],
        notes: ['First release'],
      },
    ],
  },
  {
    product: 'pnt',
    name: "Pitch 'n' Time",
    path: '/pnt',
    og: 'og-pnt',
    ram: '8 GB RAM',
    disk: '300 MB free disk space',
    releases: [
      {
        version: '1.1.0',
        date: '2026-08-04',
        mac: '12',
        windows: '10',
        size: ['58 MB', '54 MB'],
        notes: ['Formant-preserving pitch shift', 'AAX AudioSuite'],
      },
      {
        version: '1.0.0',
        date: '2026-01-20',
        mac: '11',
        windows: '10',
        size: ['55 MB', '51 MB'],
        notes: ['First release'],
      },
    ],
  },
]

function requirements(d: ProductDownloads, r: Release): Obj {
  return {
    _type: 'systemRequirements',
    macSysRequirements: rt(
      ...bullets(
        `macOS ${r.mac} ${MAC_NAMES[r.mac] ?? ''} or later`.replace('  ', ' '),
        'Apple silicon (M1 or later) or Intel Core i5, 2.5 GHz or faster',
        d.ram,
        d.disk,
        'Screen resolution 1280 × 720 or higher',
      ),
    ),
    windowsSysRequirements: rt(
      ...bullets(
        `Windows ${r.windows} (64-bit, 22H2) or Windows 11`,
        'Intel Core i5 (8th gen) or AMD Ryzen 5, 2.5 GHz or faster',
        d.ram,
        d.disk,
        'Screen resolution 1280 × 720 or higher',
      ),
    ),
    osList: [
      { _type: 'osRequirement', os: 'mac', minVersion: `${r.mac} (${MAC_NAMES[r.mac] ?? 'macOS'})` },
      { _type: 'osRequirement', os: 'windows', minVersion: r.windows },
    ],
  }
}

function card(d: ProductDownloads, r: Release, os: 'mac' | 'windows'): Obj {
  const label = os === 'mac' ? 'macOS' : 'Windows'
  return {
    _type: 'softwareDownloadCard',
    os,
    image: img(os === 'mac' ? 'os-mac' : 'os-windows'),
    fileSize: os === 'mac' ? r.size[0] : r.size[1],
    richTextFooter: rt(
      small(
        `${d.name} ${r.version} for ${label}. Need an older version? See the [download archive](${d.path}/downloads/archive).`,
      ),
    ),
    richTextFooterWithCorepack: d.corePack
      ? rt(
          p(
            `[Download with the core pack](download:${d.product}/${os}/${r.version}?core): includes ${d.corePack}.`,
          ),
          small(`Already have it? [Download ${d.name} only](download:${d.product}/${os}/${r.version}).`),
        )
      : rt(p(`[Download ${d.name} ${r.version} for ${label}](download:${d.product}/${os}/${r.version})`)),
  }
}

function release(d: ProductDownloads, r: Release): Doc {
  const [majorVersion, minorVersion, patchVersion] = r.version.split('.').map(Number)
  return page('downloads', `downloads-${d.product}-${r.version.replaceAll('.', '-')}`, {
    title: `${d.name} ${r.version}`,
    description: `Download ${d.name} ${r.version} for macOS and Windows. Released ${r.date}.`,
    slug: r.version,
    product: d.product,
    og: d.og,
    created: `${r.date}T00:30:00Z`,
    updated: `${r.date}T03:00:00Z`,
    fields: {
      semanticVersion: { _type: 'semanticVersion', majorVersion, minorVersion, patchVersion },
      releaseDate: r.date,
      softwareDownloadCard: [card(d, r, 'mac'), card(d, r, 'windows')],
      productRelease: {
        _type: 'productRelease',
        releaseNotes: rt(h4(`What’s new in ${r.version}`), ...bullets(...r.notes)),
        systemRequirements: requirements(d, r),
      },
    },
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Downloads',
          heading: `Download ${d.name} ${r.version}`,
          subheading: `Released ${r.date}. Free for all ${d.name} users on the same major version.`,
        }),
      ),
    ],
  })
}

function archive(d: ProductDownloads): Doc {
  return page('downloadArchive', `download-archive-${d.product}`, {
    title: `${d.name} download archive`,
    description: `Every ${d.name} release for macOS and Windows, with system requirements.`,
    product: d.product,
    og: d.og,
    updated: `${d.releases[0]?.date ?? '2026-11-01'}T04:00:00Z`,
    fields: {
      releaseData: d.releases.map((r) => ({
        _type: 'releaseDataItem',
        version: r.version,
        product: d.product,
        releaseDate: r.date,
        systemRequirements: requirements(d, r),
      })),
    },
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          heading: `${d.name} archive`,
          subheading:
            'Older versions stay available for computers that cannot update. We recommend the latest release.',
        }),
      ),
    ],
  })
}

/** Products with download pages and the versions of each (newest first), for tests and the report. */
export const releasesByProduct: Record<string, string[]> = Object.fromEntries(
  catalogue.map((d) => [d.product, d.releases.filter((r) => !r.archiveOnly).map((r) => r.version)]),
)

/** Every `downloads` and `downloadArchive` document. */
export function downloadDocuments(): Doc[] {
  return catalogue.flatMap((d) => [
    ...d.releases.filter((r) => !r.archiveOnly).map((r) => release(d, r)),
    archive(d),
  ])
}
