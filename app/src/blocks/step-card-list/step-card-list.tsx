import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { CARD_IMAGE_SIZES } from '../shared/content-card.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps } from '../shared/types.ts'
import './step-card-list.css'

/** `stepCardList` (docs/requirements.md §3): heading (h2), intro, numbered steps (an ordered list, h3 each), calls to action. */
export function StepCardList({ block }: BlockProps<'stepCardList'>) {
  const StepHeading = itemHeadingLevel(block.heading)
  return (
    <div className="step-card-list">
      <BlockHeader heading={block.heading} body={block.body} />
      {block.steps?.length ? (
        <ol className="step-card-list__steps block-grid block-grid--3">
          {block.steps.map((step) => (
            <li key={step._key} className="step-card-list__step">
              <SanityImage image={step.image} sizes={CARD_IMAGE_SIZES} aspectRatio={16 / 9} />
              <StepHeading className="step-card-list__heading">{step.heading}</StepHeading>
              <RichText value={step.body} />
            </li>
          ))}
        </ol>
      ) : null}
      <Ctas ctas={block.ctas} />
    </div>
  )
}
