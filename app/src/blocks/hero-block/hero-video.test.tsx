// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter, testVideo } from '../shared/test-utils.tsx'
import { HeroVideo } from './hero-video.tsx'

/** Whether the fake system asks for reduced motion, and the change listeners of its media lists. */
let reducedMotion = false
const listeners = new Set<() => void>()
/** Media elements that are playing (happy-dom does not play media). */
const playing = new Set<HTMLMediaElement>()

beforeEach(() => {
  reducedMotion = false
  listeners.clear()
  playing.clear()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return media === '(prefers-reduced-motion: reduce)' && reducedMotion
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this)
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setReducedMotion(value: boolean) {
  reducedMotion = value
  act(() => {
    for (const listener of listeners) listener()
  })
}

describe('HeroVideo', () => {
  it('plays on its own; the button pauses and resumes it', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<HeroVideo video={testVideo('loop')} />)
    expect(playing.size).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Pause background video' }))
    expect(playing.size).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Play background video' }))
    expect(playing.size).toBe(1)
  })

  it('stays paused under reduced motion and follows a change of the preference', async () => {
    const user = userEvent.setup()
    reducedMotion = true
    await renderWithRouter(<HeroVideo video={testVideo('loop')} />)
    expect(playing.size).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Play background video' }))
    expect(playing.size).toBe(1)
    setReducedMotion(false)
    expect(playing.size).toBe(1)
    setReducedMotion(true)
    expect(playing.size).toBe(0)
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy()
  })

  it('shows the play button when the browser refuses to autoplay', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(() =>
      Promise.reject(new Error('NotAllowed')),
    )
    await renderWithRouter(<HeroVideo video={testVideo('loop')} />)
    expect(await screen.findByRole('button', { name: 'Play background video' })).toBeTruthy()
  })
})
