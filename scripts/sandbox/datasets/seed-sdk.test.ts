/**
 * The site's own page queries (`@music/sdk/content`: `fetchPage` with the per-type TypeGen queries)
 * over the seed dataset on the local content service: every seed route returns its document with the
 * projections the page builder renders (blocks, images with asset URLs and lqip, download cards, the
 * joined licence modal), and preview returns the drafts.
 */

import { createContentClient, DEFAULT_PREVIEW_TOKEN, fetchPage } from '@music/sdk/content'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from '../content/server.ts'
import { seedPath } from './seed-data.ts'
import { seedDrafts, seedRoutes } from './seed-routes.ts'

let service: ContentService
let client: ReturnType<typeof createContentClient>
let preview: ReturnType<typeof createContentClient>

beforeAll(async () => {
  service = await startContentService({ datasetsDir: seedPath('./'), imagesDir: seedPath('./images') })
  client = createContentClient({ apiHost: service.url, withCredentials: false })
  preview = createContentClient({ apiHost: service.url, preview: true, token: DEFAULT_PREVIEW_TOKEN })
})

afterAll(async () => {
  await service?.close()
})

type Page = {
  _id: string
  pageBuilder?: { subSections?: { blocks?: Record<string, unknown>[] }[] }[]
} & Record<string, unknown>
const blocks = (page: Page | null) =>
  (page?.pageBuilder ?? []).flatMap((s) => (s.subSections ?? []).flatMap((sub) => sub.blocks ?? []))
const route = (path: string) => {
  const found = seedRoutes.find((r) => r.path === path)
  if (!found) throw new Error(`no seed route ${path}`)
  return found
}
const load = (c: typeof client, path: string) => {
  const { contentType, slug, product } = route(path)
  return fetchPage(c, contentType as Parameters<typeof fetchPage>[1], {
    slug,
    product,
  }) as Promise<Page | null>
}

describe('sdk page queries over the seed dataset', () => {
  it('every seed route returns its document with page-builder blocks', async () => {
    const pages = await Promise.all(seedRoutes.map((r) => load(client, r.path)))
    expect(pages.map((p) => p?._id)).toEqual(seedRoutes.map((r) => r.id))
    for (const [index, page] of pages.entries()) {
      expect(blocks(page).length, seedRoutes[index]?.path).toBeGreaterThan(0)
      expect((page?.ogImage as { asset?: { url?: string } })?.asset?.url, seedRoutes[index]?.path).toMatch(
        /^http/,
      )
    }
  })

  it('projects hero images with dimensions and lqip, and videos with file URLs and tag names', async () => {
    const hero = blocks(await load(client, '/')).find((b) => b._type === 'heroBlock') as {
      landscapeImage: { asset: { metadata: { dimensions: { width: number }; lqip: string } } }
      desktopVideo: { fileUrl: string; mediaTags: string[]; poster: { asset: { url: string } } }
    }
    expect(hero.landscapeImage.asset.metadata.dimensions.width).toBe(2400)
    expect(hero.landscapeImage.asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    expect(hero.desktopVideo.fileUrl).toMatch(/\/files\/musicweb\/production\/\w+\.mp4$/)
    expect(hero.desktopVideo.mediaTags).toContain('trailer')
    expect(hero.desktopVideo.poster.asset.url).toMatch(/\/images\//)
  })

  it('returns the latest release for /{product}/downloads with cards and requirements', async () => {
    const latest = await load(client, '/dj/pro/downloads')
    expect(latest?.semanticVersion).toEqual({ majorVersion: 3, minorVersion: 2, patchVersion: 0 })
    const cards = latest?.softwareDownloadCard as { os: string; richTextFooterWithCorepack: unknown[] }[]
    expect(cards.map((c) => c.os)).toEqual(['mac', 'windows'])
    const release = latest?.productRelease as { systemRequirements: { osList: { os: string }[] } }
    expect(release.systemRequirements.osList).toHaveLength(2)
    const archive = await load(client, '/dj/pro/downloads/archive')
    expect(((archive?.releaseData ?? []) as { version: string }[]).map((r) => r.version)).toEqual([
      '3.2.0',
      '3.1.4',
      '3.0.0',
      '2.6.4',
    ])
  })

  it('joins licence modals: the sound pack’s own, else the latest; sounds cards get the latest', async () => {
    const modalOf = async (path: string) =>
      ((await load(client, path))?.licenseModal as { _id?: string } | undefined)?._id
    expect(await modalOf('/studio/sounds/neon-drums')).toBe('studio-license-modal-2025')
    expect(await modalOf('/studio/sounds/analog-bass')).toBe('studio-license-modal-2026')
    const container = blocks(await load(client, '/studio/sounds')).find(
      (b) => b._type === 'soundsCardContainer',
    ) as {
      licenseModal: { _id: string }
      soundsCards: { audio: { url: string; mimeType: string }; soundpack: { slug: string } }[]
    }
    expect(container.licenseModal._id).toBe('studio-license-modal-2026')
    expect(container.soundsCards.map((c) => [c.audio.mimeType, c.soundpack.slug])).toEqual([
      ['audio/wav', 'lofi-keys'],
      ['audio/wav', 'neon-drums'],
      ['audio/wav', 'analog-bass'],
    ])
  })

  it('shows the draft headings in preview and the published ones otherwise', async () => {
    for (const draft of seedDrafts) {
      const heading = async (c: typeof client) =>
        blocks(await load(c, draft.path)).find((b) => b._type === 'heroBlock')?.heading
      expect(await heading(preview)).toBe(draft.heading)
      expect(await heading(client)).toBe(draft.heading.replace('Draft: ', ''))
    }
  })
})
