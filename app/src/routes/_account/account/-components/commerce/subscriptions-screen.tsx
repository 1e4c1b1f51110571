import './commerce-screens.css'
import type { Subscription } from '@music/sdk/commerce'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchUpdate } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { SubscriptionCard } from './subscription-card.tsx'

/**
 * The subscriptions screen's address: `?change=<subscription id>&plan=<catalog product id>` opens the
 * plan change of that subscription with that plan chosen (an offer of the overview links here). The
 * route only types them; the screen reads them with {@link readPlanChangeOffer}.
 */
export interface SubscriptionsSearchParams {
  change?: unknown
  plan?: unknown
}

/** The plan change an address asks for: the subscription and, when valid, the plan. */
interface PlanChangeOffer {
  subscriptionId: string
  catalogProductId?: number
}

/** Reads `?change=&plan=`; undefined when the address asks for no plan change. */
export function readPlanChangeOffer(search: SubscriptionsSearchParams): PlanChangeOffer | undefined {
  if (typeof search.change !== 'string' || search.change === '') return undefined
  const plan = Number(search.plan)
  return { subscriptionId: search.change, catalogProductId: Number.isInteger(plan) ? plan : undefined }
}

/** The subscriptions screen (/account/subscriptions): each plan, what it costs, and what to do with it. */
export function SubscriptionsScreen() {
  const offer = readPlanChangeOffer(useSearch({ from: '/_account/account/subscriptions' }))
  return (
    <Screen
      title="Subscriptions"
      intro="Your plans, what they cost and when they renew. Change a plan, pay a missed payment or cancel."
    >
      <Section title="Your subscriptions" skeleton={<Skeleton blocks={2} />}>
        <SubscriptionList offer={offer} />
      </Section>
    </Screen>
  )
}

/** Live subscriptions first (as the service lists them, oldest first), ended ones after them. */
function byLiveFirst(a: Subscription, b: Subscription): number {
  const ended = (s: Subscription) => (s.status === 'Canceled' || s.status === 'Expired' ? 1 : 0)
  return ended(a) - ended(b)
}

/**
 * The customer's subscriptions (`GET /me/subscriptions`) with the payment methods they use
 * (`GET /me/paymentmethods`). A `Pending` subscription (a plan change at the next billing date) shows
 * on the card of the subscription it follows (`changing_to`).
 */
function SubscriptionList({ offer }: { offer: PlanChangeOffer | undefined }) {
  const { data: subscriptions } = useSuspenseQuery(commerceQueries.subscriptions())
  const { data: methods } = useSuspenseQuery(commerceQueries.paymentMethods())
  const updateSearch = useSearchUpdate()
  const shown = subscriptions.items.filter((s) => s.status !== 'Pending').sort(byLiveFirst)
  if (shown.length === 0) {
    return (
      <EmptyState
        action={
          <div className="screen-actions">
            <Link to="/dj/pro/pricing">DJ Pro plans</Link>
            <Link to="/$product/pricing" params={{ product: 'producer-suite' }}>
              Producer Suite plans
            </Link>
          </div>
        }
      >
        You have no subscriptions. Subscribe to a plan from its pricing page.
      </EmptyState>
    )
  }
  return (
    <ul className="screen-list">
      {shown.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          scheduled={subscriptions.items.find((s) => s.id === subscription.changing_to)}
          successor={
            subscription.status === 'Expired'
              ? subscriptions.items.find(
                  (s) =>
                    s.id !== subscription.id &&
                    s.product_id === subscription.product_id &&
                    s.status !== 'Canceled' &&
                    s.status !== 'Expired',
                )
              : undefined
          }
          methods={methods.items}
          offeredPlan={
            offer?.subscriptionId === subscription.id ? (offer.catalogProductId ?? null) : undefined
          }
          // The offer is used once: closing its plan change leaves the address without it.
          onOfferClosed={() => void updateSearch({ change: undefined, plan: undefined })}
        />
      ))}
    </ul>
  )
}
