import './membership-screens.css'
import type { PartnerPromotionCode } from '@music/sdk/profile'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CopyField } from '../../../../screens/copy-field.tsx'
import { EmptyState } from '../../../../screens/empty-state.tsx'
import { formatDate } from '../../../../screens/format.ts'
import { Screen } from '../../../../screens/screen.tsx'
import { Section } from '../../../../screens/section.tsx'
import { Skeleton } from '../../../../screens/skeleton.tsx'
import { membershipQueries } from '../../-components/profile-queries.ts'

/**
 * A promotion's name for people: the service's `promotion_name` is a slug (`splice-3-months`), so its
 * words, the first capitalised ("Splice 3 months").
 */
export function promotionTitle(promotionName: string): string {
  const words = promotionName
    .split(/[-_\s]+/)
    .filter(Boolean)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The partner promotions screen (/account/partner-promotions): the customer's codes, each to copy. */
export function PartnerPromotionsScreen() {
  return (
    <Screen
      title="Partner promotions"
      intro="Offers from our partners that came with your products. Copy a code and redeem it on the partner’s site."
    >
      <Section title="Your promotion codes" skeleton={<Skeleton blocks={1} />}>
        <PromotionCodes />
      </Section>
    </Screen>
  )
}

/** `GET /me/partnerpromotions`: one card per code, the newest first. */
function PromotionCodes() {
  const { data } = useSuspenseQuery(membershipQueries.partnerPromotions())
  if (data.items.length === 0) {
    return (
      <EmptyState>
        You have no partner promotion codes. Some products and offers come with one; it appears here when you
        get it.
      </EmptyState>
    )
  }
  const codes = [...data.items].sort((a, b) => b.user_added_at.localeCompare(a.user_added_at))
  return (
    <ul className="screen-list" aria-label="Promotion codes">
      {codes.map((code) => (
        <PromotionCard key={`${code.promotion_name}:${code.promotion_code}`} code={code} />
      ))}
    </ul>
  )
}

function PromotionCard({ code }: { code: PartnerPromotionCode }) {
  const title = promotionTitle(code.promotion_name)
  return (
    <li className="screen-card">
      <h3>{title}</h3>
      <CopyField label={`Code for ${title}`} value={code.promotion_code} buttonLabel="Copy code" />
      <p className="screen-muted">
        Yours since <time dateTime={code.user_added_at}>{formatDate(code.user_added_at)}</time>
      </p>
    </li>
  )
}
