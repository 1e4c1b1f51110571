import { getUpdateMyProductMutationOptions, type Product } from '@music/sdk/license'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Reveal } from '../../../../../screens/reveal.tsx'
import { licenseChanges } from '../../../-components/license-queries.ts'
import { ILOK_USER_ID, ILOK_USER_ID_FORMAT } from './license-rules.ts'

const ilokSchema = v.object({
  ilokUserId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your iLok user ID.'),
    v.regex(ILOK_USER_ID, ILOK_USER_ID_FORMAT),
  ),
})

/**
 * Changes the iLok account a product's licences are delivered to (`PUT /me/products/{productId}`,
 * products whose type `requires_ilok`), behind "Change the iLok user ID". The service's refusal (1105)
 * shows next to the field; the result is announced under it.
 */
export function IlokForm({ product, current }: { product: Product; current: string | undefined }) {
  const [result, announce] = useResult()
  return (
    <div className="ilok-form">
      <Reveal label={current ? 'Change the iLok user ID' : 'Set the iLok user ID'}>
        {(close) => <IlokFields product={product} current={current} announce={announce} onDone={close} />}
      </Reveal>
      <ResultStatus result={result} />
    </div>
  )
}

function IlokFields({
  product,
  current,
  announce,
  onDone,
}: {
  product: Product
  current: string | undefined
  announce: (result: Result | null) => void
  onDone: () => void
}) {
  const update = useServiceMutation({ ...getUpdateMyProductMutationOptions(), invalidates: licenseChanges })
  const form = useScreenForm({
    defaultValues: { ilokUserId: current ?? '' },
    validators: { onChange: ilokSchema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const ilokUserId = value.ilokUserId.trim()
      try {
        await update.mutateAsync({ productId: product.id, data: { ilok_user_id: ilokUserId } })
      } catch (error) {
        return showServiceError(formApi, error, { 1105: 'ilokUserId' })
      }
      onDone()
      announce({
        tone: 'success',
        message: `The licences are now delivered to the iLok account ${ilokUserId}.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`iLok account of ${product.id}`}>
      <form.AppField name="ilokUserId">
        {(field) => (
          <field.TextField
            label="iLok user ID"
            hint="The account at ilok.com your licences are delivered to."
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Saving…">Save iLok user ID</form.SubmitButton>
      </div>
    </ScreenForm>
  )
}
