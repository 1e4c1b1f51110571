// @vitest-environment happy-dom
import type { PageBlockOf } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter, testImage, testVideo } from '../shared/test-utils.tsx'
import { VideoModal } from './video-modal.tsx'

afterEach(cleanup)

const block: PageBlockOf<'videoModal'> = {
  _key: 'vm',
  _type: 'videoModal',
  heading: 'See it in action',
  buttonLabel: 'Watch the trailer',
  thumbnail: null,
  video: testVideo('Studio trailer'),
}

describe('VideoModal', () => {
  it('opens the video in a dialog named by the video title and returns focus on close', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<VideoModal block={block} />)
    expect(screen.getByRole('heading', { level: 2, name: 'See it in action' })).toBeTruthy()
    const opener = screen.getByRole('button', { name: 'Watch the trailer' })
    expect(document.querySelector('video')).toBeNull()
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Studio trailer' })
    const video = dialog.querySelector('video')
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('http://cdn.test/Studio trailer.mp4')
    expect(video?.hasAttribute('controls')).toBe(true)
    await user.keyboard('{Escape}')
    expect(document.querySelector('video')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('shows the thumbnail as the button, named by the button label', async () => {
    await renderWithRouter(<VideoModal block={{ ...block, thumbnail: testImage('thumb', 1600, 900) }} />)
    const button = screen.getByRole('button', { name: 'Watch the trailer' })
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('renders no button when the video has no playable file', async () => {
    await renderWithRouter(<VideoModal block={{ ...block, video: testVideo('Broken', null) }} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
