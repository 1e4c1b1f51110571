import { BlockHeader } from '../shared/block-header.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'
import './basic-page-header.css'

/**
 * `basicPageHeader` (docs/requirements.md §3): eyebrow, the page's h1 (or `headingLevel`), subheading and calls to
 * action, over an optional decorative background image (high priority, dark scrim for contrast).
 */
export function BasicPageHeader({
  block,
  headingLevel = 'h1',
}: BlockProps<'basicPageHeader'> & { headingLevel?: HeadingLevel }) {
  const hasImage = Boolean(block.backgroundImage?.asset)
  return (
    <div className={`basic-page-header${hasImage ? ' basic-page-header--image' : ''}`}>
      <SanityImage image={block.backgroundImage} alt="" priority className="basic-page-header__image" />
      <div className="basic-page-header__text">
        <BlockHeader eyebrow={block.eyebrow} heading={block.heading} level={headingLevel} align="center" />
        {block.subheading ? <p className="basic-page-header__subheading">{block.subheading}</p> : null}
        <Ctas ctas={block.ctas} />
      </div>
    </div>
  )
}
