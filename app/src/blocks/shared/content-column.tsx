import { BlockMedia } from './block-media.tsx'
import { CARD_IMAGE_SIZES } from './content-card.tsx'
import { RichText } from './rich-text.tsx'
import { Ctas } from './site-link.tsx'
import type { ContentColumnValue, HeadingLevel } from './types.ts'

/** Props of {@link ContentColumn}. */
export interface ContentColumnProps {
  column: Omit<ContentColumnValue, '_key'>
  headingLevel?: HeadingLevel
  /** `sizes` of the column's image. */
  sizes: string
}

/** One `contentColumn`: video or image on top, heading (h3 by default), body and calls to action. */
export function ContentColumn({ column, headingLevel = 'h3', sizes }: ContentColumnProps) {
  const Heading = headingLevel
  return (
    <div className="content-column">
      <BlockMedia image={column.image} video={column.video} sizes={sizes} className="content-column__media" />
      {column.heading ? <Heading className="content-column__heading">{column.heading}</Heading> : null}
      <RichText value={column.body} />
      <Ctas ctas={column.ctas} />
    </div>
  )
}

/** Up to three `contentColumn`s in a responsive grid (stacked on phones). */
export function ColumnGrid({ columns }: { columns: ReadonlyArray<ContentColumnValue> | null | undefined }) {
  if (!columns?.length) return null
  return (
    <div className="block-grid block-grid--3">
      {columns.map((column) => (
        <ContentColumn key={column._key} column={column} sizes={CARD_IMAGE_SIZES} />
      ))}
    </div>
  )
}
