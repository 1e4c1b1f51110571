import type { BlockProps } from '../shared/types.ts'
import { VideoDialogButton } from '../shared/video-dialog-button.tsx'
import './video-modal.css'

/**
 * `videoModal` (docs/requirements.md §3): an optional heading (h2) and a button — the thumbnail with a play icon, or
 * the `buttonLabel` as a text button when there is no thumbnail — that opens the video in a dialog.
 */
export function VideoModal({ block }: BlockProps<'videoModal'>) {
  return (
    <div className="video-modal">
      {block.heading ? <h2 className="video-modal__heading">{block.heading}</h2> : null}
      <VideoDialogButton
        video={block.video}
        label={block.buttonLabel}
        thumbnail={block.thumbnail?.asset ? block.thumbnail : false}
        sizes="(min-width: 75rem) 60rem, 100vw"
      />
    </div>
  )
}
