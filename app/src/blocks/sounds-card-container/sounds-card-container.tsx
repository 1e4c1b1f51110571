import { useState } from 'react'
import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { Dialog } from '../shared/dialog.tsx'
import { useExclusivePlayback } from '../shared/preview-player.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { TagFilter } from '../shared/tag-filter.tsx'
import type { BlockProps } from '../shared/types.ts'
import { SoundsCard } from './sounds-card.tsx'
import './sounds-card-container.css'

/**
 * `soundsCardContainer` (docs/requirements.md §3): heading (h2), intro, filter buttons (`filterTags`) and sound pack
 * cards with one-at-a-time audio previews; each card's licence button opens the latest
 * `studioLicenseModal` (joined by the query) in a modal dialog.
 */
export function SoundsCardContainer({ block }: BlockProps<'soundsCardContainer'>) {
  const playback = useExclusivePlayback()
  const [licenseOpen, setLicenseOpen] = useState(false)
  const license = block.licenseModal
  const headingLevel = itemHeadingLevel(block.heading)
  return (
    <div className="sounds-card-container">
      <BlockHeader heading={block.heading} body={block.body} />
      <TagFilter
        label="Filter sound packs"
        tags={block.filterTags}
        items={block.soundsCards ?? []}
        tagsOf={(card) => card.tags}
        noun={['sound pack', 'sound packs']}
      >
        {(cards) => (
          <ul className="block-grid block-grid--3">
            {cards.map((card) => (
              <li key={card._key}>
                <SoundsCard
                  card={card}
                  headingLevel={headingLevel}
                  {...playback.controls(card._key)}
                  onShowLicense={license ? () => setLicenseOpen(true) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </TagFilter>
      {license ? (
        <Dialog open={licenseOpen} onClose={() => setLicenseOpen(false)} title={license.title}>
          <RichText value={license.body} />
          <RichText value={license.terms} className="sounds-card-container__terms" />
        </Dialog>
      ) : null}
    </div>
  )
}
