import '../../screens/screens.css'
import './account-pages.css'
import { ServiceError } from '@music/sdk'
import { getMe, IDENTITY_ERROR_CODES, updateUser } from '@music/sdk/identity'
import { QueryClientProvider } from '@tanstack/react-query'
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useAuth, useRouterAuth } from '../../auth/use-auth.ts'
import { useServiceMutation } from '../../screens/mutations.ts'
import { PendingButton } from '../../screens/pending-button.tsx'
import { ResultStatus, useResult } from '../../screens/result-status.tsx'
import { Screen } from '../../screens/screen.tsx'
import { serviceErrorMessage } from '../../screens/service-errors.ts'
import { emailChanges } from '../_account/-components/identity-queries.ts'
import { readVerificationLink, type VerificationLink } from './verification-link.ts'

/**
 * The verification page of an email change (decision 017): says which address the account will use
 * and changes it when the customer confirms (`PUT /users/{user_id} {email_address}` with the e-mail's
 * token as the bearer credential; a link scanner that only opens the page changes nothing). The link's
 * values leave the address bar at once, so no script of the page (a tag manager) or a later
 * `Referer` can read the token.
 */
export function VerifyEmailScreen() {
  const { queryClient } = useRouteContext({ from: '/verify-email' })
  return (
    <QueryClientProvider client={queryClient}>
      <div className="account-page">
        <VerifyEmail />
      </div>
    </QueryClientProvider>
  )
}

/** The page's content, inside the area's QueryClient (exported for tests). */
export function VerifyEmail() {
  const search = useSearch({ from: '/verify-email' })
  const navigate = useNavigate()
  const [link] = useState(() => readVerificationLink(search))
  // Opened with no link at all: a reload after the page took the link out of the address bar (above),
  // or a bookmark. Not an "incomplete" link: say what this page is for, and that a change made is made.
  const [bare] = useState(() => Object.keys(search).length === 0)
  useEffect(() => {
    // No view transition: it would cut short the one of the navigation that opened the page.
    if (Object.keys(search).length > 0)
      void navigate({ to: '/verify-email', search: {}, replace: true, viewTransition: false })
  }, [search, navigate])

  if (!link && bare) {
    return (
      <Screen title="Confirm your new email address">
        <p>
          This page confirms a new email address with the link we e-mailed to it. If you have just confirmed
          it, the change is made: you sign in with the new address. Otherwise, open the link in the e-mail
          once more.
        </p>
        <Link to="/account/settings" className="button button--secondary">
          Go to account settings
        </Link>
      </Screen>
    )
  }
  if (!link) {
    return (
      <Screen title="This link is incomplete">
        <div className="screen-notice screen-notice--error" role="alert">
          <p>
            Open the link in the e-mail we sent you once more, as it is. If it still does not work, ask for a
            new one in your account settings.
          </p>
          <Link to="/account/settings" className="button button--secondary">
            Go to account settings
          </Link>
        </div>
      </Screen>
    )
  }
  return <ConfirmEmail link={link} />
}

function ConfirmEmail({ link }: { link: VerificationLink }) {
  const auth = useRouterAuth()
  const { status } = useAuth()
  const [result, announce] = useResult()
  const [changed, setChanged] = useState(false)
  const change = useServiceMutation({
    mutationFn: async () => {
      const { sdk } = await auth.session()
      return updateUser(
        link.userId,
        { email_address: link.emailAddress },
        { sdk, headers: { Authorization: `Bearer ${link.token}` } },
      )
    },
    invalidates: emailChanges,
  })

  const confirm = async () => {
    announce(null)
    try {
      await change.mutateAsync()
      setChanged(true)
      announce({ tone: 'success', message: `Your email address is now ${link.emailAddress}.` })
    } catch (error) {
      if (await alreadyChanged(error)) {
        setChanged(true)
        announce({ tone: 'success', message: `Your email address is now ${link.emailAddress}.` })
      } else {
        announce({ tone: 'error', message: verificationProblem(error) })
      }
    }
  }

  /**
   * True when a refused link (used, 1306) was used by this very account for this very address, as when
   * the same link was confirmed in another tab first: the change is made, so the page says so instead
   * of "expired". Only a signed-in tab can tell (`GET /me`); any failure of that check answers false.
   */
  const alreadyChanged = async (error: unknown): Promise<boolean> => {
    if (!(error instanceof ServiceError && error.code === IDENTITY_ERROR_CODES.verificationTokenInvalid))
      return false
    if (status !== 'signed-in') return false
    try {
      const { sdk } = await auth.session()
      const me = await getMe({ sdk })
      return me.id === link.userId && me.email_address.toLowerCase() === link.emailAddress.toLowerCase()
    } catch {
      return false
    }
  }

  return (
    <Screen title={changed ? 'Your email address is changed' : 'Confirm your new email address'}>
      {changed ? (
        <p>
          From now on you sign in with <strong>{link.emailAddress}</strong>, and our e-mails go there. We told
          your previous address about the change.
        </p>
      ) : (
        <>
          <p>
            Use <strong>{link.emailAddress}</strong> to sign in and receive our e-mails from now on?
          </p>
          <div className="screen-actions">
            <PendingButton
              pending={change.isPending}
              pendingLabel="Confirming…"
              onClick={() => void confirm()}
            >
              Confirm new email address
            </PendingButton>
          </div>
        </>
      )}
      <ResultStatus result={result} />
      {changed ? (
        status === 'signed-in' ? (
          <Link to="/account/settings" className="button button--secondary">
            Go to account settings
          </Link>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void auth.signIn('/account')}
          >
            Sign in
          </button>
        )
      ) : null}
    </Screen>
  )
}

/** The words for a refused confirmation: an expired or used link (1306), an address taken meanwhile (1301). */
function verificationProblem(error: unknown): string {
  if (error instanceof ServiceError && error.code === IDENTITY_ERROR_CODES.verificationTokenInvalid)
    return 'This link has expired or was already used. Ask for a new one in your account settings.'
  if (error instanceof ServiceError && error.code === IDENTITY_ERROR_CODES.emailAddressInUse)
    return 'Another account uses this email address now, so your address stays as it was.'
  if (error instanceof ServiceError && error.status === 403)
    return 'This link is not for your account. Open the link in the e-mail we sent you once more.'
  return serviceErrorMessage(error)
}
