import './commerce-screens.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { formatMoney } from '../../../../../screens/money.ts'
import { useDates } from '../../../../../screens/time-zone.ts'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { SUBSCRIPTION_STATUSES } from './commerce-names.ts'
import { StatusBadge } from './status-badge.tsx'

/**
 * The overview's subscriptions (`GET /me/subscriptions`): each live plan with its status and next
 * payment (the figure charged, tax included); a past-due one first, with what is owed and the way to
 * pay it, so a missed payment is seen on the overview, not only on the subscriptions screen.
 */
export function SubscriptionsSummary() {
  const dates = useDates()
  const { data } = useSuspenseQuery(commerceQueries.subscriptions())
  const live = data.items
    .filter((s) => s.status !== 'Canceled' && s.status !== 'Expired' && s.status !== 'Pending')
    .sort((a, b) => Number(b.status === 'Past Due') - Number(a.status === 'Past Due'))
  if (live.length === 0) {
    return (
      <EmptyState action={<Link to="/dj/pro/pricing">See the plans</Link>}>
        You have no subscriptions.
      </EmptyState>
    )
  }
  return (
    <ul className="subscription-summary">
      {live.map((subscription) => {
        const { status, currency } = subscription
        const amount = formatMoney(subscription.next_billing_period_amount, currency)
        return (
          <li key={subscription.id}>
            <span className="subscription-summary__name">
              <strong>{subscription.plan.name}</strong> <StatusBadge {...SUBSCRIPTION_STATUSES[status]} />
            </span>
            {status === 'Past Due' ? (
              <span className="subscription-summary__due">
                {amount} is overdue since {dates.date(subscription.next_billing_date)}.{' '}
                <Link to="/account/subscriptions">Pay {amount} now</Link>
              </span>
            ) : status === 'Expiring' ? (
              <span className="screen-muted">
                Ends on {dates.date(subscription.ends_at ?? subscription.next_billing_date)}
              </span>
            ) : (
              <span className="screen-muted">
                Next payment {amount} on {dates.date(subscription.next_billing_date)}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
