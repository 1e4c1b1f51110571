import {
  getCancelMySubscriptionMutationOptions,
  getUpdateMySubscriptionMutationOptions,
  type PaymentMethod,
  retryMySubscriptionCharge,
  type Subscription,
  updateMySubscription,
} from '@music/sdk/commerce'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { formatDate } from '../../../../../screens/format.ts'
import { formatMoney } from '../../../../../screens/money.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import type { Result } from '../../../../../screens/result-status.tsx'
import { subscriptionChanges } from '../../../-components/commerce-queries.ts'
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

/**
 * A past-due subscription's "Pay now" (`POST …/retrycharge`): what is owed and since when, the card to
 * charge (its own, or another of the customer's: `PUT /me/subscriptions/{id}` first), and the
 * service's refusal (declined, expired, try again) next to the card choice.
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
  const { currency } = subscription
  const amount = formatMoney(subscription.next_billing_period_amount, currency)
  const choices = usable(methods)
  const pay = useServiceMutation({
    mutationFn: async (token: string) => {
      if (token !== subscription.payment_method_token)
        await updateMySubscription(subscription.id, { payment_method_token: token })
      return retryMySubscriptionCharge(subscription.id)
    },
    invalidates: subscriptionChanges,
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
        return showServiceError(formApi, error, CARD_CODES)
      }
      const card = methods.find((m) => m.token === value.token)
      announce({
        tone: 'success',
        message: `Thank you: ${amount} was paid with ${card ? paymentMethodName(card) : 'your card'}. ${subscription.plan.name} is active again.`,
      })
    },
  })
  return (
    <div className="screen-notice screen-notice--error past-due">
      <p>
        <strong>Your payment of {amount} is overdue.</strong> We could not charge{' '}
        {method ? paymentMethodName(method) : 'a payment method'} on{' '}
        {formatDate(subscription.next_billing_date)}
        {method?.expired ? `: it expired in ${method.expiration_date}` : ''}. Pay now to keep{' '}
        {subscription.plan.name} working.
      </p>
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
  const cancel = useServiceMutation({
    ...getCancelMySubscriptionMutationOptions(),
    invalidates: subscriptionChanges,
  })
  const { plan } = subscription
  const paidUntil = formatDate(subscription.next_billing_date)
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
            ? `${plan.name} is cancelled. It keeps working until ${formatDate(ended.ends_at)}.`
            : `${plan.name} is cancelled and has ended.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Cancel ${plan.name}`}>
      {active ? (
        <p>
          {plan.name} keeps working until <strong>{paidUntil}</strong>, the end of the period you paid for.
          You will not be charged again.
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
