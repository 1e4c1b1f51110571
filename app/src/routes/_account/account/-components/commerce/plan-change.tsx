import {
  type CatalogProduct,
  type ChargeLine,
  type ChargeSummary,
  getConfirmMySubscriptionPlanChangeMutationOptions,
  getRequestMySubscriptionPlanChangeMutationOptions,
  type PaymentMethod,
  type Subscription,
  type SubscriptionPlanChange,
} from '@music/sdk/commerce'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { LoadError, Loading } from '../../../../../screens/load-state.tsx'
import { formatMinorUnits, formatMoney, toMinorUnits } from '../../../../../screens/money.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import type { Result } from '../../../../../screens/result-status.tsx'
import { type Dates, useDates } from '../../../../../screens/time-zone.ts'
import { commerceQueries, planChangeChanges } from '../../../-components/commerce-queries.ts'
import { ChargeBreakdown } from './charge-breakdown.tsx'
import { paymentMethodName, pricePerPeriod } from './commerce-names.ts'
import { refusalCode } from './refusals.ts'

/** Props of {@link PlanChange}. */
interface PlanChangeProps {
  subscription: Subscription
  /** The payment method the subscription is charged to. */
  method: PaymentMethod | undefined
  /** The catalog product to start with (an offer's). */
  initialPlan?: number
  announce: (result: Result | null) => void
  /** Closes the dialog. */
  onDone: () => void
}

/**
 * Changing a subscription's plan in two steps, as the service has them (docs/requirements.md §4):
 * 1. choose a plan of the catalog the subscription may change to (`GET /catalog/products`,
 *    `subscription_options.allow_change_to`) → `POST …/planchanges` quotes it;
 * 2. the preview: what is charged today and to which card, what each period costs from when → "Confirm"
 *    (`PUT …/planchanges/{id}`) or "Back". A plan billed as often as the current one changes today
 *    (the difference for the rest of the period, pro rata); another changes at the next billing date.
 * Each step takes focus as it replaces the other: the review its summary, "Back" the plan chosen.
 */
export function PlanChange({ subscription, method, initialPlan, announce, onDone }: PlanChangeProps) {
  const [quote, setQuote] = useState<SubscriptionPlanChange | null>(null)
  // Back from the preview: the plan chosen last is still chosen.
  const [chosen, setChosen] = useState(initialPlan)
  const [backFromReview, setBackFromReview] = useState(false)
  return quote ? (
    <PlanChangeReview
      subscription={subscription}
      method={method}
      quote={quote}
      onBack={() => {
        setChosen(quote.target_subscription.catalog_product_id)
        setBackFromReview(true)
        setQuote(null)
      }}
      announce={announce}
      onDone={onDone}
    />
  ) : (
    <PlanChoice
      subscription={subscription}
      initialPlan={chosen}
      focusChosen={backFromReview}
      onQuote={setQuote}
      onCancel={onDone}
    />
  )
}

/** The catalog's plans `subscription` may change to, in the order its plan lists them. */
function plansFor(subscription: Subscription, catalog: readonly CatalogProduct[]): CatalogProduct[] {
  const current = catalog.find((product) => product.id === subscription.catalog_product_id)
  return (current?.subscription_options?.allow_change_to ?? []).flatMap((id) => {
    const plan = catalog.find(
      (product) => product.id === id && product.available && product.subscription_plan,
    )
    return plan ? [plan] : []
  })
}

/** Whether a change to `plan` applies today (plans billed equally often) or at the next billing date. */
const changesToday = (subscription: Subscription, plan: CatalogProduct) =>
  plan.subscription_plan?.billing_frequency === subscription.plan.billing_frequency

function PlanChoice({
  subscription,
  initialPlan,
  focusChosen,
  onQuote,
  onCancel,
}: {
  subscription: Subscription
  initialPlan: number | undefined
  /** Back from the review: the plan chosen takes focus (the "Back" button pressed is gone). */
  focusChosen: boolean
  onQuote: (quote: SubscriptionPlanChange) => void
  onCancel: () => void
}) {
  const dates = useDates()
  const box = useRef<HTMLDivElement>(null)
  // Not suspending: the catalog failing leaves the subscriptions list as it is.
  const catalog = useQuery(commerceQueries.catalog())
  const request = useServiceMutation({
    ...getRequestMySubscriptionPlanChangeMutationOptions(),
    invalidates: [],
  })
  const plans = catalog.data ? plansFor(subscription, catalog.data.items) : []
  const form = useScreenForm({
    defaultValues: { plan: initialPlan !== undefined ? String(initialPlan) : '' },
    validators: { onChange: v.object({ plan: v.pipe(v.string(), v.nonEmpty('Choose a plan.')) }) },
    onSubmit: async ({ value, formApi }) => {
      const plan = plans.find((p) => String(p.id) === value.plan)
      if (!plan) return
      try {
        onQuote(
          await request.mutateAsync({
            subscriptionId: subscription.id,
            data: { catalog_product_id: plan.id, immediate: changesToday(subscription, plan) },
          }),
        )
      } catch (error) {
        showServiceError(formApi, error, { 1401: 'plan', 1402: 'plan' })
      }
    },
  })
  const shown = plans.length > 0
  useEffect(() => {
    if (focusChosen && shown)
      box.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus()
  }, [focusChosen, shown])
  if (catalog.isPending) return <Loading what="the plans" visible />
  if (catalog.isError)
    return <LoadError subject="The plans" error={catalog.error} onRetry={() => void catalog.refetch()} />
  if (plans.length === 0) return <p>{subscription.plan.name} cannot change to another plan.</p>
  const next = dates.date(subscription.next_billing_date)
  return (
    <div ref={box}>
      <ScreenForm form={form} aria-label={`Choose a new plan for ${subscription.plan.name}`}>
        <p>
          You have {subscription.plan.name},{' '}
          {pricePerPeriod(subscription.price, subscription.currency, subscription.plan)}.
        </p>
        <form.AppField name="plan">
          {(field) => (
            <field.RadioGroupField
              label="New plan"
              hint="You see the price and confirm on the next step."
              options={plans.map((plan) => ({
                value: String(plan.id),
                label: plan.name,
                description: `${pricePerPeriod(plan.price, plan.currency, plan.subscription_plan ?? { billing_frequency: 1 })} · ${
                  changesToday(subscription, plan) ? 'changes today' : `changes on ${next}`
                }`,
              }))}
            />
          )}
        </form.AppField>
        <form.FormError />
        <div className="screen-actions">
          <form.SubmitButton pendingLabel="Getting the price…">Review the change</form.SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </ScreenForm>
    </div>
  )
}

/** How long a confirmation just shown stays disabled: the second click of a double click on the button
 * before it (at the same place) must not confirm a payment nobody has read (ms). */
const ARMING_MS = 600

/** False for {@link ARMING_MS} after the component mounts, then true. */
function useArmed(): boolean {
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), ARMING_MS)
    return () => clearTimeout(timer)
  }, [])
  return armed
}

/**
 * The preview of a quoted plan change and its confirmation (docs/decisions/027): what is charged today
 * as the service itemises it (the new plan for the rest of the period, the credit for the unused time
 * of the current one, the tax), the credit a cheaper plan leaves, what each period costs from when,
 * and the card. "Confirm and pay" charges exactly the quoted total; the success message says what the
 * service charged. Refusals (a request replaced in another tab, a declined card…) show above the
 * buttons; "Back" chooses another plan or quotes again.
 */
function PlanChangeReview({
  subscription,
  method,
  quote,
  onBack,
  announce,
  onDone,
}: {
  subscription: Subscription
  method: PaymentMethod | undefined
  quote: SubscriptionPlanChange
  onBack: () => void
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const dates = useDates()
  const queryClient = useQueryClient()
  const armed = useArmed()
  const summary = useRef<HTMLParagraphElement>(null)
  useEffect(() => summary.current?.focus(), [])
  const confirm = useServiceMutation({
    ...getConfirmMySubscriptionPlanChangeMutationOptions(),
    invalidates: planChangeChanges,
  })
  const target = quote.target_subscription
  const { currency } = target
  const due = target.due_now
  const dueToday = toMinorUnits(target.next_billing_period_amount, currency)
  const credit = toMinorUnits(target.credit_amount ?? 0, currency)
  // Credit from an earlier change that this one spends (the quote lists it among today's lines).
  const heldCredit = toMinorUnits(subscription.remaining_credit ?? 0, currency) > 0
  const from = dates.date(target.next_billing_date)
  // The first payment of the new plan, where credit or discounts make it differ from the ones after.
  const firstRenewal =
    target.first_renewal &&
    target.renewal &&
    toMinorUnits(target.first_renewal.total_amount, currency) !==
      toMinorUnits(target.renewal.total_amount, currency)
      ? target.first_renewal
      : undefined
  const card = method ? paymentMethodName(method) : 'your payment method'
  const form = useScreenForm({
    defaultValues: { planChangeRequestId: quote.id },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      let done: SubscriptionPlanChange
      try {
        done = await confirm.mutateAsync({
          subscriptionId: subscription.id,
          planChangeRequestId: value.planChangeRequestId,
        })
      } catch (error) {
        // Replaced in another tab, confirmed already, or the subscription changed: show what is true now.
        if (refusalCode(error) === 1402 || refusalCode(error) === 1403)
          for (const queryKey of planChangeChanges) void queryClient.invalidateQueries({ queryKey })
        return showServiceError(formApi, error)
      }
      onDone()
      announce({ tone: 'success', message: confirmedMessage(done, subscription, card, dates) })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Confirm the change to ${target.plan.name}`}>
      {/* Focus comes here when the review replaces the choice (the button pressed is gone with it). */}
      <p ref={summary} tabIndex={-1} className="plan-quote__summary">
        From {subscription.plan.name} to <strong>{target.plan.name}</strong>
        {quote.immediate ? ', starting today.' : `, starting on ${from}.`}
      </p>
      <div className="plan-quote">
        {due && due.lines.length > 0 ? (
          <ChargeBreakdown
            charge={due}
            currency={currency}
            totalLabel="Due today"
            label="What you pay today"
          />
        ) : (
          <dl className="screen-details">
            <div>
              <dt>Due today</dt>
              <dd className="plan-quote__amount">{formatMinorUnits(dueToday, currency)}</dd>
            </div>
          </dl>
        )}
        {credit > 0 ? (
          <p className="plan-quote__credit">
            <strong>{formatMinorUnits(credit, currency)} credit</strong> for the unused time of{' '}
            {subscription.plan.name} stays on your subscription and comes off your next payments.
          </p>
        ) : null}
      </div>
      <dl className="screen-details">
        {firstRenewal ? (
          <div>
            <dt>Next payment</dt>
            <dd>
              {formatMoney(firstRenewal.total_amount, currency)} on{' '}
              <time dateTime={target.next_billing_date}>{from}</time>
              <span className="screen-muted"> ({takenOff(firstRenewal, target.renewal, currency)})</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{firstRenewal ? 'After that' : 'Then'}</dt>
          <dd>
            {target.renewal
              ? pricePerPeriod(target.renewal.total_amount, currency, target.plan)
              : pricePerPeriod(target.actual_plan_price ?? 0, currency, target.plan)}{' '}
            {firstRenewal ? null : (
              <>
                from <time dateTime={target.next_billing_date}>{from}</time>
              </>
            )}
            {target.renewal && target.renewal.tax_amount > 0 ? (
              <span className="screen-muted">
                {' '}
                ({formatMoney(target.renewal.subtotal_amount, currency)} plus{' '}
                {formatMoney(target.renewal.tax_amount, currency)} tax)
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Paid with</dt>
          <dd>{card}</dd>
        </div>
      </dl>
      <p className="screen-muted">
        {quote.immediate
          ? dueToday > 0
            ? `Today you pay for ${target.plan.name} for the rest of your current period, to ${from}, less what is left of ${subscription.plan.name}${heldCredit ? ' and the credit on your subscription' : ''}.`
            : `Nothing is due today: what is left of ${subscription.plan.name}${heldCredit ? ' and the credit on your subscription pay' : ' pays'} for ${target.plan.name} to ${from}.`
          : `You keep ${subscription.plan.name} until ${from}; the new plan and its price start then.`}
      </p>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Confirming…" disabled={!armed}>
          {dueToday > 0 ? `Confirm and pay ${formatMinorUnits(dueToday, currency)}` : 'Confirm the change'}
        </form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
      </div>
    </ScreenForm>
  )
}

/**
 * What comes off the new plan's first payment, in words: "$37.80 credit taken off" (the credit and
 * discount lines of `first`; with tax, the figures before tax). `renewal` is the plan's full period.
 */
function takenOff(first: ChargeSummary, renewal: ChargeSummary | undefined, currency?: string): string {
  const off = (kind: ChargeLine['kind']) =>
    first.lines
      .filter((line) => line.kind === kind)
      .reduce((sum, line) => sum + toMinorUnits(line.amount, currency), 0)
  const credit = off('credit')
  const discount = off('discount')
  const parts = [
    ...(discount > 0 ? [`${formatMinorUnits(discount, currency)} discount`] : []),
    ...(credit > 0 ? [`${formatMinorUnits(credit, currency)} credit`] : []),
  ]
  const tax = first.tax_amount > 0 || (renewal?.tax_amount ?? 0) > 0 ? ', before tax' : ''
  return `${parts.join(' and ')} taken off${tax}`
}

/**
 * What a confirmed change did, in the service's figures: the plan now (or from when), the amount it
 * charged (the confirmed request's `next_billing_period_amount`) with the card and order, or the credit.
 */
function confirmedMessage(
  done: SubscriptionPlanChange,
  subscription: Subscription,
  card: string,
  dates: Dates,
): string {
  const target = done.target_subscription
  const { currency } = target
  const charged = toMinorUnits(target.next_billing_period_amount, currency)
  const credit = toMinorUnits(target.credit_amount ?? 0, currency)
  const plan = done.immediate
    ? `Your plan is now ${target.plan.name}.`
    : `Your plan changes to ${target.plan.name} on ${dates.date(target.next_billing_date)}.`
  if (charged > 0 && done.order_id)
    return `${plan} We charged ${formatMinorUnits(charged, currency)} to ${card} (order ${done.order_id}).`
  if (credit > 0)
    return `${plan} Nothing was charged: ${formatMinorUnits(credit, currency)} credit for the unused time of ${subscription.plan.name} comes off your next payments.`
  if (done.immediate && toMinorUnits(subscription.remaining_credit ?? 0, currency) > 0)
    return `${plan} Nothing was charged: what was left of ${subscription.plan.name} and the credit on your subscription paid for it.`
  return plan
}
