import {
  addMyPaymentMethod,
  type PaymentMethod,
  updateMyBillingAddress,
  updateMyPaymentMethod,
} from '@music/sdk/commerce'
import { CountryCode, countryName, postcodeProblem } from '@music/sdk/profile'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorTarget } from '../../../../../screens/service-errors.ts'
import { paymentMethodChanges } from '../../../-components/commerce-queries.ts'
import { profileQueries } from '../../../-components/profile-queries.ts'
import { CardFormFrame, type CardFormState, useCardForm } from './card-form-frame.tsx'
import type { TokenizedCard } from './card-form-message.ts'
import { paymentMethodName } from './commerce-names.ts'

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
  if (field) card.reload(message)
  else showServiceError(form, error, { 1506: 'country' })
}

/** The countries of a billing address, by name. */
const COUNTRIES = Object.values(CountryCode)
  .map((code) => ({ value: code, label: countryName(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'))

const addressSchema = v.pipe(
  v.object({
    country: v.pipe(v.string(), v.nonEmpty('Choose the country of your billing address.')),
    postcode: v.pipe(v.string(), v.trim(), v.maxLength(16, 'A postcode has at most 16 characters.')),
    address: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Use at most 100 characters.')),
    city: v.pipe(v.string(), v.trim(), v.maxLength(50, 'Use at most 50 characters.')),
    makeDefault: v.boolean(),
  }),
  v.forward(
    v.check(({ postcode, country }) => !postcodeProblem(postcode, country), 'Enter a valid postcode.'),
    ['postcode'],
  ),
)

/** What "Save card" sends: the tokenized card and the billing address typed beside it. */
interface NewCard {
  card: TokenizedCard
  address: { country_code: string; post_code?: string; address?: string; city?: string }
  makeDefault: boolean
}

/**
 * Saves a card: the billing address (`PUT /me/billingaddress`, the customer's one address at the
 * gateway), then the card (`POST /me/paymentmethods` with the nonce, the device data and the address),
 * then, when asked, makes it the default (`PUT /me/paymentmethods/{token}`).
 */
async function saveCard({ card, address, makeDefault }: NewCard): Promise<PaymentMethod> {
  const billing = await updateMyBillingAddress(address)
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
 * @param hasCards whether the customer has cards already (the first one is the default anyway)
 */
export function AddCardForm({ hasCards }: { hasCards: boolean }) {
  const [result, announce] = useResult()
  const card = useCardForm()
  const profile = useQuery(profileQueries.profile())
  const save = useServiceMutation({ mutationFn: saveCard, invalidates: paymentMethodChanges })
  const form = useScreenForm({
    defaultValues: {
      country: profile.data?.country_code ?? '',
      postcode: profile.data?.postcode ?? '',
      address: profile.data?.address_1 ?? '',
      city: profile.data?.city ?? '',
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
            country_code: value.country,
            ...(value.postcode.trim() ? { post_code: value.postcode.trim() } : {}),
            ...(value.address.trim() ? { address: value.address.trim() } : {}),
            ...(value.city.trim() ? { city: value.city.trim() } : {}),
          },
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
          <form.AppField name="country">
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
          <form.AppField name="postcode">
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
