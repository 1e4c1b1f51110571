import { useState } from 'react'
import { Dialog } from './dialog.tsx'
import type { ImageLike } from './image-sources.ts'
import { SanityImage } from './sanity-image.tsx'
import type { VideoValue } from './types.ts'
import { Video, videoSource } from './video.tsx'
import './video-dialog-button.css'

/** Props of {@link VideoDialogButton}. */
export interface VideoDialogButtonProps {
  video: VideoValue | null | undefined
  /**
   * The button's accessible name (and visible text when there is no thumbnail), e.g. "Watch the film";
   * empty: "Play {video title}".
   */
  label?: string | null
  /**
   * Image shown on the button; without one (or without its asset) the video's poster. `false`: a text
   * button only.
   */
  thumbnail?: ImageLike | null | false
  sizes?: string
  aspectRatio?: number
  priority?: boolean
}

/**
 * A button (thumbnail with a play icon, or text) that opens the video in a modal {@link Dialog}
 * titled by the video's title; the video starts when the dialog opens and stops when it closes.
 * Without a playable video only the thumbnail is shown.
 */
export function VideoDialogButton({
  video,
  label,
  thumbnail,
  sizes,
  aspectRatio = 16 / 9,
  priority,
}: VideoDialogButtonProps) {
  const [open, setOpen] = useState(false)
  const image = thumbnail === false ? null : thumbnail?.asset ? thumbnail : video?.poster
  const picture = image ? (
    <SanityImage image={image} alt="" sizes={sizes} aspectRatio={aspectRatio} priority={priority} />
  ) : null
  if (!video || !videoSource(video)) return picture
  const name = label || `Play ${video.title}`
  return (
    <>
      <button
        type="button"
        className={image ? 'video-button video-button--thumbnail' : 'button video-button'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {picture}
        <span className="video-button__icon" aria-hidden="true">
          ▶
        </span>
        <span className={image ? 'visually-hidden' : 'video-button__label'}>{name}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={video.title}>
        <Video video={video} autoPlay />
      </Dialog>
    </>
  )
}
