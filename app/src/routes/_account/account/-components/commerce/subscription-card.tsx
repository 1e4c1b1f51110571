import type { PaymentMethod, Subscription } from '@music/sdk/commerce'
import { useEffect, useRef } from 'react'
import { DialogButton } from '../../../../../screens/dialog.tsx'
import { formatMoney, toMinorUnits } from '../../../../../screens/money.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { ChargeBreakdown } from './charge-breakdown.tsx'
import { paymentMethodName, pricePerPeriod, pricingPage, SUBSCRIPTION_STATUSES } from './commerce-names.ts'
import { PlanChange } from './plan-change.tsx'
import { StatusBadge } from './status-badge.tsx'
import { BillingDetails, CancelSubscription, KeepPlan, PayNowForm } from './subscription-forms.tsx'

/**
 * One subscription: its plan and status, price, next payment with what makes it up (tax included: the
 * figure charged, docs/decisions/027), the payment method it uses, and what can be done in its status:
 * an active one changes plan, payment details or is cancelled; a cancelled one that still runs is kept
 * ("Keep my plan"); a past-due one is paid now (with another card if need be) or cancelled; an ended
 * one says what that means and how to subscribe again. Results are announced in the card; when a new
 * status takes away the button that had focus, the heading takes it.
 * @param scheduled the `Pending` subscription a plan change at the next billing date created
 * @param successor the live subscription that replaced an ended one (a plan change at its billing date)
 * @param methods the customer's payment methods (`GET /me/paymentmethods`)
 * @param offeredPlan open the plan change at once, with this catalog product chosen (`null`: none)
 * @param onOfferClosed called when that plan change closes
 */
export function SubscriptionCard({
  subscription,
  scheduled,
  successor,
  methods,
  offeredPlan,
  onOfferClosed,
}: {
  subscription: Subscription
  scheduled: Subscription | undefined
  successor?: Subscription
  methods: readonly PaymentMethod[]
  offeredPlan?: number | null
  onOfferClosed?: () => void
}) {
  const dates = useDates()
  const [result, announce] = useResult()
  const { status, plan, currency } = subscription
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStatus = useRef(status)
  useEffect(() => {
    // A new status offers other actions: the button that was used may be gone ("Cancel subscription"
    // of a cancelled one), and focus with it. Then the card's heading takes it, next to the result.
    if (shownStatus.current === status) return
    shownStatus.current = status
    if (document.activeElement === document.body || !document.activeElement?.isConnected)
      heading.current?.focus({ preventScroll: true })
  }, [status])
  const method = methods.find((m) => m.token === subscription.payment_method_token)
  const credit = toMinorUnits(subscription.remaining_credit, currency)
  return (
    <li className="screen-card subscription-card">
      <div className="screen-card__title">
        <h3 ref={heading} tabIndex={-1}>
          {plan.name}
        </h3>
        <StatusBadge {...SUBSCRIPTION_STATUSES[status]} />
      </div>
      <dl className="screen-details">
        <div>
          <dt>Price</dt>
          <dd>
            {pricePerPeriod(subscription.price, currency, plan)}
            {subscription.next_charge && subscription.next_charge.tax_rate > 0 ? ' plus tax' : ''}
          </dd>
        </div>
        <NextPayment subscription={subscription} />
        <div>
          <dt>Paid with</dt>
          <dd>
            {method ? paymentMethodName(method) : 'No payment method'}
            {method?.expired ? ` (expired ${method.expiration_date})` : ''}
          </dd>
        </div>
        <div>
          <dt>Subscriber since</dt>
          <dd>
            <time dateTime={subscription.first_billing_date}>
              {dates.date(subscription.first_billing_date)}
            </time>
          </dd>
        </div>
        {credit > 0 ? (
          <div>
            <dt>Credit</dt>
            <dd>{formatMoney(subscription.remaining_credit, currency)}</dd>
          </div>
        ) : null}
        {subscription.number_of_billing_cycle > 0 && (status === 'Active' || status === 'Past Due') ? (
          <div>
            <dt>Renews</dt>
            <dd>Until payment {subscription.number_of_billing_cycle}</dd>
          </div>
        ) : null}
      </dl>
      {scheduled ? (
        <p className="screen-notice">
          Changes to {scheduled.plan.name} (
          {pricePerPeriod(scheduled.price, scheduled.currency, scheduled.plan)}) on{' '}
          <time dateTime={scheduled.first_billing_date}>{dates.date(scheduled.first_billing_date)}</time>.
        </p>
      ) : null}
      {status === 'Expiring' && subscription.ends_at ? (
        <>
          <p>
            Cancelled: it keeps working until {dates.date(subscription.ends_at)} and is not charged again.
            Changed your mind? Keep it and it renews as before.
          </p>
          <KeepPlan subscription={subscription} announce={announce} />
        </>
      ) : null}
      {status === 'Canceled' || status === 'Expired' ? (
        <EndedNotice subscription={subscription} successor={successor} />
      ) : null}
      {status === 'Past Due' ? (
        <PayNowForm subscription={subscription} method={method} methods={methods} announce={announce} />
      ) : null}
      <ResultStatus result={result} />
      {status === 'Active' || status === 'Past Due' ? (
        <div className="screen-actions">
          {status === 'Active' ? (
            <DialogButton
              label="Change plan"
              title={`Change ${plan.name}`}
              defaultOpen={offeredPlan !== undefined}
              onClose={offeredPlan !== undefined ? onOfferClosed : undefined}
            >
              {(close) => (
                <PlanChange
                  subscription={subscription}
                  method={method}
                  initialPlan={offeredPlan ?? undefined}
                  announce={announce}
                  onDone={close}
                />
              )}
            </DialogButton>
          ) : null}
          {status === 'Active' ? (
            <DialogButton label="Payment details" title={`Payment details of ${plan.name}`}>
              {(close) => (
                <BillingDetails
                  subscription={subscription}
                  methods={methods}
                  announce={announce}
                  onDone={close}
                />
              )}
            </DialogButton>
          ) : null}
          <DialogButton label="Cancel subscription" title={`Cancel ${plan.name}?`}>
            {(close) => <CancelSubscription subscription={subscription} announce={announce} onDone={close} />}
          </DialogButton>
        </div>
      ) : null}
    </li>
  )
}

/**
 * What an ended subscription means: since when it is not charged and its products stopped, and how to
 * subscribe again (the product's pricing page); one replaced by a scheduled plan change names its
 * successor instead.
 */
function EndedNotice({ subscription, successor }: { subscription: Subscription; successor?: Subscription }) {
  const dates = useDates()
  const { plan } = subscription
  const ended = dates.date(subscription.ends_at ?? subscription.next_billing_date)
  if (successor) {
    return (
      <p className="screen-muted">
        Replaced by {successor.plan.name} on {ended}, as you chose when you changed your plan.
      </p>
    )
  }
  return (
    <div className="screen-notice">
      <p>
        {plan.name} {subscription.status === 'Canceled' ? 'was cancelled' : 'ended'} on {ended}. It is not
        charged again, and what it gave you stopped working then; your other products are not affected.
      </p>
      <p>
        To subscribe again, choose a plan:{' '}
        <a href={pricingPage({ name: plan.name })}>
          {plan.name.replace(/ (monthly|yearly)$/, '')} plans
          <span className="visually-hidden"> on the pricing page</span>
        </a>
        .
      </p>
    </div>
  )
}

/**
 * The next payment of an active subscription (with what makes it up, behind "What makes up this
 * amount"), the one due of a past-due one, or when it ends or ended.
 */
function NextPayment({ subscription }: { subscription: Subscription }) {
  const { status, currency } = subscription
  const dates = useDates()
  const date = (iso: string) => <time dateTime={iso}>{dates.date(iso)}</time>
  const [term, value] =
    status === 'Active'
      ? [
          'Next payment',
          <>
            {formatMoney(subscription.next_billing_period_amount, currency)} on{' '}
            {date(subscription.next_billing_date)}
            {subscription.next_charge ? (
              <details className="charge-details">
                <summary>What makes up this amount</summary>
                <ChargeBreakdown
                  charge={subscription.next_charge}
                  currency={currency}
                  totalLabel="Next payment"
                  label={`Next payment of ${subscription.plan.name}`}
                />
              </details>
            ) : null}
          </>,
        ]
      : status === 'Past Due'
        ? [
            'Payment due',
            <>
              {formatMoney(subscription.next_billing_period_amount, currency)} since{' '}
              {date(subscription.next_billing_date)}
            </>,
          ]
        : status === 'Pending'
          ? ['Starts on', date(subscription.first_billing_date)]
          : [
              status === 'Expiring' ? 'Ends on' : 'Ended on',
              date(subscription.ends_at ?? subscription.next_billing_date),
            ]
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}
