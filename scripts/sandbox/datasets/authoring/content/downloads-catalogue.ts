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

/**
 * A {@link Release}: `os` holds the minimum macOS and Windows versions, `size` the installer sizes
 * (macOS, Windows), `notes` what is new.
 */
function release(
  version: string,
  date: string,
  [mac, windows]: [mac: string, windows: string],
  size: Release['size'],
  notes: string[],
  { archiveOnly }: { archiveOnly?: true } = {},
): Release {
  return { version, date, notes, mac, windows, size, ...(archiveOnly && { archiveOnly }) }
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
      release(
        '3.2.0',
        '2026-11-03',
        ['12', '10'],
        ['312 MB', '286 MB'],
        [
          'Stem FX: send each stem to its own FX unit',
          'Smarter sync keeps phrase alignment after a tempo change',
          '12 new controllers supported',
          'Fixed: crates sorted by date added after restart',
        ],
      ),
      release(
        '3.1.4',
        '2026-08-19',
        ['12', '10'],
        ['305 MB', '280 MB'],
        [
          'Fixed: rare audio dropout on Windows with ASIO buffers under 128 samples',
          'Fixed: sampler bank names lost after import',
        ],
      ),
      release(
        '3.0.0',
        '2026-03-10',
        ['11', '10'],
        ['298 MB', '271 MB'],
        ['Real-time stems', 'New four-deck layout', 'Apple silicon native'],
      ),
      release('2.6.4', '2025-10-01', ['11', '10'], ['240 MB', '226 MB'], ['Last 2.x release'], {
        archiveOnly: true,
      }),
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
      release(
        '3.2.0',
        '2026-11-03',
        ['12', '10'],
        ['210 MB', '196 MB'],
        ['Practice mode: mix with keyboard shortcuts', '9 new starter controllers'],
      ),
      release(
        '3.1.0',
        '2026-07-01',
        ['12', '10'],
        ['204 MB', '190 MB'],
        ['Streaming services in the library', 'Key detection'],
      ),
      release(
        '3.0.0',
        '2026-03-10',
        ['11', '10'],
        ['199 MB', '185 MB'],
        ['New interface, shared with DJ Pro 3'],
      ),
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
      release(
        '2.1.0',
        '2026-10-14',
        ['12', '10'],
        ['420 MB', '398 MB'],
        ['SLAB controller support', 'Per-step probability in the sequencer', 'Stem export'],
      ),
      release(
        '2.0.3',
        '2026-06-02',
        ['12', '10'],
        ['410 MB', '391 MB'],
        ['Fixed: pattern length reset when duplicating', 'Faster sound browser'],
      ),
      release('1.0.0', '2025-09-09', ['11', '10'], ['360 MB', '344 MB'], ['First release']),
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
      release(
        '2.0.0',
        '2026-09-22',
        ['12', '10'],
        ['96 MB', '88 MB'],
        ['Find mode 2: drum breaks and vocal phrases', 'Key shift keeps formants'],
      ),
      release(
        '1.4.2',
        '2026-04-15',
        ['11', '10'],
        ['84 MB', '79 MB'],
        ['Fixed: AAX plugin scan in Pro Tools 2026.3'],
      ),
      release(
        '1.4.0',
        '2026-02-02',
        ['11', '10'],
        ['83 MB', '78 MB'],
        ['Time-stretch quality modes', 'Drag slices to the DAW'],
      ),
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
      release(
        '1.2.0',
        '2026-10-06',
        ['12', '10'],
        ['42 MB', '38 MB'],
        ['Gate corner with 32 rhythmic patterns', 'MIDI learn for the puck'],
      ),
      release(
        '1.1.1',
        '2026-05-20',
        ['11', '10'],
        ['40 MB', '37 MB'],
        ['Fixed: delay tempo sync at 174 BPM'],
      ),
      release('1.0.0', '2025-11-11', ['11', '10'], ['39 MB', '36 MB'], ['First release']),
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
      release(
        '1.1.0',
        '2026-08-04',
        ['12', '10'],
        ['58 MB', '54 MB'],
        ['Formant-preserving pitch shift', 'AAX AudioSuite'],
      ),
      release('1.0.0', '2026-01-20', ['11', '10'], ['55 MB', '51 MB'], ['First release']),
    ],
  },
]
