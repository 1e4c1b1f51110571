import { deactivateMe } from '@music/sdk/identity'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import {
  isPasswordReentry,
  useConfirmPassword,
  useResumedAction,
} from '../../../../../auth/password-reentry.ts'
import { useRouterAuth } from '../../../../../auth/use-auth.ts'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { identityQueries } from '../../../-components/identity-queries.ts'
import { PasswordReentryNotice } from './password-reentry-notice.tsx'

/** The pending action of a deactivation kept across the password re-entry (docs/decisions/022). */
const DEACTIVATE_ACTION = 'deactivate-account'

/** What the customer types to confirm (case and surrounding spaces do not matter). */
const DEACTIVATE_CONFIRMATION = 'DEACTIVATE'

/** The sign-in alert's message after a deactivation, on the homepage. */
export const DEACTIVATED_MESSAGE =
  'Your account is deactivated and you are signed out on every device. Thank you for being with us.'

const confirmed = (value: string) => value.trim().toUpperCase() === DEACTIVATE_CONFIRMATION

/**
 * Deactivates the account (`DELETE /me`, decision 017) behind a typed confirmation: every session ends
 * at the identity service (signed out everywhere) and the account can no longer sign in; this tab
 * forgets its tokens and the area's cache, and the homepage says what happened. The service asks for
 * a recent password first (401 code 2011): the customer enters it and the deactivation completes on
 * return, for the same user only.
 */
export function DeactivateAccount() {
  const { data: me } = useSuspenseQuery(identityQueries.me())
  const auth = useRouterAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [result, announce] = useResult()
  const [reentry, setReentry] = useState(false)
  const confirmPassword = useConfirmPassword()

  /** Deactivates, then leaves the signed-in area; rejects with the service's refusal. */
  const deactivate = async () => {
    setReentry(false)
    announce(null)
    await deactivateMe()
    await auth.endSession()
    auth.setNotice(DEACTIVATED_MESSAGE)
    await navigate({ to: '/', replace: true })
    queryClient.clear()
  }

  const form = useScreenForm({
    defaultValues: { confirmation: '' },
    validators: {
      onChange: ({ value }: { value: { confirmation: string } }) =>
        confirmed(value.confirmation)
          ? undefined
          : { fields: { confirmation: `Type ${DEACTIVATE_CONFIRMATION} to confirm.` } },
    },
    onSubmit: async ({ formApi }) => {
      try {
        await deactivate()
      } catch (error) {
        if (isPasswordReentry(error)) return setReentry(true)
        return showServiceError(formApi, error)
      }
    },
  })

  // Back from entering the password: deactivate, if the same customer signed in.
  useResumedAction(
    DEACTIVATE_ACTION,
    (data) => (data === null ? null : undefined),
    ({ userId }) => {
      if (userId !== me.id) {
        announce({ tone: 'error', message: 'You signed in as someone else, so nothing was changed.' })
        return
      }
      deactivate().catch((error: unknown) =>
        isPasswordReentry(error)
          ? setReentry(true)
          : announce({ tone: 'error', message: serviceErrorMessage(error) }),
      )
    },
  )

  return (
    <>
      <div className="screen-notice">
        <p>When you deactivate your account:</p>
        <ul>
          <li>you are signed out on every device;</li>
          <li>
            you can no longer sign in with {me.email_address}, so your products, licences and downloads are
            out of reach here;
          </li>
          <li>if you change your mind, our support team can help.</li>
        </ul>
      </div>
      <ScreenForm form={form} aria-label="Deactivate your account">
        <form.AppField name="confirmation">
          {(field) => (
            <field.TextField
              label={`To confirm, type ${DEACTIVATE_CONFIRMATION}`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.FormError />
        <form.SubmitButton pendingLabel="Deactivating…" danger>
          Deactivate my account
        </form.SubmitButton>
      </ScreenForm>
      {reentry ? (
        <PasswordReentryNotice
          what="deactivate your account"
          onConfirm={() =>
            confirmPassword({ type: DEACTIVATE_ACTION, userId: me.id, data: null }, me.email_address)
          }
        />
      ) : null}
      <ResultStatus result={result} />
    </>
  )
}
