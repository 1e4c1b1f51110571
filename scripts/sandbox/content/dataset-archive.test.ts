/**
 * Import and export in the `sanity dataset export` format (decision 013): a synthetic export archive
 * built here (images and a file behind `_sanityAsset` placeholders, assets.json) imports into
 * documents whose image URLs, built by `@sanity/image-url` for another project id, are served; a
 * malformed archive changes nothing and the old dataset keeps serving; the seed dataset survives an
 * export and an import unchanged.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha1Hex } from './asset-documents.ts'
import { ArchiveError } from './dataset-archive.ts'
import { exportDataset } from './dataset-export.ts'
import { importDataset } from './dataset-import.ts'
import { type ContentService, startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'
import { createTestClient, refusal } from './test-fixtures.ts'

const PROJECT = 'p2xyz'
let dir: string
let datasetsDir: string
let service: ContentService

const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()

/** Writes an export-shaped directory and packs it as `<name>.tar.gz`; `edit` may change it first. */
async function buildArchive(name: string, files: Record<string, string | Uint8Array>): Promise<string> {
  const root = join(dir, `${name}-src`)
  const prefix = 'production-export-2026-11-23t00-00-00-000z'
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, prefix, path, '..'), { recursive: true })
    await writeFile(join(root, prefix, path), content)
  }
  const file = join(dir, `${name}.tar.gz`)
  await tar.c({ gzip: true, file, cwd: root, portable: true }, [prefix])
  return file
}

const ndjson = (docs: object[]) => `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`

let hero: Buffer
let card: Buffer
const HERO_HASH = 'ab'.repeat(20)
const AUDIO_HASH = 'cd'.repeat(20)
const audio = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69])

/** A small but complete export: two posts, an exported-name image, a plainly named image, a file. */
async function goodArchive(title = 'Hello offline'): Promise<string> {
  return buildArchive(`good-${title.length}`, {
    'data.ndjson': ndjson([
      {
        _id: 'post-1',
        _type: 'post',
        title,
        cover: {
          _sanityAsset: `image@file://./images/${HERO_HASH}-64x32.png`,
          _type: 'image',
          hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
        },
        clip: { _sanityAsset: `file@file://./files/${AUDIO_HASH}.wav`, _type: 'file' },
        author: { _type: 'reference', _ref: 'author-1' },
      },
      {
        _id: 'post-2',
        _type: 'post',
        title: 'Second',
        thumb: { _sanityAsset: 'image@file://./images/card.png' },
      },
      { _id: 'author-1', _type: 'author', name: 'Riv' },
      { _id: '_.groups.public', _type: 'system.group' },
    ]),
    'assets.json': JSON.stringify({
      [`image-${sha1Hex(hero)}`]: {
        originalFilename: 'hero-banner.png',
        altText: 'A blue banner',
        _createdAt: '2026-01-02T03:04:05Z',
      },
    }),
    [`images/${HERO_HASH}-64x32.png`]: hero,
    'images/card.png': card,
    [`files/${AUDIO_HASH}.wav`]: audio,
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dataset-archive-'))
  datasetsDir = join(dir, 'datasets')
  await mkdir(datasetsDir)
  hero = await solid(64, 32, '#0000ff')
  card = await solid(20, 20, '#ff0000')
  await importDataset({
    source: await goodArchive(),
    datasetsDir,
    dataset: 'production',
    projectId: PROJECT,
    assetBaseUrl: 'http://localhost:4000',
  })
  service = await startContentService({
    datasetsDir,
    imagesDir: join(datasetsDir, 'images'),
    projectId: PROJECT,
  })
})

afterAll(async () => {
  await service?.close()
  await rm(dir, { recursive: true, force: true })
})

const client = () => createTestClient(service.url, { projectId: PROJECT, apiVersion: '2025-02-19' })

describe('import of an export archive', () => {
  it('turns _sanityAsset placeholders into asset references whose image URLs resolve', async () => {
    const post = await client().fetch<{
      cover: { _type: string; hotspot: object; asset: { _ref: string } }
      asset: SanityDocument & { metadata: { dimensions: object; lqip: string } }
      clip: { url: string; mimeType: string; originalFilename: string }
      author: { name: string }
    }>(
      `*[_id == "post-1"][0]{cover, "asset": cover.asset->, "clip": clip.asset->{url, mimeType, originalFilename}, "author": author->{name}}`,
    )
    expect(post.cover).toMatchObject({
      _type: 'image',
      hotspot: { x: 0.5 },
      asset: { _type: 'reference', _ref: `image-${HERO_HASH}-64x32-png` },
    })
    expect(post.asset).toMatchObject({
      _type: 'sanity.imageAsset',
      assetId: HERO_HASH,
      originalFilename: 'hero-banner.png',
      altText: 'A blue banner',
      _createdAt: '2026-01-02T03:04:05Z',
      sha1hash: sha1Hex(hero),
      size: hero.byteLength,
      mimeType: 'image/png',
      metadata: {
        dimensions: { width: 64, height: 32, aspectRatio: 2 },
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      },
    })
    expect(post.author).toEqual({ name: 'Riv' })
    const image = await fetch(createImageUrlBuilder(client()).image(post.cover).width(32).url())
    expect(image.status).toBe(200)
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      width: 32,
      height: 16,
    })
    expect(post.clip).toMatchObject({ mimeType: 'audio/wav', originalFilename: `${AUDIO_HASH}.wav` })
    expect(Buffer.from(await (await fetch(post.clip.url)).arrayBuffer())).toEqual(Buffer.from(audio))
  })

  it('gives a plainly named image an id from its content hash and its own name', async () => {
    const thumb = await client().fetch(
      `*[_id == "post-2"][0].thumb{_type, "asset": asset->{_id, originalFilename}}`,
    )
    expect(thumb).toEqual({
      _type: 'image',
      asset: { _id: `image-${sha1Hex(card)}-20x20-png`, originalFilename: 'card.png' },
    })
    expect(await client().fetch('count(*[_id in path("_.**")])')).toBe(0)
  })
})

describe('import fidelity (decision 030)', () => {
  it('types an image by its bytes, not its name, and gives documents without timestamps the import time', async () => {
    const target = join(dir, 'fidelity')
    await mkdir(target)
    const bytes = await solid(12, 8, '#00ff00')
    const archive = await buildArchive('fidelity', {
      'data.ndjson': ndjson([
        { _id: 'scan-page', _type: 'page', scan: { _sanityAsset: 'image@file://./images/scan.144z' } },
        { _id: 'dated', _type: 'page', _createdAt: '2025-01-01T00:00:00Z' },
      ]),
      'assets.json': JSON.stringify({ [`image-${sha1Hex(bytes)}`]: { originalFilename: 'scan.144z' } }),
      'images/scan.144z': bytes,
    })
    const before = new Date().toISOString()
    await importDataset({
      source: archive,
      datasetsDir: target,
      dataset: 'production',
      projectId: PROJECT,
      assetBaseUrl: 'http://localhost:4000',
    })
    const docs = (await readFile(join(target, 'production.ndjson'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SanityDocument)
    const byId = new Map(docs.map((doc) => [doc._id, doc]))
    const assetId = `image-${sha1Hex(bytes)}-12x8-png`
    expect(byId.get(assetId)).toMatchObject({
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'scan.144z',
    })
    expect(byId.get('scan-page')?.scan).toMatchObject({ asset: { _ref: assetId } })
    expect(
      Buffer.from(await readFile(join(target, 'images', `${sha1Hex(bytes)}-12x8.png`))).equals(bytes),
    ).toBe(true)
    const page = byId.get('scan-page') as SanityDocument
    expect(typeof page._createdAt === 'string' && page._createdAt >= before).toBe(true)
    expect(page._updatedAt).toBe(page._createdAt)
    expect(byId.get('dated')).toMatchObject({
      _createdAt: '2025-01-01T00:00:00Z',
      _updatedAt: '2025-01-01T00:00:00Z',
    })
  })
})

describe('a malformed archive', () => {
  const cases: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'a line that is not JSON',
      () => buildArchive('bad-json', { 'data.ndjson': '{"_id":"a","_type":"t"}\n{"_id": nope}\n' }),
      /line 2: not JSON/,
    ],
    [
      'a document without _type',
      () => buildArchive('no-type', { 'data.ndjson': '{"_id":"a"}\n' }),
      /"a" has no _type/,
    ],
    [
      'a reference to an image not in the archive',
      () =>
        buildArchive('missing-image', {
          'data.ndjson': ndjson([
            { _id: 'a', _type: 't', img: { _sanityAsset: 'image@file://./images/gone.png' } },
          ]),
        }),
      /images\/gone.png is not in the archive/,
    ],
    [
      'a reference that climbs out of the archive',
      () =>
        buildArchive('escape', {
          'data.ndjson': ndjson([
            { _id: 'a', _type: 't', img: { _sanityAsset: 'image@file://./../../etc/passwd' } },
          ]),
        }),
      /outside the archive/,
    ],
    ['no data.ndjson', () => buildArchive('empty', { 'images/x.png': 'x' }), /no data.ndjson/],
    [
      'something that is not an archive',
      async () => {
        const file = join(dir, 'random.tar.gz')
        await writeFile(file, new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4, 5]))
        return file
      },
      /not a dataset export/,
    ],
    [
      'ids the dataset already has (without --replace)',
      () => goodArchive('Clash'),
      /already has 3 of these documents.*--replace/s,
    ],
  ]

  it.each(cases)(
    'is refused with a clear message and leaves the dataset serving: %s',
    async (_case, make, message) => {
      const before = await readFile(join(datasetsDir, 'production.ndjson'), 'utf8')
      const error = await importDataset({
        source: await make(),
        datasetsDir,
        dataset: 'production',
        projectId: PROJECT,
        assetBaseUrl: 'http://localhost:4000',
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ArchiveError)
      expect((error as Error).message).toMatch(message)
      expect(await readFile(join(datasetsDir, 'production.ndjson'), 'utf8')).toBe(before)
      expect(await client().fetch('*[_id == "post-1"][0].title')).toBe('Hello offline')
    },
  )

  it('replaces documents with --replace and keeps the others', async () => {
    const result = await importDataset({
      source: await buildArchive('replace', {
        'data.ndjson': ndjson([{ _id: 'author-1', _type: 'author', name: 'DJ Riv' }]),
      }),
      datasetsDir,
      dataset: 'production',
      existing: 'replace',
      projectId: PROJECT,
      assetBaseUrl: 'http://localhost:4000',
    })
    expect(result).toMatchObject({ documents: 1, replaced: 1 })
    await expect
      .poll(() => client().fetch('*[_id == "post-1"][0]{title, "author": author->name}'), { timeout: 5000 })
      .toEqual({
        title: 'Hello offline',
        author: 'DJ Riv',
      })
  })
})

describe('references and assets as `sanity dataset import` leaves them (decision 039)', () => {
  const importInto = async (
    name: string,
    files: Record<string, string | Uint8Array>,
    allowFailingAssets = false,
  ) => {
    const target = join(dir, `${name}-datasets`)
    await mkdir(target)
    const result = await importDataset({
      source: await buildArchive(name, files),
      datasetsDir: target,
      dataset: 'production',
      projectId: PROJECT,
      assetBaseUrl: 'http://localhost:4000',
      allowFailingAssets,
    })
    const docs = new Map(
      (await readFile(join(target, 'production.ndjson'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SanityDocument)
        .map((doc) => [doc._id, doc] as const),
    )
    return { target, result, docs }
  }

  it('leaves a strong reference to a document the export lacks weak, and the dataset then takes writes', async () => {
    const { target, result, docs } = await importInto('partial', {
      'data.ndjson': ndjson([
        {
          _id: 'post-9',
          _type: 'post',
          author: { _type: 'reference', _ref: 'author-gone' },
          editor: { _type: 'reference', _ref: 'author-9' },
          tags: [{ _key: 't', _type: 'reference', _ref: 'tag-gone', _weak: true }],
        },
        { _id: 'author-9', _type: 'author' },
      ]),
    })
    expect(result.missingReferences).toEqual(['author-gone'])
    expect(docs.get('post-9')).toMatchObject({
      author: { _type: 'reference', _ref: 'author-gone', _weak: true },
      editor: { _type: 'reference', _ref: 'author-9' },
      tags: [{ _ref: 'tag-gone', _weak: true }],
    })
    expect(docs.get('post-9')?.editor).not.toHaveProperty('_weak')
    const served = await startContentService({ datasetsDir: target, writeToken: 'import-write' })
    try {
      const writer = createTestClient(served.url, { token: 'import-write', maxRetries: 0 })
      await writer.patch('post-9').set({ title: 'Edited after import' }).commit()
      // The reference that resolved stays strong.
      expect((await refusal(writer.delete('author-9'))).status).toBe(409)
    } finally {
      await served.close()
    }
  })

  it('imports documents without the assets that cannot be imported with allowFailingAssets', async () => {
    const files = {
      'data.ndjson': ndjson([
        {
          _id: 'a',
          _type: 't',
          img: { _type: 'image', _sanityAsset: 'image@file://./images/gone.png', alt: 'Kept' },
          card: { _sanityAsset: 'image@file://./images/card.png' },
        },
      ]),
      'images/card.png': card,
    }
    await expect(importInto('failing-refused', files)).rejects.toThrow(/--allow-failing-assets/)
    const { result, docs } = await importInto('failing-allowed', files, true)
    expect(result.failedAssets).toEqual([expect.stringMatching(/images\/gone.png is not in the archive/)])
    expect(docs.get('a')?.img).toEqual({ _type: 'image', alt: 'Kept' })
    expect(docs.get('a')?.card).toMatchObject({
      _type: 'image',
      asset: { _ref: expect.stringMatching(/^image-/) },
    })
  })
})

describe('round trip', () => {
  it('imports an export of the seed dataset as the seed dataset, files included', async () => {
    const seedDir = new URL('../datasets/', import.meta.url).pathname
    const archive = join(dir, 'seed.tar.gz')
    const exported = await exportDataset({ datasetsDir: seedDir, dataset: 'production', output: archive })
    expect(exported.missingFiles).toEqual([])
    const copy = join(dir, 'copy')
    await mkdir(copy)
    await importDataset({
      source: archive,
      datasetsDir: copy,
      dataset: 'production',
      projectId: 'musicweb',
      assetBaseUrl: 'http://localhost:4000',
    })
    const read = async (path: string) =>
      new Map(
        (await readFile(path, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const doc = JSON.parse(line) as SanityDocument
            return [doc._id, doc] as const
          }),
      )
    const original = await read(join(seedDir, 'production.ndjson'))
    const roundTripped = await read(join(copy, 'production.ndjson'))
    expect([...roundTripped.keys()].sort()).toEqual([...original.keys()].sort())
    const differing = [...original]
      .filter(([id, doc]) => !isDeepStrictEqual(doc, roundTripped.get(id)))
      .map(([id]) => id)
    expect(differing).toEqual([])
    for (const doc of original.values()) {
      if (typeof doc.path !== 'string') continue
      const file = doc.path.replace(/^(images|files)\/[^/]+\/[^/]+\//, '$1/')
      expect(await readFile(join(copy, file)), file).toEqual(await readFile(join(seedDir, file)))
    }
  })
})
