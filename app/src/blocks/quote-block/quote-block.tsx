import { Quote } from '../shared/quote.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import type { BlockProps } from '../shared/types.ts'
import './quote-block.css'

/** `quoteBlock` (docs/requirements.md §3): a pull quote with attribution and an optional round portrait. */
export function QuoteBlock({ block }: BlockProps<'quoteBlock'>) {
  return (
    <figure className="quote-block">
      <SanityImage
        image={block.image}
        alt=""
        aspectRatio={1}
        sizes="6rem"
        widths={[96, 192, 288]}
        className="quote-block__portrait"
      />
      <Quote quote={block.quote} attribution={block.attribution} attributionRole={block.attributionRole} />
    </figure>
  )
}
