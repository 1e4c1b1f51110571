import { SplitBlock } from '../shared/split-block.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `basicContentSection` (spec §3): eyebrow, heading (h2), body and calls to action beside an image. */
export function BasicContentSection({ block }: BlockProps<'basicContentSection'>) {
  return (
    <SplitBlock
      className="basic-content-section"
      eyebrow={block.eyebrow}
      heading={block.heading}
      body={block.body}
      ctas={block.ctas}
      image={block.image}
      mediaPosition={block.mediaPosition}
      level="h2"
    />
  )
}
