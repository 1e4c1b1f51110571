import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentClient } from './client.ts'
import {
  DEFAULT_CONTENT_API_HOST,
  DEFAULT_PREVIEW_TOKEN,
  PREVIEW_COOKIE_NAME,
  previewCookie,
  previewTokenFromEnv,
} from './config.ts'
import { fetchPage } from './fetch.ts'
import { imageCdnBaseUrl, imageUrlBuilderOptions } from './image-cdn.ts'
import { homepageQuery, pricingQuery } from './queries/pages.ts'

interface Seen {
  method: string
  url: URL
  authorization: string | undefined
  body: string
}

let server: Server
let apiHost: string
const seen: Seen[] = []

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    seen.push({
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://x'),
      authorization: request.headers.authorization,
      body,
    })
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({ query: '', ms: 1, result: { _id: 'home', _type: 'homepage', title: 'Home' } }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createContentClient (docs/requirements.md §7 "Content queries", §9)', () => {
  it('defaults to the local content service, dataset production, API 2021-10-21, no CDN, credentials', () => {
    const config = createContentClient().config()
    expect(config).toMatchObject({
      projectId: 'musicweb',
      dataset: 'production',
      apiVersion: '2021-10-21',
      apiHost: DEFAULT_CONTENT_API_HOST,
      useProjectHostname: false,
      useCdn: false,
      withCredentials: true,
      perspective: 'published',
      timeout: 120_000,
    })
    expect(config.token).toBeUndefined()
  })

  it('refuses preview without a token (drafts need a credential)', () => {
    expect(() => createContentClient({ preview: true })).toThrow(/preview token/)
  })

  it('queries published content by GET with JSON-encoded params', async () => {
    seen.length = 0
    const client = createContentClient({ apiHost, timeout: 5000 })
    const page = await client.fetch('*[_type == "homepage"][0]{_id}', { slug: null })
    expect(page).toMatchObject({ _id: 'home' })
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/v2021-10-21/data/query/production')
    expect(request?.url.searchParams.get('$slug')).toBe('null')
    expect(request?.url.searchParams.get('perspective')).toBe('published')
    expect(request?.authorization).toBeUndefined()
  })

  it('sends the page query as POST (longer than the GET limit) with the drafts perspective and bearer token in preview', async () => {
    seen.length = 0
    const client = createContentClient({ apiHost, preview: true, token: 'secret' })
    const page = await fetchPage(client, 'homepage')
    expect(page).toMatchObject({ _id: 'home' })
    const [request] = seen
    expect(homepageQuery.length).toBeGreaterThan(11264)
    expect(request?.method).toBe('POST')
    expect(request?.url.searchParams.get('perspective')).toBe('drafts')
    expect(request?.authorization).toBe('Bearer secret')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      query: homepageQuery,
      params: { slug: null, product: null },
    })
  })

  it('passes the route slug and product to the page query', async () => {
    seen.length = 0
    await fetchPage(createContentClient({ apiHost }), 'pricing', { product: 'dj-pro', slug: '' })
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      query: pricingQuery,
      params: { slug: null, product: 'dj-pro' },
    })
  })
})

describe('image CDN and preview credential', () => {
  it('serves images from the content service, or cdn.sanity.io for the Sanity API', () => {
    expect(imageCdnBaseUrl()).toBe('http://localhost:4000')
    expect(imageCdnBaseUrl('http://127.0.0.1:9999/')).toBe('http://127.0.0.1:9999')
    expect(imageCdnBaseUrl('https://api.sanity.io')).toBe('https://cdn.sanity.io')
    expect(imageUrlBuilderOptions({ apiHost: 'http://h:1' })).toEqual({
      projectId: 'musicweb',
      dataset: 'production',
      baseUrl: 'http://h:1',
    })
  })

  it('reads the preview token from SANITY_PREVIEW_TOKEN with the sandbox default', () => {
    expect(previewTokenFromEnv({})).toBe(DEFAULT_PREVIEW_TOKEN)
    expect(previewTokenFromEnv({ SANITY_PREVIEW_TOKEN: '' })).toBe('sandbox-preview-token')
    expect(previewTokenFromEnv({ SANITY_PREVIEW_TOKEN: 'abc' })).toBe('abc')
    expect(PREVIEW_COOKIE_NAME).toBe('sanitySession')
    expect(previewCookie('a b')).toBe('sanitySession=a%20b')
  })
})
