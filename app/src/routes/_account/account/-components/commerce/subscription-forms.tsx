import {
  getCancelMySubscriptionMutationOptions,
  getListMyOrdersQueryKey,
  getUpdateMySubscriptionMutationOptions,
  listMySubscriptions,
  type PaymentMethod,
  retryMySubscriptionCharge,
  type Subscription,
  updateMySubscription,
} from '@music/sdk/commerce'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { formatMoney, toMinorUnits } from '../../../../../screens/money.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import type { Result } from '../../../../../screens/result-status.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { subscriptionChanges } from '../../../-components/commerce-queries.ts'
import { ChargeBreakdown } from './charge-breakdown.tsx'
import { expiryText, paymentMethodName } from './commerce-names.ts'

/** The service's codes about the card a subscription is charged to (`specs/commerce.yaml`). */
const CARD_CODES = { 1405: 'token', 1501: 'token', 1502: 'token', 1503: 'token' } as const

/** The payment methods a subscription may be charged to: those that have not expired. */
const usable = (methods: readonly PaymentMethod[]) => methods.filter((m) => !m.expired)

const methodOptions = (methods: readonly PaymentMethod[]) =>
  methods.map((m) => ({
    value: m.token,
    label: paymentMethodName(m),
    description: [expiryText(m), m.default ? 'Your default' : ''].filter(Boolean).join(' · '),
  }))

/** Where a customer without a usable card goes to add one. */
function AddCardLink() {
  return (
    <Link to="/account/payment-methods" hash="add-card">
      Add a card
    </Link>
  )
}

/** What paying a past-due subscription changes: the subscription, its licences, and the orders (one more). */
const payChanges = [...subscriptionChanges, getListMyOrdersQueryKey()] as const

/** Why "Pay now" stopped before charging: the subscription is not what the screen showed any more. */
class PaymentChangedError extends Error {}

/**
 * Pays a past-due subscription what the screen showed (`shown`, minor units) with the card `token`:
 * reads the subscription again first, so a payment made in another tab, or an amount that changed
 * since (another billing country), stops here with a {@link PaymentChangedError} instead of charging;
 * then switches the card if need be (`PUT /me/subscriptions/{id}`) and charges (`POST …/retrycharge`).
 */
async function payShownAmount(
  subscription: Subscription,
  shown: number,
  token: string,
): Promise<Subscription> {
  const { currency } = subscription
  const now = (await listMySubscriptions()).items.find((s) => s.id === subscription.id)
  if (now?.status !== 'Past Due')
    throw new PaymentChangedError(
      `${subscription.plan.name} is paid already (in another window, perhaps): nothing more was charged.`,
    )
  if (toMinorUnits(now.next_billing_period_amount, now.currency) !== shown) {
    throw new PaymentChangedError(
      `The amount due is now ${formatMoney(now.next_billing_period_amount, now.currency ?? currency)}, not ${formatMoney(subscription.next_billing_period_amount, currency)}: nothing was charged. Check it and pay again.`,
    )
  }
  if (token !== now.payment_method_token)
    await updateMySubscription(subscription.id, { payment_method_token: token })
  return retryMySubscriptionCharge(subscription.id)
}

/**
 * A past-due subscription's "Pay now" (`POST …/retrycharge`): what is owed, since when and what makes
 * it up (tax included: the figure charged), the card to charge (its own, or another of the customer's),
 * and the service's refusal (declined, expired, try again) next to the card choice. A double click pays
 * once; a payment made elsewhere in the meantime is not made again.
 */
export function PayNowForm({
  subscription,
  method,
  methods,
  announce,
}: {
  subscription: Subscription
  method: PaymentMethod | undefined
  methods: readonly PaymentMethod[]
  announce: (result: Result | null) => void
}) {
  const dates = useDates()
  const { currency } = subscription
  const amount = formatMoney(subscription.next_billing_period_amount, currency)
  const shown = toMinorUnits(subscription.next_billing_period_amount, currency)
  const choices = usable(methods)
  const queryClient = useQueryClient()
  const pay = useServiceMutation({
    mutationFn: (token: string) => payShownAmount(subscription, shown, token),
    invalidates: payChanges,
  })
  const preferred = choices.find((m) => m.token === subscription.payment_method_token) ?? choices[0]
  const form = useScreenForm({
    defaultValues: { token: preferred?.token ?? '' },
    validators: {
      onChange: v.object({ token: v.pipe(v.string(), v.nonEmpty('Choose a card to pay with.')) }),
    },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      try {
        await pay.mutateAsync(value.token)
      } catch (error) {
        if (error instanceof PaymentChangedError) {
          for (const queryKey of payChanges) void queryClient.invalidateQueries({ queryKey })
          return announce({ tone: 'error', message: error.message })
        }
        return showServiceError(formApi, error, CARD_CODES)
      }
      const card = methods.find((m) => m.token === value.token)
      announce({
        tone: 'success',
        message: `Thank you: ${amount} was paid with ${card ? paymentMethodName(card) : 'your card'}. ${subscription.plan.name} is active again; the invoice is under Orders & invoices.`,
      })
    },
  })
  return (
    <div className="screen-notice screen-notice--error past-due">
      <p>
        <strong>Your payment of {amount} is overdue.</strong> We could not charge{' '}
        {method ? paymentMethodName(method) : 'a payment method'} on{' '}
        {dates.date(subscription.next_billing_date)}
        {method?.expired ? `: it expired in ${method.expiration_date}` : ''}. Pay now to keep{' '}
        {subscription.plan.name} working.
      </p>
      {subscription.next_charge ? (
        <ChargeBreakdown
          charge={subscription.next_charge}
          currency={currency}
          totalLabel="Due now"
          label={`What you pay for ${subscription.plan.name}`}
        />
      ) : null}
      {choices.length === 0 ? (
        <p>
          You have no card that can be charged. <AddCardLink />, then pay here.
        </p>
      ) : (
        <ScreenForm form={form} aria-label={`Pay for ${subscription.plan.name}`}>
          <form.AppField name="token">
            {(field) => <field.RadioGroupField label="Pay with" options={methodOptions(choices)} />}
          </form.AppField>
          <form.FormError />
          <div className="screen-actions">
            <form.SubmitButton pendingLabel="Paying…">Pay {amount} now</form.SubmitButton>
            <AddCardLink />
          </div>
        </ScreenForm>
      )}
    </div>
  )
}

/**
 * An active subscription's payment details (`PUT /me/subscriptions/{id}`): the card it is charged to
 * and the last billing cycle it renews for (empty: until cancelled). The service's refusals go next to
 * their field (1405, 1502 the card; 1404 the billing cycle).
 */
export function BillingDetails({
  subscription,
  methods,
  announce,
  onDone,
}: {
  subscription: Subscription
  methods: readonly PaymentMethod[]
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const update = useServiceMutation({
    ...getUpdateMySubscriptionMutationOptions(),
    invalidates: subscriptionChanges,
  })
  const choices = usable(methods)
  const cycle = subscription.current_billing_cycle
  const form = useScreenForm({
    defaultValues: {
      token: choices.some((m) => m.token === subscription.payment_method_token)
        ? subscription.payment_method_token
        : '',
      lastCycle: subscription.number_of_billing_cycle ? String(subscription.number_of_billing_cycle) : '',
    },
    validators: {
      onChange: v.object({
        token: v.pipe(v.string(), v.nonEmpty('Choose a card to pay with.')),
        lastCycle: v.pipe(
          v.string(),
          v.trim(),
          v.check(
            (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= cycle),
            `Enter a payment number of ${cycle} or more, or leave it empty to renew until you cancel.`,
          ),
        ),
      }),
    },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      try {
        await update.mutateAsync({
          subscriptionId: subscription.id,
          data: {
            payment_method_token: value.token,
            number_of_billing_cycle: Number(value.lastCycle.trim() || 0),
          },
        })
      } catch (error) {
        return showServiceError(formApi, error, { ...CARD_CODES, 1404: 'lastCycle' })
      }
      onDone()
      announce({ tone: 'success', message: `The payment details of ${subscription.plan.name} are saved.` })
    },
  })
  if (choices.length === 0) {
    return (
      <p>
        You have no card that can be charged. <AddCardLink />.
      </p>
    )
  }
  return (
    <ScreenForm form={form} aria-label={`Payment details of ${subscription.plan.name}`}>
      <form.AppField name="token">
        {(field) => <field.RadioGroupField label="Pay with" options={methodOptions(choices)} />}
      </form.AppField>
      <form.AppField name="lastCycle">
        {(field) => (
          <field.TextField
            label="Last payment (optional)"
            hint={`The payment after which it stops renewing; this is payment ${cycle}. Leave it empty to renew until you cancel.`}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </form.AppField>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Saving…">Save</form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </ScreenForm>
  )
}

/**
 * Cancelling a subscription (`DELETE /me/subscriptions/{id}`), confirmed: until when it keeps working
 * (an active one: the end of the paid period, or today with "End it today"; a past-due one: now),
 * that nothing more is charged, and "Keep subscription" to back out.
 */
export function CancelSubscription({
  subscription,
  announce,
  onDone,
}: {
  subscription: Subscription
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const dates = useDates()
  const cancel = useServiceMutation({
    ...getCancelMySubscriptionMutationOptions(),
    invalidates: subscriptionChanges,
  })
  const { plan } = subscription
  const paidUntil = dates.date(subscription.next_billing_date)
  const active = subscription.status === 'Active'
  const form = useScreenForm({
    defaultValues: { immediate: false },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const immediate = active ? value.immediate : undefined
      let ended: Subscription
      try {
        ended = await cancel.mutateAsync({
          subscriptionId: subscription.id,
          params: immediate ? { immediate } : undefined,
        })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      onDone()
      announce({
        tone: 'success',
        message:
          ended.status === 'Expiring' && ended.ends_at
            ? `${plan.name} is cancelled. It keeps working until ${dates.date(ended.ends_at)}; until then, “Keep my plan” undoes this.`
            : `${plan.name} is cancelled and has ended.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Cancel ${plan.name}`}>
      {active ? (
        <p>
          {plan.name} keeps working until <strong>{paidUntil}</strong>, the end of the period you paid for.
          You will not be charged again. Until then you can change your mind: “Keep my plan” renews it as
          before.
        </p>
      ) : (
        <p>{plan.name} ends now. The overdue payment is not taken, and the product stops working today.</p>
      )}
      {active ? (
        <form.AppField name="immediate">
          {(field) => (
            <field.CheckboxField
              label="End it today instead"
              hint={`It stops working today. The rest of the period until ${paidUntil} is not refunded.`}
            />
          )}
        </form.AppField>
      ) : null}
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Cancelling…">Cancel subscription</form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone} data-autofocus>
          Keep subscription
        </button>
      </div>
    </ScreenForm>
  )
}

/**
 * "Keep my plan" for a subscription cancelled at the end of its paid period (`Expiring`): sets its
 * number of billing cycles back to 0 (`PUT /me/subscriptions/{id}`, `updateMySubscription`: ending at
 * the period end is its last billing cycle), so it renews as before; the result says when and for how
 * much, in the service's figures.
 */
export function KeepPlan({
  subscription,
  announce,
}: {
  subscription: Subscription
  announce: (result: Result | null) => void
}) {
  const dates = useDates()
  const keep = useServiceMutation({
    ...getUpdateMySubscriptionMutationOptions(),
    invalidates: subscriptionChanges,
  })
  const form = useScreenForm({
    defaultValues: { subscriptionId: subscription.id },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      let kept: Subscription
      try {
        kept = await keep.mutateAsync({
          subscriptionId: value.subscriptionId,
          data: { number_of_billing_cycle: 0 },
        })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      announce({
        tone: 'success',
        message: `${kept.plan.name} is kept: it renews on ${dates.date(kept.next_billing_date)} for ${formatMoney(kept.next_billing_period_amount, kept.currency)}.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Keep ${subscription.plan.name}`}>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Keeping it…">Keep my plan</form.SubmitButton>
      </div>
    </ScreenForm>
  )
}
