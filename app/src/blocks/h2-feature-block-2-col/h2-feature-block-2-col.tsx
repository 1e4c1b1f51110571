import { SplitBlock } from '../shared/split-block.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `h2FeatureBlock2Col` (docs/requirements.md §3): an h2 feature: body and calls to action beside an image or video. */
export function H2FeatureBlock2Col({ block }: BlockProps<'h2FeatureBlock2Col'>) {
  return <SplitBlock block={block} level="h2" className="h2-feature-block-2-col" />
}
