import { BlockHeader } from '../shared/block-header.tsx'
import { ColumnGrid } from '../shared/content-column.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `threeColumnContent` (docs/requirements.md §3): eyebrow and heading (h2) over three columns, media on top. */
export function ThreeColumnContent({ block }: BlockProps<'threeColumnContent'>) {
  return (
    <div className="three-column-content">
      <BlockHeader eyebrow={block.eyebrow} heading={block.heading} align="center" />
      <ColumnGrid columns={block.columns} />
    </div>
  )
}
