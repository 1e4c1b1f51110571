/**
 * Download pages (docs/requirements.md §3 "Downloads", "Download archive"): one `downloads` document per release with a
 * download card per OS (footers with `internalDownloadLink` marks), release notes and system
 * requirements, and one `downloadArchive` per product listing every release. A release's slug is its
 * version (`/dj/pro/downloads/3.1.4`); `/{product}/downloads` is the highest `semanticVersion`.
 */
import { block, bullets, type Doc, h4, headerSec, img, type Obj, p, page, rt, sec, small } from './build.ts'
import type { ProductDownloads, Release } from './downloads-catalogue.ts'
import { catalogue, MAC_NAMES } from './downloads-catalogue.ts'

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
      headerSec({
        eyebrow: 'Downloads',
        heading: `Download ${d.name} ${r.version}`,
        subheading: `Released ${r.date}. Free for all ${d.name} users on the same major version.`,
      }),
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
      headerSec({
        heading: `${d.name} archive`,
        subheading:
          'Older versions stay available for computers that cannot update. We recommend the latest release.',
      }),
      sec(
        { title: 'Releases' },
        block('basicContentBlock', {
          heading: 'All releases',
          headingLevel: 'h2',
          body: rt(
            ...bullets(
              ...d.releases.map((r) =>
                r.archiveOnly
                  ? `${d.name} ${r.version}, released ${r.date}`
                  : `[${d.name} ${r.version}](${d.path}/downloads/${r.version}), released ${r.date}`,
              ),
            ),
          ),
        }),
      ),
    ],
  })
}

/** Every `downloads` and `downloadArchive` document. */
export function downloadDocuments(): Doc[] {
  return catalogue.flatMap((d) => [
    ...d.releases.filter((r) => !r.archiveOnly).map((r) => release(d, r)),
    archive(d),
  ])
}
