import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import './auth.css'
import { useAuth } from './use-auth.ts'

/** The customer's avatar: its own chunk, loaded once signed in (docs/decisions/022). */
const HeaderAvatar = lazy(() => import('../layout/header-avatar.tsx'))

/**
 * The header's account entry (docs/requirements.md §4): "Sign in" (disabled while the status is
 * loading) and "Create account" while signed out; "My account" with the customer's avatar + "Sign
 * out" while signed in; and the sign-in alert.
 */
export function AuthControls() {
  const { status, signIn, signOut } = useAuth()
  return (
    <div className="auth-controls">
      {status === 'signed-in' ? (
        <>
          <Link
            to="/account"
            className="button button--secondary auth-controls__account"
            activeProps={{ 'aria-current': 'page' }}
          >
            <Suspense fallback={null}>
              <HeaderAvatar />
            </Suspense>
            My account
          </Link>
          <button type="button" className="button" onClick={signOut}>
            Sign out
          </button>
        </>
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
          <Link to="/sign-up" className="button button--secondary auth-controls__sign-up">
            Create account
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
