/**
 * The seed images and media files: every asset document has its real file (name, size, hash, pixel
 * size, MIME type), a decodable 20 px lqip and a CDN URL of the documented form; no stray files; sizes
 * stay modest (each image < 400 KB, all images < 8 MB).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedDocs, seedPath } from './seed-data.ts'

type Asset = {
  _id: string
  assetId: string
  extension: string
  mimeType: string
  size: number
  sha1hash: string
  url: string
  path: string
  altText?: string
  metadata?: { dimensions: { width: number; height: number; aspectRatio: number }; lqip: string }
}

const images = seedDocs.filter((d) => d._type === 'sanity.imageAsset') as unknown as Asset[]
const files = seedDocs.filter((d) => d._type === 'sanity.fileAsset') as unknown as Asset[]
const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
const SHARP_FORMAT: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' }
const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex')

describe('image assets', () => {
  it('there are 30–60 of them, under 8 MB together, each under 400 KB', () => {
    expect(images.length).toBeGreaterThanOrEqual(30)
    expect(images.length).toBeLessThanOrEqual(60)
    expect(images.reduce((sum, a) => sum + a.size, 0)).toBeLessThan(8_000_000)
    expect(images.filter((a) => a.size >= 400_000).map((a) => a._id)).toEqual([])
  })

  it.each(images.map((a) => [a._id, a] as const))('%s matches its file', async (_id, asset) => {
    const match = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(jpg|png|webp)$/.exec(asset._id)
    expect(match).not.toBeNull()
    const [, id, width, height, format = ''] = match ?? []
    const name = `${id}-${width}x${height}.${format}`
    expect(asset.assetId).toBe(id)
    expect(asset.extension).toBe(format)
    expect(asset.mimeType).toBe(IMAGE_MIME[format])
    expect(asset.url).toBe(`http://localhost:4000/images/musicweb/production/${name}`)
    expect(asset.path).toBe(`images/musicweb/production/${name}`)
    expect(asset.altText).toEqual(expect.any(String))
    const data = readFileSync(seedPath(`./images/${name}`))
    expect(data.byteLength).toBe(asset.size)
    expect(sha1(data)).toBe(asset.sha1hash)
    const meta = await sharp(data).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual([
      SHARP_FORMAT[format],
      Number(width),
      Number(height),
    ])
    const dims = asset.metadata?.dimensions
    expect([dims?.width, dims?.height]).toEqual([Number(width), Number(height)])
    expect(dims?.aspectRatio).toBeCloseTo(Number(width) / Number(height), 5)
    const lqip = asset.metadata?.lqip ?? ''
    expect(lqip).toMatch(/^data:image\/jpeg;base64,/)
    const tiny = await sharp(Buffer.from(lqip.split(',')[1] ?? '', 'base64')).metadata()
    expect(tiny.width).toBe(20)
  })

  it('every file in images/ belongs to an asset document', () => {
    const expected = new Set(images.map((a) => a.path.split('/').at(-1)))
    expect(readdirSync(seedPath('./images/')).filter((f) => !expected.has(f))).toEqual([])
  })
})

describe('file assets', () => {
  it.each(files.map((a) => [a._id, a] as const))('%s matches its file', (_id, asset) => {
    const match = /^file-([0-9a-f]{40})-(wav|mp4)$/.exec(asset._id)
    expect(match).not.toBeNull()
    const name = `${match?.[1]}.${match?.[2]}`
    expect(asset.url).toBe(`http://localhost:4000/files/musicweb/production/${name}`)
    const data = readFileSync(seedPath(`./files/${name}`))
    expect(data.byteLength).toBe(asset.size)
    expect(data.byteLength).toBeLessThan(400_000)
    expect(sha1(data)).toBe(asset.sha1hash)
    if (asset.extension === 'wav') {
      expect(asset.mimeType).toBe('audio/wav')
      expect(data.subarray(0, 4).toString()).toBe('RIFF')
      expect(data.subarray(8, 12).toString()).toBe('WAVE')
    } else {
      expect(asset.mimeType).toBe('video/mp4')
      expect(data.subarray(4, 8).toString()).toBe('ftyp')
    }
  })

  it('has audio previews, and every file in files/ belongs to an asset document', () => {
    expect(files.filter((a) => a.extension === 'wav').length).toBeGreaterThanOrEqual(3)
    const expected = new Set(files.map((a) => a.path.split('/').at(-1)))
    expect(readdirSync(seedPath('./files/')).filter((f) => !expected.has(f))).toEqual([])
  })
})
