import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { ContentColumn } from '../shared/content-column.tsx'
import { SPLIT_MEDIA_SIZES } from '../shared/split-layout.tsx'
import type { BlockProps } from '../shared/types.ts'
import './two-column-sub-section.css'

/**
 * `twoColumnSubSection` (docs/requirements.md §3): optional heading (h2) over two content columns side by side from
 * 48rem (stacked before), aligned to the top or centred vertically.
 */
export function TwoColumnSubSection({ block }: BlockProps<'twoColumnSubSection'>) {
  const headingLevel = itemHeadingLevel(block.heading)
  const alignment = block.verticalAlignment ?? 'center'
  return (
    <div className="two-column-sub-section">
      <BlockHeader heading={block.heading} />
      <div className={`two-column-sub-section__columns two-column-sub-section--${alignment}`}>
        {block.leftColumn ? (
          <ContentColumn column={block.leftColumn} sizes={SPLIT_MEDIA_SIZES} headingLevel={headingLevel} />
        ) : null}
        {block.rightColumn ? (
          <ContentColumn column={block.rightColumn} sizes={SPLIT_MEDIA_SIZES} headingLevel={headingLevel} />
        ) : null}
      </div>
    </div>
  )
}
