import { imageAlt } from '../shared/image-sources.ts'
import { SanityImage } from '../shared/sanity-image.tsx'
import { SiteLink } from '../shared/site-link.tsx'
import type { BlockProps } from '../shared/types.ts'
import './basic-image.css'

/**
 * `basicImage` (docs/requirements.md §3): one image, contained (content width) or full width, with an optional caption
 * and link. A linked image without alt text (field's or asset's, `imageAlt`) is named by its caption.
 */
export function BasicImage({ block }: BlockProps<'basicImage'>) {
  if (!block.image?.asset) return null
  const width = block.width === 'full' ? 'full' : 'contained'
  const image = (
    <SanityImage
      image={block.image}
      sizes={width === 'full' ? '100vw' : '(min-width: 75rem) 75rem, 100vw'}
      alt={block.link && !imageAlt(block.image) && block.caption ? block.caption : undefined}
    />
  )
  return (
    <figure className={`basic-image basic-image--${width}`}>
      {block.link ? <SiteLink link={block.link}>{image}</SiteLink> : image}
      {block.caption ? <figcaption className="basic-image__caption">{block.caption}</figcaption> : null}
    </figure>
  )
}
