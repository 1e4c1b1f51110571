// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SanityImage } from './sanity-image.tsx'
import { renderWithRouter, testImage } from './test-utils.tsx'

afterEach(cleanup)

describe('SanityImage', () => {
  it('renders srcset, sizes, intrinsic width/height, alt text and lazy loading', async () => {
    await renderWithRouter(
      <SanityImage image={testImage('abc', 1000, 500, 'A DJ at the decks')} sizes="50vw" />,
    )
    const img = screen.getByRole('img', { name: 'A DJ at the decks' })
    expect(img.getAttribute('width')).toBe('1000')
    expect(img.getAttribute('height')).toBe('500')
    expect(img.getAttribute('sizes')).toBe('50vw')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBeNull()
    const srcset = img.getAttribute('srcset') ?? ''
    expect(srcset).toContain(
      'http://cdn.test/images/musicweb/production/abc-1000x500.jpg?w=320&auto=format 320w',
    )
    // No width larger than the source is offered; the source width itself is.
    expect(srcset).toContain(' 1000w')
    expect(srcset).not.toContain('1280w')
    expect(img.getAttribute('style')).toContain('data:image/jpeg;base64,AAAA')
  })

  it('applies the crop to the intrinsic size and crops to an aspect ratio around the hotspot', async () => {
    const image = {
      ...testImage('crop', 2000, 1000),
      crop: { _type: 'sanity.imageCrop' as const, top: 0, bottom: 0, left: 0.25, right: 0.25 },
      hotspot: { _type: 'sanity.imageHotspot' as const, x: 0.5, y: 0.5, width: 0.2, height: 0.2 },
    }
    await renderWithRouter(<SanityImage image={image} aspectRatio={1} alt="" />)
    const img = screen.getByRole('presentation')
    expect(img.getAttribute('width')).toBe('1000')
    expect(img.getAttribute('height')).toBe('1000')
    expect(img.getAttribute('src')).toContain('rect=')
    expect(img.getAttribute('src')).toMatch(/w=1000&h=1000/)
  })

  it('loads priority images eagerly with fetchpriority=high, and falls back to the asset alt text', async () => {
    const image = testImage('hero')
    const withAssetAlt = { ...image, asset: image.asset ? { ...image.asset, altText: 'Stage lights' } : null }
    await renderWithRouter(<SanityImage image={withAssetAlt} priority />)
    const img = screen.getByRole('img', { name: 'Stage lights' })
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it('renders nothing without an asset or with a malformed reference', async () => {
    const base = testImage('x')
    const broken = { ...base, asset: base.asset && { ...base.asset, _id: 'not-an-image', metadata: null } }
    const { container } = await renderWithRouter(
      <>
        <SanityImage image={null} />
        <SanityImage image={{ ...testImage('y'), asset: null }} />
        <SanityImage image={broken} />
      </>,
    )
    expect(container.querySelectorAll('img')).toHaveLength(0)
  })
})
