/** The releases of every product with download pages: versions, dates, notes, requirements, sizes. */

/** One release of a product. */
export interface Release {
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

/** A product with download pages and its releases, newest first. */
export interface ProductDownloads {
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

/** macOS marketing names by major version. */
export const MAC_NAMES: Record<string, string> = {
  '11': 'Big Sur',
  '12': 'Monterey',
  '13': 'Ventura',
  '14': 'Sonoma',
}

/** Every product with download pages. */
export const catalogue: ProductDownloads[] = [
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
