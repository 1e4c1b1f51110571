import { CardGridSection } from '../shared/content-card.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `basicContentCardGrid` (docs/requirements.md §3): heading (h2), intro and cards (h3) in 2–4 columns, then calls to action. */
export function BasicContentCardGrid({ block }: BlockProps<'basicContentCardGrid'>) {
  return <CardGridSection block={block} columns={block.columns} className="basic-content-card-grid" />
}
