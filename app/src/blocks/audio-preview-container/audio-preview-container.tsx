import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { useExclusivePlayback } from '../shared/preview-player.tsx'
import type { BlockProps } from '../shared/types.ts'
import { AudioPreviewCard } from './audio-preview-card.tsx'
import './audio-preview-container.css'

/**
 * `audioPreviewContainer` (docs/requirements.md §3): heading (h2), intro and a grid of audio and video preview cards
 * (h3); starting one preview stops any other in the block.
 */
export function AudioPreviewContainer({ block }: BlockProps<'audioPreviewContainer'>) {
  const playback = useExclusivePlayback()
  const headingLevel = itemHeadingLevel(block.heading)
  return (
    <div className="audio-preview-container">
      <BlockHeader heading={block.heading} body={block.body} />
      {block.cards?.length ? (
        <ul className="block-grid block-grid--3">
          {block.cards.map((card) => (
            <li key={card._key}>
              <AudioPreviewCard card={card} headingLevel={headingLevel} {...playback.controls(card._key)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
