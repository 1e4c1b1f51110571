import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { type PlaybackControls, PreviewPlayer } from '../shared/preview-player.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Cta, SiteLink } from '../shared/site-link.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'

/** One `soundsCard` as the page query projects it. */
export type SoundsCardValue = NonNullable<BlockProps<'soundsCardContainer'>['block']['soundsCards']>[number]

/** Props of {@link SoundsCard}. */
export interface SoundsCardProps extends PlaybackControls {
  card: SoundsCardValue
  headingLevel: HeadingLevel
  /** Opens the licence dialog; absent when there is no licence to show. */
  onShowLicense?: () => void
}

/**
 * A sound pack card: cover, title, artist, description, audio preview, a button that opens the
 * licence dialog, and the card's call to action (else a link to the sound pack page, /studio/sounds/{slug}).
 */
export function SoundsCard({ card, headingLevel, onShowLicense, ...playback }: SoundsCardProps) {
  const Heading = headingLevel
  const packPath = card.soundpack?.slug ? `/studio/sounds/${card.soundpack.slug}` : null
  return (
    <article className="sounds-card">
      <SanityImage image={card.image} aspectRatio={1} sizes={CARD_IMAGE_SIZES} />
      {card.audio?.url ? (
        <PreviewPlayer
          kind="audio"
          src={card.audio.url}
          type={card.audio.mimeType}
          title={card.title}
          {...playback}
        />
      ) : null}
      <Heading className="sounds-card__title">{card.title}</Heading>
      {card.artist ? <p className="sounds-card__artist">{card.artist}</p> : null}
      <RichText value={card.description} />
      <div className="sounds-card__actions">
        {card.cta ? (
          <Cta cta={card.cta} />
        ) : packPath ? (
          <SiteLink link={{ linkType: 'internal', internalPath: packPath }} className="button">
            View sound pack<span className="visually-hidden">{`: ${card.title}`}</span>
          </SiteLink>
        ) : null}
        {onShowLicense ? (
          <button
            type="button"
            className="sounds-card__license"
            aria-haspopup="dialog"
            onClick={onShowLicense}
          >
            Licence<span className="visually-hidden">{` for ${card.title}`}</span>
          </button>
        ) : null}
      </div>
    </article>
  )
}
