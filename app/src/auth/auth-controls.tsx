import { Link } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import './auth.css'
import { setSignInNotice, signInNotice, subscribeAuth } from './auth-status.ts'
import { useAuth } from './sign-in.ts'

/**
 * The header's account entry (spec §4): "Sign in" while signed out (disabled while the status is
 * loading), "My account" + "Sign out" while signed in; and the sign-in alert.
 */
export function AuthControls() {
  const { status, signIn, signOut } = useAuth()
  return (
    <div className="auth-controls">
      {status === 'signed-in' ? (
        <>
          <Link to="/account" className="button button--secondary" activeProps={{ 'aria-current': 'page' }}>
            My account
          </Link>
          <button type="button" className="button" onClick={signOut}>
            Sign out
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={status === 'loading'}
          aria-busy={status === 'loading' || undefined}
          onClick={() => signIn()}
        >
          Sign in
        </button>
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
  const message = useSyncExternalStore(subscribeAuth, signInNotice, () => null)
  if (!message) return null
  return (
    <div className="sign-in-alert" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="sign-in-alert__close"
        aria-label="Dismiss"
        onClick={() => setSignInNotice(null)}
      >
        ×
      </button>
    </div>
  )
}
