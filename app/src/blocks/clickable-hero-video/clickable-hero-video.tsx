import type { BlockProps } from '../shared/types.ts'
import { VideoDialogButton } from '../shared/video-dialog-button.tsx'
import './clickable-hero-video.css'

/**
 * `clickableHeroVideo` (docs/requirements.md §3): a large poster (`posterImage`, else the video's poster) under an
 * optional heading (h2); clicking it opens the video in a dialog. Named by `playLabel` (default
 * "Play {video title}").
 */
export function ClickableHeroVideo({ block }: BlockProps<'clickableHeroVideo'>) {
  return (
    <div className="clickable-hero-video">
      {block.heading ? <h2 className="clickable-hero-video__heading">{block.heading}</h2> : null}
      <VideoDialogButton
        video={block.video}
        label={block.playLabel}
        thumbnail={block.posterImage}
        aspectRatio={21 / 9}
        sizes="100vw"
        priority
      />
    </div>
  )
}
