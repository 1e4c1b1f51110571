import type { BlockProps } from '../shared/types.ts'
import { VideoDialogButton } from '../shared/video-dialog-button.tsx'
import './inline-video-thumbnail.css'

/**
 * `inlineVideoThumbnail` (docs/requirements.md §3): optional heading (h2), a thumbnail (default the video's poster)
 * that plays the video in a dialog, named by `playLabel` (default "Play {video title}"), and a caption.
 */
export function InlineVideoThumbnail({ block }: BlockProps<'inlineVideoThumbnail'>) {
  return (
    <figure className="inline-video-thumbnail">
      {block.heading ? <h2 className="inline-video-thumbnail__heading">{block.heading}</h2> : null}
      <VideoDialogButton
        video={block.video}
        label={block.playLabel}
        thumbnail={block.thumbnail}
        sizes="(min-width: 48rem) 50vw, 100vw"
      />
      {block.caption ? (
        <figcaption className="inline-video-thumbnail__caption">{block.caption}</figcaption>
      ) : null}
    </figure>
  )
}
