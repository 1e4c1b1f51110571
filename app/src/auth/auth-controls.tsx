import { Link } from '@tanstack/react-router'
import './auth.css'
import { AccountMenu } from './account-menu.tsx'
import { useAuth } from './use-auth.ts'

/**
 * The header's account entry (docs/requirements.md §4): "Sign in" (disabled while the status is
 * loading) and "Create account" ("Sign up" below 23rem) while signed out; "My account" with the customer's avatar + "Sign
 * out" while signed in (`AccountMenu`: an "Account" disclosure on phones); and the sign-in alert.
 */
export function AuthControls() {
  const { status, signIn, signOut } = useAuth()
  return (
    <div className="auth-controls">
      {status === 'signed-in' ? (
        <AccountMenu onSignOut={signOut} />
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={status === 'loading'}
            aria-busy={status === 'loading' || undefined}
            onClick={() => signIn()}
          >
            Sign in
          </button>
          {/* "Sign up" on the narrowest phones, where "Create account" beside "Sign in" made the header
              363 px wide at 320 px (decision 037); the name is the text shown. */}
          <Link to="/sign-up" className="button button--secondary auth-controls__sign-up">
            <span className="auth-controls__wide-label">Create account</span>
            <span className="auth-controls__narrow-label">Sign up</span>
          </Link>
        </>
      )}
      <SignInAlert />
    </div>
  )
}

/**
 * The sign-in notice as an alert (role="alert", announced when it appears): e.g. "Sign-in failed"
 * after a return with a mismatched `state`. Dismissible; renders nothing without a notice.
 */
export function SignInAlert() {
  const { notice: message, dismissNotice } = useAuth()
  if (!message) return null
  return (
    <div className="sign-in-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="sign-in-alert__close" aria-label="Dismiss" onClick={dismissNotice}>
        ×
      </button>
    </div>
  )
}
