import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { blockTypeNames, contentTypeNames } from '../../../../specs/content/constants.ts'
import { blockTypes } from '../../../../specs/content/index.ts'
import type {
  DownloadsQueryResult,
  HomepageQueryResult,
  SoundpackQueryResult,
  SoundsQueryResult,
} from '../../generated/content/types.ts'
import { pageParams } from '../fetch.ts'
import * as content from '../index.ts'
import { blockFields } from './page-builder.ts'
import { downloadsQuery, pageListenQuery, pageQueries } from './pages.ts'
import { dataset } from './test-dataset.ts'

/** Evaluates a query with groq-js over the test dataset; `R` is the query's TypeGen result type. */
async function run<R = unknown>(query: string, params: Record<string, unknown>): Promise<R> {
  const value = await evaluate(parse(query, { params }), { dataset, params })
  return (await value.get()) as R
}

/** The blocks of the first sub-section of the first section. */
const firstBlocks = (
  page: { pageBuilder: Array<{ subSections: Array<{ blocks: unknown[] | null }> | null }> | null } | null,
) => page?.pageBuilder?.[0]?.subSections?.[0]?.blocks ?? []

describe('page queries (docs/requirements.md §7 "Content queries")', () => {
  it('has one query per content type of docs/requirements.md §2', () => {
    expect(Object.keys(pageQueries)).toEqual([...contentTypeNames])
    expect(content.contentTypes).toEqual([...contentTypeNames])
  })

  it('parses every exported query and fragment with groq-js', () => {
    const exported = Object.entries(content).filter(
      ([name, value]) => typeof value === 'string' && /(Query|Fields|Projection|Filter|Order)$/.test(name),
    )
    expect(exported.length).toBeGreaterThan(40)
    for (const [name, text] of exported) {
      const text_ = String(text)
      // Whole queries parse as they are; filters inside `*[…]`, orderings in `order()`, fragments in `{…}`.
      const query = text_.startsWith('*')
        ? text_
        : name.endsWith('Filter')
          ? `*[${text_}]`
          : name.endsWith('Order')
            ? `*[] | order(${text_})`
            : `*[]{${text_}}`
      const params = { slug: null, product: null, contentType: 'homepage' }
      expect(() => parse(query, { params }), name).not.toThrow()
    }
  })

  it('projects every block type by its own fragment', () => {
    for (const type of blockTypeNames) expect(blockFields).toContain(`_type == "${type}" => {`)
  })

  it('projects every schema field of every block', () => {
    const fragments = content as unknown as Record<string, string>
    for (const block of blockTypes as unknown as Array<{ name: string; fields: Array<{ name: string }> }>) {
      const fragment = fragments[`${block.name}Fields`]
      expect(fragment, block.name).toBeTypeOf('string')
      for (const field of block.fields) {
        expect(new RegExp(`\\b${field.name}\\b`).test(fragment ?? ''), `${block.name}.${field.name}`).toBe(
          true,
        )
      }
    }
  })

  it('matches optional slug and product as "any" when null', async () => {
    const home = await run(pageQueries.homepage, pageParams())
    expect(home).toMatchObject({ _id: 'home', _type: 'homepage', slug: null, product: null })
    const studio = await run(pageQueries.pricing, pageParams({ product: 'studio' }))
    expect(studio).toMatchObject({ _id: 'pricing-studio', product: 'studio' })
    const missing = await run(pageQueries.pricing, pageParams({ product: 'pnt' }))
    expect(missing).toBeNull()
    const child = await run(pageQueries.pricingChild, pageParams({ product: 'dj-pro', slug: 'student' }))
    expect(child).toMatchObject({ _id: 'pricing-child-student', slug: 'student' })
    expect(await run(pageQueries.pricingChild, pageParams({ product: 'dj-pro', slug: 'nope' }))).toBeNull()
  })

  it('returns the most recently updated match', async () => {
    const page = await run(pageQueries.pricing, pageParams({ product: 'dj-pro' }))
    expect(page).toMatchObject({ _id: 'pricing-dj-pro-new' })
  })

  it('projects images, videos, ctas and blocks through the fragments', async () => {
    const home = await run<HomepageQueryResult>(pageQueries.homepage, pageParams())
    expect(home?.ogImage?.asset).toEqual({
      _id: 'image-abc123-1200x630-jpg',
      url: 'http://localhost:4000/images/musicweb/production/abc123-1200x630.jpg',
      altText: 'Asset alt',
      metadata: {
        dimensions: { width: 1200, height: 630, aspectRatio: 1.9047619 },
        lqip: 'data:image/jpeg;base64,AA',
      },
    })
    expect(home?.ogImage?.altText).toBe('Field alt')
    const [hero, quote] = firstBlocks(home)
    expect(hero).toMatchObject({
      _type: 'heroBlock',
      landscapeImage: { asset: { _id: 'image-abc123-1200x630-jpg' } },
      desktopVideo: { _id: 'video-1', mediaTags: ['hero', 'dj'] },
      ctas: [
        {
          _key: 'c1',
          label: 'Try it',
          variant: 'primary',
          link: {
            linkType: 'internal',
            internalPath: '/dj/pro/free-trial',
            externalUrl: null,
            openInNewTab: null,
          },
        },
      ],
    })
    expect(quote).toEqual({
      _key: 'b2',
      _type: 'quoteBlock',
      quote: 'Great',
      attribution: 'A DJ',
      attributionRole: null,
      image: null,
    })
  })

  it('joins the latest studioLicenseModal into sounds cards and sound packs', async () => {
    const sounds = await run<SoundsQueryResult>(pageQueries.sounds, pageParams({ product: 'studio' }))
    expect(firstBlocks(sounds)[0]).toMatchObject({
      _type: 'soundsCardContainer',
      licenseModal: { _id: 'license-new', title: 'Licence v2' },
    })
    const pack = await run<SoundpackQueryResult>(pageQueries.soundpack, pageParams({ slug: 'deep-house' }))
    expect(pack?.licenseModal).toMatchObject({ _id: 'license-new' })
    expect(pack?.heroImage?.asset?._id).toBe('image-abc123-1200x630-jpg')
  })

  it('orders downloads by semantic version numbers (latest release) and finds one by slug', async () => {
    const latest = await run<DownloadsQueryResult>(downloadsQuery, pageParams({ product: 'dj-pro' }))
    expect(latest?.semanticVersion).toEqual({ majorVersion: 3, minorVersion: 10, patchVersion: 0 })
    const one = await run<DownloadsQueryResult>(
      downloadsQuery,
      pageParams({ product: 'dj-pro', slug: '3-9-2' }),
    )
    expect(one?._id).toBe('dl-392')
    expect(one?.softwareDownloadCard?.[0]).toMatchObject({ os: 'mac', fileSize: '300 MB' })
    const releases = (await run(content.releasesQuery, { product: 'dj-pro' })) as Array<{ _id: string }>
    expect(releases.map((release) => release._id)).toEqual(['dl-3100', 'dl-392'])
  })

  it('reads the archive releaseData and the latest licence modal', async () => {
    const archive = await run(content.downloadArchiveReleasesQuery, { product: 'dj-pro' })
    expect(archive).toEqual([
      {
        _key: 'r1',
        version: '2.0.0',
        product: 'dj-pro',
        releaseDate: '2020-01-01',
        systemRequirements: null,
      },
    ])
    expect(await run(content.latestStudioLicenseModalQuery, {})).toMatchObject({ _id: 'license-new' })
  })

  it('has a listener filter short enough for the listen URL limit', async () => {
    expect(encodeURIComponent(pageListenQuery).length).toBeLessThan(14800)
    const ids = (await run(`${pageListenQuery}._id`, {
      contentType: 'pricing',
      slug: null,
      product: 'dj-pro',
    })) as string[]
    expect(ids.sort()).toEqual(['pricing-dj-pro-new', 'pricing-dj-pro-old'])
  })
})
