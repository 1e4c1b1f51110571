import { ContentCard } from '../shared/content-card.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'

/**
 * `basicFeatureCard` (docs/requirements.md §3): icon or image (not cropped), heading, short body and an optional link.
 * Its heading is an h2 on its own and an h3 inside a container (`headingLevel`).
 */
export function BasicFeatureCard({
  block,
  headingLevel = 'h2',
}: BlockProps<'basicFeatureCard'> & { headingLevel?: HeadingLevel }) {
  return (
    <div className="basic-feature-card">
      <ContentCard card={block} headingLevel={headingLevel} aspectRatio={null} />
    </div>
  )
}
