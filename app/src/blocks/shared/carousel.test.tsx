// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Carousel } from './carousel.tsx'

afterEach(cleanup)

const slides = ['Decks', 'Mixer', 'Sampler']

function renderCarousel(autoplay = false) {
  return render(
    <Carousel
      label="Features"
      items={slides}
      itemKey={(slide) => slide}
      autoplay={autoplay}
      renderItem={(slide) => <p>{slide}</p>}
    />,
  )
}

/** The text of the slide a user sees (the others are `hidden`). */
function visibleSlide() {
  const shown = screen
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
  return shown
    .filter((slide) => !slide.hidden)
    .map((slide) => `${slide.getAttribute('aria-label')}: ${slide.textContent}`)
}

describe('Carousel', () => {
  it('is a labelled carousel whose slides are labelled "n of m", one shown at a time', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Features' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(visibleSlide()).toEqual(['1 of 3: Decks'])
  })

  it('moves with the previous/next buttons and wraps around', async () => {
    const user = userEvent.setup()
    renderCarousel()
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(visibleSlide()).toEqual(['2 of 3: Mixer'])
    await user.click(screen.getByRole('button', { name: 'Previous slide' }))
    await user.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(visibleSlide()).toEqual(['3 of 3: Sampler'])
  })

  it('is operable from the keyboard: arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    renderCarousel()
    screen.getByRole('button', { name: 'Next slide' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(visibleSlide()).toEqual(['2 of 3: Mixer'])
    await user.keyboard('{End}')
    expect(visibleSlide()).toEqual(['3 of 3: Sampler'])
    await user.keyboard('{ArrowRight}')
    expect(visibleSlide()).toEqual(['1 of 3: Decks'])
    await user.keyboard('{ArrowLeft}')
    expect(visibleSlide()).toEqual(['3 of 3: Sampler'])
    await user.keyboard('{Home}')
    expect(visibleSlide()).toEqual(['1 of 3: Decks'])
    await user.click(screen.getByRole('button', { name: 'Slide 2' }))
    expect(visibleSlide()).toEqual(['2 of 3: Mixer'])
    expect(screen.getByRole('button', { name: 'Slide 2' }).getAttribute('aria-current')).toBe('true')
  })

  it('offers a control to stop an auto-rotating carousel', async () => {
    const user = userEvent.setup()
    renderCarousel(true)
    await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }))
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy()
  })

  it('has no controls for a single slide', () => {
    render(<Carousel label="One" items={['Only']} itemKey={(s) => s} renderItem={(s) => <p>{s}</p>} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Only')).toBeTruthy()
  })

  it('with multiple, orders the slides from the current one (wrapping) for CSS to show several', async () => {
    const user = userEvent.setup()
    render(
      <Carousel label="Products" items={slides} itemKey={(s) => s} multiple renderItem={(s) => <p>{s}</p>} />,
    )
    const positions = () =>
      screen
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
        .map((slide) => `${slide.textContent}@${slide.dataset.position}${slide.hidden ? ' hidden' : ''}`)
    expect(positions()).toEqual(['Decks@0', 'Mixer@1', 'Sampler@2'])
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(positions()).toEqual(['Decks@1', 'Mixer@2', 'Sampler@0'])
    expect(screen.getByText('Sampler').parentElement?.style.order).toBe('0')
  })
})
