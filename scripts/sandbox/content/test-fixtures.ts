/**
 * Fixtures for the content service tests: a temporary directory with a small dataset (published
 * and draft documents, an image asset) and a 400×200 image whose quadrants have distinct colours
 * (top-left red, top-right green, bottom-left blue, bottom-right yellow), so crops can be checked
 * by colour; a service over it for a whole test file with a writing client ({@link useContentService});
 * ids of their own per test; groq-js's answers to compare with. Not a test file itself.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ClientConfig, type ClientError, createClient, type SanityClient } from '@sanity/client'
import { evaluateSync, parse, toJS } from 'groq-js'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { type ContentService, type ContentServiceOptions, startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'

/** Asset id part of the fixture image (`image-<id>-400x200-png`). */
export const IMAGE_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
/** File name of the fixture image in the images directory. */
export const IMAGE_FILE = `${IMAGE_ID}-400x200.png`

/** The quadrant colours, as RGB. */
export const QUADRANTS = {
  topLeft: [255, 0, 0],
  topRight: [0, 255, 0],
  bottomLeft: [0, 0, 255],
  bottomRight: [255, 255, 0],
} as const

/** The home page as published, as a draft or in a release: same type and slug, its own id and title. */
const homepage = (_id: string, title: string, _updatedAt: string): SanityDocument => ({
  _id,
  _type: 'homepage',
  title,
  slug: { current: 'home' },
  _updatedAt,
})

/** Documents of the fixture `production` dataset. */
export const fixtureDocuments = (): SanityDocument[] => [
  homepage('home', 'Home', '2026-01-01T00:00:00Z'),
  homepage('drafts.home', 'Home (draft)', '2026-01-02T00:00:00Z'),
  homepage('versions.rSpring.home', 'Home (spring release)', '2026-01-04T00:00:00Z'),
  {
    _id: 'drafts.new-page',
    _type: 'campaign',
    title: 'Unpublished campaign',
    slug: { current: 'spring' },
    _updatedAt: '2026-01-03T00:00:00Z',
  },
  {
    _id: 'pricing-dj-pro-old',
    _type: 'pricing',
    product: 'dj-pro',
    title: 'Old pricing',
    slug: { current: 'buy' },
    _updatedAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'pricing-dj-pro',
    _type: 'pricing',
    product: 'dj-pro',
    title: 'DJ Pro pricing',
    slug: { current: 'buy' },
    _updatedAt: '2026-01-01T00:00:00Z',
    ogImage: { asset: { _type: 'reference', _ref: `image-${IMAGE_ID}-400x200-png` } },
  },
  {
    _id: `image-${IMAGE_ID}-400x200-png`,
    _type: 'sanity.imageAsset',
    mimeType: 'image/png',
    metadata: { dimensions: { width: 400, height: 200, aspectRatio: 2 } },
  },
]

/**
 * A `@sanity/client` for the content service at `apiHost`, configured as for any local service
 * (docs/references.md "Sanity HTTP API"): project `musicweb`, dataset `production`, API `2021-10-21`, no CDN,
 * no project host name. `extra` overrides any of it (token, perspective, dataset, apiHost…).
 */
export function createTestClient(apiHost: string, extra: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'musicweb',
    dataset: 'production',
    apiVersion: '2021-10-21',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    ...extra,
  })
}

/**
 * What a call the service refuses rejects with through `@sanity/client`: the status, the Content
 * Lake's error body and the message the client prints. Throws when the call succeeds.
 */
export async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown>; message: string }> {
  const error = (await call.then(
    () => {
      throw new Error('expected the call to be refused')
    },
    (e: unknown) => e,
  )) as ClientError
  return {
    status: error.statusCode,
    body: error.response?.body as Record<string, unknown>,
    message: error.message,
  }
}

/**
 * What groq-js itself answers for `query` over the published documents of `docs` (no `drafts.` or other
 * dotted ids: what an anonymous request sees), parsed with `params` inlined: the reference the
 * service's answers are compared with.
 */
export function groqJsAnswer(
  docs: readonly SanityDocument[],
  query: string,
  params: Record<string, unknown> = {},
): unknown {
  const published = docs.filter((doc) => !doc._id.includes('.'))
  return toJS(evaluateSync(parse(query, { params }), { dataset: published, params }))
}

/** Serialises documents as NDJSON. */
export const toNdjson = (docs: SanityDocument[]): string =>
  `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`

/** A temporary sandbox: `datasetsDir` with `production.ndjson`, `imagesDir` with the fixture image. */
export interface Fixture {
  dir: string
  datasetsDir: string
  imagesDir: string
  /** Rewrites `<dataset>.ndjson` (write to a temp file, then rename, like an editor's save). */
  writeDataset(docs: SanityDocument[], dataset?: string): Promise<void>
  remove(): Promise<void>
}

async function quadrantImage(): Promise<Buffer> {
  const square = (rgb: readonly number[]) =>
    sharp({
      create: {
        width: 200,
        height: 100,
        channels: 3,
        background: { r: rgb[0] ?? 0, g: rgb[1] ?? 0, b: rgb[2] ?? 0 },
      },
    })
      .png()
      .toBuffer()
  const [tl, tr, bl, br] = await Promise.all([
    square(QUADRANTS.topLeft),
    square(QUADRANTS.topRight),
    square(QUADRANTS.bottomLeft),
    square(QUADRANTS.bottomRight),
  ])
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: tl, left: 0, top: 0 },
      { input: tr, left: 200, top: 0 },
      { input: bl, left: 0, top: 100 },
      { input: br, left: 200, top: 100 },
    ])
    .png()
    .toBuffer()
}

/** Creates the fixture directories and files. */
export async function createFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'content-service-'))
  const datasetsDir = join(dir, 'datasets')
  const imagesDir = join(datasetsDir, 'images')
  await mkdir(imagesDir, { recursive: true })
  await writeFile(join(imagesDir, IMAGE_FILE), await quadrantImage())
  let version = 0
  const writeDataset = async (docs: SanityDocument[], dataset = 'production') => {
    const temp = join(dir, `${dataset}.${version++}.tmp`)
    await writeFile(temp, toNdjson(docs))
    await rename(temp, join(datasetsDir, `${dataset}.ndjson`))
  }
  await writeDataset(fixtureDocuments())
  return {
    dir,
    datasetsDir,
    imagesDir,
    writeDataset,
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}

/** The write token of {@link useContentService}'s service. */
export const TEST_WRITE_TOKEN = 'test-write-token'
/** The preview (read) token of {@link useContentService}'s service. */
export const TEST_PREVIEW_TOKEN = 'test-preview-token'

/** A content service over a fixture of its own, for the tests of one file. */
export interface TestContentService {
  /** The fixture's directories (`production.ndjson` of {@link fixtureDocuments}, the quadrant image). */
  readonly fixture: Fixture
  /** The service, with {@link TEST_WRITE_TOKEN} and {@link TEST_PREVIEW_TOKEN}. */
  readonly service: ContentService
  /** `@sanity/client` with the write token, the `raw` perspective and no retries (a refusal rejects at once). */
  readonly writer: SanityClient
}

/** Options of {@link useContentService}: the service's (besides the fixture's directories and the test tokens), and `prepare`. */
export type TestServiceOptions = Omit<ContentServiceOptions, 'datasetsDir' | 'imagesDir'> & {
  /** Writes what the service must find at start (datasets, files) into the new fixture. */
  prepare?: (fixture: Fixture) => Promise<void>
}

/**
 * Starts a content service over a new fixture before the tests of the calling file (`beforeAll`) and
 * closes it and removes the fixture after them (`afterAll`). Call it at the top of a test file; the
 * returned object's fields throw when read before the service has started.
 */
export function useContentService({ prepare, ...options }: TestServiceOptions = {}): TestContentService {
  let fixture: Fixture | undefined
  let started: { service: ContentService; writer: SanityClient } | undefined
  beforeAll(async () => {
    fixture = await createFixture()
    await prepare?.(fixture)
    const service = await startContentService({
      datasetsDir: fixture.datasetsDir,
      imagesDir: fixture.imagesDir,
      writeToken: TEST_WRITE_TOKEN,
      previewToken: TEST_PREVIEW_TOKEN,
      ...options,
    })
    const writer = createTestClient(service.url, {
      token: TEST_WRITE_TOKEN,
      perspective: 'raw',
      maxRetries: 0,
    })
    started = { service, writer }
  })
  afterAll(async () => {
    await started?.service.close()
    await fixture?.remove()
  })
  const running = () => {
    if (!fixture || !started)
      throw new Error('useContentService: the service starts in beforeAll; read it in a test')
    return { fixture, ...started }
  }
  return {
    get fixture() {
      return running().fixture
    },
    get service() {
      return running().service
    },
    get writer() {
      return running().writer
    },
  }
}

let idSequence = 0

/** A document id no other test of the run uses (`<prefix>-<time>-<n>`), so tests share a dataset without meeting. */
export const uniqueId = (prefix = 'doc'): string => `${prefix}-${Date.now().toString(36)}-${++idSequence}`
