/**
 * The image CDN with URLs built by `@sanity/image-url` (docs/requirements.md §5, §7): output size and format read
 * back with sharp, crops checked by the colours of the 400×200 fixture (red | green over blue | yellow).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, IMAGE_FILE, IMAGE_ID, QUADRANTS, useContentService } from './test-fixtures.ts'

let urlFor: (source: unknown) => ReturnType<ReturnType<typeof createImageUrlBuilder>['image']>
const ref = `image-${IMAGE_ID}-400x200-png`

const sandbox = useContentService()

beforeAll(() => {
  const builder = createImageUrlBuilder(createTestClient(sandbox.service.url))
  urlFor = (source) => builder.image(source as string)
})

async function load(url: string, headers: HeadersInit = {}) {
  const response = await fetch(url, { headers })
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const meta = await sharp(bytes).metadata()
  return { response, bytes, width: meta.width, height: meta.height, format: meta.format }
}

/** RGB of the pixel at (x, y). */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1]
}

const near = (actual: number[], expected: readonly number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 40)

describe('image CDN', () => {
  it('serves the original with immutable caching, content type and ETag', async () => {
    const { response, width, height, format } = await load(urlFor(ref).url())
    expect([width, height, format]).toEqual([400, 200, 'png'])
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(urlFor(ref).url(), { headers: { 'if-none-match': etag as string } })
    expect(again.status).toBe(304)
  })

  it('scales by width alone, keeping the aspect ratio, and honours dpr', async () => {
    expect(await load(urlFor(ref).width(100).url())).toMatchObject({ width: 100, height: 50 })
    expect(await load(urlFor(ref).width(100).dpr(2).url())).toMatchObject({ width: 200, height: 100 })
  })

  it.each([
    ['clip', 100, 100, 100, 50],
    ['clip', 800, 800, 800, 400],
    ['max', 800, 800, 400, 200],
    ['max', 100, 100, 100, 50],
    ['scale', 100, 100, 100, 100],
    ['crop', 100, 100, 100, 100],
    ['min', 800, 800, 200, 200],
    ['min', 50, 100, 50, 100],
    ['fill', 100, 100, 100, 100],
    ['fillmax', 800, 800, 800, 800],
  ] as const)('fit=%s into %ix%i gives %ix%i', async (fit, w, h, ew, eh) => {
    const url = `${urlFor(ref).url()}?w=${w}&h=${h}&fit=${fit}`
    expect(await load(url)).toMatchObject({ width: ew, height: eh })
  })

  it('crops by edge, focal point and the image-url builder', async () => {
    const base = urlFor(ref).url()
    const left = await load(`${base}?w=100&h=100&fit=crop&crop=left`)
    expect(near(await pixel(left.bytes, 50, 25), QUADRANTS.topLeft)).toBe(true)
    expect(near(await pixel(left.bytes, 50, 75), QUADRANTS.bottomLeft)).toBe(true)
    const right = await load(`${base}?w=100&h=100&fit=crop&crop=right`)
    expect(near(await pixel(right.bytes, 50, 25), QUADRANTS.topRight)).toBe(true)
    const focal = await load(
      urlFor(ref).width(100).height(100).fit('crop').crop('focalpoint').focalPoint(0.9, 0.5).url(),
    )
    expect(near(await pixel(focal.bytes, 50, 75), QUADRANTS.bottomRight)).toBe(true)
  })

  it('fills with bg and places the original unscaled for fillmax', async () => {
    const fill = await load(`${urlFor(ref).url()}?w=100&h=100&fit=fill&bg=ff00ff`)
    expect(near(await pixel(fill.bytes, 50, 5), [255, 0, 255])).toBe(true)
    expect(near(await pixel(fill.bytes, 20, 40), QUADRANTS.topLeft)).toBe(true)
    const fillmax = await load(`${urlFor(ref).url()}?w=800&h=800&fit=fillmax&bg=000`)
    expect(near(await pixel(fillmax.bytes, 400, 100), [0, 0, 0])).toBe(true)
    expect(near(await pixel(fillmax.bytes, 250, 350), QUADRANTS.topLeft)).toBe(true)
  })

  it('cuts rect before resizing (as the builder emits for crops and hotspots)', async () => {
    const image = {
      asset: { _ref: ref },
      crop: { top: 0, bottom: 0.5, left: 0.5, right: 0 },
      hotspot: { x: 0.75, y: 0.25, width: 0.5, height: 0.5 },
    }
    const url = urlFor(image).width(50).url()
    expect(url).toContain('rect=200,0,200,100')
    const green = await load(url)
    expect([green.width, green.height]).toEqual([50, 25])
    expect(near(await pixel(green.bytes, 25, 12), QUADRANTS.topRight)).toBe(true)
  })

  it('encodes fm=webp, fm=avif and fm=jpg', async () => {
    expect(await load(urlFor(ref).format('webp').url())).toMatchObject({ format: 'webp' })
    const avif = await load(
      urlFor(ref)
        .format('avif' as 'webp')
        .url(),
    )
    expect(avif.format).toBe('heif')
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    const jpg = await load(urlFor(ref).format('jpg').quality(40).url())
    expect([jpg.format, jpg.response.headers.get('content-type')]).toEqual(['jpeg', 'image/jpeg'])
  })

  it('picks AVIF or WebP from Accept with auto=format', async () => {
    const url = urlFor(ref).width(80).auto('format').url()
    const avif = await load(url, { accept: 'image/avif,image/webp,*/*' })
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect(avif.response.headers.get('vary')).toMatch(/Accept/)
    expect((await load(url, { accept: 'image/webp,*/*' })).format).toBe('webp')
    expect((await load(url, { accept: '*/*' })).format).toBe('png')
  })

  it.each([
    [
      'a malformed reference',
      `/images/musicweb/production/not-a-reference.png`,
      400,
      /Malformed image reference/,
    ],
    ['no size in the reference', `/images/musicweb/production/${IMAGE_ID}.png`, 400, /Malformed/],
    ['an unknown fit', `/images/musicweb/production/${IMAGE_FILE}?fit=stretch`, 400, /fit/],
    ['an unknown crop', `/images/musicweb/production/${IMAGE_FILE}?crop=middle`, 400, /crop/],
    ['a rect outside the image', `/images/musicweb/production/${IMAGE_FILE}?rect=300,0,200,100`, 400, /rect/],
    ['a non-numeric width', `/images/musicweb/production/${IMAGE_FILE}?w=wide`, 400, /\bw\b/],
    ['q above 100', `/images/musicweb/production/${IMAGE_FILE}?q=101`, 400, /\bq\b/],
    ['an unknown format', `/images/musicweb/production/${IMAGE_FILE}?fm=bmp`, 400, /fm/],
    ['an unknown asset', `/images/musicweb/production/ffff-10x10.png`, 404, /not found/],
    [
      'a name that climbs out of the directory',
      `/images/musicweb/production/..%2F${IMAGE_FILE}`,
      400,
      /Malformed/,
    ],
    [
      'an encoded path to another file',
      '/images/musicweb/production/..%2F..%2Fproduction.ndjson',
      404,
      /route/,
    ],
    ['another project', `/images/otherproject/production/${IMAGE_FILE}`, 404, /project/],
    ['an unknown dataset', `/images/musicweb/staging/${IMAGE_FILE}`, 404, /Dataset/],
  ])('refuses %s', async (_case, path, status, message) => {
    const response = await fetch(`${sandbox.service.url}${path}`)
    expect(response.status).toBe(status)
    expect((await response.json()).error.description).toMatch(message)
  })
})

describe('SVG assets', () => {
  const SVG_ID = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0'
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="50" height="50" fill="#f00"/><rect x="50" width="50" height="50" fill="#00f"/></svg>'
  const svgUrl = (query = '') =>
    `${sandbox.service.url}/images/musicweb/production/${SVG_ID}-100x50.svg${query}`

  beforeAll(async () => {
    await writeFile(join(sandbox.fixture.imagesDir, `${SVG_ID}-100x50.svg`), svg)
  })

  it('serves the SVG itself when no transform is asked for, under a CSP without script', async () => {
    for (const query of ['', '?auto=format', '?fit=max']) {
      const response = await fetch(svgUrl(query), { headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(response.status, query).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
      expect(await response.text()).toBe(svg)
    }
  })

  it('rasterises for a transform, sharp at the size asked for', async () => {
    const large = await load(svgUrl('?w=400&fm=png'))
    expect(large).toMatchObject({ format: 'png', width: 400, height: 200 })
    expect(await pixel(large.bytes, 10, 100)).toEqual([255, 0, 0])
    expect(await pixel(large.bytes, 390, 100)).toEqual([0, 0, 255])
    // Rendered at 4× density, not scaled up: the edge between the halves is one pixel wide.
    expect(await pixel(large.bytes, 198, 100)).toEqual([255, 0, 0])
    expect(await pixel(large.bytes, 201, 100)).toEqual([0, 0, 255])
    expect(await load(svgUrl('?h=20'))).toMatchObject({ format: 'png', width: 40, height: 20 })
  })
})

describe('image CDN limits (docs/decisions/019)', () => {
  it.each([
    ['w=8192 (8192x4096: over 16 MiP)', '?w=8192'],
    ['w=4000&dpr=3 (12000 px wide)', '?w=4000&dpr=3'],
    ['w=4096&h=4096&pad=10 (padding counts)', '?w=4096&h=4096&pad=10'],
  ])('answers %s with 400 in Sanity’s error shape, naming the cap', async (_, query) => {
    const response = await fetch(
      `${urlFor(ref).url()}${query.replace('?', urlFor(ref).url().includes('?') ? '&' : '?')}`,
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { type: string; description: string } }
    expect(body.error.type).toBe('validationError')
    expect(body.error.description).toMatch(
      /Image too large: .* the limit is 8192 pixels a side and 16777216 pixels in all/,
    )
  })

  it('runs a transform above the light lane’s size in the low-priority process, with the right output', async () => {
    expect(await load(urlFor(ref).width(3000).format('jpg').url())).toMatchObject({
      width: 3000,
      height: 1500,
      format: 'jpeg',
    })
  })

  it('keeps results by the full parameter set: another quality is another image', async () => {
    const low = await load(urlFor(ref).width(120).format('jpg').quality(10).url())
    const high = await load(urlFor(ref).width(120).format('jpg').quality(95).url())
    expect(low.bytes.equals(high.bytes)).toBe(false)
    const again = await load(urlFor(ref).width(120).format('jpg').quality(10).url())
    expect(again.bytes.equals(low.bytes)).toBe(true)
  })

  it('sends a download name with any characters as RFC 6266/8187 (filename*), never a 500', async () => {
    const response = await fetch(
      `${urlFor(ref).width(50).url()}&dl=${encodeURIComponent('Ünïcødé 日本 "x".png')}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="?n?c?d? ?? \\"x\\".png"; filename*=UTF-8''%C3%9Cn%C3%AFc%C3%B8d%C3%A9%20%E6%97%A5%E6%9C%AC%20%22x%22.png`,
    )
  })
})
