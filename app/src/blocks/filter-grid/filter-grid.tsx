import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { CardGrid } from '../shared/content-card.tsx'
import { TagFilter } from '../shared/tag-filter.tsx'
import type { BlockProps } from '../shared/types.ts'

/**
 * `filterGrid` (docs/requirements.md §3): heading (h2), intro, filter buttons ("All" first, then `filterTags`) and a
 * grid of cards; a card shows under a filter its `tags` include. Filtering happens in the browser.
 */
export function FilterGrid({ block }: BlockProps<'filterGrid'>) {
  return (
    <div className="filter-grid">
      <BlockHeader heading={block.heading} body={block.body} />
      <TagFilter
        label={block.heading ? `Filter: ${block.heading}` : 'Filter items'}
        tags={block.filterTags}
        allLabel={block.allFilterLabel}
        items={block.items ?? []}
        tagsOf={(card) => card.tags}
        noun={['item', 'items']}
      >
        {(cards) => <CardGrid cards={cards} headingLevel={itemHeadingLevel(block.heading)} />}
      </TagFilter>
    </div>
  )
}
