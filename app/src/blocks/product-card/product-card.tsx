import { productTitles } from '../../content/content-path.ts'
import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'
import './product-card.css'

/**
 * `productCard` (docs/requirements.md §3): product image, heading (the product title when empty), price label, body
 * and calls to action. h2 on its own, h3 inside a carousel (`headingLevel`).
 */
export function ProductCard({
  block,
  headingLevel = 'h2',
}: BlockProps<'productCard'> & { headingLevel?: HeadingLevel }) {
  const Heading = headingLevel
  return (
    <article className="product-card">
      <SanityImage image={block.image} sizes={CARD_IMAGE_SIZES} className="product-card__image" />
      <Heading className="product-card__heading">{block.heading || productTitles[block.product]}</Heading>
      {block.priceLabel ? <p className="product-card__price">{block.priceLabel}</p> : null}
      <RichText value={block.body} />
      <Ctas ctas={block.ctas} />
    </article>
  )
}
