// @vitest-environment happy-dom
import type { PageBlockOf } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageQuoteCard } from '../image-quote-card/image-quote-card.tsx'
import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { renderWithRouter, testImage } from '../shared/test-utils.tsx'
import { ComponentCarousel } from './component-carousel.tsx'

afterEach(cleanup)

const quoteCard = {
  _key: 'quote',
  _type: 'imageQuoteCard',
  quote: 'It changed how I play.',
  attribution: 'DJ Nova',
  attributionRole: null,
  mobileImage: testImage('stage', 800, 1000),
  tabletImage: null,
  desktopImage: null,
} satisfies PageBlockOf<'imageQuoteCard'>

describe('ComponentCarousel', () => {
  it("asks for image quote cards' images at a card's width, not the viewport's", async () => {
    const block = {
      _key: 'carousel',
      _type: 'componentCarousel',
      heading: 'Loved by DJs',
      body: null,
      items: [quoteCard],
    } satisfies PageBlockOf<'componentCarousel'>
    const { container } = await renderWithRouter(<ComponentCarousel block={block} />)
    expect(screen.getByText('It changed how I play.')).toBeTruthy()
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES)
  })

  it('an image quote card on its own spans the viewport', async () => {
    const { container } = await renderWithRouter(<ImageQuoteCard block={quoteCard} />)
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('100vw')
  })
})
