import { BlockHeader } from '../shared/block-header.tsx'
import { ColumnGrid } from '../shared/content-column.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `basicContentBlock3Col` (docs/requirements.md §3): heading (h2) and intro over up to three content columns (h3). */
export function BasicContentBlock3Col({ block }: BlockProps<'basicContentBlock3Col'>) {
  return (
    <div className="basic-content-block-3-col">
      <BlockHeader heading={block.heading} body={block.body} />
      <ColumnGrid columns={block.columns} />
    </div>
  )
}
