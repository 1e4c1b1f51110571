import { SplitBlock } from '../shared/split-block.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `h2FeatureBlock2Col` (spec §3): an h2 feature: body and calls to action beside an image or video. */
export function H2FeatureBlock2Col({ block }: BlockProps<'h2FeatureBlock2Col'>) {
  return (
    <SplitBlock
      className="h2-feature-block-2-col"
      eyebrow={block.eyebrow}
      heading={block.heading}
      body={block.body}
      ctas={block.ctas}
      image={block.image}
      video={block.video}
      mediaPosition={block.mediaPosition}
      level="h2"
    />
  )
}
