import { productTitles } from '../../content/content-path.ts'
import { RichText } from '../shared/rich-text.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Ctas } from '../shared/site-link.tsx'
import { SPLIT_MEDIA_SIZES, SplitLayout } from '../shared/split-layout.tsx'
import type { BlockProps } from '../shared/types.ts'
import './product-feature-card.css'

/** `productFeatureCard` (docs/requirements.md §3): a product (heading h2, product title when empty) with its key features listed. */
export function ProductFeatureCard({ block }: BlockProps<'productFeatureCard'>) {
  return (
    <article className="product-feature-card">
      <SplitLayout
        mediaPosition="right"
        media={block.image?.asset ? <SanityImage image={block.image} sizes={SPLIT_MEDIA_SIZES} /> : null}
      >
        <h2 className="product-feature-card__heading">{block.heading || productTitles[block.product]}</h2>
        <RichText value={block.body} />
        {block.features?.length ? (
          <ul className="product-feature-card__features">
            {block.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <Ctas ctas={block.ctas} />
      </SplitLayout>
    </article>
  )
}
