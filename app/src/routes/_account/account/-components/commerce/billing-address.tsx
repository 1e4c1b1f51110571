import {
  type BillingAddress,
  type BillingAddressRequest,
  getUpdateMyBillingAddressMutationOptions,
} from '@music/sdk/commerce'
import { CountryCode, countryName, postcodeProblem } from '@music/sdk/profile'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { billingAddressChanges, commerceQueries } from '../../../-components/commerce-queries.ts'
import { profileQueries } from '../../../-components/profile-queries.ts'

/** The countries of a billing address, by name. */
export const COUNTRIES = Object.values(CountryCode)
  .map((code) => ({ value: code, label: countryName(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'))

/** A field of at most `max` characters, trimmed; empty is allowed. */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters.`))

/**
 * The fields of a billing address that the add-card form asks for too (the gateway's names), checked
 * the same way in both forms.
 */
export const addressEntries = {
  address: text(255),
  city: text(255),
  post_code: v.pipe(v.string(), v.trim(), v.maxLength(16, 'A postcode has at most 16 characters.')),
  country_code: v.pipe(v.string(), v.nonEmpty('Choose the country of your billing address.')),
}

/** Whether the postcode fits the country (an empty one does), for a check beside the postcode. */
export const postcodeFits = ({ post_code, country_code }: { post_code: string; country_code: string }) =>
  !postcodeProblem(post_code, country_code)

/** The message of {@link postcodeFits}. */
export const POSTCODE_MESSAGE = 'Enter a valid postcode.'

const addressSchema = v.pipe(
  v.object({
    first_name: text(255),
    last_name: text(255),
    company: text(255),
    address_extended: text(255),
    region: text(255),
    ...addressEntries,
  }),
  v.forward(
    v.check((fields) => postcodeFits(fields), POSTCODE_MESSAGE),
    ['post_code'],
  ),
)

type AddressFields = v.InferInput<typeof addressSchema>

/** The request of the fields: the country and every field that is not empty, trimmed. */
function addressRequest(fields: AddressFields): BillingAddressRequest {
  const given = Object.entries(fields).filter(([name, value]) => name !== 'country_code' && value.trim())
  return {
    country_code: fields.country_code,
    ...Object.fromEntries(given.map(([name, value]) => [name, value.trim()])),
  }
}

/** The lines of an address as an envelope has them (name, company, street, town, region, postcode, country). */
function addressLines(address: BillingAddress): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company ?? '',
    address.address ?? '',
    address.address_extended ?? '',
    [address.city, address.region, address.post_code].filter(Boolean).join(' '),
    countryName(address.country_code),
  ].filter(Boolean)
}

/**
 * The billing address on its own (`GET`/`PUT /me/billingaddress`, docs/decisions/027): shown as an
 * address, edited in place ("Edit billing address"), or given for the first time. Its country is the
 * billing country of the customer's payments, so the tax on them follows it: saving it refreshes the
 * subscriptions' next payments. The form keeps what was typed when the call fails.
 */
export function BillingAddressDetails() {
  const { data: address } = useSuspenseQuery(commerceQueries.billingAddress())
  const [editing, setEditing] = useState(false)
  const [result, announce] = useResult()
  return (
    <div className="billing-address">
      <ResultStatus result={result} />
      {editing ? (
        <BillingAddressForm
          address={address}
          onSaved={() => {
            setEditing(false)
            announce({
              tone: 'success',
              message: 'Your billing address is saved. Your next payments are taxed for its country.',
            })
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {address ? (
            <address className="billing-address__lines">
              {addressLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : (
            <p>
              You have not given a billing address yet. Until you do, your payments are taxed for the country
              of your profile.
            </p>
          )}
          <p className="screen-muted">
            The tax on your payments follows the country of your billing address.
          </p>
          <div className="screen-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                announce(null)
                setEditing(true)
              }}
            >
              {address ? 'Edit billing address' : 'Add a billing address'}
            </button>
          </div>
        </>
      )}
    </div>
  )
}

/** The billing address form, started from the address (or from the profile when there is none). */
function BillingAddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: BillingAddress | null
  onSaved: () => void
  onCancel: () => void
}) {
  const { data: profile } = useSuspenseQuery(profileQueries.profile())
  const save = useServiceMutation({
    ...getUpdateMyBillingAddressMutationOptions(),
    invalidates: billingAddressChanges,
  })
  const form = useScreenForm({
    defaultValues: {
      first_name: address?.first_name ?? profile.first_name ?? '',
      last_name: address?.last_name ?? profile.last_name ?? '',
      company: address?.company ?? '',
      address: address?.address ?? profile.address_1 ?? '',
      address_extended: address?.address_extended ?? profile.address_2 ?? '',
      city: address?.city ?? profile.city ?? '',
      region: address?.region ?? '',
      post_code: address?.post_code ?? profile.postcode ?? '',
      country_code: address?.country_code ?? profile.country_code ?? '',
    } satisfies AddressFields,
    validators: { onChange: addressSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ data: addressRequest(value) })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      onSaved()
    },
  })
  return (
    <ScreenForm form={form} aria-label="Billing address" className="billing-address__form">
      <div className="field-row">
        <form.AppField name="first_name">
          {(field) => <field.TextField label="First name (optional)" autoComplete="billing given-name" />}
        </form.AppField>
        <form.AppField name="last_name">
          {(field) => <field.TextField label="Last name (optional)" autoComplete="billing family-name" />}
        </form.AppField>
      </div>
      <form.AppField name="company">
        {(field) => <field.TextField label="Company (optional)" autoComplete="billing organization" />}
      </form.AppField>
      <form.AppField name="address">
        {(field) => (
          <field.TextField label="Street address (optional)" autoComplete="billing address-line1" />
        )}
      </form.AppField>
      <form.AppField name="address_extended">
        {(field) => (
          <field.TextField label="Address line 2 (optional)" autoComplete="billing address-line2" />
        )}
      </form.AppField>
      <div className="field-row">
        <form.AppField name="city">
          {(field) => (
            <field.TextField label="Town or city (optional)" autoComplete="billing address-level2" />
          )}
        </form.AppField>
        <form.AppField name="region">
          {(field) => (
            <field.TextField
              label="County, state or region (optional)"
              autoComplete="billing address-level1"
            />
          )}
        </form.AppField>
      </div>
      <div className="field-row">
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
        <form.AppField name="country_code">
          {(field) => (
            <field.SelectField label="Country" placeholder="Choose a country" options={COUNTRIES} />
          )}
        </form.AppField>
      </div>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Saving…">Save billing address</form.SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ScreenForm>
  )
}
