import {
  type CatalogProduct,
  getConfirmMySubscriptionPlanChangeMutationOptions,
  getRequestMySubscriptionPlanChangeMutationOptions,
  type PaymentMethod,
  type Subscription,
  type SubscriptionPlanChange,
} from '@music/sdk/commerce'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { formatDate } from '../../../../../screens/format.ts'
import { formatMinorUnits, toMinorUnits } from '../../../../../screens/money.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import type { Result } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { commerceQueries, planChangeChanges } from '../../../-components/commerce-queries.ts'
import { paymentMethodName, pricePerPeriod } from './commerce-names.ts'

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
 */
export function PlanChange({ subscription, method, initialPlan, announce, onDone }: PlanChangeProps) {
  const [quote, setQuote] = useState<SubscriptionPlanChange | null>(null)
  // Back from the preview: the plan chosen last is still chosen.
  const [chosen, setChosen] = useState(initialPlan)
  return quote ? (
    <PlanChangeReview
      subscription={subscription}
      method={method}
      quote={quote}
      onBack={() => {
        setChosen(quote.target_subscription.catalog_product_id)
        setQuote(null)
      }}
      announce={announce}
      onDone={onDone}
    />
  ) : (
    <PlanChoice subscription={subscription} initialPlan={chosen} onQuote={setQuote} onCancel={onDone} />
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
  onQuote,
  onCancel,
}: {
  subscription: Subscription
  initialPlan: number | undefined
  onQuote: (quote: SubscriptionPlanChange) => void
  onCancel: () => void
}) {
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
  if (catalog.isPending) {
    return (
      <p role="status" aria-busy="true">
        Loading the plans…
      </p>
    )
  }
  if (catalog.isError) {
    return (
      <div className="screen-notice screen-notice--error" role="alert">
        <p>
          <strong>The plans could not be loaded.</strong> {serviceErrorMessage(catalog.error)}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void catalog.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  if (plans.length === 0) return <p>{subscription.plan.name} cannot change to another plan.</p>
  const next = formatDate(subscription.next_billing_date)
  return (
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
  )
}

/**
 * The preview of a quoted plan change and its confirmation. Refusals of the service (a request that
 * is no longer open, a declined card…) show above the buttons; "Back" chooses another plan.
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
  const confirm = useServiceMutation({
    ...getConfirmMySubscriptionPlanChangeMutationOptions(),
    invalidates: planChangeChanges,
  })
  const target = quote.target_subscription
  const { currency } = target
  const dueToday = toMinorUnits(target.next_billing_period_amount, currency)
  const from = formatDate(target.next_billing_date)
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
        return showServiceError(formApi, error)
      }
      onDone()
      const charged =
        dueToday > 0 && done.order_id
          ? ` We charged ${formatMinorUnits(dueToday, currency)} to ${card} (order ${done.order_id}).`
          : ''
      announce({
        tone: 'success',
        message: quote.immediate
          ? `Your plan is now ${target.plan.name}.${charged}`
          : `Your plan changes to ${target.plan.name} on ${from}.${charged}`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Confirm the change to ${target.plan.name}`}>
      <p>
        From {subscription.plan.name} to <strong>{target.plan.name}</strong>
        {quote.immediate ? ', starting today.' : `, starting on ${from}.`}
      </p>
      <dl className="screen-details plan-quote">
        <div>
          <dt>Due today</dt>
          <dd className="plan-quote__amount">{formatMinorUnits(dueToday, currency)}</dd>
        </div>
        <div>
          <dt>Then</dt>
          <dd>
            {pricePerPeriod(target.actual_plan_price ?? 0, currency, target.plan)} from{' '}
            <time dateTime={target.next_billing_date}>{from}</time>
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
            ? `Today you pay the difference for the rest of your current period, to ${from}.`
            : 'Nothing is due today: what you paid for the rest of this period counts towards your next payments.'
          : `You keep ${subscription.plan.name} until ${from}; the new plan and its price start then.`}
      </p>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Confirming…">
          {dueToday > 0 ? `Confirm and pay ${formatMinorUnits(dueToday, currency)}` : 'Confirm the change'}
        </form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
      </div>
    </ScreenForm>
  )
}
