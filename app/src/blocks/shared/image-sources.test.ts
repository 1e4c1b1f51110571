import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { imageSources } from './image-sources.ts'
import { testImage } from './test-utils.tsx'

const builder = (dataset: string) =>
  createImageUrlBuilder({ projectId: 'musicweb', dataset, baseUrl: 'http://cdn.test' })

describe('imageSources (built once per image and options)', () => {
  it('gives the same sources for the same image again', () => {
    const image = testImage('memo', 1600, 800)
    const first = imageSources(builder('production'), image)
    expect(first?.src).toBe('http://cdn.test/images/musicweb/production/memo-1600x800.jpg?w=1280&auto=format')
    expect(imageSources(builder('production'), testImage('memo', 1600, 800))).toEqual(first)
  })

  it('builds apart what differs: the builder’s dataset, the widths, the aspect ratio, the crop', () => {
    const image = testImage('apart', 2000, 1000)
    const base = imageSources(builder('production'), image)
    expect(imageSources(builder('staging'), image)?.src).toContain('/musicweb/staging/')
    expect(imageSources(builder('production'), image, { widths: [480] })?.srcSet).toBe(
      'http://cdn.test/images/musicweb/production/apart-2000x1000.jpg?w=480&auto=format 480w',
    )
    expect(imageSources(builder('production'), image, { aspectRatio: 1 })?.height).toBe(2000)
    const cropped = {
      ...image,
      crop: { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0.5, right: 0 },
    }
    expect(imageSources(builder('production'), cropped)?.width).toBe(1000)
    expect(imageSources(builder('production'), image)).toEqual(base)
  })

  it('offers each width once when the source is larger than the largest width', () => {
    const srcSet = imageSources(builder('production'), testImage('large', 4000, 2000))?.srcSet ?? ''
    const widths = srcSet.split(', ').map((candidate) => candidate.split(' ')[1])
    expect(widths).toEqual(['320w', '480w', '640w', '768w', '960w', '1280w', '1600w', '1920w', '2560w'])
  })

  it('gives nothing for an image without an asset', () => {
    expect(imageSources(builder('production'), { ...testImage('none'), asset: null })).toBeUndefined()
  })
})
