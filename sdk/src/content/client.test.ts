import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NetworkError, ServiceError, ServiceUnavailableError, TimeoutError } from '../transport/errors.ts'
import { createContentClient } from './client.ts'
import {
  DEFAULT_CONTENT_API_HOST,
  DEFAULT_PREVIEW_TOKEN,
  PREVIEW_COOKIE_NAME,
  previewCookie,
  previewTokenFromEnv,
} from './config.ts'
import { ContentError } from './content-error.ts'
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
    const query = new URL(request.url ?? '/', 'http://x').searchParams.get('query') ?? ''
    if (query.includes('SYNTAX')) {
      response.statusCode = 400
      response.end(
        JSON.stringify({
          error: { type: 'queryParseError', description: 'unexpected token', query, start: 0, end: 6 },
        }),
      )
      return
    }
    if (query.includes('DOWN')) {
      response.statusCode = 503
      response.end(JSON.stringify({ error: 'Service unavailable' }))
      return
    }
    if (query.includes('HOLD')) return // never answered: the client times out
    response.end(
      JSON.stringify({ query: '', ms: 1, result: { _id: 'home', _type: 'homepage', title: 'Home' } }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

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

describe('content client failures are sdk errors (ServiceError)', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('resolved'),
      (e: unknown) => e,
    )

  it('a GROQ syntax error is a ContentError with the reply’s type and description', async () => {
    const error = await failure(createContentClient({ apiHost }).fetch('*[SYNTAX'))
    expect(error).toBeInstanceOf(ContentError)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ status: 400, type: 'queryParseError' })
    expect((error as Error).message).toContain('unexpected token')
  })

  it('503 is the catalogue’s ServiceUnavailableError', async () => {
    const client = createContentClient({ apiHost, maxRetries: 0 })
    await expect(client.fetch('*[DOWN]')).rejects.toBeInstanceOf(ServiceUnavailableError)
  })

  it('no reply in time is a TimeoutError, no server a NetworkError', async () => {
    const slow = createContentClient({ apiHost, timeout: 50, maxRetries: 0 })
    const timedOut = await failure(slow.fetch('*[HOLD]'))
    expect(timedOut).toBeInstanceOf(TimeoutError)
    expect((timedOut as Error).message).toBe('timeout of 50ms exceeded')
    const nobody = createContentClient({ apiHost: 'http://127.0.0.1:1', maxRetries: 0 })
    await expect(nobody.fetch('*')).rejects.toBeInstanceOf(NetworkError)
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
