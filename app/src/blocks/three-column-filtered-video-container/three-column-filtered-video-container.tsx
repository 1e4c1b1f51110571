import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { TagFilter } from '../shared/tag-filter.tsx'
import type { BlockProps } from '../shared/types.ts'
import { Video } from '../shared/video.tsx'
import './three-column-filtered-video-container.css'

type FilteredVideo = NonNullable<BlockProps<'threeColumnFilteredVideoContainer'>['block']['videos']>[number]

/** A video's filter tags: its own `tags`, or when it has none, its video's media tag names (docs/requirements.md §3). */
function videoTags(item: FilteredVideo): readonly string[] | null | undefined {
  return item.tags?.length ? item.tags : item.video?.mediaTags
}

/**
 * `threeColumnFilteredVideoContainer` (docs/requirements.md §3): heading (h2), intro, filter buttons and a
 * three-column grid of videos (with controls), each with its heading (h3) and body.
 */
export function ThreeColumnFilteredVideoContainer({
  block,
}: BlockProps<'threeColumnFilteredVideoContainer'>) {
  const ItemHeading = itemHeadingLevel(block.heading)
  return (
    <div className="three-column-filtered-video-container">
      <BlockHeader heading={block.heading} body={block.body} />
      <TagFilter
        label="Filter videos"
        tags={block.filterTags}
        allLabel={block.allFilterLabel}
        items={block.videos ?? []}
        tagsOf={videoTags}
        noun={['video', 'videos']}
      >
        {(videos) => (
          <ul className="block-grid block-grid--3">
            {videos.map((item) => (
              <li key={item._key} className="filtered-video">
                <Video video={item.video} className="filtered-video__video" />
                {item.heading ? (
                  <ItemHeading className="filtered-video__heading">{item.heading}</ItemHeading>
                ) : null}
                <RichText value={item.body} />
              </li>
            ))}
          </ul>
        )}
      </TagFilter>
    </div>
  )
}
