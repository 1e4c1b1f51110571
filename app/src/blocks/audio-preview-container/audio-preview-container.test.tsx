// @vitest-environment happy-dom
import type { PageBlockOf } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter, testImage, testVideo } from '../shared/test-utils.tsx'
import { AudioPreviewContainer } from './audio-preview-container.tsx'

type Card = NonNullable<PageBlockOf<'audioPreviewContainer'>['cards']>[number]

function audioCard(title: string): Card {
  return {
    _key: title,
    title,
    subtitle: null,
    mediaType: 'audio',
    image: null,
    video: null,
    audio: { url: `http://cdn.test/${title}.mp3`, mimeType: 'audio/mpeg', originalFilename: null },
  }
}

const block: PageBlockOf<'audioPreviewContainer'> = {
  _key: 'previews',
  _type: 'audioPreviewContainer',
  heading: 'Hear it',
  body: null,
  cards: [
    audioCard('Deep house kit'),
    audioCard('Lo-fi drums'),
    { ...audioCard('Studio walkthrough'), mediaType: 'video', audio: null, video: testVideo('walkthrough') },
    { ...audioCard('Silent'), audio: null },
  ],
}

/** Media elements that are playing (happy-dom does not play media: `play`/`pause` are tracked here). */
const playing = new Set<HTMLMediaElement>()

beforeEach(() => {
  playing.clear()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this)
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this)
  })
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const button = (title: string) => screen.getByRole('button', { name: `Play preview: ${title}` })
const playingSources = () => [...playing].map((media) => media.querySelector('source')?.getAttribute('src'))

describe('AudioPreviewContainer', () => {
  it('renders a labelled play button per playable card, none for a card without media', async () => {
    await renderWithRouter(<AudioPreviewContainer block={block} />)
    expect(screen.getAllByRole('button', { name: /^Play preview:/ })).toHaveLength(3)
    expect(screen.getByRole('heading', { level: 3, name: 'Silent' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Play preview: Silent' })).toBeNull()
    expect(button('Deep house kit').getAttribute('aria-pressed')).toBe('false')
  })

  it('plays one preview at a time and pauses on a second press', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<AudioPreviewContainer block={block} />)
    await user.click(button('Deep house kit'))
    expect(button('Deep house kit').getAttribute('aria-pressed')).toBe('true')
    expect(playingSources()).toEqual(['http://cdn.test/Deep house kit.mp3'])

    await user.click(button('Studio walkthrough'))
    expect(button('Deep house kit').getAttribute('aria-pressed')).toBe('false')
    expect(button('Studio walkthrough').getAttribute('aria-pressed')).toBe('true')
    expect(playingSources()).toEqual(['http://cdn.test/walkthrough.mp4'])

    await user.click(button('Studio walkthrough'))
    expect(button('Studio walkthrough').getAttribute('aria-pressed')).toBe('false')
    expect(playingSources()).toEqual([])
  })

  it('gives a video card the card image as poster, else the video poster', async () => {
    const video = { ...testVideo('clip'), poster: testImage('videoposter', 1600, 900) }
    const card = { ...audioCard('Clip'), mediaType: 'video' as const, audio: null, video }
    const cards = [
      { ...card, _key: 'with-image', image: testImage('cardimage', 1600, 900) },
      { ...card, _key: 'without-image', title: 'Clip 2' },
    ]
    const { container } = await renderWithRouter(<AudioPreviewContainer block={{ ...block, cards }} />)
    const posters = [...container.querySelectorAll('video')].map((video) => video.getAttribute('poster'))
    expect(posters).toHaveLength(2)
    expect(posters[0]).toContain('cardimage-1600x900')
    expect(posters[0]).toContain('w=960')
    expect(posters[1]).toContain('videoposter-1600x900')
    expect(posters[1]).toContain('w=1280')
  })
})
