import { BlockHeader, itemHeadingLevel } from './block-header.tsx'
import { RichText } from './rich-text.tsx'
import { SanityImage } from './sanity-image.tsx'
import { Cta, Ctas } from './site-link.tsx'
import type { CardValue, CtasValue, HeadingLevel, RichTextValue } from './types.ts'
import './block.css'
import './content-card.css'

/** `sizes` of a card image in a grid of up to three columns. */
export const CARD_IMAGE_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw'

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** A generic `card`, or any card-like item (feature cards have no eyebrow). */
  card: Pick<CardValue, 'heading' | 'body' | 'image' | 'cta'> & { eyebrow?: string | null }
  headingLevel?: HeadingLevel
  /** Crop ratio of the image (default 16:9, so a grid lines up); `null` keeps the image's own. */
  aspectRatio?: number | null
}

/** A card: image, eyebrow, heading (h3 by default), body and one call to action. */
export function ContentCard({ card, headingLevel = 'h3', aspectRatio = 16 / 9 }: ContentCardProps) {
  const Heading = headingLevel
  return (
    <article className="content-card">
      <SanityImage
        image={card.image}
        sizes={CARD_IMAGE_SIZES}
        aspectRatio={aspectRatio ?? undefined}
        className="content-card__image"
      />
      <div className="content-card__text">
        {card.eyebrow ? <p className="content-card__eyebrow">{card.eyebrow}</p> : null}
        <Heading className="content-card__heading">{card.heading}</Heading>
        <RichText value={card.body} />
        <Cta cta={card.cta} />
      </div>
    </article>
  )
}

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  cards: ReadonlyArray<CardValue> | null | undefined
  /** Columns on desktop (2–4, default 3). */
  columns?: number | null
  headingLevel?: HeadingLevel
}

/** A responsive grid (list) of {@link ContentCard}s: one column on phones, two on tablets, `columns` on desktop. */
export function CardGrid({ cards, columns, headingLevel = 'h3' }: CardGridProps) {
  if (!cards?.length) return null
  return (
    <ul className={`block-grid block-grid--${columns ?? 3}`}>
      {cards.map((card) => (
        <li key={card._key}>
          <ContentCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** Props of {@link CardGridSection}. */
export interface CardGridSectionProps {
  /** A card grid block: heading, intro, cards and calls to action. */
  block: {
    heading: string | null
    body: RichTextValue | null
    cards: ReadonlyArray<CardValue> | null
    ctas: CtasValue
  }
  /** Columns on desktop (2–4, default 3). */
  columns: number | null
  className: string
}

/** A card grid block: heading (h2) and intro, the cards (h3, or h2 without a block heading), calls to action. */
export function CardGridSection({ block, columns, className }: CardGridSectionProps) {
  return (
    <div className={className}>
      <BlockHeader heading={block.heading} body={block.body} />
      <CardGrid cards={block.cards} columns={columns} headingLevel={itemHeadingLevel(block.heading)} />
      <Ctas ctas={block.ctas} />
    </div>
  )
}
