/**
 * The seed dataset served by the local content service (`startContentService`, random port) and read
 * with `@sanity/client` as the site reads it: every seed route's page query returns the expected
 * document, preview (drafts perspective with the preview credential) shows the drafts, the latest
 * licence modal is joined, and image and file URLs of the assets are served.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, DEFAULT_PREVIEW_TOKEN, startContentService } from '../content/server.ts'
import { seedPath } from './seed-data.ts'
import { seedDrafts, seedRoutes } from './seed-routes.ts'

let service: ContentService
let client: SanityClient
let preview: SanityClient

beforeAll(async () => {
  service = await startContentService({ datasetsDir: seedPath('./'), imagesDir: seedPath('./images') })
  const config = {
    projectId: 'musicweb',
    dataset: 'production',
    apiVersion: '2021-10-21',
    apiHost: service.url,
    useProjectHostname: false,
    useCdn: false,
  }
  client = createClient({ ...config, perspective: 'published' })
  preview = createClient({ ...config, perspective: 'drafts', token: DEFAULT_PREVIEW_TOKEN })
})

afterAll(async () => {
  await service?.close()
})

const filter = `_type == $contentType && (!defined($product) || product == $product) && (!defined($slug) || slug.current == $slug)`
const releaseOrder =
  'semanticVersion.majorVersion desc, semanticVersion.minorVersion desc, semanticVersion.patchVersion desc'
const pageQuery = (contentType: string) =>
  `*[${filter}] | order(${contentType === 'downloads' ? releaseOrder : '_updatedAt desc'})[0]{_id, title, "heroHeading": pageBuilder[].subSections[].blocks[_type == "heroBlock"][0].heading}`

const queryPage = (c: SanityClient, route: { contentType: string; product?: string; slug?: string }) =>
  c.fetch<{ _id: string; title: string; heroHeading: string[] } | null>(pageQuery(route.contentType), {
    contentType: route.contentType,
    product: route.product ?? null,
    slug: route.slug ?? null,
  })

/** An asset URL the service answered: it must be on the service's own origin (asset-urls.ts). */
const local = (url: string) => {
  expect(url.startsWith(`${service.url}/`), url).toBe(true)
  return url
}

describe('seed dataset over the content service', () => {
  it('answers every seed route with the expected published document', async () => {
    const results = await Promise.all(seedRoutes.map((route) => queryPage(client, route)))
    expect(results.map((doc) => doc?._id)).toEqual(seedRoutes.map((route) => route.id))
  })

  it('shows the drafts in preview only', async () => {
    for (const draft of seedDrafts) {
      const route = seedRoutes.find((r) => r.path === draft.path)
      if (!route) throw new Error(`no route ${draft.path}`)
      const published = await queryPage(client, route)
      const drafted = await queryPage(preview, route)
      expect(published?.heroHeading).toContain(draft.heading.replace('Draft: ', ''))
      expect(drafted?.heroHeading).toContain(draft.heading)
      // under the drafts perspective the overlaid draft keeps its published _id
      expect(drafted?._id).toBe(draft.published)
    }
  })

  it('joins the chosen or else the latest studio licence modal of a sound pack', async () => {
    const query = `*[_type == "soundpack" && slug.current == $slug][0]{"modal": coalesce(licenseModal->_id, *[_type == "studioLicenseModal"] | order(_updatedAt desc)[0]._id)}`
    const modal = async (slug: string) => (await client.fetch<{ modal: string }>(query, { slug })).modal
    expect(await modal('lofi-keys')).toBe('studio-license-modal-2026')
    expect(await modal('neon-drums')).toBe('studio-license-modal-2025')
    expect(await modal('analog-bass')).toBe('studio-license-modal-2026')
  })

  it('serves the images of image assets, also resized through @sanity/image-url', async () => {
    const ogImage = await client.fetch<{ asset: { _ref: string } }>(`*[_id == "homepage"][0].ogImage`)
    const url = await client.fetch<string>(`*[_id == $id][0].url`, { id: ogImage.asset._ref })
    const original = await fetch(local(url))
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const builder = createImageUrlBuilder(client)
    const resized = await fetch(builder.image(ogImage).width(300).format('webp').url())
    expect(resized.status).toBe(200)
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata()
    expect([meta.format, meta.width]).toEqual(['webp', 300])
  })

  it('serves audio previews and video files, with byte ranges', async () => {
    const blocks = await client.fetch<{ _type: string; soundsCards?: { url: string }[] }[]>(
      `*[_type == "sounds"][0].pageBuilder[].subSections[].blocks[]{_type, soundsCards[]{"url": audio.asset->url}}`,
    )
    const sounds = blocks.find((b) => b._type === 'soundsCardContainer')?.soundsCards ?? []
    expect(sounds.length).toBeGreaterThanOrEqual(3)
    const audio = await fetch(local(sounds[0]?.url ?? ''))
    expect(audio.status).toBe(200)
    expect(audio.headers.get('content-type')).toBe('audio/wav')
    const video = await client.fetch<{ fileUrl: string; tags: string[] }>(
      `*[_id == "video-dj-pro-trailer"][0]{"fileUrl": file.asset->url, "tags": mediaTags[]->name.current}`,
    )
    expect(video.tags).toEqual(['trailer', 'dj-pro', 'performance'])
    const clip = await fetch(local(video.fileUrl), { headers: { range: 'bytes=0-99' } })
    expect(clip.status).toBe(206)
    expect(clip.headers.get('content-type')).toBe('video/mp4')
    expect((await clip.arrayBuffer()).byteLength).toBe(100)
  })
})
