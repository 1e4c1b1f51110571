import { SplitBlock } from '../shared/split-block.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'

/**
 * `h1HeroBlock2Col` (docs/requirements.md §3): the page's h1 (or `headingLevel`), body and calls to action beside an
 * image (loaded with high priority: it is above the fold) or a video.
 */
export function H1HeroBlock2Col({
  block,
  headingLevel = 'h1',
}: BlockProps<'h1HeroBlock2Col'> & { headingLevel?: HeadingLevel }) {
  return <SplitBlock block={block} level={headingLevel} priority className="h1-hero-block-2-col" />
}
