/**
 * The auth state of the site in components (spec §4 "Authentication"): `useAuth()` gives the status
 * and the sign-in / sign-out actions. The status is read from the token cookies (`auth-status.ts`
 * tells when to re-read).
 */
import type { Sdk } from '@music/sdk/auth'
import { useCallback, useSyncExternalStore } from 'react'
import { isSignInReturnPending, setSignInNotice, subscribeAuth } from './auth-status.ts'
import { useSiteSdk } from './use-site-sdk.ts'

/** `loading` until the browser has read the cookies (and while a sign-in return is exchanged). */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in'

/** The sign-in state and actions of {@link useAuth}. */
export interface Auth {
  /** `loading` until the token store is read; `signed-in` when a refresh token exists (spec §4). */
  status: AuthStatus
  /**
   * Starts sign-in: saves state, verifier and return path, then leaves for the identity service.
   * `returnTo` is the site path to come back to (default: the current page, path + search + hash).
   */
  signIn(returnTo?: string): void
  /**
   * Signs out: revokes the refresh token (best effort), clears the token cookies, then leaves for the
   * identity service's `/en/logout?continue={site origin}/`.
   */
  signOut(): void
}

const SIGN_IN_UNAVAILABLE = 'Sign-in is not available right now. Please try again later.'

/** The browser's status for `sdk` (`loading` on the server and before hydration). */
function readStatus(sdk: Sdk | null): AuthStatus {
  if (!sdk || isSignInReturnPending()) return 'loading'
  return sdk.isSignedIn() ? 'signed-in' : 'signed-out'
}

/** Leaves the site for `url` (a full page load: the identity service is another origin). */
function leaveFor(url: string): void {
  window.location.assign(url)
}

/**
 * The site's auth state and actions (spec §4). Server rendering and hydration see `loading`; the
 * browser then reads the cookies: `signed-in` when a refresh token cookie exists. The access token
 * itself is refreshed on demand by the sdk transport.
 */
export function useAuth(): Auth {
  const sdk = useSiteSdk()
  const status = useSyncExternalStore(
    subscribeAuth,
    () => readStatus(sdk),
    () => 'loading' as const,
  )
  const signIn = useCallback(
    (returnTo?: string) => {
      if (!sdk) return
      const { origin, pathname, search, hash } = window.location
      // The flow (PKCE, identity calls) loads on the first click, not with every page.
      import('./sign-in-flow.ts')
        .then(({ prepareSignIn }) =>
          prepareSignIn({ sdk, origin, returnTo: returnTo ?? `${pathname}${search}${hash}` }),
        )
        .then(leaveFor, () => setSignInNotice(SIGN_IN_UNAVAILABLE))
    },
    [sdk],
  )
  const signOut = useCallback(() => {
    if (!sdk) return
    void import('./sign-in-flow.ts')
      .then(({ signOutOfSite }) => signOutOfSite({ sdk, origin: window.location.origin }))
      .then(leaveFor)
  }, [sdk])
  return { status, signIn, signOut }
}
