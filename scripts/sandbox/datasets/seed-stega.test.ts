/**
 * The site's own page queries (`@music/sdk/content`'s `pageQueries`) in preview, over the seed dataset
 * on the local content service, through `@sanity/client`'s Content Source Map helpers and its stega
 * encoder (decision 039): every string of every seed page's document is mapped to the document and
 * the path it came from (the draft's, where there is one), and each string the stega encoder encodes
 * decodes to an edit link whose document and path hold exactly that string.
 */

import {
  type ContentType,
  createContentClient,
  DEFAULT_PREVIEW_TOKEN,
  pageParams,
  pageQueries,
} from '@music/sdk/content'
import type { ContentSourceMap, SanityClient } from '@sanity/client'
import { parseJsonPath, resolveMapping, studioPath, walkMap } from '@sanity/client/csm'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from '../content/server.ts'
import { seedPath } from './seed-data.ts'
import { seedDrafts, seedRoutes } from './seed-routes.ts'

let service: ContentService
let preview: SanityClient

beforeAll(async () => {
  service = await startContentService({ datasetsDir: seedPath('./'), imagesDir: seedPath('./images') })
  preview = createContentClient({
    apiHost: service.url,
    preview: true,
    token: DEFAULT_PREVIEW_TOKEN,
    withCredentials: false,
  })
})

afterAll(async () => {
  await service?.close()
})

/** A seed page's document under the drafts perspective, with its Content Source Map. */
async function pageWithMap(route: (typeof seedRoutes)[number]) {
  const reply = await preview.fetch(pageQueries[route.contentType as ContentType], pageParams(route), {
    filterResponse: false,
    resultSourceMap: 'withKeyArraySelector',
  })
  if (!reply.resultSourceMap) throw new Error(`no resultSourceMap for ${route.path}`)
  return { result: reply.result as unknown, csm: reply.resultSourceMap as ContentSourceMap }
}

const documents = new Map<string, Promise<Record<string, unknown> | undefined>>()
/** A document as stored (drafts included), read once. */
const documentById = (id: string) => {
  let doc = documents.get(id)
  if (!doc) {
    doc = preview.withConfig({ perspective: 'raw' }).getDocument(id)
    documents.set(id, doc)
  }
  return doc
}

/** One seed page per route of the site (the page queries are per content type; pages differ in blocks). */
const pagesToCheck = [...new Map(seedRoutes.map((route) => [route.pattern, route])).values()]

describe('Content Source Maps of the site’s page queries in preview', () => {
  it('maps every string of a seed page of every route to the document and path that hold it', async () => {
    let strings = 0
    const unmapped: string[] = []
    const wrong: string[] = []
    for (const route of pagesToCheck) {
      const { result, csm } = await pageWithMap(route)
      const leaves: Array<{ value: string; path: Parameters<typeof resolveMapping>[0] }> = []
      walkMap(result, (value, path) => {
        if (typeof value === 'string') leaves.push({ value, path })
        return value
      })
      for (const { value, path } of leaves) {
        strings++
        const resolved = resolveMapping(path, csm)
        const source = resolved?.mapping.type === 'value' ? resolved.mapping.source : undefined
        if (!resolved || source?.type !== 'documentValue') {
          unmapped.push(`${route.path} ${JSON.stringify(path)}`)
          continue
        }
        const sourceDocument = csm.documents[source.document]
        const sourcePath = parseJsonPath(`${csm.paths[source.path]}${resolved.pathSuffix}`)
        const doc = sourceDocument ? await documentById(sourceDocument._id) : undefined
        const held = doc ? studioPath.get(doc, sourcePath) : undefined
        // Under the drafts perspective a draft answers with its published `_id` (its own is `drafts.…`).
        const same = held === value || (sourcePath.join() === '_id' && held === `drafts.${value}`)
        if (!same) wrong.push(`${route.path} ${JSON.stringify(path)}: ${String(held)} ≠ ${value}`)
      }
    }
    expect(strings).toBeGreaterThan(1000)
    expect(unmapped).toEqual([])
    expect(wrong).toEqual([])
  }, 120_000)

  it('lets the stega encoder mark a draft page’s strings with edit links to where each came from', async () => {
    for (const draft of seedDrafts) {
      const route = seedRoutes.find((r) => r.path === draft.path)
      if (!route) throw new Error(`no seed route ${draft.path}`)
      const { result, csm } = await pageWithMap(route)
      const encoded = stegaEncodeSourceMap(result, csm, { enabled: true, studioUrl: '/studio' })
      const links: Array<{ value: string; href: string }> = []
      walkMap(encoded, (value) => {
        if (typeof value !== 'string') return value
        const decoded = vercelStegaDecode<{ href: string }>(value)
        if (decoded?.href) links.push({ value: stegaClean(value), href: decodeURIComponent(decoded.href) })
        return value
      })
      expect(links.length).toBeGreaterThan(10)
      expect(links.map((link) => link.value)).toContain(draft.heading)
      for (const { value, href } of links) {
        const match = /;id=([^;]+);type=[^;]+;path=([^;?]+)/.exec(href)
        expect(match, href).not.toBeNull()
        const [, id = '', path = ''] = match ?? []
        const doc = (await documentById(`drafts.${id}`)) ?? (await documentById(id))
        expect(doc ? studioPath.get(doc, studioPath.fromString(path)) : undefined, href).toBe(value)
      }
    }
  })
})
