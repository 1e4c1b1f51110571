import { RichText } from './rich-text.tsx'
import type { HeadingLevel, RichTextValue } from './types.ts'
import './block.css'

/** Props of {@link BlockHeader}. */
export interface BlockHeaderProps {
  eyebrow?: string | null
  heading?: string | null
  /** Intro text under the heading. */
  body?: RichTextValue | null
  /** Default h2 (one h1 per page: only heroes and page headers pass h1). */
  level?: HeadingLevel
  align?: 'left' | 'center' | null
}

/**
 * The heading group of a block: eyebrow, heading at `level` and rich-text intro. Parts that are
 * missing are not rendered; with none of them it renders nothing.
 */
export function BlockHeader({ eyebrow, heading, body, level = 'h2', align }: BlockHeaderProps) {
  if (!eyebrow && !heading && !body?.length) return null
  const Heading = level
  return (
    <header className={`block-header block-header--${align ?? 'left'}`}>
      {eyebrow ? <p className="block-header__eyebrow">{eyebrow}</p> : null}
      {heading ? <Heading className="block-header__heading">{heading}</Heading> : null}
      <RichText value={body} className="block-header__intro" />
    </header>
  )
}

/**
 * The heading level of a block's items (cards, steps, slides, jobs, columns): h3 under the block's own
 * heading (a {@link BlockHeader} at h2), h2 when the block has none, so the outline skips no level.
 */
export function itemHeadingLevel(blockHeading: string | null | undefined): 'h2' | 'h3' {
  return blockHeading ? 'h3' : 'h2'
}
