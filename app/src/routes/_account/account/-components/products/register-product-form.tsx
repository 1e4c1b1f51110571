import { getAddMyProductMutationOptions, type ProductType } from '@music/sdk/license'
import { useStore } from '@tanstack/react-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { licenseChanges, licenseQueries } from '../../../-components/license-queries.ts'
import {
  ILOK_USER_ID,
  ILOK_USER_ID_FORMAT,
  registrableTypes,
  SERIAL_NUMBER,
  SERIAL_NUMBER_FORMAT,
} from './license-rules.ts'

/** The registration form's checks; the iLok user id only for types that need one. */
function registrationSchema(types: readonly ProductType[]) {
  const needsIlok = (typeId: string) =>
    types.find((type) => String(type.id) === typeId)?.requires_ilok === true
  return v.pipe(
    v.object({
      productTypeId: v.pipe(v.string(), v.nonEmpty('Choose the product you bought.')),
      serial: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Enter the serial number from your receipt.'),
        v.regex(SERIAL_NUMBER, SERIAL_NUMBER_FORMAT),
      ),
      ilokUserId: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['productTypeId'], ['ilokUserId']],
        (input) => !needsIlok(input.productTypeId) || input.ilokUserId.trim() !== '',
        'This product is delivered to an iLok account: enter your iLok user ID.',
      ),
      ['ilokUserId'],
    ),
    v.forward(
      v.partialCheck(
        [['productTypeId'], ['ilokUserId']],
        (input) => !needsIlok(input.productTypeId) || ILOK_USER_ID.test(input.ilokUserId.trim()),
        ILOK_USER_ID_FORMAT,
      ),
      ['ilokUserId'],
    ),
  )
}

/**
 * "Register a product" (`POST /me/products`): the product type (those sold with serial numbers, from
 * `GET /products/types`), the serial number, and the iLok user ID where the type needs one. The
 * service's refusals show next to the serial number (1101–1104, 1106) or the iLok user ID (1105); what
 * was typed stays. On success the product is listed above (its queries are fetched again).
 */
export function RegisterProductForm() {
  const { data } = useSuspenseQuery(licenseQueries.productTypes())
  const types = useMemo(() => registrableTypes(data.items), [data.items])
  const schema = useMemo(() => registrationSchema(types), [types])
  const [result, announce] = useResult()
  const register = useServiceMutation({ ...getAddMyProductMutationOptions(), invalidates: licenseChanges })
  const form = useScreenForm({
    defaultValues: { productTypeId: '', serial: '', ilokUserId: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const type = types.find((candidate) => String(candidate.id) === value.productTypeId)
      try {
        const product = await register.mutateAsync({
          data: {
            product_type_id: Number(value.productTypeId),
            product_serial_number: value.serial.trim(),
            ...(type?.requires_ilok ? { ilok_user_id: value.ilokUserId.trim() } : {}),
          },
        })
        formApi.reset()
        announce({
          tone: 'success',
          message: `${product.product_type.name} is registered with the serial number ${product.id}.`,
        })
      } catch (error) {
        showServiceError(formApi, error, {
          1101: 'serial',
          1102: 'serial',
          1103: 'serial',
          1104: 'serial',
          1106: 'serial',
          1105: 'ilokUserId',
        })
      }
    },
  })
  const typeId = useStore(form.store, (state) => state.values.productTypeId)
  const needsIlok = types.find((type) => String(type.id) === typeId)?.requires_ilok === true
  return (
    <>
      <ScreenForm form={form} aria-label="Register a product">
        <form.AppField name="productTypeId">
          {(field) => (
            <field.SelectField
              label="Product"
              placeholder="Choose a product"
              options={types.map((type) => ({ value: String(type.id), label: type.name }))}
            />
          )}
        </form.AppField>
        <form.AppField name="serial">
          {(field) => (
            <field.TextField
              label="Serial number"
              hint="On your receipt: four groups of four letters and digits, like ABCD-1234-EFGH-5678."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </form.AppField>
        {needsIlok ? (
          <form.AppField name="ilokUserId">
            {(field) => (
              <field.TextField
                label="iLok user ID"
                hint="This product's licences are delivered to your account at ilok.com."
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
            )}
          </form.AppField>
        ) : null}
        <form.FormError />
        <div className="screen-actions">
          <form.SubmitButton pendingLabel="Registering…">Register</form.SubmitButton>
        </div>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
