import { BasicFeatureCard } from '../basic-feature-card/basic-feature-card.tsx'
import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { Ctas } from '../shared/site-link.tsx'
import type { BlockProps } from '../shared/types.ts'

/** `featureCardContainer` (docs/requirements.md §3): heading (h2), intro and a grid of feature cards (h3), then calls to action. */
export function FeatureCardContainer({ block }: BlockProps<'featureCardContainer'>) {
  return (
    <div className="feature-card-container">
      <BlockHeader heading={block.heading} body={block.body} />
      {block.cards?.length ? (
        <ul className={`block-grid block-grid--${block.columns ?? 3}`}>
          {block.cards.map((card) => (
            <li key={card._key}>
              <BasicFeatureCard block={card} headingLevel={itemHeadingLevel(block.heading)} />
            </li>
          ))}
        </ul>
      ) : null}
      <Ctas ctas={block.ctas} />
    </div>
  )
}
