import { BasicFeatureCard } from '../basic-feature-card/basic-feature-card.tsx'
import { ImageQuoteCard } from '../image-quote-card/image-quote-card.tsx'
import { ProductCard } from '../product-card/product-card.tsx'
import { QuoteBlock } from '../quote-block/quote-block.tsx'
import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { Carousel } from '../shared/carousel.tsx'
import { CARD_IMAGE_SIZES, ContentCard } from '../shared/content-card.tsx'
import type { BlockProps, HeadingLevel } from '../shared/types.ts'

type Item = NonNullable<BlockProps<'componentCarousel'>['block']['items']>[number]

/** One carousel item, rendered by the component of its `_type`. */
function CarouselItem({ item, headingLevel }: { item: Item; headingLevel: HeadingLevel }) {
  switch (item._type) {
    case 'basicFeatureCard':
      return <BasicFeatureCard block={item} headingLevel={headingLevel} />
    case 'productCard':
      return <ProductCard block={item} headingLevel={headingLevel} />
    case 'imageQuoteCard':
      // Shown a card's width (one, two or three per row, carousel.css), not the viewport's.
      return <ImageQuoteCard block={item} sizes={CARD_IMAGE_SIZES} />
    case 'quoteBlock':
      return <QuoteBlock block={item} />
    case 'card':
      return <ContentCard card={item} headingLevel={headingLevel} />
  }
}

/**
 * `componentCarousel` (docs/requirements.md §3): heading (h2), intro and a keyboard-operable {@link Carousel} of
 * feature, product, image-quote, quote and generic cards (card headings h3), several side by side
 * on wide screens.
 */
export function ComponentCarousel({ block }: BlockProps<'componentCarousel'>) {
  const headingLevel = itemHeadingLevel(block.heading)
  return (
    <div className="component-carousel">
      <BlockHeader heading={block.heading} body={block.body} />
      <Carousel
        label={block.heading || 'Highlights'}
        multiple
        items={block.items ?? []}
        itemKey={(item) => item._key}
        renderItem={(item) => <CarouselItem item={item} headingLevel={headingLevel} />}
      />
    </div>
  )
}
