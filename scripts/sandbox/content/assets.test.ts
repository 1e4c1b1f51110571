/**
 * The Assets API through `client.assets.upload` (decision 030): images and files become asset
 * documents whose URLs serve at once, an image's type comes from its bytes, the same bytes are one
 * asset, and the CDN serves an original over the transform cap when no transform is asked.
 */
import type { SanityClient, SanityImageAssetDocument } from '@sanity/client'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentService, startContentService } from './server.ts'
import { createFixture, createTestClient, type Fixture } from './test-fixtures.ts'

const WRITE = 'test-write-token'
let fixture: Fixture
let service: ContentService
let writer: SanityClient

beforeAll(async () => {
  fixture = await createFixture()
  service = await startContentService({
    datasetsDir: fixture.datasetsDir,
    imagesDir: fixture.imagesDir,
    writeToken: WRITE,
  })
  writer = createTestClient(service.url, { token: WRITE, maxRetries: 0 })
})

afterAll(async () => {
  await service?.close()
  await fixture?.remove()
})

const png = (width: number, height: number, r = 10) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 20, b: 30 } } })
    .png()
    .toBuffer()

describe('image uploads', () => {
  it('creates a sanity.imageAsset typed by its bytes (a PNG named .144z is a png), served at once', async () => {
    const bytes = await png(30, 20)
    const asset = (await writer.assets.upload('image', bytes, {
      filename: 'scan.144z',
      title: 'A scan',
    })) as SanityImageAssetDocument
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'scan.144z',
      title: 'A scan',
      metadata: { dimensions: { width: 30, height: 20 } },
    })
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-30x20-png$/)
    expect(asset.url).toMatch(/\.png$/)
    const served = await fetch(asset.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    const resized = await fetch(`${asset.url}?w=10&fm=webp`)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    expect(await createTestClient(service.url).fetch('*[_id == $id][0].extension', { id: asset._id })).toBe(
      'png',
    )
  })

  it('the same bytes again answer the same asset document', async () => {
    const bytes = await png(31, 20)
    const first = await writer.assets.upload('image', bytes, { filename: 'a.png' })
    const second = await writer.assets.upload('image', bytes, { filename: 'b.png' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
  })

  it('refuses what is not an image (400) and uploads without the write token (401)', async () => {
    const notImage = await fetch(`${service.url}/v2021-06-07/assets/images/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WRITE}`, 'content-type': 'image/png' },
      body: 'not an image',
    })
    expect(notImage.status).toBe(400)
    await expect(createTestClient(service.url).assets.upload('image', await png(5, 5))).rejects.toMatchObject(
      {
        statusCode: 401,
      },
    )
  })
})

describe('file uploads', () => {
  it('creates a sanity.fileAsset whose URL serves the bytes', async () => {
    const bytes = Buffer.from('RIFF....WAVEfmt fake audio for the test')
    const asset = await writer.assets.upload('file', bytes, {
      filename: 'tone.wav',
      contentType: 'audio/wav',
    })
    expect(asset).toMatchObject({ _type: 'sanity.fileAsset', extension: 'wav', mimeType: 'audio/wav' })
    const served = await fetch(asset.url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })
})

describe('originals over the transform cap', () => {
  it('are served as they are when no transform is asked, and a transform of them is still a 400', async () => {
    // 4200 × 4100 is over the 16 MiP cap (17.2 MP); a flat colour keeps it small.
    const bytes = await sharp({ create: { width: 4200, height: 4100, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const asset = await writer.assets.upload('image', bytes, { filename: 'huge.png' })
    const original = await fetch(asset.url)
    expect(original.status).toBe(200)
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(4200)
    expect((await fetch(`${asset.url}?auto=format`, { headers: { accept: 'image/webp' } })).status).toBe(200)
    expect((await fetch(`${asset.url}?fm=webp`)).status).toBe(400)
    expect((await fetch(`${asset.url}?w=1000`)).status).toBe(200)
  })
})
