import {
  addMyPaymentMethod,
  type BillingAddress,
  type BillingAddressRequest,
  type PaymentMethod,
  updateMyBillingAddress,
  updateMyPaymentMethod,
} from '@music/sdk/commerce'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorTarget } from '../../../../../screens/service-errors.ts'
import { paymentMethodChanges } from '../../../-components/commerce-queries.ts'
import { profileQueries } from '../../../-components/profile-queries.ts'
import { addressEntries, COUNTRIES, POSTCODE_MESSAGE, postcodeFits } from './billing-address.tsx'
import { CardFormFrame, type CardFormState, useCardForm } from './card-form-frame.tsx'
import type { TokenizedCard } from './card-form-message.ts'
import { paymentMethodName } from './commerce-names.ts'
import { refusalCode } from './refusals.ts'

/**
 * The service's refusals of a card (`specs/commerce.yaml`): declined, expired, try again, a nonce
 * that is used up. Shown beside the card form, which starts again empty (a nonce is single-use).
 */
const CARD_REFUSALS = { 1501: 'card', 1502: 'card', 1503: 'card', 1504: 'card' } as const

/** What the card form says when "Save" comes before the card. */
const NO_CARD = 'Enter your card details, then choose “Use this card”.'

/**
 * Shows the outcome of a call that sent the card form's nonce: a refusal of the card goes beside the
 * card form, which starts again empty; anything else to the form (the nonce may still be good).
 */
export function showCardError(
  card: CardFormState,
  form: Parameters<typeof showServiceError>[0],
  error: unknown,
): void {
  const { field, message } = serviceErrorTarget(error, CARD_REFUSALS)
  const sent = card.card?.details
  if (field && refusalCode(error) === 1503 && sent) {
    // "Try again": the same card may go through now. The new form keeps its expiry date; the number
    // and security code never reach the site, so they are typed again.
    card.reload(
      `${message} Enter the number and security code of ${sent.card_type} ending ${sent.last_four} again; its expiry date is filled in.`,
      { expiry: `${sent.expiration_month}/${sent.expiration_year}` },
    )
  } else if (field) card.reload(message)
  else showServiceError(form, error, { 1506: 'country_code' })
}

const addressSchema = v.pipe(
  v.object({ ...addressEntries, makeDefault: v.boolean() }),
  v.forward(
    v.check((fields) => postcodeFits(fields), POSTCODE_MESSAGE),
    ['post_code'],
  ),
)

/** What "Save card" sends: the tokenized card and the billing address typed beside it. */
interface NewCard {
  card: TokenizedCard
  address: { country_code: string; post_code?: string; address?: string; city?: string }
  /** The fields of the billing address this form does not show (names, company, region…), kept. */
  kept: Omit<BillingAddressRequest, 'country_code' | 'post_code' | 'address' | 'city'>
  makeDefault: boolean
}

/** The fields of `billing` that the add-card form does not show. */
function notShown(billing: BillingAddress | null): NewCard['kept'] {
  if (!billing) return {}
  const { id: _id, country_code: _c, post_code: _p, address: _a, city: _t, ...rest } = billing
  return rest
}

/**
 * Saves a card: the billing address (`PUT /me/billingaddress`, the customer's one address at the
 * gateway, which it replaces: the fields this form does not show are sent as they were), then the card (`POST /me/paymentmethods` with the nonce, the device data and the address),
 * then, when asked, makes it the default (`PUT /me/paymentmethods/{token}`).
 */
async function saveCard({ card, address, kept, makeDefault }: NewCard): Promise<PaymentMethod> {
  const billing = await updateMyBillingAddress({ ...kept, ...address })
  const method = await addMyPaymentMethod({
    nonce: card.nonce,
    device_data: card.device_data,
    billing_address_id: billing.id,
  })
  return makeDefault && !method.default ? updateMyPaymentMethod(method.token, { make_default: true }) : method
}

/**
 * "Add a card": the gateway's card form and the card's billing address (country required; postcode
 * checked for the country), "Use as my default card" when there are others. A card the service refuses
 * (declined, try again) is explained beside the card form, which starts again empty, while the
 * address stays as typed; a saved card is listed and announced.
 * The address starts as the billing address the customer has (else the profile's).
 * @param hasCards whether the customer has cards already (the first one is the default anyway)
 * @param billing the billing address at the gateway, `null` when none was set yet
 */
export function AddCardForm({ hasCards, billing }: { hasCards: boolean; billing: BillingAddress | null }) {
  const [result, announce] = useResult()
  const card = useCardForm()
  const profile = useQuery(profileQueries.profile())
  const save = useServiceMutation({
    mutationFn: saveCard,
    invalidates: paymentMethodChanges,
  })
  const form = useScreenForm({
    defaultValues: {
      country_code: billing?.country_code ?? profile.data?.country_code ?? '',
      post_code: billing?.post_code ?? profile.data?.postcode ?? '',
      address: billing?.address ?? profile.data?.address_1 ?? '',
      city: billing?.city ?? profile.data?.city ?? '',
      makeDefault: false,
    },
    validators: { onChange: addressSchema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      if (!card.card) return card.setError(NO_CARD)
      let saved: PaymentMethod
      try {
        saved = await save.mutateAsync({
          card: card.card,
          address: {
            country_code: value.country_code,
            ...(value.post_code.trim() ? { post_code: value.post_code.trim() } : {}),
            ...(value.address.trim() ? { address: value.address.trim() } : {}),
            ...(value.city.trim() ? { city: value.city.trim() } : {}),
          },
          kept: notShown(billing),
          makeDefault: value.makeDefault,
        })
      } catch (error) {
        return showCardError(card, formApi, error)
      }
      card.reload()
      formApi.reset({ ...value, makeDefault: false })
      announce(savedResult(saved))
    },
  })
  return (
    <>
      <ScreenForm form={form} aria-label="Add a card" className="add-card-form">
        <CardFormFrame state={card} label="New card" />
        <fieldset className="field-group">
          <legend>Billing address</legend>
          <form.AppField name="country_code">
            {(field) => (
              <field.SelectField label="Country" placeholder="Choose a country" options={COUNTRIES} />
            )}
          </form.AppField>
          <form.AppField name="address">
            {(field) => (
              <field.TextField label="Street address (optional)" autoComplete="billing street-address" />
            )}
          </form.AppField>
          <form.AppField name="city">
            {(field) => (
              <field.TextField label="Town or city (optional)" autoComplete="billing address-level2" />
            )}
          </form.AppField>
          <form.AppField name="post_code">
            {(field) => (
              <field.TextField
                label="Postcode (optional)"
                autoComplete="billing postal-code"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </form.AppField>
        </fieldset>
        {hasCards ? (
          <form.AppField name="makeDefault">
            {(field) => (
              <field.CheckboxField
                label="Use as my default card"
                hint="New purchases are paid with it; each subscription keeps its own card."
              />
            )}
          </form.AppField>
        ) : null}
        <form.FormError />
        <div className="screen-actions">
          <form.SubmitButton pendingLabel="Saving the card…">Save card</form.SubmitButton>
        </div>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}

/** The announcement of a saved card. */
function savedResult(saved: PaymentMethod): Result {
  return {
    tone: 'success',
    message: `${paymentMethodName(saved)} is saved${saved.default ? ' as your default card' : ''}.`,
  }
}
