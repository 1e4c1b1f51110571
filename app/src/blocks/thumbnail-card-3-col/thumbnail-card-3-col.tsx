import { CardGridSection } from '../shared/content-card.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `thumbnailCard3Col` (docs/requirements.md §3): heading (h2), intro and three-up thumbnail cards (h3), then calls to action. */
export function ThumbnailCard3Col({ block }: BlockProps<'thumbnailCard3Col'>) {
  return <CardGridSection block={block} columns={3} className="thumbnail-card-3-col" />
}
