import '../../screens/screens.css'
import './account-pages.css'
import { emailAddressProblem, nameProblems, passwordProblem } from '@music/sdk/identity'
import { Locale } from '@music/sdk/profile'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { signUp } from '../../app-credentials/sign-up.ts'
import { useAuth, useRouterAuth } from '../../auth/use-auth.ts'
import { ScreenForm, showFieldErrors, showServiceError, useScreenForm } from '../../screens/form.tsx'
import { Screen } from '../../screens/screen.tsx'
import { UnsavedChangesGuard } from '../../screens/unsaved-changes.tsx'
import { applyReferral, type ReferralOutcome } from './referral.ts'

/** The sign-up form's values, named as `POST /users` names them. */
interface SignUpValues {
  first_name: string
  last_name: string
  email_address: string
  password: string
}

/** The identity service's rules over the form (`@music/sdk/identity`), one message per field. */
function signUpProblems(values: SignUpValues): Record<string, string> {
  const fields = nameProblems(values as unknown as Record<string, unknown>, ['first_name', 'last_name'])
  const email = emailAddressProblem(values.email_address)
  if (email) fields.email_address = email
  const password = passwordProblem(values.password, values.email_address)
  if (password) fields.password = password
  return fields
}

/** The browser's language as a locale the company writes in (`Locale`, e.g. `en_GB`), if it is one. */
function browserLocale(): string | undefined {
  const candidate = navigator.language.replace('-', '_')
  return (Object.values(Locale) as string[]).includes(candidate) ? candidate : undefined
}

/** Where a finished sign-up stands. */
type Done =
  | { signedIn: true; firstName: string; referral?: ReferralOutcome }
  /** The account exists but its sign-in failed: the customer signs in on the identity service's page. */
  | { signedIn: false }

/**
 * Sign-up (docs/decisions/022): the new customer's name, email address and password go to the site's
 * server (`signUp`: `POST /users` with the application secret, then their sign-in), the answer's
 * tokens into this tab, so the customer is signed in at once. With `referralCode` (`/refer/$code`),
 * the code is then checked and logged for the new customer (`applyReferral`). Refusals go next to
 * their fields; what was typed stays.
 * @param referralCode the code of a referral link, already in the link's pattern
 */
export function SignUpScreen({ referralCode }: { referralCode?: string }) {
  const { status } = useAuth()
  const [done, setDone] = useState<Done>()
  // Set when this page's form signs the visitor in, so the form stays until it has finished.
  const [started, setStarted] = useState(false)
  const title = done
    ? 'Your account is ready'
    : referralCode
      ? 'You’re invited to Music Software'
      : 'Create your account'
  const intro = referralCode
    ? `A friend invited you with the referral code ${referralCode}. Create your account and a welcome reward is yours.`
    : 'One account for our products, licences, downloads and forums.'

  return (
    <div className="account-page">
      <Screen title={title} intro={done ? undefined : intro}>
        {done ? (
          <Welcome done={done} referralCode={referralCode} />
        ) : status === 'signed-in' && !started ? (
          <SignedInAlready referral={Boolean(referralCode)} />
        ) : (
          // Leaving with the form half filled in asks first, as in the signed-in areas (decision 037).
          <UnsavedChangesGuard>
            <SignUpForm referralCode={referralCode} onStart={() => setStarted(true)} onDone={setDone} />
          </UnsavedChangesGuard>
        )}
      </Screen>
    </div>
  )
}

function SignUpForm({
  referralCode,
  onStart,
  onDone,
}: {
  referralCode?: string
  onStart: () => void
  onDone: (done: Done) => void
}) {
  const auth = useRouterAuth()
  const form = useScreenForm({
    defaultValues: { first_name: '', last_name: '', email_address: '', password: '' } as SignUpValues,
    validators: {
      onChange: ({ value }: { value: SignUpValues }) => {
        const fields = signUpProblems(value)
        return Object.keys(fields).length > 0 ? { fields } : undefined
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const request = {
        email_address: value.email_address.trim(),
        password: value.password,
        first_name: value.first_name.trim(),
        last_name: value.last_name.trim(),
        locale: browserLocale(),
      }
      onStart()
      let result: Awaited<ReturnType<typeof signUp>>
      try {
        result = await signUp({ data: request })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      if (result.outcome === 'refused') return void showFieldErrors(formApi, result.message, result.fields)
      if (result.outcome === 'unavailable') return void showFieldErrors(formApi, result.message, {})
      if (result.outcome !== 'signed-in' || !(await auth.acceptTokens({ access: result.access })))
        return onDone({ signedIn: false })
      const referral = referralCode
        ? await applyReferral((await auth.session()).sdk, referralCode, result.userId)
        : undefined
      onDone({ signedIn: true, firstName: request.first_name, referral })
    },
  })

  return (
    <>
      <ScreenForm form={form} aria-label="Create your account">
        <div className="field-row">
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" autoComplete="given-name" />}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" />}
          </form.AppField>
        </div>
        <form.AppField name="email_address">
          {(field) => (
            <field.TextField label="Email address" type="email" autoComplete="email" spellCheck={false} />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with a letter and a digit or symbol."
            />
          )}
        </form.AppField>
        <form.FormError />
        <form.SubmitButton pendingLabel="Creating your account…">Create account</form.SubmitButton>
      </ScreenForm>
      <p>
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={() => void auth.signIn('/account')}>
          Sign in
        </button>
      </p>
    </>
  )
}

/** The finished sign-up, focused when it appears: signed in (and the referral's outcome), or sign in now. */
function Welcome({ done, referralCode }: { done: Done; referralCode?: string }) {
  const auth = useRouterAuth()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  if (!done.signedIn) {
    return (
      <section className="welcome" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading" ref={heading} tabIndex={-1}>
          Sign in to continue
        </h2>
        <p>Sign in with your email address and password.</p>
        <button type="button" className="button" onClick={() => void auth.signIn('/account')}>
          Sign in
        </button>
      </section>
    )
  }
  return (
    <section className="welcome" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading" ref={heading} tabIndex={-1}>
        {done.firstName ? `Welcome, ${done.firstName}!` : 'Welcome!'}
      </h2>
      <p>Your account is ready and you are signed in.</p>
      {done.referral?.applied ? (
        <p className="result-status result-status--success">
          Your referral code {referralCode} is applied: a reward is waiting in your account.
        </p>
      ) : done.referral ? (
        <p className="result-status result-status--error">{done.referral.message}</p>
      ) : null}
      <Link to="/account" className="button">
        Go to your account
      </Link>
    </section>
  )
}

function SignedInAlready({ referral }: { referral: boolean }) {
  return (
    <div className="screen-notice">
      <p>
        You are signed in already.
        {referral ? ' Referral links are for new customers: share yours from your account instead.' : ''}
      </p>
      <Link to="/account" className="button">
        Go to your account
      </Link>
    </div>
  )
}
