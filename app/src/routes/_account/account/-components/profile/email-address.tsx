import { emailAddressProblem, getSendMyEmailAddressVerificationMutationOptions } from '@music/sdk/identity'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  isPasswordReentry,
  useConfirmPassword,
  useResumedAction,
} from '../../../../../auth/password-reentry.ts'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { identityQueries } from '../../../-components/identity-queries.ts'
import { PasswordReentryNotice } from './password-reentry-notice.tsx'

/** The pending action of an email change kept across the password re-entry (docs/decisions/022). */
const CHANGE_EMAIL_ACTION = 'change-email'

/** The site page the verification e-mail links to (`redirect_uri`, decision 017): it completes the change. */
const VERIFY_EMAIL_PATH = '/verify-email'

/** The data of a kept email change: the new address, when it is still one. */
function parseChange(data: unknown): { email_address: string } | undefined {
  const address = (data as { email_address?: unknown } | null)?.email_address
  return typeof address === 'string' && !emailAddressProblem(address) ? { email_address: address } : undefined
}

/**
 * The address the customer signs in with (identity `GET /me`), the ones it had before (`GET /users`
 * with `include_email_address_history`), and the change: `POST /me/sendverifyemailaddress` e-mails the
 * new address a link to {@link VERIFY_EMAIL_PATH}, which completes it. The service asks for a recent
 * password first (401 code 2011): the customer enters it on the sign-in page and the request is sent
 * on return, for the same user only.
 */
export function EmailAddress() {
  const { data: me } = useSuspenseQuery(identityQueries.me())
  const { data: found } = useSuspenseQuery(identityQueries.emailHistory(me.email_address))
  const history = found.items.find((user) => user.id === me.id)?.email_address_history ?? []
  return (
    <>
      <dl className="screen-details">
        <div>
          <dt>You sign in with</dt>
          <dd>{me.email_address}</dd>
        </div>
      </dl>
      {history.length > 0 ? (
        <div>
          <h3 className="screen-form__title">Addresses you used before</h3>
          <ul className="email-history" aria-label="Addresses you used before">
            {history.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ChangeEmailForm userId={me.id} current={me.email_address} />
    </>
  )
}

function ChangeEmailForm({ userId, current }: { userId: number; current: string }) {
  const [result, announce] = useResult()
  const [reentry, setReentry] = useState<string>()
  const confirmPassword = useConfirmPassword()
  // Nothing changes until the link is opened (the verification page invalidates `emailChanges`).
  const send = useServiceMutation({ ...getSendMyEmailAddressVerificationMutationOptions(), invalidates: [] })

  /** Sends the link to `emailAddress` and announces it; rejects with the service's refusal. */
  const request = async (emailAddress: string) => {
    setReentry(undefined)
    announce(null)
    await send.mutateAsync({
      data: { email_address: emailAddress, redirect_uri: `${window.location.origin}${VERIFY_EMAIL_PATH}` },
    })
    announce({
      tone: 'success',
      message: `We sent a link to ${emailAddress}. Open it within 24 hours to finish the change; until then you sign in with ${current}.`,
    })
  }

  const form = useScreenForm({
    defaultValues: { email_address: '' },
    validators: {
      onChange: ({ value }: { value: { email_address: string } }) => {
        const problem = emailAddressProblem(value.email_address)
        return problem ? { fields: { email_address: problem } } : undefined
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const emailAddress = value.email_address.trim()
      try {
        await request(emailAddress)
      } catch (error) {
        if (isPasswordReentry(error)) return setReentry(emailAddress)
        return showServiceError(formApi, error)
      }
      formApi.reset({ email_address: '' })
    },
  })

  // Back from entering the password: send the kept request, if the same customer signed in.
  useResumedAction(CHANGE_EMAIL_ACTION, parseChange, ({ userId: asker, data }) => {
    if (asker !== userId) {
      announce({ tone: 'error', message: 'You signed in as someone else, so nothing was changed.' })
      return
    }
    request(data.email_address).then(
      () => form.reset({ email_address: '' }),
      (error: unknown) =>
        isPasswordReentry(error)
          ? setReentry(data.email_address)
          : announce({ tone: 'error', message: serviceErrorMessage(error) }),
    )
  })

  return (
    <>
      <ScreenForm form={form} aria-label="Change your email address">
        <form.AppField name="email_address">
          {(field) => (
            <field.TextField
              label="New email address"
              hint="We e-mail it a link; the change is made when you open it."
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.FormError />
        <form.SubmitButton pendingLabel="Sending…">Send confirmation link</form.SubmitButton>
      </ScreenForm>
      {reentry ? (
        <PasswordReentryNotice
          what="change your email address"
          onConfirm={() =>
            confirmPassword({ type: CHANGE_EMAIL_ACTION, userId, data: { email_address: reentry } }, current)
          }
        />
      ) : null}
      <ResultStatus result={result} />
    </>
  )
}
