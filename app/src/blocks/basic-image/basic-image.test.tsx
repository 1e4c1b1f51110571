// @vitest-environment happy-dom
import type { PageBlockOf } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter, testImage } from '../shared/test-utils.tsx'
import { BasicImage } from './basic-image.tsx'

afterEach(cleanup)

function block(image: PageBlockOf<'basicImage'>['image']): PageBlockOf<'basicImage'> {
  return {
    _key: 'image',
    _type: 'basicImage',
    image,
    width: 'contained',
    caption: 'The Studio mixer, live in Berlin',
    link: { linkType: 'internal', internalPath: '/studio', externalUrl: null, openInNewTab: null },
  }
}

describe('BasicImage', () => {
  it("names a linked image by its asset's alt text when the field has none", async () => {
    const image = testImage('mixer')
    const withAssetAlt = { ...image, asset: image.asset && { ...image.asset, altText: 'Studio mixer' } }
    await renderWithRouter(<BasicImage block={block(withAssetAlt)} />)
    expect(screen.getByRole('link', { name: 'Studio mixer' }).getAttribute('href')).toBe('/studio')
  })

  it('names a linked image without any alt text by its caption', async () => {
    await renderWithRouter(<BasicImage block={block(testImage('mixer'))} />)
    expect(screen.getByRole('link', { name: 'The Studio mixer, live in Berlin' })).toBeTruthy()
    expect(screen.getByText('The Studio mixer, live in Berlin', { selector: 'figcaption' })).toBeTruthy()
  })
})
