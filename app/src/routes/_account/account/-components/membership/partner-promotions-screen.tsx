import './membership-screens.css'
import { getListMyPartnerPromotionsQueryKey, type PartnerPromotionCode } from '@music/sdk/profile'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PartnerPromotionCodeResult } from '../../../../../app-credentials/partner-promotion-code.server.ts'
import { claimPartnerPromotionCode } from '../../../../../app-credentials/partner-promotion-code.ts'
import { useRouterAuth } from '../../../../../auth/use-auth.ts'
import { ActionCard } from '../../../../../screens/action-card.tsx'
import { CopyField } from '../../../../../screens/copy-field.tsx'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { membershipQueries } from '../../../-components/profile-queries.ts'
import { PARTNER_OFFERS, type PartnerOffer, partnerOffer } from './partner-offers.ts'

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

/**
 * The partner promotions screen (/account/partner-promotions): the customer's codes, each to copy,
 * and the site's partner offers not claimed yet, each to claim (docs/decisions/023).
 */
export function PartnerPromotionsScreen() {
  return (
    <Screen
      title="Partner promotions"
      intro="Offers from our partners for our customers. Claim a code, copy it and redeem it on the partner’s site."
    >
      <Section title="Your promotion codes" skeleton={<Skeleton blocks={1} />}>
        <PromotionCodes />
      </Section>
      <Section title="Claim a partner offer" skeleton={<Skeleton blocks={2} />}>
        <PartnerOffers />
      </Section>
    </Screen>
  )
}

/** The site's offers the customer holds no code of, each with "Claim the code"; the result announced. */
function PartnerOffers() {
  const { data } = useSuspenseQuery(membershipQueries.partnerPromotions())
  const [result, announce] = useResult()
  const held = new Set(data.items.map((code) => code.promotion_name))
  const open = PARTNER_OFFERS.filter((offer) => !held.has(offer.name))
  return (
    <>
      {open.length === 0 ? (
        <EmptyState>You have a code of every offer we run at the moment. New offers appear here.</EmptyState>
      ) : (
        <ul className="screen-list" aria-label="Partner offers">
          {open.map((offer) => (
            <OfferCard key={offer.name} offer={offer} announce={announce} />
          ))}
        </ul>
      )}
      <ResultStatus result={result} />
    </>
  )
}

/** Why a claim gave no code, in the customer's words. */
class ClaimRefusedError extends Error {
  override name = 'ClaimRefusedError'
}

/** Body code of a code asked for an ended promotion (specs/profile.yaml). */
const PROMOTION_ENDED = 1411

/** Why a claim (`claimPartnerPromotionCode`) gave no code, in the customer's words. */
function claimRefusal(
  answer: Exclude<PartnerPromotionCodeResult, { outcome: 'added' }>,
  offer: PartnerOffer,
) {
  if (answer.outcome === 'signed-out') return 'Your session has ended. Sign in again, then claim the code.'
  if (answer.outcome === 'refused' && answer.code === PROMOTION_ENDED)
    return `The ${offer.partner} offer has ended: it gives no more codes.`
  if (answer.outcome === 'refused' && answer.status === 404)
    return `The ${offer.partner} offer is not available any more.`
  return `We could not get your ${offer.partner} code just now. Please try again in a few minutes.`
}

/**
 * An offer to claim: `claimPartnerPromotionCode` (app-credentials: the site's server claims the code
 * with the application secret for the owner of the session's access token, refreshed first when it has
 * expired; docs/decisions/022, 023). A refusal shows on the card; the code joins "Your promotion codes".
 */
function OfferCard({ offer, announce }: { offer: PartnerOffer; announce: (result: Result) => void }) {
  const auth = useRouterAuth()
  const [refusal, setRefusal] = useState<string | null>(null)
  const claim = useServiceMutation({
    mutationFn: async () => {
      const answer = await claimPartnerPromotionCode((await auth.session()).sdk, offer.name)
      if (answer.outcome !== 'added') throw new ClaimRefusedError(claimRefusal(answer, offer))
      return answer.code
    },
    invalidates: [getListMyPartnerPromotionsQueryKey()],
    onMutate: () => setRefusal(null),
    onSuccess: (code) =>
      announce({
        tone: 'success',
        message: `Your ${offer.partner} code is ${code.promotion_code}. It is listed under “Your promotion codes”.`,
      }),
    onError: (error) =>
      setRefusal(error instanceof ClaimRefusedError ? error.message : serviceErrorMessage(error)),
  })
  return (
    <ActionCard
      title={offer.title}
      refusal={refusal}
      action={{
        label: (
          <>
            Claim the code<span className="visually-hidden"> for {offer.title}</span>
          </>
        ),
        pendingLabel: (
          <>
            Claiming…<span className="visually-hidden"> for {offer.title}</span>
          </>
        ),
        pending: claim.isPending,
        onClick: () => claim.mutate(),
      }}
    >
      <p className="screen-muted">{offer.description}</p>
    </ActionCard>
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
  const dates = useDates()
  const title = partnerOffer(code.promotion_name)?.title ?? promotionTitle(code.promotion_name)
  return (
    <li className="screen-card">
      <h3>{title}</h3>
      <CopyField label={`Code for ${title}`} value={code.promotion_code} buttonLabel="Copy code" />
      <p className="screen-muted">
        Yours since <time dateTime={code.user_added_at}>{dates.date(code.user_added_at)}</time>
      </p>
    </li>
  )
}
