import {
  getDeleteMyPaymentMethodMutationOptions,
  getUpdateMyPaymentMethodMutationOptions,
  type PaymentMethod,
  type Subscription,
} from '@music/sdk/commerce'
import { Link } from '@tanstack/react-router'
import { DialogButton } from '../../../../../screens/dialog.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { paymentMethodChanges } from '../../../-components/commerce-queries.ts'
import { showCardError } from './add-card-form.tsx'
import { CardFormFrame, useCardForm } from './card-form-frame.tsx'
import { expiryText, paymentMethodName } from './commerce-names.ts'
import { StatusBadge } from './status-badge.tsx'

/**
 * One payment method: brand and last four, expiry, the default marker and the subscriptions it pays;
 * "Make default", "Update card" (new card details for the same payment method, so what it pays keeps
 * being paid) and "Remove". Results are announced in the card.
 * @param paysFor the plans of the subscriptions that are charged to it and have not ended
 * @param announceRemoved announces its removal (in the list: the card is gone then)
 */
export function PaymentMethodCard({
  method,
  paysFor,
  announceRemoved,
}: {
  method: PaymentMethod
  paysFor: readonly Subscription[]
  announceRemoved: (result: Result | null) => void
}) {
  const [result, announce] = useResult()
  const name = paymentMethodName(method)
  const makeDefault = useServiceMutation({
    ...getUpdateMyPaymentMethodMutationOptions(),
    invalidates: paymentMethodChanges,
    onSuccess: () => announce({ tone: 'success', message: `${name} is now your default card.` }),
    onError: (error) =>
      announce({ tone: 'error', message: `${name} is not your default card. ${serviceErrorMessage(error)}` }),
  })
  return (
    <li className="screen-card payment-method">
      <div className="screen-card__title">
        <h3>{name}</h3>
        {method.default ? <StatusBadge label="Default" tone="ok" /> : null}
        {method.expired ? <StatusBadge label="Expired" tone="error" /> : null}
      </div>
      <dl className="screen-details">
        {method.masked_number ? (
          <div>
            <dt>Card number</dt>
            <dd className="screen-mono">
              <span aria-hidden="true">•••• </span>
              <span className="visually-hidden">ending </span>
              {method.masked_number.slice(-4)}
            </dd>
          </div>
        ) : null}
        {expiryText(method) ? (
          <div>
            <dt>{method.expired ? 'Expired' : 'Expires'}</dt>
            <dd>{method.expiration_date}</dd>
          </div>
        ) : null}
        <div>
          <dt>Pays for</dt>
          <dd>{paysFor.length ? paysFor.map((s) => s.plan.name).join(', ') : 'No subscription'}</dd>
        </div>
      </dl>
      <ResultStatus result={result} />
      <div className="screen-actions">
        {method.default ? null : (
          <button
            type="button"
            className="button button--secondary"
            disabled={makeDefault.isPending}
            aria-busy={makeDefault.isPending || undefined}
            aria-label={makeDefault.isPending ? undefined : `Make default: ${name}`}
            onClick={() => {
              announce(null)
              makeDefault.mutate({ paymentToken: method.token, data: { make_default: true } })
            }}
          >
            {makeDefault.isPending ? 'Saving…' : 'Make default'}
          </button>
        )}
        {method.type === 'CreditCard' ? (
          <DialogButton label="Update card" title={`Update ${name}`}>
            {(close) => <UpdateCard method={method} announce={announce} onDone={close} />}
          </DialogButton>
        ) : null}
        <DialogButton label="Remove" title={`Remove ${name}?`}>
          {(close) => (
            <RemoveCard method={method} paysFor={paysFor} announce={announceRemoved} onDone={close} />
          )}
        </DialogButton>
      </div>
    </li>
  )
}

/**
 * New details for a card (a new or renewed card from the bank): the gateway's card form, then
 * `PUT /me/paymentmethods/{token}` with its nonce. What the card paid keeps being paid by it.
 */
function UpdateCard({
  method,
  announce,
  onDone,
}: {
  method: PaymentMethod
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const card = useCardForm()
  const update = useServiceMutation({
    ...getUpdateMyPaymentMethodMutationOptions(),
    invalidates: paymentMethodChanges,
  })
  const form = useScreenForm({
    defaultValues: { paymentToken: method.token },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      if (!card.card) return card.setError('Enter the new card details, then choose “Use this card”.')
      let saved: PaymentMethod
      try {
        saved = await update.mutateAsync({
          paymentToken: value.paymentToken,
          data: { nonce: card.card.nonce, device_data: card.card.device_data },
        })
      } catch (error) {
        return showCardError(card, formApi, error)
      }
      onDone()
      announce({
        tone: 'success',
        message: `The card is updated: ${paymentMethodName(saved)}, expires ${saved.expiration_date}.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`New details for ${paymentMethodName(method)}`}>
      <p>
        The subscriptions paid with {paymentMethodName(method)} are paid with the new details from now on.
      </p>
      <CardFormFrame state={card} label="New card details" />
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Saving…">Save the new details</form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </ScreenForm>
  )
}

/**
 * Removing a payment method (`DELETE /me/paymentmethods/{token}`), confirmed. While a subscription is
 * charged to it the service refuses (1505) and says which: the refusal shows here, with the way out
 * (switch that subscription to another card).
 */
function RemoveCard({
  method,
  paysFor,
  announce,
  onDone,
}: {
  method: PaymentMethod
  paysFor: readonly Subscription[]
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const name = paymentMethodName(method)
  const remove = useServiceMutation({
    ...getDeleteMyPaymentMethodMutationOptions(),
    invalidates: paymentMethodChanges,
  })
  const form = useScreenForm({
    defaultValues: { paymentToken: method.token },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      try {
        await remove.mutateAsync({ paymentToken: value.paymentToken })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      onDone()
      announce({ tone: 'success', message: `${name} is removed.` })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Remove ${name}`}>
      <p>
        {name} is removed from your account.
        {method.default ? ' Your oldest other card becomes your default.' : ''}
      </p>
      {paysFor.length ? (
        <p>
          It pays for {paysFor.map((s) => s.plan.name).join(' and ')}:{' '}
          <Link to="/account/subscriptions">switch that to another card</Link> first.
        </p>
      ) : null}
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Removing…">Remove {name}</form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone} data-autofocus>
          Keep it
        </button>
      </div>
    </ScreenForm>
  )
}
