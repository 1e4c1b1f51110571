import { useImageUrlBuilder } from '../../images/image-url.ts'
import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { type PlaybackControls, PreviewPlayer } from '../shared/preview-player.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'
import { posterUrl, videoSource } from '../shared/video.tsx'

/** One card of an `audioPreviewContainer` as the page query projects it. */
export type AudioPreviewCardValue = NonNullable<BlockProps<'audioPreviewContainer'>['block']['cards']>[number]

/** Props of {@link AudioPreviewCard}. */
export interface AudioPreviewCardProps extends PlaybackControls {
  card: AudioPreviewCardValue
  headingLevel: HeadingLevel
}

/**
 * A preview card (docs/requirements.md §3: mediaType, image, video, audio): an audio card shows its image and plays
 * its audio file; a video card plays its video (poster: the card image, else the video's poster).
 * A card whose media has no playable URL shows no player.
 */
export function AudioPreviewCard({ card, headingLevel, ...playback }: AudioPreviewCardProps) {
  const builder = useImageUrlBuilder()
  const isVideo = card.mediaType === 'video'
  const source = isVideo
    ? videoSource(card.video)
    : card.audio?.url
      ? { src: card.audio.url, type: card.audio.mimeType }
      : undefined
  // Built only for a video card: its image, else the video's own poster.
  const poster = isVideo
    ? (posterUrl(builder, card.image, 960) ?? posterUrl(builder, card.video?.poster))
    : undefined
  const Heading = headingLevel
  return (
    <article className="audio-preview-card">
      {isVideo ? null : <SanityImage image={card.image} aspectRatio={1} sizes={CARD_IMAGE_SIZES} />}
      {source ? (
        <PreviewPlayer
          kind={isVideo ? 'video' : 'audio'}
          src={source.src}
          type={source.type}
          title={card.title}
          poster={poster}
          {...playback}
        />
      ) : null}
      <Heading className="audio-preview-card__title">{card.title}</Heading>
      {card.subtitle ? <p className="audio-preview-card__subtitle">{card.subtitle}</p> : null}
    </article>
  )
}
