// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter, testImage, testVideo } from './test-utils.tsx'
import { VideoDialogButton } from './video-dialog-button.tsx'

afterEach(cleanup)

const video = { ...testVideo('Tour'), poster: testImage('poster', 1600, 900) }
const thumbnailSrc = () =>
  screen.getByRole('button', { name: 'Play Tour' }).querySelector('img')?.getAttribute('src') ?? ''

describe('VideoDialogButton', () => {
  it('shows the thumbnail, else the video poster when the thumbnail is missing or has no asset', async () => {
    await renderWithRouter(<VideoDialogButton video={video} thumbnail={testImage('thumb', 1600, 900)} />)
    expect(thumbnailSrc()).toContain('thumb-1600x900')
    cleanup()
    await renderWithRouter(<VideoDialogButton video={video} thumbnail={null} />)
    expect(thumbnailSrc()).toContain('poster-1600x900')
    cleanup()
    await renderWithRouter(
      <VideoDialogButton video={video} thumbnail={{ ...testImage('empty'), asset: null }} />,
    )
    expect(thumbnailSrc()).toContain('poster-1600x900')
  })

  it('is a text button when the thumbnail is `false`', async () => {
    await renderWithRouter(<VideoDialogButton video={video} thumbnail={false} />)
    const button = screen.getByRole('button', { name: 'Play Tour' })
    expect(button.querySelector('img')).toBeNull()
    expect(button.className).toBe('button video-button')
  })
})
