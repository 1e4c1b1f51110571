import { BlockHeader } from '../shared/block-header.tsx'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps } from '../shared/types.ts'
import './basic-content-block.css'

/**
 * `basicContentBlock` (docs/requirements.md §3): eyebrow, heading at the editor's `headingLevel` (default h2),
 * rich-text body and calls to action, left-aligned or centred.
 */
export function BasicContentBlock({ block }: BlockProps<'basicContentBlock'>) {
  const align = block.alignment ?? 'left'
  return (
    <div className={`basic-content-block basic-content-block--${align}`}>
      <BlockHeader
        eyebrow={block.eyebrow}
        heading={block.heading}
        body={block.body}
        level={block.headingLevel ?? 'h2'}
        align={align}
      />
      <Ctas ctas={block.ctas} />
    </div>
  )
}
