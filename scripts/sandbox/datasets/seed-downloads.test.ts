/**
 * The sandbox's download catalogue (`sdk/src/mocks/seed-downloads.ts`, kept in the sdk, which may not
 * import `scripts/`) offers what the content dataset's download pages offer: the same products, paths,
 * releases and release dates, core packs where the pages offer one, and an installer for every
 * download link (`internalDownloadLink` mark) of the seed dataset. Fails when the two disagree.
 */
import { describe, expect, it } from 'vitest'
import { installerOf } from '../../../sdk/src/downloads/host-apps.ts'
import { createSeed } from '../../../sdk/src/mocks/seed.ts'
import { installerCatalogue } from '../../../sdk/src/mocks/seed-downloads.ts'
import { catalogue } from './authoring/content/downloads-catalogue.ts'
import { publishedDocs, walk } from './seed-data.ts'

type Link = { product: string; os?: 'mac' | 'windows'; version?: string; includeCorePack?: boolean }

const assets = createSeed().assets ?? []
const releasesOf = (product: string) =>
  installerCatalogue.find((app) => app.product === product)?.releases.map((r) => r.version) ?? []

/** The installer resources a download link resolves to (the newest release when it names no version). */
function resolve(link: Link) {
  const installer = installerOf(link.product, link.os ?? 'mac')
  const version = link.version ?? releasesOf(link.product)[0]
  const asset = assets.find(
    (a) =>
      a.type === 'application_installer' &&
      a.version === version &&
      a.host_app_compatibility.some((h) => h.name === installer?.hostAppName),
  )
  return (asset?.resources ?? []).filter((r) => r.host_os_compatibility.includes(installer?.hostOs ?? 'mac'))
}

describe('download catalogue of the sandbox and of the content dataset', () => {
  it('has the products, paths, releases, dates and core packs of the authored download pages', () => {
    const authored = catalogue.map((d) => ({
      product: d.product,
      name: d.name,
      path: d.path,
      corePack: Boolean(d.corePack),
      releases: d.releases.map((r) => ({ version: r.version, release_date: r.date })),
    }))
    const sandbox = installerCatalogue.map((app) => ({
      product: app.product,
      name: app.name,
      path: app.path,
      corePack: Boolean(app.corePack),
      releases: app.releases,
    }))
    expect(sandbox).toEqual(authored)
  })

  it('offers every release of the seed dataset’s download pages and archives, and no other', () => {
    const inDataset = new Set<string>()
    for (const doc of publishedDocs) {
      if (doc._type === 'downloads') {
        const v = doc.semanticVersion as { majorVersion: number; minorVersion: number; patchVersion: number }
        inDataset.add(
          `${doc.product} ${v.majorVersion}.${v.minorVersion}.${v.patchVersion} ${doc.releaseDate}`,
        )
      }
      if (doc._type === 'downloadArchive') {
        for (const item of doc.releaseData as { product: string; version: string; releaseDate: string }[])
          inDataset.add(`${item.product} ${item.version} ${item.releaseDate}`)
      }
    }
    const offered = installerCatalogue.flatMap((app) =>
      app.releases.map((r) => `${app.product} ${r.version} ${r.release_date}`),
    )
    expect(new Set(offered)).toEqual(inDataset)
  })

  it('has an installer for every download link of the seed dataset, with or without the core pack', () => {
    const links: Link[] = []
    for (const doc of publishedDocs) {
      walk(doc, (value) => {
        if ((value as { _type?: string } | null)?._type === 'internalDownloadLink') links.push(value as Link)
      })
    }
    expect(links.length).toBeGreaterThan(20)
    for (const link of links) {
      const resources = resolve(link)
      const corePack = resources.filter((r) => !r.installer_type?.endsWith('-no-corepack'))
      const without = resources.filter((r) => r.installer_type?.endsWith('-no-corepack'))
      expect(corePack, JSON.stringify(link)).toHaveLength(1)
      if (link.includeCorePack) {
        expect(without, `core pack offered: ${JSON.stringify(link)}`).toHaveLength(1)
      }
    }
  })

  it('fails for a link to a release the sandbox does not have', () => {
    expect(resolve({ product: 'dj-pro', os: 'windows', version: '9.9.9' })).toEqual([])
    expect(resolve({ product: 'producer-suite', os: 'mac' })).toEqual([])
  })
})
