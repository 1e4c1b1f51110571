/**
 * The Assets API through `client.assets.upload` (decision 030): images and files become asset
 * documents whose URLs serve at once, an image's type comes from its bytes, the same bytes are one
 * asset, and the CDN serves an original over the transform cap when no transform is asked. Images
 * that do not decode or declare too many pixels are a 400, uploads are served with `nosniff`
 * (decision 039).
 */

import { crc32, deflateSync } from 'node:zlib'
import type { SanityImageAssetDocument } from '@sanity/client'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createTestClient, refusal, TEST_WRITE_TOKEN, useContentService } from './test-fixtures.ts'

const sandbox = useContentService()

const png = (width: number, height: number, r = 10) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 20, b: 30 } } })
    .png()
    .toBuffer()

describe('image uploads', () => {
  it('creates a sanity.imageAsset typed by its bytes (a PNG named .144z is a png), served at once', async () => {
    const bytes = await png(30, 20)
    const asset = (await sandbox.writer.assets.upload('image', bytes, {
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
    expect(
      await createTestClient(sandbox.service.url).fetch('*[_id == $id][0].extension', { id: asset._id }),
    ).toBe('png')
  })

  it('the same bytes again answer the same asset document', async () => {
    const bytes = await png(31, 20)
    const first = await sandbox.writer.assets.upload('image', bytes, { filename: 'a.png' })
    const second = await sandbox.writer.assets.upload('image', bytes, { filename: 'b.png' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
  })

  it('refuses what is not an image (400) and uploads without the write token (401)', async () => {
    const notImage = await fetch(`${sandbox.service.url}/v2021-06-07/assets/images/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_WRITE_TOKEN}`, 'content-type': 'image/png' },
      body: 'not an image',
    })
    expect(notImage.status).toBe(400)
    await expect(
      createTestClient(sandbox.service.url).assets.upload('image', await png(5, 5)),
    ).rejects.toMatchObject({
      statusCode: 401,
    })
  })
})

describe('file uploads', () => {
  it('creates a sanity.fileAsset whose URL serves the bytes', async () => {
    const bytes = Buffer.from('RIFF....WAVEfmt fake audio for the test')
    const asset = await sandbox.writer.assets.upload('file', bytes, {
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
    const asset = await sandbox.writer.assets.upload('image', bytes, { filename: 'huge.png' })
    const original = await fetch(asset.url)
    expect(original.status).toBe(200)
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(4200)
    expect((await fetch(`${asset.url}?auto=format`, { headers: { accept: 'image/webp' } })).status).toBe(200)
    expect((await fetch(`${asset.url}?fm=webp`)).status).toBe(400)
    expect((await fetch(`${asset.url}?w=1000`)).status).toBe(200)
  })
})

/** A PNG chunk: length, type, data and its CRC-32. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

describe('uploads the CDN could not serve, and how uploads are served (decision 039)', () => {
  const assetCount = () => sandbox.writer.fetch<number>('count(*[_type == "sanity.imageAsset"])')

  it('refuses a PNG whose checksum fails with a 400, storing nothing', async () => {
    const good = await png(64, 64, 99)
    const bad = Buffer.from(good)
    const idat = bad.indexOf(Buffer.from('IDAT'))
    bad[idat + 6] = (bad[idat + 6] ?? 0) ^ 0xff
    const before = await assetCount()
    const { status, body } = await refusal(
      sandbox.writer.assets.upload('image', bad, { filename: 'broken.png' }),
    )
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ type: 'validationError' })
    expect((body.error as { description: string }).description).toMatch(/^Invalid image: /)
    expect(await assetCount()).toBe(before)
  })

  it('refuses an image whose header declares more than 256 megapixels, before decoding any of it', async () => {
    const header = Buffer.alloc(13)
    header.writeUInt32BE(20_000, 0)
    header.writeUInt32BE(20_000, 4)
    header[8] = 8 // bit depth
    header[9] = 2 // RGB
    // A header and no pixels: decoding it would fail with another message.
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
      pngChunk('IEND', Buffer.alloc(0)),
    ])
    const { status, body } = await refusal(sandbox.writer.assets.upload('image', bomb))
    expect(status).toBe(400)
    expect((body.error as { description: string }).description).toMatch(/more than the 256 megapixels/)
  })

  it('serves uploaded files and images with nosniff, so no upload is ever read as a page', async () => {
    const file = await sandbox.writer.assets.upload('file', Buffer.from('<html><script>alert(1)</script>'), {
      filename: 'notes.txt',
    })
    const image = await sandbox.writer.assets.upload('image', await png(12, 12, 77))
    for (const url of [file.url, image.url, `${image.url}?w=6`]) {
      const reply = await fetch(url)
      expect(reply.status, url).toBe(200)
      expect(reply.headers.get('x-content-type-options'), url).toBe('nosniff')
    }
  })
})
