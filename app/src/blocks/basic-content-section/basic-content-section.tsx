import { SplitBlock } from '../shared/split-block.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `basicContentSection` (docs/requirements.md §3): eyebrow, heading (h2), body and calls to action beside an image. */
export function BasicContentSection({ block }: BlockProps<'basicContentSection'>) {
  return <SplitBlock block={block} level="h2" className="basic-content-section" />
}
